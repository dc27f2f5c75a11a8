import { LoadingMessages } from "../compose/LoadingMessages";
import { GenerationFailed } from "./GenerationFailed";
import { GenerationStages } from "./GenerationStages";
import { clampProgress, currentStageIndex, stageCaption } from "./generation-stages";
import { useGenerationProgress } from "./use-generation-progress";

/**
 * Shown while a document is being generated: its stages, live from the server's event stream, and
 * a progress bar. A failed run shows the reason and "Try again", which follows the new run.
 */
export function GenerationProgress({ documentId }: { documentId: string }) {
  const { job, restart } = useGenerationProgress(documentId);

  if (job?.status === "failed")
    return <GenerationFailed documentId={documentId} error={job.error} onRetried={restart} />;

  const progress = clampProgress(job?.progress);
  const caption = stageCaption(job);

  return (
    <div className="rounded-xl border border-violet-500/20 bg-violet-500/5 px-4 py-8 sm:px-6">
      <LoadingMessages />
      <div className="mx-auto mt-6 max-w-xl space-y-4">
        <GenerationStages currentIndex={currentStageIndex(job)} />
        <div>
          <div className="flex justify-between text-xs text-zinc-400">
            {/* The stage is announced as it changes; the percentage is left to the progress bar. */}
            <span aria-live="polite">{caption}</span>
            <span className="tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress}%, ${caption}`}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-violet-500 transition-[width] duration-500"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

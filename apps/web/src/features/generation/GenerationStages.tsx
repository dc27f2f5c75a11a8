import { Check } from "lucide-react";
import { Spinner } from "../../components/Spinner";
import { GENERATION_STAGES, stepState, type StepState } from "./generation-stages";

const STEP_STYLES: Record<StepState, { marker: string; label: string }> = {
  complete: { marker: "border-violet-500 bg-violet-500 text-white", label: "text-zinc-200" },
  current: { marker: "border-violet-400 bg-violet-500/15 text-violet-300", label: "font-medium text-violet-200" },
  upcoming: { marker: "border-zinc-700 text-zinc-500", label: "text-zinc-500" },
};

/** The stages of a generation in order, each complete, under way or still to come. */
export function GenerationStages({ currentIndex }: { currentIndex: number }) {
  return (
    <ol aria-label="Generation stages" className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
      {GENERATION_STAGES.map((stage, index) => {
        const state = stepState(index, currentIndex);
        const style = STEP_STYLES[state];
        return (
          <li
            key={stage.id}
            aria-current={state === "current" ? "step" : undefined}
            className="flex min-w-0 items-center gap-2 text-xs"
          >
            <span
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border ${style.marker}`}
            >
              {state === "complete" ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {state === "current" ? <Spinner className="size-3.5" /> : null}
              {state === "upcoming" ? <span aria-hidden="true">{index + 1}</span> : null}
            </span>
            <span className={style.label}>
              {stage.label}
              <span className="sr-only">
                {state === "complete" ? " (complete)" : state === "current" ? " (in progress)" : ""}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

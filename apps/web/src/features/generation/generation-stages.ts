import type { JobProgress } from "./generation-api";

/** The stages a generation goes through, in the words shown to the user. */
export const GENERATION_STAGES = [
  { id: "understanding", label: "Understanding the request" },
  { id: "estimating", label: "Estimating" },
  { id: "writing", label: "Writing the proposal" },
  { id: "done", label: "Done" },
] as const;

export type StepState = "complete" | "current" | "upcoming";

type JobStage = Pick<JobProgress, "stage" | "status">;

/**
 * Which stage is under way: -1 before the first (queued, or nothing heard yet), and past the last
 * once the job is ready, so that every stage, "Done" included, shows as complete.
 */
export function currentStageIndex(job: JobStage | null): number {
  if (!job) return -1;
  if (job.status === "ready" || job.stage === "done") return GENERATION_STAGES.length;
  return GENERATION_STAGES.findIndex((stage) => stage.id === job.stage);
}

export function stepState(stepIndex: number, currentIndex: number): StepState {
  if (stepIndex < currentIndex) return "complete";
  return stepIndex === currentIndex ? "current" : "upcoming";
}

/** The line beside the percentage: what is happening now. */
export function stageCaption(job: JobStage | null): string {
  if (!job) return "Starting";
  if (job.stage === "queued") return "Waiting for a free worker";
  const index = currentStageIndex(job);
  if (index >= GENERATION_STAGES.length) return "Done";
  return GENERATION_STAGES[index]?.label ?? "Working on it";
}

/** Progress as a whole percentage within 0..100, whatever the server sent. */
export function clampProgress(progress: number | undefined): number {
  return Number.isFinite(progress) ? Math.round(Math.max(0, Math.min(100, progress ?? 0))) : 0;
}

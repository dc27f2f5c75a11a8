import { describe, expect, it } from "vitest";
import { GENERATION_STAGES, clampProgress, currentStageIndex, stageCaption, stepState } from "./generation-stages";

const job = (stage: string, status = "generating") => ({ stage, status });

describe("generation stages", () => {
  it("finds the stage under way", () => {
    expect(currentStageIndex(job("understanding"))).toBe(0);
    expect(currentStageIndex(job("estimating"))).toBe(1);
    expect(currentStageIndex(job("writing"))).toBe(2);
  });

  it("has no stage under way before the first", () => {
    expect(currentStageIndex(null)).toBe(-1);
    expect(currentStageIndex(job("queued"))).toBe(-1);
  });

  it("counts every stage complete once ready", () => {
    const index = currentStageIndex(job("done", "ready"));
    expect(GENERATION_STAGES.every((_stage, i) => stepState(i, index) === "complete")).toBe(true);
  });

  it("marks steps before, at and after the current one", () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 1))).toEqual(["complete", "current", "upcoming", "upcoming"]);
  });

  it("says what is happening in words", () => {
    expect(stageCaption(null)).toBe("Starting");
    expect(stageCaption(job("queued"))).toBe("Waiting for a free worker");
    expect(stageCaption(job("estimating"))).toBe("Estimating");
    expect(stageCaption(job("done", "ready"))).toBe("Done");
    expect(stageCaption(job("polishing"))).toBe("Working on it");
  });

  it("keeps progress a whole percentage within bounds", () => {
    expect(clampProgress(42.6)).toBe(43);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
  });
});

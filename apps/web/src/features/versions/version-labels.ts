import type { VersionReason } from "@scopewise/shared";

/** Why a version exists, as the history lists it. */
export const REASON_LABELS: Record<VersionReason, string> = {
  created: "Created",
  save: "Saved",
  generation: "Proposal generated",
  brief: "Brief corrected",
  assistant: "Assistant change accepted",
  restore: "Restored an earlier version",
};

export function versionTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Versions younger than this are all kept. */
const KEEP_ALL_FOR_MS = DAY_MS;
/** Up to this age, one version a day is kept (the day's last); older, one a week. */
const DAILY_UNTIL_MS = 31 * DAY_MS;
/** 1970-01-05 was a Monday: weeks counted from it start on Mondays (UTC). */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/**
 * The history's pruning policy: every version from the last 24 hours; then the last version of
 * each day for 30 days; then the last version of each week. Answers the ids to delete.
 */
export function versionsToPrune(versions: ReadonlyArray<{ id: string; created_at: string }>, now: Date): string[] {
  const newestFirst = [...versions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const keptBuckets = new Set<string>();
  const prune: string[] = [];
  for (const version of newestFirst) {
    const at = Date.parse(version.created_at);
    const age = now.getTime() - at;
    if (age < KEEP_ALL_FOR_MS) continue;
    const bucket =
      age < DAILY_UNTIL_MS
        ? `day ${Math.floor(at / DAY_MS)}`
        : `week ${Math.floor((at - FIRST_MONDAY_MS) / (7 * DAY_MS))}`;
    if (keptBuckets.has(bucket)) prune.push(version.id);
    else keptBuckets.add(bucket);
  }
  return prune;
}

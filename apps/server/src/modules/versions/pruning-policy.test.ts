import { describe, expect, it } from "vitest";
import { versionsToPrune } from "./pruning-policy.js";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-06-10T12:00:00.000Z");
const at = (msAgo: number, id = String(msAgo)) => ({ id, created_at: new Date(NOW.getTime() - msAgo).toISOString() });

describe("version pruning policy", () => {
  it("keeps every version from the last 24 hours", () => {
    const recent = Array.from({ length: 50 }, (_, i) => at(i * 20 * 60 * 1000));
    expect(versionsToPrune(recent, NOW)).toEqual([]);
  });

  it("keeps the last version of each day up to 31 days old", () => {
    const versions = [
      at(2 * DAY + 1 * HOUR, "late"),
      at(2 * DAY + 5 * HOUR, "mid"),
      at(2 * DAY + 9 * HOUR, "early"),
      at(3 * DAY, "other day"),
    ];
    // 2026-06-08: "late" (at 11:00) is that day's last; "mid" and "early" the same day go; 06-07 keeps its only one.
    expect(versionsToPrune(versions, NOW).sort()).toEqual(["early", "mid"]);
  });

  it("keeps the last version of each week (Monday to Sunday, UTC) past 31 days", () => {
    // 2026-05-04 is a Monday: the 4th to the 10th are one week, the 11th starts the next.
    const week = (day: number, id: string) => ({
      id,
      created_at: `2026-05-${String(day).padStart(2, "0")}T10:00:00.000Z`,
    });
    const versions = [week(4, "mon"), week(7, "thu"), week(10, "sun"), week(11, "next mon")];
    expect(versionsToPrune(versions, NOW).sort()).toEqual(["mon", "thu"]);
  });

  it("never prunes the newest version, however old", () => {
    expect(versionsToPrune([at(400 * DAY, "only")], NOW)).toEqual([]);
  });
});

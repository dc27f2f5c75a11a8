import type { Pricing } from "../../other/shared/pricing.js";
import type { Schedule } from "../../other/shared/schedule.js";

/** What a stated time frame means for a study: comfortable, tight but possible, or not possible. */
export function studyDeadlineNote(
  p: Pricing,
  schedule: Schedule,
  what: string,
): { deadline?: string; deadlineFeasible?: boolean } {
  const deadline = p.brief.deadline_weeks;
  if (deadline === undefined || schedule.fit === "fits" || schedule.fit === "none") return {};
  if (schedule.fit === "tight") {
    return {
      deadline: p.t(
        "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.",
        { what, deadline: p.num(deadline), nominal: p.num(schedule.nominal) },
      ),
    };
  }
  return {
    deadlineFeasible: false,
    deadline: p.t(
      "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.",
      { what, deadline: p.num(deadline), minimum: p.num(schedule.shortest) },
    ),
  };
}

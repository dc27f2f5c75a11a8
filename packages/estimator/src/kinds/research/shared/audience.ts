import type { Brief } from "@scopewise/shared";
import type { Pricing } from "../../other/shared/pricing.js";
import type { Audience } from "./reference.js";

/** Who the study talks to, as the reader read it: specialists, professionals, else the general public. */
export function audienceOf(brief: Brief): Audience {
  return brief.details?.audience ?? "consumer";
}

export function inPerson(brief: Brief): boolean {
  return brief.details?.in_person === true;
}

/** Session length in minutes when the request states one ("45-minute interviews", "90 min"), else an hour. */
export function sessionMinutes(brief: Brief): number {
  const stated = statedMinutes(brief);
  return stated !== undefined && stated >= 15 ? stated : 60;
}

/** A session's or questionnaire's length when the request states one ("20 minutes", "15-minute survey"). */
export function statedMinutes(brief: Brief): number | undefined {
  return brief.details?.session_minutes;
}

/** The audience as a sentence names it. */
export function audienceWord(p: Pricing, audience: Audience): string {
  return {
    consumer: p.t("consumers"),
    professional: p.t("professionals"),
    specialist: p.t("hard-to-reach specialists"),
  }[audience];
}

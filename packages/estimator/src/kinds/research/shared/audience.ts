import type { Brief } from "@scopewise/shared";
import { usdTo } from "../../../core/reference-data.js";
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

/**
 * The incentive the request states per participant, as a US-dollar figure at the US-average level (so that
 * `p.local` gives the stated amount back), or undefined when none is stated.
 */
export function statedIncentiveUsd(p: Pricing): number | undefined {
  const stated = p.brief.details?.incentive;
  if (!stated) return undefined;
  try {
    const inBriefCurrency =
      stated.currency === p.brief.currency
        ? stated.amount
        : usdTo(p.brief.currency, stated.amount / usdTo(stated.currency, 1));
    return inBriefCurrency / usdTo(p.brief.currency, p.factor);
  } catch {
    // A currency without a reference rate: the model's own incentive stands.
    return undefined;
  }
}

/** The source a stated incentive's line shows. */
export function statedIncentiveSource(p: Pricing): string {
  return p.t("the incentive stated in the request");
}

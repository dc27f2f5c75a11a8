import { MEETING_LEAD_TIME } from "./reference.js";

/** Planning weeks grow with size more slowly than size: a tenfold group needs about 2.8 × the lead time. */
const SIZE_ELASTICITY = 0.45;
/** The shortest credible lead time is about half the usual one: venues and suppliers still need booking. */
const COMPRESSION = 0.5;

export interface LeadTime {
  nominal: number;
  minimum: number;
}

/**
 * Weeks from kick-off to the event day for a group of this size, scaled from the average meeting's
 * lead time (CWT 2020) and kept between `floor` and a year.
 */
export function leadTime(people: number, floor = 4, scale = 1): LeadTime {
  const anchorWeeks = MEETING_LEAD_TIME.value.days / 7;
  const nominal = Math.min(
    52,
    Math.max(
      floor,
      Math.round(scale * anchorWeeks * (Math.max(1, people) / MEETING_LEAD_TIME.value.groupSize) ** SIZE_ELASTICITY),
    ),
  );
  return { nominal, minimum: Math.max(2, Math.round(nominal * COMPRESSION)) };
}

/** The scale on the meeting lead time that gives a group of this size this many weeks (a kind's own anchor). */
export function leadScaleFor(weeks: number, people: number): number {
  const anchorWeeks = MEETING_LEAD_TIME.value.days / 7;
  return weeks / (anchorWeeks * (people / MEETING_LEAD_TIME.value.groupSize) ** SIZE_ELASTICITY);
}

/** The largest group whose minimum lead time fits in `weeks` (the inverse of `leadTime`). */
export function peopleWithin(weeks: number, scale = 1): number {
  const anchorWeeks = MEETING_LEAD_TIME.value.days / 7;
  return Math.floor(
    MEETING_LEAD_TIME.value.groupSize * (weeks / COMPRESSION / (scale * anchorWeeks)) ** (1 / SIZE_ELASTICITY),
  );
}

import type { BriefDetails } from "@scopewise/shared";

/** One detail as read: its value, the words it came from and how sure the reading is. */
export interface Detail<T> {
  value: T;
  source: string;
  confidence: number;
}
export type DetailReadings = { [K in keyof BriefDetails]?: Detail<NonNullable<BriefDetails[K]>> };

/** The request as the details are read from it: its title and its summary (the request on one line). */
export interface RequestText {
  title: string;
  summary: string;
}

/** The title and the summary together, for details the title may state ("Offsite with 2 nights"). */
export const wholeOf = (request: RequestText) => `${request.title} ${request.summary}`;

/** True, with the words, when the pattern is in the text. */
export function flag(pattern: RegExp, text: string, confidence = 0.8): Detail<true> | undefined {
  const m = pattern.exec(text);
  return m ? { value: true, source: m[0], confidence } : undefined;
}

/** A value read with its words. */
export function detail<T>(value: T, source: string, confidence = 0.85): Detail<T> {
  return { value, source: source.slice(0, 400), confidence };
}

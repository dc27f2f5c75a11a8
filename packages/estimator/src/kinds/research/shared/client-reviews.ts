/**
 * The client's review rounds every commissioned study waits on: sign-off of the instrument (questionnaire,
 * discussion guide, screener or research plan) before fieldwork, and comments on the draft report before
 * the final one, about a week each, the usual turnaround of a client team. A nominal plan schedules both;
 * the shortest plan does not, since a deadline can bring them down to a day or two.
 */
export const CLIENT_REVIEW_WEEKS = 1;

/** A study's nominal phase weeks with the client's two reviews: in its first phase and in its last. */
export function withClientReviews(nominal: readonly number[]): number[] {
  const weeks = [...nominal];
  if (weeks.length === 0) return weeks;
  weeks[0]! += CLIENT_REVIEW_WEEKS;
  weeks[weeks.length - 1]! += CLIENT_REVIEW_WEEKS;
  return weeks;
}

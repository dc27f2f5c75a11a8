import type { ProposalStatus, ProposalValue } from "@scopewise/shared";

/** What a proposal's standing with its client is derived from (columns of the document and its acceptance and views). */
export interface StandingFacts {
  share_enabled: number;
  shared_at: string | null;
  declined_at: string | null;
  accepted: boolean;
  /** When a client last had the page open (views since sharing count; the owner's own are never recorded). */
  last_viewed_at: string | null;
}

/**
 * A client's decline stands until the owner shares the proposal again (turns the link on after it,
 * or sends it): while it stands the proposal cannot be accepted.
 */
export function declineStands(facts: Pick<StandingFacts, "declined_at" | "shared_at">): boolean {
  return facts.declined_at !== null && (facts.shared_at === null || facts.declined_at >= facts.shared_at);
}

/**
 * The one rule for a proposal's status: Accepted and Declined first (they stay when the link is
 * later turned off); a link that is off, or was never put out, is a Draft; a shared link that a
 * client opened since it was shared is Viewed, else Shared.
 */
export function proposalStatus(facts: StandingFacts): ProposalStatus {
  if (facts.accepted) return "accepted";
  if (declineStands(facts)) return "declined";
  if (!facts.share_enabled || facts.shared_at === null) return "draft";
  if (facts.last_viewed_at !== null && facts.last_viewed_at >= facts.shared_at) return "viewed";
  return "shared";
}

/** The accepted total once accepted, else the estimate's expected total; null without either. */
export function proposalValue(facts: {
  accepted_total: number | null;
  accepted_currency: string | null;
  estimate_total: number | null;
  estimate_currency: string | null;
}): ProposalValue {
  if (facts.accepted_total !== null && facts.accepted_currency !== null)
    return { amount: Number(facts.accepted_total), currency: facts.accepted_currency };
  if (facts.estimate_total !== null && facts.estimate_currency !== null)
    return { amount: Number(facts.estimate_total), currency: facts.estimate_currency };
  return null;
}

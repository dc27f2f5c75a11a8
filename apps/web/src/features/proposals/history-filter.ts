import type { HistoryProposal } from "@scopewise/shared";
import { formatShortDate } from "../../lib/format-date";

/** What a history card shows, and what its search looks at. */
export interface HistoryCardText {
  date: string;
  title: string;
  description: string;
}

export function historyCardText(proposal: HistoryProposal): HistoryCardText {
  return {
    date: formatShortDate(proposal.created_at),
    title: proposal.topic,
    description: `Status: ${proposal.status} | Created by: ${proposal.username}`,
  };
}

/** Case-insensitive match on title, description or date; a blank query matches everything. */
export function matchesHistoryQuery(text: Partial<HistoryCardText>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [text.title, text.description, text.date].some((field) => field?.toLowerCase().includes(needle));
}

import type { DocumentCreateInput, Estimate } from "@scopewise/shared";
import { formatMoney, formatNumber } from "@scopewise/estimator";

/** The request text of a conversation: a string, or the user turns of a message list. */
export function requestText(conversation: DocumentCreateInput["conversation"]): string {
  if (typeof conversation === "string") return conversation.trim();
  if (!conversation) return "";
  return conversation
    .filter((m) => m.type === "user")
    .map((m) => m.content.trim())
    .filter(Boolean)
    .join("\n");
}

/** The chat line of a priced proposal: its headline figures. */
export function readyMessage(e: Estimate): string {
  const money = (v: number) => formatMoney(v, e.currency);
  return `Your proposal is ready: expected cost ${money(e.total_cost.expected)} (${money(e.total_cost.p80)} at 80% confidence) over about ${formatNumber(e.duration_weeks.p50, 1)} weeks.`;
}

/** The chat line of a request with nothing to price yet: the reader's questions, one a line. */
export function questionsMessage(questions: readonly string[]): string {
  return [`Before I estimate anything, I need a little more to go on. ${questions.length === 1 ? "Could you tell me" : "Could you answer these"} in your reply?`, ...questions.map((q) => `- ${q}`)].join("\n");
}

import { z } from "zod";

/** What the user decided about the assistant's proposed change; it joins the document's chat. */
export const changeOutcomeSchema = z.object({
  document_id: z.string({ error: "document_id is required" }).min(1, "document_id is required"),
  outcome: z.enum(["accepted", "rejected"], { error: 'outcome must be "accepted" or "rejected"' }),
});
export type ChangeOutcome = z.infer<typeof changeOutcomeSchema>;

/** The chat line for each decision; the accepted one is also the success toast (spec section 8). */
export const CHANGE_OUTCOME_MESSAGES: Record<ChangeOutcome["outcome"], string> = {
  accepted: "Content updated successfully",
  rejected: "Change rejected: the content was left as it was.",
};

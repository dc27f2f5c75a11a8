import { z } from "zod";
import { shareSchema } from "./sharing.schemas.js";
import { documentSummarySchema, historyProposalSchema } from "./workspace.schemas.js";

/** Sending a proposal to a client, its status as it moves, and the client's decline. */

/** Where a proposal stands with its client (derived from the data; see the server's proposal-status). */
export const PROPOSAL_STATUSES = ["draft", "shared", "viewed", "accepted", "declined"] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** The proposal's value: the accepted total once accepted, else the estimate's expected total (null without an estimate). */
export const proposalValueSchema = z.object({ amount: z.number(), currency: z.string() }).nullable();
export type ProposalValue = z.infer<typeof proposalValueSchema>;

/** The fields the lists carry beside a document's summary. */
export const proposalStandingSchema = z.object({
  proposal_status: proposalStatusSchema,
  proposal_value: proposalValueSchema,
});
export type ProposalStanding = z.infer<typeof proposalStandingSchema>;

/** A document as the lists show it: its summary and where it stands with the client. */
export const listedDocumentSchema = documentSummarySchema.extend(proposalStandingSchema.shape);
export type ListedDocument = z.infer<typeof listedDocumentSchema>;
export const listedHistoryProposalSchema = historyProposalSchema.extend(proposalStandingSchema.shape);
export type ListedHistoryProposal = z.infer<typeof listedHistoryProposalSchema>;

export const SEND_LIMITS = {
  recipientsMax: 10,
  messageMaxLength: 5000,
  reminderDaysMax: 60,
} as const;

const recipientEmail = z.string().trim().max(254, "Invalid email address").pipe(z.email("Invalid email address"));

export const sendInputSchema = z.object({
  recipients: z
    .array(recipientEmail)
    .min(1, "Add at least one recipient.")
    .max(SEND_LIMITS.recipientsMax, `Send to at most ${SEND_LIMITS.recipientsMax} recipients at once.`)
    .refine(
      (list) => new Set(list.map((email) => email.toLowerCase())).size === list.length,
      "Each recipient once, please.",
    ),
  message: z
    .string()
    .max(
      SEND_LIMITS.messageMaxLength,
      `Please keep the message under ${SEND_LIMITS.messageMaxLength.toLocaleString("en-US")} characters.`,
    )
    .default(""),
  /** Mail the recipients again after this many days unless the client accepted or declined by then; null: no reminder. */
  remind_after_days: z
    .number()
    .int("Use a whole number of days.")
    .min(1, "At least 1 day.")
    .max(SEND_LIMITS.reminderDaysMax, `At most ${SEND_LIMITS.reminderDaysMax} days.`)
    .nullable()
    .default(null),
});
export type SendInput = z.infer<typeof sendInputSchema>;

export const reminderStateSchema = z.enum(["none", "pending", "sent", "skipped"]);

export const proposalSendSchema = z.object({
  id: z.string(),
  recipients: z.array(z.string()),
  message: z.string(),
  sent_at: z.string(),
  remind_at: z.string().nullable(),
  reminder: reminderStateSchema,
  reminded_at: z.string().nullable(),
});
export type ProposalSend = z.infer<typeof proposalSendSchema>;

export const DECLINE_LIMITS = { nameMaxLength: 200, reasonMaxLength: 2000, bodyMaxBytes: 8192 } as const;

export const declineInputSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(DECLINE_LIMITS.nameMaxLength),
  email: z.union([z.literal(""), z.email("Enter a valid email address.").max(254)]).optional(),
  reason: z
    .string()
    .trim()
    .min(1, "Please say why, so the sender can answer it.")
    .max(
      DECLINE_LIMITS.reasonMaxLength,
      `Please keep the reason under ${DECLINE_LIMITS.reasonMaxLength.toLocaleString("en-US")} characters.`,
    ),
});
export type DeclineInput = z.infer<typeof declineInputSchema>;

export const declineSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  reason: z.string(),
  declined_at: z.string(),
});
export type Decline = z.infer<typeof declineSchema>;

/** The owner's view of sending a document: its status and value, the link, the mails sent and a decline. */
export const sendingSchema = proposalStandingSchema.extend({
  shared_at: z.string().nullable(),
  share: shareSchema,
  sends: z.array(proposalSendSchema),
  decline: declineSchema.nullable(),
});
export type Sending = z.infer<typeof sendingSchema>;

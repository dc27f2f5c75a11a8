import type { MailMessage } from "../../integrations/mail/mailer.js";
import { accountLinkMail } from "../auth/account-mail.js";

/** The invitation into a workspace: a link to the web app's invitation screen. */
export function invitationMail(options: {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: string;
  link: string;
}): MailMessage {
  const who = options.inviterName || "A colleague";
  return accountLinkMail({
    to: options.to,
    firstName: "",
    subject: `${who} invited you to ${options.workspaceName} on Scopewise`,
    reason: `${who} invited you to join the workspace "${options.workspaceName}" on Scopewise as ${options.role === "admin" ? "an" : "a"} ${options.role}.`,
    instruction: "Open this link within 7 days to accept, signed in with this email address:",
    linkLabel: "Accept the invitation",
    link: options.link,
    ifNotYou: "If you do not know them, ignore this message: nothing happens unless you accept.",
  });
}

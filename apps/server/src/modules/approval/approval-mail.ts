import type { MailMessage } from "../../integrations/mail/mailer.js";
import { accountLinkMail } from "../auth/account-mail.js";

/** The mail to an approver: a proposal waits for their approval, with a link to its page. */
export function approvalRequestMail(options: {
  to: string;
  firstName: string;
  requesterName: string;
  title: string;
  value: string;
  comment: string;
  link: string;
}): MailMessage {
  const who = options.requesterName || "A colleague";
  const said = options.comment ? ` They wrote: "${options.comment}"` : "";
  return accountLinkMail({
    to: options.to,
    firstName: options.firstName,
    subject: `Approval asked: ${options.title}`,
    reason: `${who} asks you to approve the proposal "${options.title}" (${options.value}) before it goes to the client.${said}`,
    instruction: "Open the proposal to approve or reject it:",
    linkLabel: "Open the proposal",
    link: options.link,
    ifNotYou: "You get this because you are an approver of this workspace's proposals.",
  });
}

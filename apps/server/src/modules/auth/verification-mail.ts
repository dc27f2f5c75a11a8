import { TIMINGS } from "@scopewise/shared";
import type { MailMessage } from "../../integrations/mail/mailer.js";
import { accountLinkMail } from "./account-mail.js";

const VALID_HOURS = TIMINGS.emailVerificationTtlSeconds / 3600;

/** The email-verification message: a link to the web app's verification page. */
export function verifyEmailMail(options: { to: string; firstName: string; link: string }): MailMessage {
  return accountLinkMail({
    ...options,
    subject: "Verify your Scopewise email address",
    reason: "Please confirm that this is the email address of your Scopewise account.",
    instruction: `Open this link within ${VALID_HOURS} hours to verify it:`,
    linkLabel: "Verify your email address",
    ifNotYou: "If you did not create a Scopewise account, ignore this message and do not open the link.",
  });
}

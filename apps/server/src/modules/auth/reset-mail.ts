import type { MailMessage } from "../../integrations/mail/mailer.js";
import { accountLinkMail } from "./account-mail.js";

/** The password-reset message: a link to the web app's reset screen. */
export function resetPasswordMail(options: { to: string; firstName: string; link: string }): MailMessage {
  return accountLinkMail({
    ...options,
    subject: "Reset your Scopewise password",
    reason: "Someone asked to reset the password of your Scopewise account.",
    instruction: "Open this link within one hour to choose a new password:",
    linkLabel: "Reset your password",
    ifNotYou: "If it was not you, ignore this message: your password stays as it is.",
  });
}

import { escapeHtml } from "../../html/escape.js";
import type { MailMessage } from "../../integrations/mail/mailer.js";

export interface AccountLinkMailOptions {
  to: string;
  firstName: string;
  subject: string;
  /** Why the message came, e.g. "Someone asked to reset the password of your Scopewise account." */
  reason: string;
  /** What the link does and for how long, e.g. "Open this link within one hour to choose a new password:". */
  instruction: string;
  /** The link's words in the HTML part. */
  linkLabel: string;
  link: string;
  /** What to do when the reader did not ask for it. */
  ifNotYou: string;
}

/** A message to an account holder with one action link (a password reset, an email verification). */
export function accountLinkMail(options: AccountLinkMailOptions): MailMessage {
  const greeting = options.firstName ? `Hello ${options.firstName},` : "Hello,";
  const text = [greeting, "", options.reason, options.instruction, "", options.link, "", options.ifNotYou].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(options.reason)}<br>${escapeHtml(options.instruction)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.linkLabel)}</a></p>
<p style="color:#666">${escapeHtml(options.ifNotYou)}</p>`;
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}

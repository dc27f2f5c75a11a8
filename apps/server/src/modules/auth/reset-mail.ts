import { escapeHtml } from "../../html/escape.js";
import type { MailMessage } from "../../integrations/mail/mailer.js";

/** The password-reset message: a link to the web app's reset screen. */
export function resetPasswordMail(options: { to: string; firstName: string; link: string }): MailMessage {
  const greeting = options.firstName ? `Hello ${options.firstName},` : "Hello,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your Scopewise account.",
    "Open this link within one hour to choose a new password:",
    "",
    options.link,
    "",
    "If it was not you, ignore this message: your password stays as it is.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Scopewise account.<br>Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(options.link)}">Reset your password</a></p>
<p style="color:#666">If it was not you, ignore this message: your password stays as it is.</p>`;
  return { to: options.to, subject: "Reset your Scopewise password", text, html, link: options.link };
}

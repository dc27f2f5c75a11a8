import { escapeHtml } from "../../html/escape.js";
import type { MailMessage } from "../../integrations/mail/mailer.js";

/** Mails to a document's owner about their shared proposal (sent like password resets: SMTP or the outbox). */

export function firstViewMail(options: { to: string; title: string; link: string; at: string }): MailMessage {
  const text = [`A new visitor opened your proposal "${options.title}" (${options.at}).`, "", "See what they read:", options.link].join("\n");
  const html = `<p>A new visitor opened your proposal <strong>${escapeHtml(options.title)}</strong> (${escapeHtml(options.at)}).</p>
<p><a href="${escapeHtml(options.link)}">See what they read</a></p>`;
  return { to: options.to, subject: `Your proposal was opened: ${options.title}`, text, html, link: options.link };
}

export function acceptedMail(options: { to: string; title: string; signer: string; email: string; total: string; at: string; link: string; certificate: string }): MailMessage {
  const text = [
    `${options.signer} <${options.email}> accepted your proposal "${options.title}" on ${options.at}, for ${options.total}.`,
    "",
    "The proposal is now locked. Acceptance certificate:",
    options.certificate,
    "",
    "Open the proposal:",
    options.link,
  ].join("\n");
  const html = `<p>${escapeHtml(options.signer)} &lt;${escapeHtml(options.email)}&gt; accepted your proposal <strong>${escapeHtml(options.title)}</strong> on ${escapeHtml(options.at)}, for ${escapeHtml(options.total)}.</p>
<p>The proposal is now locked. <a href="${escapeHtml(options.certificate)}">Acceptance certificate</a></p>
<p><a href="${escapeHtml(options.link)}">Open the proposal</a></p>`;
  return { to: options.to, subject: `Proposal accepted: ${options.title}`, text, html, link: options.link };
}

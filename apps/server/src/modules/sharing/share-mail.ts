import { escapeHtml } from "../../html/escape.js";
import type { MailMessage } from "../../integrations/mail/mailer.js";

/** Mails to a document's owner about their shared proposal (sent like password resets: SMTP or the outbox). */

/** The owner's page of a document, which the mails link to. */
export const proposalPageUrl = (publicUrl: string, documentId: string): string =>
  `${publicUrl}/proposals/${documentId}`;

/** A document's public link: the client's page. */
export const shareLinkUrl = (publicUrl: string, uuid: string): string =>
  `${publicUrl}/estimate-your-project/spectate/${uuid}`;

/**
 * New visitors of a shared proposal: one ("A new visitor opened...") or, in a mail sent after the
 * quiet hour, how many opened it since the last mail.
 */
export function openedMail(options: {
  to: string;
  title: string;
  link: string;
  visitors: number;
  since: string | null;
  at: string;
}): MailMessage {
  const who = options.visitors === 1 ? "A new visitor" : `${options.visitors} new visitors`;
  const when = options.visitors > 1 && options.since ? `between ${options.since} and ${options.at}` : `(${options.at})`;
  const text = [
    `${who} opened your proposal "${options.title}" ${when}.`,
    "",
    "See what they read:",
    options.link,
  ].join("\n");
  const html = `<p>${escapeHtml(who)} opened your proposal <strong>${escapeHtml(options.title)}</strong> ${escapeHtml(when)}.</p>
<p><a href="${escapeHtml(options.link)}">See what they read</a></p>`;
  return { to: options.to, subject: `Your proposal was opened: ${options.title}`, text, html, link: options.link };
}

/** Links to the proposal's page, where the owner reads the certificate signed in (its address alone shows the client's copy, and only while the link is open). */
export function acceptedMail(options: {
  to: string;
  title: string;
  signer: string;
  email: string;
  total: string;
  at: string;
  link: string;
}): MailMessage {
  const text = [
    `${options.signer} <${options.email}> accepted your proposal "${options.title}" on ${options.at}, for ${options.total}.`,
    "",
    "The proposal is now locked. Its acceptance certificate is on the proposal's page:",
    options.link,
  ].join("\n");
  const html = `<p>${escapeHtml(options.signer)} &lt;${escapeHtml(options.email)}&gt; accepted your proposal <strong>${escapeHtml(options.title)}</strong> on ${escapeHtml(options.at)}, for ${escapeHtml(options.total)}.</p>
<p>The proposal is now locked. <a href="${escapeHtml(options.link)}">Open the proposal and its acceptance certificate</a></p>`;
  return { to: options.to, subject: `Proposal accepted: ${options.title}`, text, html, link: options.link };
}

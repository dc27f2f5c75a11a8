import { escapeHtml } from "../../html/escape.js";
import type { MailMessage } from "../../integrations/mail/mailer.js";

/** Mails about sending a proposal: to the client (the proposal, a reminder) and to its owner (a decline). */

interface ProposalMailFacts {
  to: string;
  /** The owner's name, as the client knows them. */
  sender: string;
  senderEmail: string;
  title: string;
  message: string;
  link: string;
  hasPassword: boolean;
  expiresAt: string | null;
}

/** The owner's own words, kept as paragraphs (escaped: never markup). */
const paragraphsHtml = (text: string): string =>
  text
    .trim()
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== "")
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

function linkNotes(facts: Pick<ProposalMailFacts, "hasPassword" | "expiresAt">): string[] {
  return [
    ...(facts.hasPassword ? [`The link is protected by a password, which the sender gives you separately.`] : []),
    ...(facts.expiresAt ? [`The link works until ${facts.expiresAt.slice(0, 10)}.`] : []),
  ];
}

function proposalBody(facts: ProposalMailFacts, opening: string): Pick<MailMessage, "text" | "html"> {
  const notes = linkNotes(facts);
  const text = [
    opening,
    "",
    ...(facts.message.trim() ? [facts.message.trim(), ""] : []),
    "Read the proposal, choose your options and accept or decline it here:",
    facts.link,
    ...(notes.length ? ["", ...notes] : []),
  ].join("\n");
  const html = `<p>${escapeHtml(opening)}</p>
${paragraphsHtml(facts.message)}
<p><a href="${escapeHtml(facts.link)}">Read the proposal: ${escapeHtml(facts.title)}</a></p>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("\n")}`;
  return { text, html };
}

/** The proposal, sent by its owner to one recipient (each gets their own mail: no one sees the others' addresses). */
export function proposalMail(facts: ProposalMailFacts): MailMessage {
  return {
    to: facts.to,
    replyTo: facts.senderEmail,
    subject: `${facts.sender} sent you a proposal: ${facts.title}`,
    ...proposalBody(facts, `${facts.sender} sent you the proposal "${facts.title}".`),
    link: facts.link,
  };
}

/** The reminder a send asked for, to a recipient who has not accepted or declined yet. */
export function reminderMail(facts: ProposalMailFacts & { sentAt: string }): MailMessage {
  return {
    to: facts.to,
    replyTo: facts.senderEmail,
    subject: `Reminder: ${facts.title}`,
    ...proposalBody(
      facts,
      `A reminder: ${facts.sender} sent you the proposal "${facts.title}" on ${facts.sentAt.slice(0, 10)}.`,
    ),
    link: facts.link,
  };
}

/** To the owner: a client declined, and why. */
export function declinedMail(options: {
  to: string;
  title: string;
  name: string;
  email: string | null;
  reason: string;
  at: string;
  link: string;
}): MailMessage {
  const who = options.email ? `${options.name} <${options.email}>` : options.name;
  const text = [
    `${who} declined your proposal "${options.title}" on ${options.at}.`,
    "",
    "Their reason:",
    options.reason,
    "",
    "Open the proposal to answer it or share it again:",
    options.link,
  ].join("\n");
  const html = `<p>${escapeHtml(who)} declined your proposal <strong>${escapeHtml(options.title)}</strong> on ${escapeHtml(options.at)}.</p>
<p>Their reason:</p>
<blockquote>${paragraphsHtml(options.reason)}</blockquote>
<p><a href="${escapeHtml(options.link)}">Open the proposal to answer it or share it again</a></p>`;
  return { to: options.to, subject: `Proposal declined: ${options.title}`, text, html, link: options.link };
}

import { decodeQuotedPrintable } from "./outbox.js";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<{
  url: string;
  messages: CaughtMail[];
  waitFor(count: number): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count) {
      for (let i = 0; i < 200 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 25));
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's link to the web app's `page` (e.g. "reset-password"), with quoted-printable soft breaks and escapes undone. */
export function findAppLink(raw: string, page: string): URL | undefined {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`).exec(decodeQuotedPrintable(raw));
  return match ? new URL(match[0].replace(/&amp;/g, "&")) : undefined;
}

function appLinkIn(raw: string, page: string): URL {
  const link = findAppLink(raw, page);
  if (!link) throw new Error(`no ${page} link in mail:\n${raw}`);
  return link;
}

/** The reset link of a mail. */
export const resetLinkIn = (raw: string): URL => appLinkIn(raw, "reset-password");

/** The email-verification link of a mail. */
export const verifyLinkIn = (raw: string): URL => appLinkIn(raw, "verify-email");

/** Whether a mail is a password-reset mail (sign-up also mails a verification link). */
export const isResetMail = (raw: string): boolean => findAppLink(raw, "reset-password") !== undefined;

/** The token of the newest email-verification link mailed to `email`. */
export function verificationTokenFor(messages: CaughtMail[], email: string): string {
  const mail = messages
    .filter((message) => message.to.includes(email) && findAppLink(message.raw, "verify-email"))
    .at(-1);
  if (!mail) throw new Error(`no verification mail to ${email}`);
  return verifyLinkIn(mail.raw).searchParams.get("token")!;
}

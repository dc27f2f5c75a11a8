import { decodeQuotedPrintable } from "./outbox.js";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<{ url: string; messages: CaughtMail[]; waitFor(count: number): Promise<CaughtMail[]>; stop(): Promise<void> }> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
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

/** The reset link of a mail, with quoted-printable soft breaks and escapes undone. */
export function resetLinkIn(raw: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return new URL(match[0].replace(/&amp;/g, "&"));
}

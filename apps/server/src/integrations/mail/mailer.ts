import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's answer goes (e.g. the owner of a proposal sent to a client). */
  replyTo?: string;
  /** The message's one action link (e.g. a password reset): logged in outbox mode only, so a local install can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and a log line gives the file and the message's link (so a local install needs
 * no mail server). With SMTP the link is never logged: it is a secret meant for the inbox only.
 */
/** nodemailer, loaded by the first message (most processes send none for a long time). */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter): {
  get: () => Transporter;
  close: () => void;
} {
  let transport: Transporter | undefined;
  return {
    get: () => (transport ??= create(createRequire(import.meta.url)("nodemailer") as typeof Nodemailer)),
    close: () => transport?.close(),
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(options.smtpUrl));
    return {
      async send({ link: _link, ...message }) {
        await transport.get().sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async send({ link, ...message }) {
      const info = await transport.get().sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Written under a hidden name and renamed: whoever reads the outbox never sees half a message.
      const partial = path.join(outbox, `.${path.basename(file)}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      options.log.info(
        { file, subject: message.subject, ...(link ? { link } : {}) },
        "mail written to the outbox (SMTP_URL is not set)",
      );
    },
    close: () => transport.close(),
  };
}

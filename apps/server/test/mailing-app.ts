import { afterAll, beforeAll } from "vitest";
import type { BuildAppOptions } from "../src/app.js";
import type { DatabaseKind } from "./databases.js";
import { startSmtpCatcher } from "./smtp-catcher.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/**
 * A test file's app sending its mail by SMTP to a catcher on loopback, started before its tests and
 * closed after them; with an owner signed up first unless `signedIn` is false.
 */
export function useMailingApp(
  kind: DatabaseKind,
  options: { signedIn?: boolean; app?: Pick<BuildAppOptions, "visitorDigestCheckMs"> } = {},
): { t: TestApp; smtp: SmtpCatcher; owner: SignedUpUser } {
  const holder = {} as { t: TestApp; smtp: SmtpCatcher; owner: SignedUpUser };
  beforeAll(async () => {
    holder.smtp = await startSmtpCatcher();
    holder.t = await startTestApp(kind, { SMTP_URL: holder.smtp.url }, options.app);
    if (options.signedIn !== false) holder.owner = await signUp(holder.t.app);
  });
  afterAll(async () => {
    await holder.t?.close();
    await holder.smtp?.stop();
  });
  return holder;
}

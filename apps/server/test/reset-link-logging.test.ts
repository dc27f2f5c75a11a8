import { afterEach, describe, expect, it } from "vitest";
import { appWithCapturedLogs } from "./captured-logs.js";
import { tempDir } from "./databases.js";
import { isResetMail, resetLinkIn, startSmtpCatcher } from "./smtp-catcher.js";
import { signUp } from "./test-app.js";

async function until<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("gave up waiting");
}

/** Mail does not depend on the database, so these run on the SQLite default only. */
describe("the reset link in the logs", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("is logged in outbox mode (no SMTP_URL), and it works", async () => {
    const data = tempDir();
    const { app, lines } = await appWithCapturedLogs(data.dir, {});
    cleanups.push(async () => {
      await app.close();
      data.remove();
    });
    const user = await signUp(app);
    expect(
      (await app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);

    const logged = await until(() =>
      lines.find((line) => line.msg?.includes("mail written to the outbox") && line.link?.includes("/reset-password?")),
    );
    expect(logged.file).toMatch(/outbox/);
    const link = new URL(logged.link!);
    expect(`${link.origin}${link.pathname}`).toBe("http://app.test/reset-password");
    expect(link.searchParams.get("email")).toBe(user.email);
    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password-confirm/",
      payload: {
        email: user.email,
        token: link.searchParams.get("token"),
        new_password: "from the log",
        confirm_password: "from the log",
      },
    });
    expect(reset.statusCode).toBe(200);
  });

  it("is never logged when mail goes out by SMTP", async () => {
    const data = tempDir();
    const smtp = await startSmtpCatcher();
    const { app, raw } = await appWithCapturedLogs(data.dir, { SMTP_URL: smtp.url });
    cleanups.push(async () => {
      await app.close();
      await smtp.stop();
      data.remove();
    });
    const user = await signUp(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: user.email } });
    const mail = await until(() => smtp.messages.find((message) => isResetMail(message.raw)));
    const token = resetLinkIn(mail.raw).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    // The request itself was logged, but neither the token nor the link is anywhere in the log.
    expect(raw()).toContain("/api/auth/forgot-password/");
    expect(raw()).not.toContain(token);
    expect(raw()).not.toContain(encodeURIComponent(token));
    expect(raw()).not.toContain("reset-password?");
  });
});

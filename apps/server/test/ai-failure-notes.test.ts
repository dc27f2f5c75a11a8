import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithCapturedLogs } from "./captured-logs.js";
import { tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { bearer, signUp } from "./test-app.js";

/**
 * A model server that cannot be reached: what the user reads says so in plain words, without
 * the server's internal address; the address and the upstream error go to the server log.
 */
describe("an unreachable model, as users and operators see it", () => {
  const data = tempDir();
  let context: Awaited<ReturnType<typeof appWithCapturedLogs>>;
  let baseUrl = "";

  beforeAll(async () => {
    baseUrl = `http://127.0.0.1:${await freePort()}/internal-llm/v1`;
    context = await appWithCapturedLogs(data.dir, {
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: baseUrl,
      OPENAI_API_KEY: "sk-internal-secret",
      AI_MAX_RETRIES: "0",
    });
  });
  afterAll(async () => {
    await context.app.close();
    data.remove();
  });

  it("the assistant's note and its error name no URL, host or key; the log has the detail", async () => {
    const { app, lines } = context;
    const user = await signUp(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(user.access),
      payload: { title: "Plan", document: "<p>Design first. Then build.</p>" },
    });
    const documentId = created.json().id as string;
    const ask = (user_query: string) =>
      app.inject({
        method: "POST",
        url: "/api/editor-agent",
        headers: bearer(user.access),
        payload: { user_query, content: "<p>Design first. Then build.</p>", document_id: documentId },
      });

    const fellBack = await ask("make this a bullet list");
    expect(fellBack.statusCode).toBe(200);
    const refused = await ask("write it like a pirate");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: "The AI model could not be reached." });
    const chat = (
      await app.inject({
        method: "GET",
        url: `/api/Proposal_Generation/proposals/${documentId}/chat/`,
        headers: bearer(user.access),
      })
    ).json() as Array<{ content: string }>;
    const note = chat.at(-1)?.content ?? "";
    expect(note).toBe(fellBack.json().summary);
    expect(note).toContain("The AI model could not be reached.");
    for (const userText of [note, refused.body]) {
      expect(userText).not.toMatch(
        /127\.0\.0\.1|internal-llm|https?:|sk-internal-secret|OPENAI|ECONNREFUSED|Connection error/i,
      );
    }

    const failures = lines.filter((line) => line.msg === "AI call failed");
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ provider: "openai", kind: "unreachable" });
    expect(String(failures[0]?.detail)).toContain(baseUrl);
    expect(JSON.stringify(lines)).not.toContain("sk-internal-secret");
  });
});

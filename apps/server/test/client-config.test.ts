import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { startTestApp, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("client config on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: "https://proposals.example.org/", ACCESSIBILITY_CONTACT: "access@example.org" });
  });
  afterAll(async () => t.close());

  it("tells the web app its public address and where to report a barrier, without a sign-in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ public_url: "https://proposals.example.org", accessibility_contact: "access@example.org" });
  });
});

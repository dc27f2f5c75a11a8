import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { startTestApp, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("client config on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      PUBLIC_URL: "https://proposals.example.org/",
      ACCESSIBILITY_CONTACT: "access@example.org",
    });
  });
  afterAll(async () => t.close());

  it("tells the web app its public address, where to report a barrier and that no social sign-in is set up, without a sign-in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      public_url: "https://proposals.example.org",
      accessibility_contact: "access@example.org",
      sign_in_providers: [],
    });
  });

  it("names only the social sign-in providers that are configured", async () => {
    const withGoogle = await startTestApp(kind, {
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
    });
    try {
      const res = await withGoogle.app.inject({ method: "GET", url: "/api/config/" });
      expect(res.json()).toMatchObject({ sign_in_providers: ["google"] });
      // The one left out is the one that cannot start a sign-in.
      expect((await withGoogle.app.inject({ method: "GET", url: "/api/auth/linkedin/authorize/" })).statusCode).toBe(
        503,
      );
    } finally {
      await withGoogle.close();
    }
  });
});

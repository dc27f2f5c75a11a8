import type { LightMyRequestResponse } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseKind } from "./databases.js";
import { signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";
import { type Method, workspaceApi } from "./workspace-fixtures.js";

export interface ContractContext {
  readonly t: TestApp;
  readonly user: SignedUpUser;
  readonly other: SignedUpUser;
  api: ReturnType<typeof workspaceApi>;
  call: (method: Method, url: string, token?: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  created: (
    url: string,
    token: string,
    payload: unknown,
  ) => Promise<{ id: string; process_id: string; project_id: string; status: string }>;
  plain: (
    token: string,
    extra?: Record<string, unknown>,
  ) => Promise<{ id: string; process_id: string; project_id: string; status: string }>;
}

/**
 * The app the contract suites call, as an outside client would: Google and LinkedIn configured
 * against a mock OpenID provider on loopback, and two signed-up users.
 */
export function useContractApp(kind: DatabaseKind): ContractContext {
  let t: TestApp | undefined;
  let provider: OAuth2Server | undefined;
  let user: SignedUpUser | undefined;
  let other: SignedUpUser | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the contract app is not started yet");
    return value;
  };
  const api = workspaceApi(() => ready(t).app);
  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    api.call(method, url, token, payload);
  const created = async (url: string, token: string, payload: unknown) => {
    const res = await call("POST", url, token, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json() as { id: string; process_id: string; project_id: string; status: string };
  };
  const plain = (token: string, extra: Record<string, unknown> = {}) =>
    created("/api/documents/", token, { title: "Plain", document: "<p>Plain</p>", ...extra });

  beforeAll(async () => {
    const mock = new OAuth2Server();
    provider = mock;
    await mock.issuer.keys.generate("RS256");
    await mock.start(0, "127.0.0.1");
    mock.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        email: `social${Date.now()}@example.test`,
        email_verified: true,
        given_name: "Social",
        family_name: "User",
      });
    });
    const issuer = mock.issuer.url ?? "";
    t = await startTestApp(kind, {
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
      GOOGLE_ISSUER: issuer,
      LINKEDIN_CLIENT_ID: "l",
      LINKEDIN_CLIENT_SECRET: "ls",
      LINKEDIN_ISSUER: issuer,
    });
    user = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  return {
    get t() {
      return ready(t);
    },
    get user() {
      return ready(user);
    },
    get other() {
      return ready(other);
    },
    api,
    call,
    created,
    plain,
  };
}

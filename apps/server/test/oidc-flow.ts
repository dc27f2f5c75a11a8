import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { expect } from "vitest";

/** The claims the provider puts in its next ID token. */
export interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface MockOidc {
  /** The environment that points the app's Google and LinkedIn sign-in at this provider. */
  env: Record<string, string>;
  /** Who signs in at the provider next. */
  identity: Identity;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server): discovery, PKCE, state, nonce and
 * ID-token signatures are all checked for real.
 */
export async function startMockOidc(): Promise<MockOidc> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const oidc: MockOidc = {
    env: {},
    identity: { sub: "unset" },
    stop: () => provider.stop(),
  };
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, oidc.identity);
  });
  const issuer = provider.issuer.url!;
  oidc.env = {
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_ISSUER: issuer,
    LINKEDIN_CLIENT_ID: "linkedin-client",
    LINKEDIN_CLIENT_SECRET: "linkedin-secret",
    LINKEDIN_ISSUER: issuer,
  };
  return oidc;
}

export type ProviderName = "google" | "linkedin";

export interface ProviderFlow {
  code: string;
  state: string;
  authorizationUrl: URL;
  /** The cookie the browser holds after the start call. */
  cookie: string;
  setCookie: string;
}

/**
 * Plays the browser: the start call (the sign-in's authorize call, or a signed-in user's connect
 * call when `accessToken` is given), which sets the cookie binding the flow to this browser →
 * provider → redirect back with code and state.
 */
export async function goThroughProvider(
  app: FastifyInstance,
  name: ProviderName,
  accessToken?: string,
): Promise<ProviderFlow> {
  const start = accessToken
    ? await app.inject({
        method: "POST",
        url: `/api/auth/${name}/connect/`,
        headers: { authorization: `Bearer ${accessToken}` },
      })
    : await app.inject({ method: "GET", url: `/api/auth/${name}/authorize/` });
  expect(start.statusCode, start.body).toBe(200);
  const setCookie = String(start.headers["set-cookie"] ?? "");
  const authorizationUrl = new URL(start.json<{ authorization_url: string }>().authorization_url);
  const redirect = await fetch(authorizationUrl, { redirect: "manual" });
  const back = new URL(redirect.headers.get("location")!);
  expect(`${back.origin}${back.pathname}`).toBe(`http://app.test/auth/${name}/callback/`);
  return {
    code: back.searchParams.get("code")!,
    state: back.searchParams.get("state")!,
    authorizationUrl,
    cookie: setCookie.split(";")[0] ?? "",
    setCookie,
  };
}

/** The callback call as a browser makes it, with the cookies it holds (none: another browser). */
export function callback(
  app: FastifyInstance,
  name: string,
  flow: { code: string; state: string; cookie?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "GET",
    url: `/api/auth/${name}/callback/?code=${encodeURIComponent(flow.code)}&state=${encodeURIComponent(flow.state)}`,
    headers: flow.cookie ? { cookie: flow.cookie } : {},
  });
}

/** The session tokens of a successful callback answer (LinkedIn nests them under `tokens`). */
export function callbackTokens(res: LightMyRequestResponse): { access_token: string; refresh_token: string } {
  const body = res.json<{
    access_token?: string;
    refresh_token?: string;
    tokens?: { access_token: string; refresh_token: string };
  }>();
  return body.tokens ?? { access_token: body.access_token!, refresh_token: body.refresh_token! };
}

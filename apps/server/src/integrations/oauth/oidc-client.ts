import type * as Oidc from "openid-client";
import type { OidcProviderConfig } from "../../config.js";

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  picture: string | undefined;
}

/** Plain http issuers are allowed only on loopback (local development and tests). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

/**
 * One OpenID Connect provider (Google, LinkedIn): discovery, authorization URL with
 * state, nonce and PKCE, and the code exchange with ID-token validation.
 */
/** openid-client, loaded by the first sign-in with a provider (not at start). */
const loadOidc = () => import("openid-client");

export class OidcClient {
  private configuration: Promise<Oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcProviderConfig,
    readonly redirectUri: string,
  ) {}

  private discover(): Promise<Oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      this.configuration = loadOidc()
        .then((oidc) => {
          const options = isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
          return oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, options);
        })
        .catch((error: unknown) => {
          this.configuration = undefined; // try discovery again next time
          throw error;
        });
    }
    return this.configuration;
  }

  async authorizationRequest(): Promise<AuthorizationRequest> {
    const [config, oidc] = await Promise.all([this.discover(), loadOidc()]);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  async exchange(
    code: string,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<VerifiedIdentity> {
    const [config, oidc] = await Promise.all([this.discover(), loadOidc()]);
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set("code", code);
    callbackUrl.searchParams.set("state", checks.state);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("The provider returned no ID token");
    let profile: Record<string, unknown> = { ...claims };
    if (typeof claims.email !== "string") {
      profile = { ...profile, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
    const text = (key: string) =>
      typeof profile[key] === "string" && profile[key] !== "" ? (profile[key] as string) : undefined;
    return {
      subject: claims.sub,
      email: text("email")?.toLowerCase(),
      emailVerified: profile.email_verified === true || profile.email_verified === "true",
      givenName: text("given_name"),
      familyName: text("family_name"),
      name: text("name"),
      picture: text("picture"),
    };
  }
}

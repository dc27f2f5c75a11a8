import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { LIMITS, type OAuthProvider, type TokenPair } from "@scopewise/shared";
import { HttpError, badRequest, serviceUnavailable } from "../../http/errors.js";
import type { OidcClient, VerifiedIdentity } from "../../integrations/oauth/oidc-client.js";
import type { AuthService } from "../auth/auth.service.js";
import { sha256 } from "../auth/crypto.js";
import type { UserRow, UsersRepo } from "../auth/users.repo.js";
import type { OAuthRepo } from "./oauth.repo.js";

/** How long a started sign-in may take (its pending row and its browser cookie). */
export const PENDING_TTL_MS = 10 * 60 * 1000;
const LABEL: Record<OAuthProvider, string> = { google: "Google", linkedin: "LinkedIn" };

/** Social sign-in: authorization URLs, the code exchange, and account matching. */
export class OAuthService {
  constructor(
    private readonly clients: Partial<Record<OAuthProvider, OidcClient>>,
    private readonly repo: OAuthRepo,
    private readonly users: UsersRepo,
    private readonly auth: AuthService,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The provider's sign-in address and the flow's state, which the route binds to the browser. */
  async authorizationUrl(provider: OAuthProvider): Promise<{ url: string; state: string }> {
    const client = this.client(provider);
    const request = await client.authorizationRequest().catch((err: unknown) => {
      this.log.error({ err, provider }, "OpenID discovery failed");
      throw serviceUnavailable(`${LABEL[provider]} sign-in is unavailable right now. Please try again later.`);
    });
    await this.repo.savePending(
      {
        state_hash: sha256(request.state),
        provider,
        code_verifier: request.codeVerifier,
        nonce: request.nonce,
        expires_at: new Date(this.now().getTime() + PENDING_TTL_MS).toISOString(),
      },
      this.now().toISOString(),
    );
    return { url: request.url, state: request.state };
  }

  /** `startedHere`: the browser calling back holds the state it was given when this sign-in started. */
  async signIn(provider: OAuthProvider, code: string | undefined, state: string | undefined, startedHere: boolean): Promise<{ user: UserRow; tokens: TokenPair }> {
    const client = this.client(provider);
    if (!code || !state) throw badRequest(`The ${LABEL[provider]} sign-in answer is missing its code or state.`);
    if (!startedHere) {
      throw badRequest(`This ${LABEL[provider]} sign-in was not started in this browser, or took too long. Please sign in again from the sign-in page.`);
    }
    const pending = await this.repo.takePending(sha256(state));
    if (!pending || pending.provider !== provider || pending.expires_at <= this.now().toISOString()) {
      throw badRequest(`This ${LABEL[provider]} sign-in has expired or was already used. Please try again.`);
    }
    const identity = await client.exchange(code, { state, codeVerifier: pending.code_verifier, nonce: pending.nonce }).catch((err: unknown) => {
      this.log.warn({ err, provider }, "OpenID code exchange failed");
      throw badRequest(`${LABEL[provider]} sign-in failed. Please try again.`);
    });
    const user = await this.accountFor(provider, identity);
    return { user, tokens: await this.auth.startSession(user.id, provider) };
  }

  private client(provider: OAuthProvider): OidcClient {
    const client = this.clients[provider];
    if (!client) throw serviceUnavailable(`${LABEL[provider]} sign-in is not configured on this server.`);
    return client;
  }

  /**
   * The linked account; else the account with the same email; else a new one. Matching or
   * creating by email needs the provider to have verified that email: an unverified one is
   * refused, so nobody can claim an address they do not own.
   */
  private async accountFor(provider: OAuthProvider, identity: VerifiedIdentity): Promise<UserRow> {
    const linkedId = await this.repo.findUserIdByIdentity(provider, identity.subject);
    const linked = linkedId ? await this.users.findById(linkedId) : undefined;
    if (linked) return linked;
    if (!identity.email) throw badRequest(`${LABEL[provider]} did not share an email address, which is needed to sign in.`);
    const existing = await this.users.findByEmail(identity.email);
    if (!identity.emailVerified) {
      if (existing) throw new HttpError(409, { detail: "An account with this email already exists. Sign in with your password instead." });
      throw badRequest(`${LABEL[provider]} has not verified your email address. Verify it with ${LABEL[provider]}, then try again.`);
    }
    const user = existing ?? (await this.createUser(identity, identity.email));
    await this.repo.linkIdentity({ provider, subject: identity.subject, user_id: user.id, email: identity.email, created_at: this.now().toISOString() });
    return user;
  }

  private async createUser(identity: VerifiedIdentity, email: string): Promise<UserRow> {
    const at = this.now().toISOString();
    const username = await this.freeUsername(email.split("@")[0] ?? "user");
    const [nameFirst, ...nameRest] = (identity.name ?? "").split(/\s+/).filter(Boolean);
    const clip = (value: string) => value.slice(0, LIMITS.nameMaxLength);
    return this.users.insert({
      id: randomUUID(),
      username,
      username_key: username.toLowerCase(),
      email,
      first_name: clip(identity.givenName ?? nameFirst ?? username),
      last_name: clip(identity.familyName ?? nameRest.join(" ")),
      password_hash: null,
      profile_image: identity.picture?.startsWith("https://") ? identity.picture : null,
      created_at: at,
      updated_at: at,
    });
  }

  private async freeUsername(base: string): Promise<string> {
    const clean = base.replace(/[^\w.@+-]/g, "").slice(0, 40) || "user";
    if (!(await this.users.usernameTaken(clean))) return clean;
    for (;;) {
      const candidate = `${clean}-${randomBytes(3).toString("hex")}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
  }
}

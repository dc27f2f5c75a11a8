import type { FastifyBaseLogger } from "fastify";
import type { OAuthProvider, TokenPair } from "@scopewise/shared";
import { badRequest, serviceUnavailable } from "../../http/errors.js";
import type { RequestAuth } from "../../http/authenticate.js";
import type { OidcClient, VerifiedIdentity } from "../../integrations/oauth/oidc-client.js";
import type { AuthService } from "../auth/auth.service.js";
import { sha256 } from "../auth/crypto.js";
import type { SessionsRepo } from "../auth/sessions.repo.js";
import type { UserRow } from "../auth/users.repo.js";
import type { OAuthAccounts } from "./oauth-accounts.js";
import type { OAuthRepo } from "./oauth.repo.js";
import { PROVIDER_LABEL as LABEL } from "./provider-label.js";

/** How long a started sign-in may take (its pending row and its browser cookie). */
export const PENDING_TTL_MS = 10 * 60 * 1000;

export interface OAuthServiceDeps {
  clients: Partial<Record<OAuthProvider, OidcClient>>;
  repo: OAuthRepo;
  accounts: OAuthAccounts;
  sessions: SessionsRepo;
  auth: AuthService;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Social sign-in: authorization URLs, the code exchange, and then either a sign-in or, for a flow a
 * signed-in user started, connecting the provider to that user's account.
 */
export class OAuthService {
  constructor(private readonly deps: OAuthServiceDeps) {}

  /** The provider's sign-in address and the flow's state, which the route binds to the browser. */
  authorizationUrl(provider: OAuthProvider): Promise<{ url: string; state: string }> {
    return this.start(provider, undefined);
  }

  /** As authorizationUrl, for a signed-in user connecting the provider to their account (which must have a verified email). */
  connectUrl(provider: OAuthProvider, auth: RequestAuth): Promise<{ url: string; state: string }> {
    this.client(provider); // an unconfigured provider answers that first
    this.deps.accounts.refuseUnlessConnectable(provider, auth.user);
    return this.start(provider, auth);
  }

  private async start(
    provider: OAuthProvider,
    linkFor: RequestAuth | undefined,
  ): Promise<{ url: string; state: string }> {
    const client = this.client(provider);
    const request = await client.authorizationRequest().catch((err: unknown) => {
      this.deps.log.error({ err, provider }, "OpenID discovery failed");
      throw serviceUnavailable(`${LABEL[provider]} sign-in is unavailable right now. Please try again later.`);
    });
    const now = this.deps.now();
    await this.deps.repo.savePending(
      {
        state_hash: sha256(request.state),
        provider,
        code_verifier: request.codeVerifier,
        nonce: request.nonce,
        expires_at: new Date(now.getTime() + PENDING_TTL_MS).toISOString(),
        link_user_id: linkFor?.user.id ?? null,
        link_session_id: linkFor?.sessionId ?? null,
      },
      now.toISOString(),
    );
    return { url: request.url, state: request.state };
  }

  /** `startedHere`: the browser calling back holds the state it was given when this sign-in started. */
  async signIn(
    provider: OAuthProvider,
    code: string | undefined,
    state: string | undefined,
    startedHere: boolean,
  ): Promise<{ user: UserRow; tokens: TokenPair }> {
    const client = this.client(provider);
    if (!code || !state) throw badRequest(`The ${LABEL[provider]} sign-in answer is missing its code or state.`);
    if (!startedHere) {
      throw badRequest(
        `This ${LABEL[provider]} sign-in was not started in this browser, or took too long. Please sign in again from the sign-in page.`,
      );
    }
    const pending = await this.deps.repo.takePending(sha256(state));
    if (!pending || pending.provider !== provider || pending.expires_at <= this.deps.now().toISOString()) {
      throw badRequest(`This ${LABEL[provider]} sign-in has expired or was already used. Please try again.`);
    }
    const identity = await client
      .exchange(code, { state, codeVerifier: pending.code_verifier, nonce: pending.nonce })
      .catch((err: unknown) => {
        this.deps.log.warn({ err, provider }, "OpenID code exchange failed");
        throw badRequest(`${LABEL[provider]} sign-in failed. Please try again.`);
      });
    const user = await this.accountFor(provider, identity, pending);
    return { user, tokens: await this.deps.auth.startSession(user.id, provider) };
  }

  /** The account the finished flow signs into: the connecting user's, for a flow a signed-in user started. */
  private async accountFor(
    provider: OAuthProvider,
    identity: VerifiedIdentity,
    pending: { link_user_id: string | null; link_session_id: string | null },
  ): Promise<UserRow> {
    if (!pending.link_user_id || !pending.link_session_id) return this.deps.accounts.signInAs(provider, identity);
    // Connected only while the sign-in that asked for it is still live (not logged out, not reset).
    const user = await this.deps.sessions.findUserOfLiveSession(pending.link_session_id, pending.link_user_id);
    if (!user)
      throw badRequest(
        `You were signed out before ${LABEL[provider]} answered. Sign in again, then connect ${LABEL[provider]} in Settings.`,
      );
    await this.deps.accounts.connect(provider, identity, user);
    return user;
  }

  private client(provider: OAuthProvider): OidcClient {
    const client = this.deps.clients[provider];
    if (!client) throw serviceUnavailable(`${LABEL[provider]} sign-in is not configured on this server.`);
    return client;
  }
}

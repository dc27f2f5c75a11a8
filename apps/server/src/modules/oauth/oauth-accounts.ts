import { randomBytes, randomUUID } from "node:crypto";
import { LIMITS, type OAuthProvider } from "@scopewise/shared";
import { HttpError, badRequest } from "../../http/errors.js";
import type { VerifiedIdentity } from "../../integrations/oauth/oidc-client.js";
import type { UserRow, UsersRepo } from "../auth/users.repo.js";
import type { OAuthRepo } from "./oauth.repo.js";
import { PROVIDER_LABEL } from "./provider-label.js";

const conflict = (detail: string) => new HttpError(409, { detail });

/**
 * Which account a provider's identity signs into, and connecting an identity to an account. An
 * identity is connected to an existing account only by that account's signed-in owner, and only
 * once its email is verified: an email match alone never does it, since whoever registered an
 * address first may not own it.
 */
export class OAuthAccounts {
  constructor(
    private readonly repo: OAuthRepo,
    private readonly users: UsersRepo,
    private readonly now: () => Date,
  ) {}

  /**
   * A sign-in by someone not signed in: the account the identity is connected to; else a new
   * account, when the provider verified an email no account has. An account that has the email is
   * refused (409) with how to connect the provider to it.
   */
  async signInAs(provider: OAuthProvider, identity: VerifiedIdentity): Promise<UserRow> {
    const label = PROVIDER_LABEL[provider];
    const connected = await this.connectedUser(provider, identity);
    if (connected) return connected;
    if (!identity.email) throw badRequest(`${label} did not share an email address, which is needed to sign in.`);
    const existing = await this.users.findByEmail(identity.email);
    if (existing) {
      const how = existing.password_hash ? "Sign in with its password" : "Sign in the way you signed in before";
      throw conflict(`An account with this email already exists. ${how}, then connect ${label} in Settings.`);
    }
    if (!identity.emailVerified)
      throw badRequest(`${label} has not verified your email address. Verify it with ${label}, then try again.`);
    const user = await this.createUser(identity, identity.email);
    await this.link(provider, identity, user);
    return user;
  }

  /** 409 unless the user may have a provider connected: only once their email is verified. */
  refuseUnlessConnectable(provider: OAuthProvider, user: UserRow): void {
    if (!user.email_verified_at) {
      throw conflict(
        `Verify your email address before connecting ${PROVIDER_LABEL[provider]}: open the link we mailed you, or send a new one from Settings.`,
      );
    }
  }

  /** Connects the identity to the signed-in user (nothing to do when it already is); 409 when it belongs to another account. */
  async connect(provider: OAuthProvider, identity: VerifiedIdentity, user: UserRow): Promise<void> {
    this.refuseUnlessConnectable(provider, user);
    const connectedId = await this.repo.findUserIdByIdentity(provider, identity.subject);
    if (connectedId === user.id) return;
    if (connectedId)
      throw conflict(`This ${PROVIDER_LABEL[provider]} account is already connected to another Scopewise account.`);
    await this.link(provider, identity, user);
  }

  private async connectedUser(provider: OAuthProvider, identity: VerifiedIdentity): Promise<UserRow | undefined> {
    const userId = await this.repo.findUserIdByIdentity(provider, identity.subject);
    return userId ? this.users.findById(userId) : undefined;
  }

  private async link(provider: OAuthProvider, identity: VerifiedIdentity, user: UserRow): Promise<void> {
    await this.repo.linkIdentity({
      provider,
      subject: identity.subject,
      user_id: user.id,
      email: identity.email ?? "",
      created_at: this.now().toISOString(),
    });
  }

  /** A new account for a provider-verified email: the provider proved the address, so it is verified. */
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
      email_verified_at: at,
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

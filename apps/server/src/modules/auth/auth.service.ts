import { randomUUID } from "node:crypto";
import type { AuditRecorder } from "../audit/record-audit.js";
import type { FastifyBaseLogger } from "fastify";
import {
  TIMINGS,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type TokenPair,
} from "@scopewise/shared";
import { HttpError, fieldError, tooManyRequests, unauthorized } from "../../http/errors.js";
import type { AttemptLimiter } from "../../http/attempt-limiter.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import type { AccessTokens } from "./access-tokens.js";
import { isUniqueViolation } from "../../db/constraint-errors.js";
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from "./crypto.js";
import type { EmailVerificationService } from "./email-verification.service.js";
import { resetPasswordMail } from "./reset-mail.js";
import type { ResetsRepo } from "./resets.repo.js";
import type { SessionsRepo } from "./sessions.repo.js";
import type { UserRow, UsersRepo } from "./users.repo.js";
import { waitText } from "./wait-text.js";

export interface AuthServiceDeps {
  users: UsersRepo;
  sessions: SessionsRepo;
  resets: ResetsRepo;
  verification: EmailVerificationService;
  accessTokens: AccessTokens;
  mailer: Mailer;
  loginFailures: AttemptLimiter;
  resetRequests: AttemptLimiter;
  /** Each sign-in is in the audit log of every workspace the user is a member of. */
  audit: AuditRecorder;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for this email, password reset instructions have been sent.";

/** Account use cases: register (which mails a verification link), sign-in sessions, password reset. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async register(input: RegisterInput): Promise<UserRow> {
    const email = input.email.toLowerCase();
    await this.refuseTaken(email, input.username);
    const user = await this.insertUser(input, email);
    // Awaited, so the answer comes once the link is on its way; a failed send does not undo the account.
    await this.deps.verification.sendLink(user);
    return user;
  }

  private async insertUser(input: RegisterInput, email: string): Promise<UserRow> {
    const at = this.stamp();
    try {
      return await this.deps.users.insert({
        id: randomUUID(),
        username: input.username,
        username_key: input.username.toLowerCase(),
        email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: await hashPassword(input.password),
        profile_image: null,
        created_at: at,
        updated_at: at,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two sign-ups raced past the check: the unique index decided, so the winner's row is there now.
      await this.refuseTaken(email, input.username);
      throw error;
    }
  }

  /** 400 with a field error for each of the email and username that an account already has. */
  private async refuseTaken(email: string, username: string): Promise<void> {
    const { users } = this.deps;
    const [emailTaken, usernameTaken] = await Promise.all([users.findByEmail(email), users.usernameTaken(username)]);
    const conflicts: Record<string, string[]> = {};
    if (emailTaken) conflicts.email = ["A user with this email already exists."];
    if (usernameTaken) conflicts.username = ["A user with that username already exists."];
    if (Object.keys(conflicts).length > 0) throw fieldError(conflicts);
  }

  async login(input: LoginInput, clientIp: string): Promise<{ user: UserRow; tokens: TokenPair }> {
    const { loginFailures } = this.deps;
    const email = input.email.toLowerCase();
    const wait = await loginFailures.attempt(email, clientIp);
    if (wait > 0) throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${waitText(wait)}.`, wait);
    const user = await this.deps.users.findByEmail(email);
    const ok = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !ok) throw new HttpError(401, { error: INVALID_CREDENTIALS });
    await loginFailures.succeeded(email, clientIp);
    return { user, tokens: await this.startSession(user.id, "email") };
  }

  /** A new sign-in: a session (token family), its first refresh token and an access token. */
  async startSession(userId: string, authType: string): Promise<TokenPair> {
    const sessionId = randomUUID();
    await this.deps.sessions.createSession({
      id: sessionId,
      user_id: userId,
      auth_type: authType,
      created_at: this.stamp(),
    });
    await this.deps.audit({
      place: { memberOf: userId },
      actorId: userId,
      action: "sign_in",
      target: { type: "user", id: userId, title: null },
      detail: { method: authType },
    });
    return this.issuePair(userId, sessionId);
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const { sessions } = this.deps;
    const found = await sessions.findRefreshToken(sha256(refreshToken));
    if (!found || found.sessionRevokedAt) throw unauthorized("Invalid or expired refresh token.");
    if (found.usedAt || !(await sessions.consumeRefreshToken(found.tokenId, this.stamp()))) {
      // A used token came back: someone holds a copy. End the whole sign-in.
      await sessions.revokeSession(found.sessionId, this.stamp(), "refresh token reuse");
      this.deps.log.warn({ sessionId: found.sessionId }, "refresh token reuse detected; session revoked");
      throw unauthorized("This refresh token was already used; please sign in again.");
    }
    if (found.expiresAt <= this.stamp()) throw unauthorized("Invalid or expired refresh token.");
    return this.issuePair(found.userId, found.sessionId);
  }

  async logout(refreshToken: string): Promise<void> {
    const found = await this.deps.sessions.findRefreshToken(sha256(refreshToken));
    if (found) await this.deps.sessions.revokeSession(found.sessionId, this.stamp(), "logout");
  }

  async forgotPassword(input: ForgotPasswordInput, clientIp: string): Promise<void> {
    const { resetRequests, users, resets } = this.deps;
    const email = input.email.toLowerCase();
    const wait = await resetRequests.attempt(email, clientIp);
    if (wait > 0) throw tooManyRequests(`Too many password reset requests. Try again in ${waitText(wait)}.`, wait);
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = await resets.tokens.issue(user.id, this.deps.now(), TIMINGS.resetTokenTtlSeconds);
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    // Sent in the background so the answer takes as long whether or not the account exists.
    this.deps.mailer
      .send(resetPasswordMail({ to: user.email, firstName: user.first_name, link }))
      .catch((err: unknown) => this.deps.log.error({ err }, "password reset mail could not be sent"));
  }

  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const { resets, users } = this.deps;
    const invalid = new HttpError(400, { error: "Invalid or expired reset token." });
    const reset = await resets.tokens.findUsable(input.token, this.deps.now());
    if (!reset) throw invalid;
    const user = await users.findById(reset.user_id);
    if (!user || user.email !== input.email.toLowerCase()) throw invalid;
    // Hashed before the transaction, so the slow part holds no lock.
    const passwordHash = await hashPassword(input.new_password);
    if (!(await resets.redeem({ resetId: reset.id, userId: user.id, passwordHash, at: this.stamp() }))) throw invalid;
    await this.deps.loginFailures.clearEmail(user.email);
  }

  /** A deleted account's email leaves no trace in the attempt counters. */
  async forgetAttempts(email: string): Promise<void> {
    await this.deps.loginFailures.clearEmail(email);
    await this.deps.resetRequests.clearEmail(email);
    await this.deps.verification.forgetAttempts(email);
  }

  private async issuePair(userId: string, sessionId: string): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await this.deps.sessions.insertRefreshToken({
      id: randomUUID(),
      session_id: sessionId,
      token_hash: sha256(refresh),
      expires_at: this.stamp(TIMINGS.refreshTokenTtlSeconds),
      created_at: this.stamp(),
    });
    return { access_token: await this.deps.accessTokens.issue({ userId, sessionId }), refresh_token: refresh };
  }

  private stamp(plusSeconds = 0): string {
    return new Date(this.deps.now().getTime() + plusSeconds * 1000).toISOString();
  }
}

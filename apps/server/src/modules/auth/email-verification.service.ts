import type { FastifyBaseLogger } from "fastify";
import { TIMINGS } from "@scopewise/shared";
import { HttpError, badRequest, serviceUnavailable, tooManyRequests } from "../../http/errors.js";
import type { AttemptLimiter } from "../../http/attempt-limiter.js";
import type { Mailer } from "../../integrations/mail/mailer.js";
import { waitText } from "./wait-text.js";
import { verifyEmailMail } from "./verification-mail.js";
import type { VerificationsRepo } from "./verifications.repo.js";
import type { UserRow } from "./users.repo.js";

export interface EmailVerificationDeps {
  verifications: VerificationsRepo;
  mailer: Mailer;
  resendRequests: AttemptLimiter;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export const EMAIL_VERIFIED = "Your email address is verified.";
const UNUSABLE_LINK =
  "This verification link has expired or was already used. If your email address is not verified yet, sign in and send a new link from Settings.";

/**
 * Proving that an account's owner holds its email address: a mailed single-use link. Until then the
 * account works, but no Google or LinkedIn identity is ever connected to it.
 */
export class EmailVerificationService {
  constructor(private readonly deps: EmailVerificationDeps) {}

  /**
   * Mails the user a new link (older ones stop working). False when the mail could not be sent: the
   * failure is logged, and the user can ask for another link.
   */
  async sendLink(user: UserRow): Promise<boolean> {
    const token = await this.deps.verifications.tokens.issue(
      user.id,
      this.deps.now(),
      TIMINGS.emailVerificationTtlSeconds,
    );
    const link = `${this.deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    try {
      await this.deps.mailer.send(verifyEmailMail({ to: user.email, firstName: user.first_name, link }));
      return true;
    } catch (err) {
      this.deps.log.error({ err }, "email verification mail could not be sent");
      return false;
    }
  }

  /** The mailed token: the address is verified. 400 for a token that is unknown, used, expired or replaced. */
  async verify(token: string): Promise<void> {
    const { verifications, now } = this.deps;
    const found = await verifications.tokens.findUsable(token, now());
    if (
      !found ||
      !(await verifications.redeem({ verificationId: found.id, userId: found.user_id, at: now().toISOString() }))
    ) {
      throw badRequest(UNUSABLE_LINK);
    }
  }

  /** A new link for a signed-in user whose address is not verified yet, a few an hour. */
  async resend(user: UserRow, clientIp: string): Promise<void> {
    if (user.email_verified_at) throw new HttpError(409, { detail: "Your email address is already verified." });
    const wait = await this.deps.resendRequests.attempt(user.email, clientIp);
    if (wait > 0) throw tooManyRequests(`Too many verification links asked for. Try again in ${waitText(wait)}.`, wait);
    if (!(await this.sendLink(user)))
      throw serviceUnavailable("The verification mail could not be sent. Please try again later.");
  }

  /** A deleted account's email leaves no trace in the attempt counters. */
  async forgetAttempts(email: string): Promise<void> {
    await this.deps.resendRequests.clearEmail(email);
  }
}

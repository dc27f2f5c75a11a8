import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
  TIMINGS,
  tokenPairSchema,
  userSchema,
  verifyEmailSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { FORGOT_PASSWORD_ANSWER } from "./auth.service.js";
import { EMAIL_VERIFIED } from "./email-verification.service.js";
import {
  noContent,
  withAlreadyVerified,
  withAuth,
  withBody,
  withLimit,
  withMailUnavailable,
} from "./error-responses.js";
import { presentUser } from "./users.repo.js";

const detail = z.object({ detail: z.string() });

/** Email/password accounts: thin routes (validate → service → present). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/register/",
      {
        schema: {
          tags: ["auth"],
          summary: "Create an account",
          body: registerSchema,
          response: { 201: z.object({ user: userSchema }), ...withBody },
        },
      },
      async (request, reply) => {
        const user = await ctx.auth.register(request.body);
        return reply.status(201).send({ user: presentUser(user) });
      },
    );

    app.post(
      "/login/",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with email and password",
          body: loginSchema,
          response: { 200: loginResponseSchema, ...withBody, ...withAuth, ...withLimit },
        },
      },
      async (request) => {
        const { user, tokens } = await ctx.auth.login(request.body, request.ip);
        return { user: presentUser(user), ...tokens };
      },
    );

    app.post(
      "/refresh-token/",
      {
        schema: {
          tags: ["auth"],
          summary: "Rotate the refresh token",
          body: refreshTokenSchema,
          response: { 200: tokenPairSchema, ...withBody, ...withAuth },
        },
      },
      async (request) => ctx.auth.refresh(request.body.refresh_token),
    );

    app.post(
      "/logout/",
      {
        schema: {
          tags: ["auth"],
          summary: "End this sign-in",
          body: refreshTokenSchema,
          response: { ...noContent, ...withBody },
        },
      },
      async (request, reply) => {
        await ctx.auth.logout(request.body.refresh_token);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/forgot-password/",
      {
        schema: {
          tags: ["auth"],
          summary: "Email a password reset link",
          body: forgotPasswordSchema,
          response: { 200: detail, ...withBody, ...withLimit },
        },
      },
      async (request) => {
        await ctx.auth.forgotPassword(request.body, request.ip);
        return { detail: FORGOT_PASSWORD_ANSWER };
      },
    );

    app.post(
      "/reset-password-confirm/",
      {
        schema: {
          tags: ["auth"],
          summary: "Set a new password with an emailed token",
          body: resetPasswordSchema,
          response: { 200: detail, ...withBody },
        },
      },
      async (request) => {
        await ctx.auth.resetPassword(request.body);
        return { detail: "Your password has been reset. You can now sign in with your new password." };
      },
    );

    app.post(
      "/verify-email/",
      {
        schema: {
          tags: ["auth"],
          operationId: "verifyEmail",
          summary: "Verify the account's email address with the mailed token",
          description: `The token comes from the link mailed at sign-up or by the resend call. It works once, for ${TIMINGS.emailVerificationTtlSeconds / 3600} hours, and only the newest link of an account works.`,
          body: verifyEmailSchema,
          response: { 200: detail, ...withBody },
        },
      },
      async (request) => {
        await ctx.emailVerification.verify(request.body.token);
        return { detail: EMAIL_VERIFIED };
      },
    );

    app.post(
      "/verify-email/resend/",
      {
        onRequest: ctx.authenticate,
        schema: {
          tags: ["auth"],
          operationId: "resendEmailVerification",
          summary: "Mail the signed-in user a new verification link",
          description: "The older links stop working. Limited per account and per client address.",
          security: [{ bearer: [] }],
          response: { 200: detail, ...withAuth, ...withAlreadyVerified, ...withLimit, ...withMailUnavailable },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await ctx.emailVerification.resend(user, request.ip);
        return { detail: `A new verification link has been sent to ${user.email}.` };
      },
    );

    app.get(
      "/me/",
      {
        onRequest: ctx.authenticate,
        schema: {
          tags: ["auth"],
          summary: "The signed-in user",
          security: [{ bearer: [] }],
          response: { 200: userSchema, ...withAuth },
        },
      },
      async (request) => presentUser(currentUser(request)),
    );
  };
}

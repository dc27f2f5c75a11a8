import { z } from "zod";
import { LIMITS } from "./limits.js";

/**
 * Account schemas shared by the forms (first error shown as a toast) and the
 * server (field errors in the contract's `{field: [message]}` shape).
 * Messages are the product spec's, section 5, word for word.
 */

export const requiredEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.emailMaxLength, "Invalid email address")
  .pipe(z.email("Invalid email address"));

const requiredPassword = z.string({ error: "Password is required" }).min(1, "Password is required");

const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

const personName = (label: "First name" | "Last name") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.nameMaxLength, `${label} must be less than ${LIMITS.nameMaxLength} characters`);

export const firstNameSchema = personName("First name");
export const lastNameSchema = personName("Last name");

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(LIMITS.usernameMaxLength, `Username must be at most ${LIMITS.usernameMaxLength} characters`)
  .regex(/^[\w.@+-]+$/, "Username may contain only letters, digits and @ . + - _");

export const loginSchema = z.object({
  email: requiredEmail,
  password: requiredPassword,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: requiredEmail,
    username: usernameSchema,
    password: newPassword,
    password_confirm: z.string({ error: "Confirm password is required" }).min(1, "Confirm password is required"),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: "Passwords do not match",
    path: ["password_confirm"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** Spec: "If more than one field fails on signup, the message is 'Please fill all the fields'." */
export const SIGNUP_MANY_ERRORS_MESSAGE = "Please fill all the fields";

export const forgotPasswordSchema = z.object({ email: requiredEmail });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email: requiredEmail,
    token: z.string({ error: "Reset token is required" }).min(1, "Reset token is required"),
    new_password: newPassword,
    confirm_password: z.string({ error: "Confirm password is required" }).min(1, "Confirm password is required"),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: "Passwords do not match",
    path: ["confirm_password"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({
  token: z.string({ error: "Verification token is required" }).min(1, "Verification token is required"),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const refreshTokenSchema = z.object({
  refresh_token: z.string({ error: "Refresh token is required" }).min(1, "Refresh token is required"),
});

/** Profile update: only changed fields are sent; username and email are read-only. */
export const profileUpdateSchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  /** A data: URL of a PNG/JPEG/WebP picture, or null to remove it. Multipart uploads are also accepted. */
  profile_image: z.string().nullable().optional(),
  username: z.unknown().optional(),
  email: z.unknown().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  /** Whether the owner of the address has proved it (a mailed link, a password reset, or a provider that verified it). */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = z.object({ user: userSchema }).extend(tokenPairSchema.shape);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const linkedinLoginResponseSchema = z.object({ user: userSchema, tokens: tokenPairSchema });
export type LinkedinLoginResponse = z.infer<typeof linkedinLoginResponseSchema>;

export const oauthProviderSchema = z.enum(["google", "linkedin"]);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

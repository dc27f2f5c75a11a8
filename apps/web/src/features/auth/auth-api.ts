import type {
  LoginInput,
  LoginResponse,
  OAuthProvider,
  RegisterInput,
  ResetPasswordInput,
  User,
} from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";
import { loadSharedSchemas } from "../../lib/shared-schemas";

/** The profile update's answer, {user}: anything else fails the user schema. */
async function parseUserEnvelope(body: unknown): Promise<User> {
  const { userSchema } = await loadSharedSchemas();
  return userSchema.parse(typeof body === "object" && body !== null ? (body as { user?: unknown }).user : undefined);
}

export interface SocialCallbackArgs {
  provider: OAuthProvider;
  code: string;
  state: string;
}

/** Google answers {user, access_token, refresh_token}; LinkedIn nests the pair under tokens. */
async function toLoginResponse(provider: OAuthProvider, body: unknown): Promise<LoginResponse> {
  const { linkedinLoginResponseSchema, loginResponseSchema } = await loadSharedSchemas();
  if (provider === "linkedin") {
    const { user, tokens } = linkedinLoginResponseSchema.parse(body);
    return { user, ...tokens };
  }
  return loginResponseSchema.parse(body);
}

export const authApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: serviceUrl("main", "auth/login/"), method: "POST", body }),
      transformResponse: async (body: unknown) => (await loadSharedSchemas()).loginResponseSchema.parse(body),
    }),
    register: build.mutation<unknown, RegisterInput>({
      query: (body) => ({ url: serviceUrl("main", "auth/register/"), method: "POST", body }),
    }),
    forgotPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: serviceUrl("main", "auth/forgot-password/"), method: "POST", body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordInput>({
      query: (body) => ({ url: serviceUrl("main", "auth/reset-password-confirm/"), method: "POST", body }),
    }),
    logout: build.mutation<unknown, { refresh_token: string }>({
      query: (body) => ({ url: serviceUrl("main", "auth/logout/"), method: "POST", body }),
    }),
    // A one-shot GET: each authorization URL carries a fresh state, so it must never be cached.
    socialAuthorize: build.mutation<{ authorization_url?: string }, OAuthProvider>({
      query: (provider) => ({ url: serviceUrl("main", `auth/${provider}/authorize/`), method: "GET" }),
    }),
    /** As socialAuthorize, for the signed-in user: the flow connects the provider to their account. */
    socialConnect: build.mutation<{ authorization_url?: string }, OAuthProvider>({
      query: (provider) => ({ url: serviceUrl("main", `auth/${provider}/connect/`), method: "POST" }),
    }),
    verifyEmail: build.mutation<{ detail?: string }, { token: string }>({
      query: (body) => ({ url: serviceUrl("main", "auth/verify-email/"), method: "POST", body }),
    }),
    resendVerification: build.mutation<{ detail?: string }, void>({
      query: () => ({ url: serviceUrl("main", "auth/verify-email/resend/"), method: "POST" }),
    }),
    /** The signed-in user as the server has it now (e.g. whether the email is verified yet). */
    currentUser: build.query<User, void>({
      query: () => serviceUrl("main", "auth/me/"),
      transformResponse: async (body: unknown) => (await loadSharedSchemas()).userSchema.parse(body),
    }),
    socialCallback: build.mutation<LoginResponse, SocialCallbackArgs>({
      query: ({ provider, code, state }) => ({
        url: serviceUrl("main", `auth/${provider}/callback/?${new URLSearchParams({ code, state }).toString()}`),
        method: "GET",
      }),
      transformResponse: (body: unknown, _meta, { provider }) => toLoginResponse(provider, body),
    }),
    /** Multipart: changed first_name/last_name as text, the picture as the file field profile_image. */
    updateProfile: build.mutation<User, FormData>({
      query: (body) => ({ url: serviceUrl("main", "auth/update/"), method: "PUT", body }),
      transformResponse: parseUserEnvelope,
    }),
    deleteAccount: build.mutation<unknown, void>({
      query: () => ({ url: serviceUrl("main", "auth/account/"), method: "DELETE" }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useSocialAuthorizeMutation,
  useSocialConnectMutation,
  useSocialCallbackMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useCurrentUserQuery,
  useLazyCurrentUserQuery,
  useUpdateProfileMutation,
  useDeleteAccountMutation,
} = authApi;

import {
  linkedinLoginResponseSchema,
  loginResponseSchema,
  userSchema,
  type LoginInput,
  type LoginResponse,
  type OAuthProvider,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const userEnvelopeSchema = z.object({ user: userSchema });

export interface SocialCallbackArgs {
  provider: OAuthProvider;
  code: string;
  state: string;
}

/** Google answers {user, access_token, refresh_token}; LinkedIn nests the pair under tokens. */
function toLoginResponse(provider: OAuthProvider, body: unknown): LoginResponse {
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
      transformResponse: (body: unknown) => loginResponseSchema.parse(body),
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
      transformResponse: (body: unknown) => userEnvelopeSchema.parse(body).user,
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
  useSocialCallbackMutation,
  useUpdateProfileMutation,
  useDeleteAccountMutation,
} = authApi;

import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { OAuthProvider, TokenPair, User } from "@scopewise/shared";

/** "email" after a password login, the provider's name after a social sign-in. */
export type AuthType = "email" | OAuthProvider;

export interface AuthState {
  user: User | null;
  authType: AuthType | null;
  access_token: string | null;
  refresh_token: string | null;
}

export interface SignedInPayload extends TokenPair {
  user: User;
  authType: AuthType;
}

export const initialAuthState: AuthState = {
  user: null,
  authType: null,
  access_token: null,
  refresh_token: null,
};

const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SignedInPayload>) => ({ ...action.payload }),
    tokensRefreshed: (state, action: PayloadAction<TokenPair>) => {
      state.access_token = action.payload.access_token;
      state.refresh_token = action.payload.refresh_token;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    loggedOut: () => initialAuthState,
    /** Another tab of this browser saved a different session (refreshed, signed in or out, edited the user). */
    authSyncedFromOtherTab: (_state, action: PayloadAction<AuthState>) => ({ ...action.payload }),
  },
});

export const { signedIn, tokensRefreshed, userUpdated, loggedOut, authSyncedFromOtherTab } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The slice of state these selectors need, so lib code can use them without importing the store. */
export interface WithAuth {
  auth: AuthState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectAccessToken = (state: WithAuth) => state.auth.access_token;
export const selectRefreshToken = (state: WithAuth) => state.auth.refresh_token;

/** Spec section 6: logged in means a user plus both tokens. */
export const selectIsLoggedIn = (state: WithAuth) =>
  Boolean(state.auth.user && state.auth.access_token && state.auth.refresh_token);

import type { Dispatch } from "@reduxjs/toolkit";
import { apiClient } from "../../lib/api-client";
import { PERSIST_STORAGE_KEY, readPersistedAuth } from "../../lib/persisted-auth";
import { projectSelected } from "../shell/ui-slice";
import { authSyncedFromOtherTab, initialAuthState, type AuthState, type WithAuth } from "./auth-slice";

interface AuthStore {
  getState: () => WithAuth;
  dispatch: Dispatch;
}

function sameSession(a: AuthState, b: AuthState): boolean {
  return (
    a.access_token === b.access_token &&
    a.refresh_token === b.refresh_token &&
    a.authType === b.authType &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}

/**
 * Keeps every tab on the session the last one saved. Without it a tab would keep a refresh token that
 * another tab already used, and presenting it would make the server revoke the whole sign-in.
 * The browser fires "storage" only in the other tabs, and only when the saved value really changed.
 */
export function followAuthOfOtherTabs(store: AuthStore): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared local storage altogether.
    if (event.storageArea !== window.localStorage || (event.key !== null && event.key !== PERSIST_STORAGE_KEY)) return;
    const saved = readPersistedAuth() ?? initialAuthState;
    const current = store.getState().auth;
    if (sameSession(saved, current)) return;
    const userChanged = saved.user?.id !== current.user?.id;
    store.dispatch(authSyncedFromOtherTab(saved));
    // Another account's (or no account's) cached answers and selected project must not show.
    if (userChanged) {
      store.dispatch(apiClient.util.resetApiState());
      store.dispatch(projectSelected(null));
    }
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

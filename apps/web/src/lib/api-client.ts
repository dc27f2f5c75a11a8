import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from "@reduxjs/toolkit/query/react";
import {
  loggedOut,
  selectAccessToken,
  selectRefreshToken,
  tokensRefreshed,
  type WithAuth,
} from "../features/auth/auth-slice";
import { navigateTo } from "./navigation";
import { readPersistedAuth, writePersistedTokens } from "./persisted-auth";
import { loadSharedSchemas } from "./shared-schemas";

/** Every service base is configurable at build time so the services can move to other hosts. */
export const API_BASES = {
  main: import.meta.env.VITE_MAIN_API_BASE ?? "/api",
  chats: import.meta.env.VITE_CHATS_API_BASE ?? "/api",
  proposals: import.meta.env.VITE_PROPOSALS_API_BASE ?? "/api",
  estimation: import.meta.env.VITE_ESTIMATION_API_BASE ?? "/api",
  agent: import.meta.env.VITE_AGENT_API_BASE ?? "/api",
} as const;

export type ApiService = keyof typeof API_BASES;

/** Joins a service base and a path relative to it, e.g. serviceUrl("main", "auth/login/"). */
export function serviceUrl(service: ApiService, path: string): string {
  return `${API_BASES[service].replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

const authorizedQuery = fetchBaseQuery({
  baseUrl: "",
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as WithAuth);
    if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
    headers.set("Accept", "application/json");
    return headers;
  },
});

// The refresh call carries its own credential (the refresh token), never the expired bearer.
const refreshQuery = fetchBaseQuery({ baseUrl: "" });

/** Shared by every request of this tab that sees a 401 at the same time, so the token pair rotates once. */
let refreshInFlight: Promise<boolean> | null = null;

/** Held by the tab that is refreshing, so the tabs of one browser never present the same refresh token twice. */
const REFRESH_LOCK = "scopewise-refresh";

/** Runs the task while holding a lock shared by every tab of this origin (where the browser offers one). */
function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts; elsewhere each tab refreshes on its own.
  if (typeof navigator === "undefined" || !("locks" in navigator)) return task();
  // The lock settles with the task's own result; the DOM typings would nest the promise.
  return navigator.locks.request(name, task) as Promise<T>;
}

function isNetworkFailure(error: FetchBaseQueryError): boolean {
  return error.status === "FETCH_ERROR" || error.status === "TIMEOUT_ERROR";
}

function endSession(api: BaseQueryApi): false {
  api.dispatch(loggedOut());
  api.dispatch(apiClient.util.resetApiState());
  navigateTo("/");
  return false;
}

/**
 * Rotates the token pair. A used refresh token is treated by the server as stolen (it revokes the whole
 * sign-in), so another tab that rotated first is followed: its saved pair is taken instead.
 */
async function refreshTokens(api: BaseQueryApi): Promise<boolean> {
  const heldRefreshToken = selectRefreshToken(api.getState() as WithAuth);
  return withCrossTabLock(REFRESH_LOCK, async () => {
    const saved = readPersistedAuth();
    if (saved?.access_token && saved.refresh_token && saved.refresh_token !== heldRefreshToken) {
      api.dispatch(tokensRefreshed({ access_token: saved.access_token, refresh_token: saved.refresh_token }));
      return true;
    }
    if (!heldRefreshToken) return endSession(api);
    const result = await refreshQuery(
      { url: serviceUrl("main", "auth/refresh-token/"), method: "POST", body: { refresh_token: heldRefreshToken } },
      api,
      {},
    );
    const { tokenPairSchema } = await loadSharedSchemas();
    const pair = tokenPairSchema.safeParse(result.data);
    if (pair.success) {
      api.dispatch(tokensRefreshed(pair.data));
      // Saved before the lock is released, so the next tab to take it reads the new pair.
      writePersistedTokens(pair.data);
      return true;
    }
    // Offline is not a rejected session: keep it and let the caller see the error.
    if (result.error && isNetworkFailure(result.error)) return false;
    return endSession(api);
  });
}

function refreshOnce(api: BaseQueryApi): Promise<boolean> {
  refreshInFlight ??= refreshTokens(api).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Bearer auth; on a 401, refresh the token pair once and retry the request once. */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenSent = selectAccessToken(api.getState() as WithAuth);
  const result = await authorizedQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenSent) return result;

  // Another request may already have rotated the pair while this one was in flight.
  const tokenNow = selectAccessToken(api.getState() as WithAuth);
  if (tokenNow === tokenSent && !(await refreshOnce(api))) return result;
  if (!selectAccessToken(api.getState() as WithAuth)) return result;
  return authorizedQuery(args, api, extraOptions);
};

/**
 * Everything that belongs to a workspace: switching the current workspace makes all of it stale.
 * Project: the project list and single projects. Document: the document list and single documents.
 * ProjectDocuments: one project's documents. History: the proposal history. Chat / File: a document's
 * chat messages and files. Outcome: recorded outcomes and the calibration scorecard.
 */
export const WORKSPACE_CONTENT_TAGS = [
  "Project",
  "Document",
  "ProjectDocuments",
  "History",
  "Chat",
  "File",
  "Share",
  "ClientActivity",
  "Version",
  "Outcome",
  "Sending",
  "CompanyProfile",
  "Template",
] as const;

/** The one RTK Query API; features add their endpoints with injectEndpoints. */
export const apiClient = createApi({
  reducerPath: "api",
  baseQuery: baseQueryWithReauth,
  keepUnusedDataFor: 60,
  /** Workspace: the workspace list; WorkspaceMember / Invitation: one workspace's members and pending invitations. */
  tagTypes: [...WORKSPACE_CONTENT_TAGS, "Workspace", "WorkspaceMember", "Invitation"],
  endpoints: () => ({}),
});

import { oauthProviderSchema, type TokenPair, type User } from "@scopewise/shared";
import { z } from "zod";
import type { AuthState } from "../features/auth/auth-slice";

/** redux-persist's key (spec section 3: "root"); it stores under "persist:" + key. */
export const PERSIST_KEY = "root";
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

// The user object is kept as stored: an older or partial shape must not sign anyone out.
const storedAuthSchema = z.object({
  user: z.custom<User>((value) => typeof value === "object").nullable(),
  authType: z.union([z.literal("email"), oauthProviderSchema]).nullable(),
  access_token: z.string().nullable(),
  refresh_token: z.string().nullable(),
});

/** redux-persist writes one JSON object whose values are JSON strings, one per persisted slice. */
const persistedRootSchema = z.record(z.string(), z.string());

function readRoot(): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(PERSIST_STORAGE_KEY);
    return raw === null ? null : persistedRootSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The auth state as every tab of this browser last saved it, read straight from local storage
 * (another tab may have changed it since this tab's store was restored). Null when nothing valid is stored.
 */
export function readPersistedAuth(): AuthState | null {
  const root = readRoot();
  if (!root?.auth) return null;
  try {
    const parsed = storedAuthSchema.safeParse(JSON.parse(root.auth));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Saves a freshly rotated token pair at once, instead of on redux-persist's next write, so a tab
 * that takes the refresh lock next reads the new pair and does not present the used refresh token.
 */
export function writePersistedTokens(pair: TokenPair): void {
  const root = readRoot();
  const auth = readPersistedAuth();
  // Nothing saved yet: redux-persist writes the whole state shortly, tokens included.
  if (!root || !auth) return;
  const updated = { ...auth, access_token: pair.access_token, refresh_token: pair.refresh_token };
  window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ ...root, auth: JSON.stringify(updated) }));
}

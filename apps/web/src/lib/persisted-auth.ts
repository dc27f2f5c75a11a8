import type { OAuthProvider, TokenPair, User } from "@scopewise/shared";
import type { AuthState } from "../features/auth/auth-slice";
import { PROVIDER_DISPLAY_NAME } from "../features/auth/social-providers";

/** redux-persist's key (spec section 3: "root"); it stores under "persist:" + key. */
export const PERSIST_KEY = "root";
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

// Checked by hand rather than with zod, which the first page a visitor sees does not load.
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === "string";
const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === "string" && Object.hasOwn(PROVIDER_DISPLAY_NAME, value);

/** The stored auth slice, or null. The user object is kept as stored: an older or partial shape must not sign anyone out. */
function storedAuth(value: unknown): AuthState | null {
  if (typeof value !== "object" || value === null) return null;
  const { user, authType, access_token, refresh_token } = value as Record<string, unknown>;
  if (typeof user !== "object") return null;
  if (!(authType === null || authType === "email" || isOAuthProvider(authType))) return null;
  if (!isNullableString(access_token) || !isNullableString(refresh_token)) return null;
  return { user: user as User | null, authType, access_token, refresh_token };
}

/** redux-persist writes one JSON object whose values are JSON strings, one per persisted slice. */
function readRoot(): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(PERSIST_STORAGE_KEY);
    if (raw === null) return null;
    const root: unknown = JSON.parse(raw);
    if (typeof root !== "object" || root === null || Array.isArray(root)) return null;
    return Object.values(root).every((value) => typeof value === "string") ? (root as Record<string, string>) : null;
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
    return storedAuth(JSON.parse(root.auth));
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

/** Business constants and limits (product spec section 9). */
export const LIMITS = {
  nameMaxLength: 50,
  usernameMaxLength: 150,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  profileImageMaxBytes: 5 * 1024 * 1024,
  requestBodyMaxBytes: 5 * 1024 * 1024,
  promptPreviewWords: 4,
  selectionPreviewChars: 90,
  /**
   * How deeply elements may nest in document HTML and values in a JSON body. The editor's deepest
   * structure (a list indented some 40 levels) stays well inside it; anything deeper is refused
   * with 400 before any code walks it.
   */
  nestingMaxDepth: 100,
} as const;

/** A signed estimate revision's longest form (an estimate with its brief is a few tens of kilobytes). */
export const ESTIMATE_REVISION_MAX = 1_000_000;

/** The longest answer to a proposal's questions (the whole conversation stays within the request limit). */
export const REPLY_MAX_LENGTH = 4000;

/** Image types accepted for a profile picture; checked by content on the server. */
export const PROFILE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const TIMINGS = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  resetTokenTtlSeconds: 60 * 60,
  emailVerificationTtlSeconds: 24 * 60 * 60,
  persistRestoreTimeoutMs: 5000,
  loadingMessageRotationMs: 3000,
  linkCopiedMs: 2000,
} as const;

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
  /**
   * The size of a document's structures, checked while its HTML is read and before the schema
   * builds anything: the schema, the editor and the exports all allocate per grid position, so
   * a span or a table past these is refused with 400. A generated proposal's widest table has 7
   * columns and its longest some 60 rows.
   */
  tableMaxColumns: 50,
  tableMaxRows: 500,
  tableMaxCells: 2_500,
  documentMaxCells: 5_000,
  documentMaxTables: 100,
  /**
   * Elements in a document (some 50 per KB of a proposal: a 40-page one has about 7,500). The schema
   * pass costs memory and time per element (some 7 KB and 60 µs each), so past this a save is
   * refused rather than allowed to take seconds and hundreds of megabytes.
   */
  documentMaxElements: 25_000,
  /**
   * Lists inside lists. The editor indents 8 levels; pasted HTML may hold more, and a list nested in
   * its items reaches the nesting depth first (two elements a level).
   */
  listMaxDepth: 50,
} as const;

/**
 * The largest whole number a client may send where it is stored in an integer column (a document's
 * version): PostgreSQL's `integer` holds no more, and SQLite must refuse the same values.
 */
export const STORED_INTEGER_MAX = 2_147_483_647;

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
  invitationTtlSeconds: 7 * 24 * 60 * 60,
  persistRestoreTimeoutMs: 5000,
  loadingMessageRotationMs: 3000,
  linkCopiedMs: 2000,
} as const;

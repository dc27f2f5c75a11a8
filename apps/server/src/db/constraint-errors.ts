/**
 * The integrity constraints a client can trip (a parent deleted by a concurrent request, a
 * duplicate key) as one vocabulary for both databases: PostgreSQL's SQLSTATE codes and
 * better-sqlite3's extended result codes.
 */
export type ConstraintViolation = "foreign-key" | "unique";

const CODES: Record<string, ConstraintViolation> = {
  "23503": "foreign-key",
  SQLITE_CONSTRAINT_FOREIGNKEY: "foreign-key",
  "23505": "unique",
  SQLITE_CONSTRAINT_UNIQUE: "unique",
  SQLITE_CONSTRAINT_PRIMARYKEY: "unique",
};

export function constraintViolation(error: unknown): ConstraintViolation | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? (CODES[code] ?? null) : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintViolation(error) === "unique";
}

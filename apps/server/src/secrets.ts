import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept
 * in DATA_DIR (mode 0600) so tokens survive restarts. Never a hard-coded default.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "jwt-secret");
  try {
    return new TextEncoder().encode(readFileSync(file, "utf8").trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return new TextEncoder().encode(secret);
  } catch (error) {
    // Another process created it first: use theirs so both sign alike.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return new TextEncoder().encode(readFileSync(file, "utf8").trim());
    throw error;
  }
}

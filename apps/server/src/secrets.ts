import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The shortest secret accepted, from the file as from JWT_SECRET. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept
 * in DATA_DIR/jwt-secret (mode 0600) so tokens survive restarts. Never a hard-coded default.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "jwt-secret");
  const existing = readSecretFile(file);
  if (existing !== undefined) return new TextEncoder().encode(existing);
  const secret = randomBytes(48).toString("base64url");
  // Written whole to a temp file, then linked into place: the name appears only with the full
  // secret in it (a crash cannot leave it empty or cut short), and linking fails if another
  // process got there first, in which case its secret is used so both sign alike.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, secret, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temp, file);
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return new TextEncoder().encode(readSecretFile(file)!);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The stored secret, undefined when there is no file; a file too short to be ours stops the start. */
function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (text.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds ${text.length === 0 ? "no secret" : `only ${text.length} characters`} (${MIN_SECRET_LENGTH}+ needed): delete it to have a new one generated (everyone is signed out), or set JWT_SECRET.`,
    );
  }
  return text;
}

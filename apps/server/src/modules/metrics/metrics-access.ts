import { createHash, timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? "");
  if (!match) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

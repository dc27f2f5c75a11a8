import { KINDS_BY_DOMAIN, type Estimate, type Kind } from "@scopewise/shared";

/** The estimate's kind when it belongs to its domain (a corrected brief may change the domain alone, as the engine allows). */
export function kindOf(e: Pick<Estimate, "domain" | "kind">): Kind | undefined {
  return e.kind && (KINDS_BY_DOMAIN[e.domain] as readonly string[]).includes(e.kind) ? e.kind : undefined;
}

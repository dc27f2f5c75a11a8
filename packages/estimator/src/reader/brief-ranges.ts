import { briefSchema, type Brief } from "@scopewise/shared";

/** Each quantity's own rule in the Brief's schema, read once. */
const QUANTITY_RULES = briefSchema.shape.quantities.unwrap().shape as Record<
  string,
  { safeParse(v: unknown): { success: boolean } } | undefined
>;

/**
 * The quantities inside the Brief's ranges, and those outside them ("1.2 million participants" for a usability
 * test is a user base, not a sample): those go to what was not understood, never to an error.
 */
export function withinBriefRanges(read: Brief["quantities"]): {
  quantities: Brief["quantities"];
  outOfRange: Record<string, unknown>;
} {
  const quantities: Record<string, unknown> = {};
  const outOfRange: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(read)) {
    if (insideBriefRange(key, value)) quantities[key] = value;
    else outOfRange[key] = value;
  }
  return { quantities: quantities as Brief["quantities"], outOfRange };
}

/** Whether one quantity's value is inside the Brief's range for it (a name the schema lacks has none). */
export function insideBriefRange(name: string, value: unknown): boolean {
  const rule = QUANTITY_RULES[name];
  return rule === undefined || rule.safeParse(value).success;
}

import { BUILDING_TYPES } from "./reference-buildings.js";
import { SITE_WORKS_TYPES } from "./reference-works.js";
import type { WorksType } from "./types.js";

/** Every type the general works model prices, building types first (the table the lexicon names). */
export const WORKS_TYPES: readonly WorksType[] = [...BUILDING_TYPES, ...SITE_WORKS_TYPES];

const BY_ID = new Map(WORKS_TYPES.map((type) => [type.id, type]));

/** A building of a type the table does not know: priced at the general-purpose building rate. */
export const OTHER_BUILDING = BY_ID.get("other_building")!;

/** The type of an id, or of the older building-type words ("data center", "industrial"); undefined when unknown. */
export function worksTypeOf(id: string | undefined): WorksType | undefined {
  const key = (id ?? "").toLowerCase().replace(/[\s-]+/g, "_");
  return BY_ID.get(key) ?? BY_ID.get(OLDER_NAMES[key] ?? "");
}

/** Building-type words of older briefs (and of the writing model's prompt) for types of the table. */
const OLDER_NAMES: Record<string, string> = {
  data_center: "data_centre",
  industrial: "factory",
  other: "other_building",
};

import type { Brief, Kind } from "@scopewise/shared";
import { scopeTypeInText, scopeTypeOf } from "./scopes.js";

/** The new-building kind of each building type the reader names. */
const NEW_BUILDING_KIND: Record<string, Kind> = {
  office: "office",
  residential: "apartment_block",
  house: "house",
  retail: "retail",
  warehouse: "warehouse",
  industrial: "warehouse",
  hospital: "hospital",
  school: "school",
};
/** Those building types, in the order a text is searched for them. */
export const BUILDING_TYPES_WITH_KIND = Object.keys(NEW_BUILDING_KIND);

/** Work on one part of an existing building, named in the request (the reader's languages). */
const PART_OF_BUILDING: Array<[RegExp, Kind]> = [
  [/kitchen|cocina|k(ü|ue)che|cuisine|cozinha|cucina|keuken/i, "kitchen_remodel"],
  [
    /bathroom|\bbath\b|ba(ñ|n)o|badezimmer|\bbad\b|salle de bains?|casa de banho|banheiro|\bbagno|badkamer/i,
    "bathroom_remodel",
  ],
  [/\broof|tejado|cubierta|\bdach|toiture|\btoit\b|telhado|\btetto|copertura|\bdak\b/i, "roof_replacement"],
  [
    /insulat|energy|heat pump|aislamiento|energ(é|e)tic|d(ä|ae)mmung|w(ä|ae)rmepumpe|isolation|isolamento|bomba de calor|pompa di calore|cappotto|isolatie|warmtepomp/i,
    "energy_retrofit",
  ],
];

/**
 * The construction kind of a brief that names none (an older or hand-made brief): from its scope of work,
 * the part of the building named in its summary, and its building type. Undefined for building types
 * without a model of their own (hotels, data centres...).
 */
export function constructionKindOf(brief: Brief): Kind | undefined {
  const scope = scopeTypeOf(brief);
  if (scope === "fit_out") return "fit_out";
  if (scope === "extension") return "extension";
  if (scope === "renovation")
    return PART_OF_BUILDING.find(([pattern]) => pattern.test(brief.summary))?.[1] ?? "renovation";
  return NEW_BUILDING_KIND[brief.building_type?.toLowerCase() ?? ""];
}

const NEW_BUILDING_KINDS = new Set<Kind>(Object.values(NEW_BUILDING_KIND));
/** Words that ask for a new building, whatever work on an existing one is also named. */
const NEW_BUILD =
  /\b(new[- ]build|build(?:ing)? a new|construct(?:ing)? a new|ground-up|greenfield|neubau\w*|obra nueva|nueva construcci[óo]n|nouvelle construction|construction neuve|constru[çc][ãa]o nova|nuova costruzione|nieuwbouw)\b/iu;

/**
 * Work on an existing building of a type that has a new-building kind ("re-roofing the gymnasium of a
 * school", "ravalement de la façade de notre maison"): the work is the project, the building its site.
 * The part of the building named is the kind when exactly one is; else a renovation. Undefined when the
 * kind is no new building or the request asks for one.
 */
export function workOnExistingBuilding(kind: Kind, text: string): Kind | undefined {
  if (!NEW_BUILDING_KINDS.has(kind) || NEW_BUILD.test(text)) return undefined;
  const scope = scopeTypeInText(text);
  if (scope === undefined) return undefined;
  if (scope === "fit_out" || scope === "extension") return scope;
  const parts = PART_OF_BUILDING.filter(([pattern]) => pattern.test(text));
  return parts.length === 1 ? parts[0]![1] : "renovation";
}

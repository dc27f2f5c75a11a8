import type { Kind } from "@scopewise/shared";
import { domainOf, MIN_KIND_CONFIDENCE, type KindGuess } from "../../../reader/classifier.js";
import type { Reading } from "../../../reader/readings.js";
import type { FieldReadings } from "../../../reader/read-fields.js";
import { worksQuantityIn } from "./quantity.js";
import { insideBriefRange } from "../../../reader/brief-ranges.js";
import { worksTypeOf } from "./reference.js";
import { conceptNamed, viewOf, type NamedThing, type RequestView } from "./request-object.js";
import type { WorksType, WorksUnit } from "./types.js";

const NEW_BUILDING_KINDS: ReadonlySet<string> = new Set([
  "house",
  "apartment_block",
  "office",
  "warehouse",
  "school",
  "hospital",
  "retail",
  "construction_works",
]);
/** The reader's concept that names the work of each kind on an existing building. */
const SCOPE_CONCEPT: Partial<Record<Kind, string>> = {
  renovation: "renovation",
  kitchen_remodel: "kitchen",
  bathroom_remodel: "bathroom",
  roof_replacement: "roof",
  energy_retrofit: "energy",
  extension: "extension",
  fit_out: "fitout",
};
/**
 * Works usually named alongside other work: when the request also names that work (a heat pump beside the
 * solar panels, a new building after the demolition), they are part of it, and the guessed kind stays.
 */
const NAMED_ALONGSIDE: Record<string, string[]> = {
  solar_rooftop: ["energy"],
  solar_ground: ["energy"],
  solar_carport: ["energy"],
  ev_charger: ["energy"],
  ev_fast_charger: ["energy"],
  facade_works: ["energy"],
  green_roof: ["energy"],
  demolition: ["build", "renovation", "kitchen", "bathroom", "roof", "energy", "extension", "fitout"],
};

/** Units counted in whole numbers (the schema's integers). */
const INTEGER_UNITS: ReadonlySet<WorksUnit> = new Set([
  "parking_spaces",
  "rooms",
  "beds",
  "seats",
  "chargers",
  "items",
]);

/** The works type's stated quantity: the first of its measures the request states (m² as the reader read it). */
function statedQuantity(
  read: FieldReadings,
  text: string,
  type: WorksType,
  at: NamedThing,
): { unit: WorksUnit; reading?: Reading } | undefined {
  for (const { unit } of type.measures) {
    if (unit === "m2") {
      if (read.quantities.area_m2 !== undefined) return { unit };
      continue;
    }
    const typeWords = unit === "items" ? text.slice(at.index, at.end) : undefined;
    const reading = worksQuantityIn(text, unit, typeWords?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    if (reading) return { unit, reading };
  }
  return undefined;
}

/** Whether a works type replaces the kind the classifier guessed (see `WorksGroup`). */
function replacesGuess(type: WorksType, guess: KindGuess, view: RequestView, at: NamedThing, stated: boolean): boolean {
  // Outside construction only a stated quantity of site works or an installation is sure enough ("400 posti auto", "120 kWp").
  if (guess.domain !== "construction")
    return (
      type.group !== "building" &&
      stated &&
      (guess.domain === "other" || guess.domain === "event" || guess.domain === "research")
    );
  const kind = guess.kind;
  // An energy retrofit often includes solar panels or a charger: only their stated capacity makes them the project.
  if (kind === "energy_retrofit" && type.group === "installation" && !stated) return false;
  // Unless the guess is general works and the type's quantity is stated ("250 kW of rooftop solar; a battery
  // would be nice"): then the type is what is priced, and the other work something beside it.
  const sureOfType = kind === "construction_works" && stated;
  if (!sureOfType && (NAMED_ALONGSIDE[type.id] ?? []).some((concept) => conceptNamed(view, concept) !== undefined))
    return false;
  if (NEW_BUILDING_KINDS.has(kind)) return true;
  const scope = SCOPE_CONCEPT[kind];
  if (!scope || type.group === "building") return false;
  // Work on the building named before the works type is what is asked for ("a new roof with solar panels"),
  // unless the works type is what that work is done to ("renovate the facade", "reabilitar a fachada").
  const before = conceptNamed(view, scope);
  return before === undefined || before > at.index || isObjectOf(view.folded.slice(before, at.index));
}

/** A verb and at most two short words (an article, a possessive) before the works type: the type is its object. */
const VERB_THEN_OBJECT = /^\S+\s+(?:[\p{L}']{1,6}\s+){0,2}$/u;
/** Words that join a second thing to the first ("a new roof with solar panels", "roof and solar"): no object then. */
const JOINED = /\s(?:with|and|plus|con|y|e|mit|und|avec|et|com|met|en|incl\w*)\s/u;
function isObjectOf(between: string): boolean {
  return VERB_THEN_OBJECT.test(between) && !JOINED.test(` ${between}`);
}

/** What the reader made of a request so far: its guess of the kind and the fields it read for that guess. */
export interface KindReading {
  guess: KindGuess;
  read: FieldReadings;
}

/**
 * The kind and fields of a request whose object is a works type no kind prices ("a car park for our
 * hospital", "rooftop solar on our school"): kind `construction_works`, the type (the brief's
 * `building_type`) and its quantity among the fields, each with the words it came from. A
 * request guessed as general works whose object a kind prices gets that kind, so does work on an existing
 * building of a type in the table ("renovate our hotel" is a renovation), and one whose works are only
 * the client's own business gets the classifier's next guess. Otherwise the guess stands.
 */
export function withWorksReading(
  text: string,
  guess: KindGuess,
  readFor: (guess: KindGuess) => FieldReadings,
  /** False when the request's words name no construction at all: works read into it (a hackathon's stage) move it nowhere. */
  mayBecomeConstruction = true,
): KindReading {
  const read = readFor(guess);
  // Software and marketing requests name no works to build, whatever their words (a booking app for a car park).
  if (guess.domain === "software" || guess.domain === "marketing") return { guess, read };
  const view = viewOf(text);
  const at = view.object;
  const type = worksTypeOf(at?.worksType);
  const priced = at?.kind ?? type?.pricedBy;
  // Works named only in the client's account of themselves ("we run a chain of hotels") are no works asked for.
  if (!at && guess.kind === "construction_works" && view.works.length > 0) return reread(nextBest(guess), readFor);
  if (!at || priced)
    return priced && guess.kind === "construction_works"
      ? reread({ ...guess, kind: priced }, readFor)
      : { guess, read };
  if (!type) return { guess, read };
  const scope = type.group === "building" && guess.kind === "construction_works" ? scopeNamed(view) : undefined;
  if (scope) return reread({ ...guess, kind: scope }, readFor);
  const quantity = statedQuantity(read, text, type, at);
  if (!replacesGuess(type, guess, view, at, quantity?.reading !== undefined)) return { guess, read };
  if (guess.domain !== "construction" && !mayBecomeConstruction) return { guess, read };
  const works = reread({ ...guess, kind: "construction_works", domain: "construction" }, readFor);
  const typed = {
    ...works.read,
    fields: {
      ...works.read.fields,
      building_type: { value: type.id, source: text.slice(at.index, at.end), confidence: 0.8 },
    },
  };
  return { guess: works.guess, read: quantity?.reading ? withQuantity(typed, quantity.unit, quantity.reading) : typed };
}

/** Work on an existing building named in the request ("renovate our hotel"): the first such kind named. */
function scopeNamed(view: RequestView): Kind | undefined {
  const named = (Object.entries(SCOPE_CONCEPT) as Array<[Kind, string]>)
    .map(([kind, concept]) => ({ kind, at: conceptNamed(view, concept) }))
    .filter((s): s is { kind: Kind; at: number } => s.at !== undefined)
    .sort((a, b) => a.at - b.at);
  return named[0]?.kind;
}

/** General works with no works type named is no works: the classifier's next guess. */
function nextBest(guess: KindGuess): KindGuess {
  const next = guess.ranking.find((r) => r.kind !== "construction_works");
  return next ? { ...guess, kind: next.kind, domain: domainOf(next.kind), confidence: next.score } : guess;
}

/** The fields read again for the new kind (a domain reads its own quantities), the guess now sure enough to price. */
function reread(guess: KindGuess, readFor: (guess: KindGuess) => FieldReadings): KindReading {
  const sure = { ...guess, confidence: Math.max(guess.confidence, 2 * MIN_KIND_CONFIDENCE) };
  return { guess: sure, read: readFor(sure) };
}

function withQuantity(read: FieldReadings, unit: WorksUnit, reading: Reading): FieldReadings {
  const value = INTEGER_UNITS.has(unit) ? Math.max(1, Math.round(reading.value)) : reading.value;
  // A figure outside the Brief's range is not placed: it stays among what was not understood.
  if (!insideBriefRange(unit, value)) return read;
  return {
    ...read,
    quantities: { ...read.quantities, [unit]: value },
    fields: { ...read.fields, [`quantities.${unit}`]: { value, source: reading.text, confidence: reading.confidence } },
    not_understood: read.not_understood.filter(
      (words) => !words.includes(reading.text) && !reading.text.includes(words),
    ),
  };
}

/** The works type a request asks for, undefined when it asks for a building a kind prices (or for none). */
export function requestWorksType(text: string): WorksType | undefined {
  return worksTypeOf(viewOf(text).object?.worksType);
}

/** The building type a request asks for, for the brief's `building_type` (site works and installations are no building). */
export function requestBuildingType(text: string): string | undefined {
  const type = requestWorksType(text);
  return type?.group === "building" || type?.group === "fit_out" ? type.id : undefined;
}

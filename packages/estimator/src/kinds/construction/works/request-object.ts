import type { Kind } from "@scopewise/shared";
import { CONCEPTS } from "../../../reader/concepts.js";
import { requestParts, roleAt, type PartRole } from "../../../reader/request-parts.js";
import { longestFirst, worksMentions } from "./lexicon.js";

/** The reader's building concepts that a kind with a model of its own prices. */
const BUILDING_CONCEPT_KINDS: Record<string, Kind> = {
  house: "house", apartments: "apartment_block", office: "office", warehouse: "warehouse", school: "school", hospital: "hospital", retail: "retail",
};

/** A concept's pattern, also at the end of a compound or before a case ending ("Gymnasiums"), as the reader's features match it. */
const globalPattern = (name: string) => new RegExp(CONCEPTS[name]!.source.replace(/\\b$/, "(?:e|s|es|n|en|er|ern)?\\b"), "g");
const BUILDING_CONCEPTS = Object.keys(BUILDING_CONCEPT_KINDS).map((name) => ({ name, pattern: globalPattern(name) }));

/** A thing named in the request: a works type of the lexicon, or a building a kind prices. */
export interface NamedThing {
  index: number;
  end: number;
  role: PartRole | undefined;
  /** The works type, when the lexicon names it. */
  worksType?: string;
  /** The kind of a building the reader's concepts name ("school", "Krankenhaus"). */
  kind?: Kind;
}

/** Two names with only a space or hyphen between make one compound, named by the last ("hospital car park"). */
const COMPOUND_GAP = /^[\s-]*$/;

/**
 * What the request asks for (text lower case without accents): the first works type or building named
 * in what is asked, else in the plain text, never in the client's account of themselves ("for our
 * hospital", "on our school") nor in a part of the project ("with a pool"); of a compound, its last noun.
 */
export function requestObject(folded: string): NamedThing | undefined {
  const spans = requestParts(folded);
  const named: NamedThing[] = worksMentions(folded).map((m) => ({ index: m.index, end: m.end, role: roleAt(spans, m.index), worksType: m.id }));
  for (const { name, pattern } of BUILDING_CONCEPTS) {
    for (const m of folded.matchAll(pattern)) named.push({ index: m.index, end: m.index + m[0].length, role: roleAt(spans, m.index), kind: BUILDING_CONCEPT_KINDS[name] });
  }
  const candidates = longestFirst(named).filter((n) => n.role !== "context" && n.role !== "part");
  let head = candidates.find((n) => n.role === "ask") ?? candidates[0];
  for (let next = head && candidates[candidates.indexOf(head) + 1]; head && next && COMPOUND_GAP.test(folded.slice(head.end, next.index)); next = candidates[candidates.indexOf(head) + 1]) head = next;
  return head;
}

/** Whether one of the reader's concepts is named outside the client's own account and outside the given spans, and where first. */
export function conceptNamed(folded: string, concept: string, outside: ReadonlyArray<{ index: number; end: number }>): number | undefined {
  const spans = requestParts(folded);
  for (const m of folded.matchAll(globalPattern(concept))) {
    const end = m.index + m[0].length;
    if (roleAt(spans, m.index) === "context" || outside.some((o) => m.index < o.end && o.index < end)) continue;
    return m.index;
  }
  return undefined;
}

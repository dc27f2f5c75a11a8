import type { Kind } from "@scopewise/shared";
import { CONCEPTS } from "../../../reader/concepts.js";
import { foldCase, requestParts, roleAt, type PartRole, type Span } from "../../../reader/request-parts.js";
import { longestFirst, worksMentions, type WorksMention } from "./lexicon.js";

/** The reader's building concepts that a kind with a model of its own prices. */
const BUILDING_CONCEPT_KINDS: Record<string, Kind> = {
  house: "house",
  apartments: "apartment_block",
  office: "office",
  warehouse: "warehouse",
  school: "school",
  hospital: "hospital",
  retail: "retail",
};

/** Each concept's pattern, also before a case ending ("Gymnasiums"), as the reader's features match German compounds. */
const CONCEPT_PATTERNS = new Map(
  Object.entries(CONCEPTS).map(([name, p]) => [
    name,
    new RegExp(p.source.replace(/\\b$/, "(?:e|s|es|n|en|er|ern)?\\b"), "g"),
  ]),
);
const conceptPattern = (name: string) => CONCEPT_PATTERNS.get(name)!;
const BUILDING_CONCEPTS = Object.keys(BUILDING_CONCEPT_KINDS).map((name) => ({ name, pattern: conceptPattern(name) }));

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

/** A request as the works reading sees it: folded once, with its parts and the works types it names. */
export interface RequestView {
  folded: string;
  spans: Span[];
  works: WorksMention[];
  /** What the request asks for, when it names a works type or a building (see `objectOf`). */
  object?: NamedThing;
}

export function viewOf(text: string): RequestView {
  const folded = foldCase(text);
  const spans = requestParts(folded);
  const works = worksMentions(folded);
  return { folded, spans, works, object: objectOf(folded, spans, works) };
}

/**
 * What the request asks for: the first works type or building named in what is asked, else in the plain
 * text, never in the client's account of themselves ("for our hospital", "on our school") nor in a part of
 * the project ("with a pool"); of a compound, its last noun.
 */
function objectOf(folded: string, spans: Span[], works: WorksMention[]): NamedThing | undefined {
  const named: NamedThing[] = works.map((m) => ({
    index: m.index,
    end: m.end,
    role: roleAt(spans, m.index),
    worksType: m.id,
  }));
  for (const { name, pattern } of BUILDING_CONCEPTS) {
    for (const m of folded.matchAll(pattern))
      named.push({
        index: m.index,
        end: m.index + m[0].length,
        role: roleAt(spans, m.index),
        kind: BUILDING_CONCEPT_KINDS[name],
      });
  }
  const candidates = longestFirst(named).filter((n) => n.role !== "context" && n.role !== "part");
  let head = candidates.find((n) => n.role === "ask") ?? candidates[0];
  for (
    let next = head && candidates[candidates.indexOf(head) + 1];
    head && next && COMPOUND_GAP.test(folded.slice(head.end, next.index));
    next = candidates[candidates.indexOf(head) + 1]
  )
    head = next;
  return head;
}

/** Where one of the reader's concepts is first named outside the client's own account and outside the works types named. */
export function conceptNamed(view: RequestView, concept: string): number | undefined {
  for (const m of view.folded.matchAll(conceptPattern(concept))) {
    const end = m.index + m[0].length;
    if (roleAt(view.spans, m.index) === "context" || view.works.some((o) => m.index < o.end && o.index < end)) continue;
    return m.index;
  }
  return undefined;
}

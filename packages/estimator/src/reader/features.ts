// The nlp.js packages ship no type declarations; this file declares the parts the reader uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./nlpjs.d.ts" />
import { StemmerDe } from "@nlpjs/lang-de";
import { StemmerEn } from "@nlpjs/lang-en";
import { StemmerEs } from "@nlpjs/lang-es";
import { StemmerFr } from "@nlpjs/lang-fr";
import { StemmerIt } from "@nlpjs/lang-it";
import { StemmerNl } from "@nlpjs/lang-nl";
import { StemmerPt } from "@nlpjs/lang-pt";
import { CONCEPTS, QUALITY_WORDS } from "./concepts.js";
import type { ReaderLanguage } from "./language.js";
import { foldCase, requestParts, roleAt, type PartRole, type Span } from "./request-parts.js";

interface Stemmer {
  stem(word: string): string;
}
const STEMMERS: Record<ReaderLanguage, Stemmer> = {
  en: new StemmerEn(),
  es: new StemmerEs(),
  de: new StemmerDe(),
  fr: new StemmerFr(),
  pt: new StemmerPt(),
  it: new StemmerIt(),
  nl: new StemmerNl(),
};

/** "like Uber", "tipo Airbnb", "wie Booking.com", "comme Doctolib": a comparison names no kind of project. */
const COMPARISON =
  /\b(?:like|such as|similar to|a la|à la|tipo|como|estilo|parecid[oa] a|similar a|wie|ähnlich wie|comme|genre|semelhante a|igual a|parecido com|come|simile a|stile|zoals|net als|vergelijkbaar met)\s+(?:an?\s+|el\s+|la\s+|der\s+|die\s+|das\s+|le\s+|o\s+|a\s+|um\s+|un\s+|une\s+|il\s+|lo\s+|een\s+|de\s+|het\s+)?\p{Lu}[\p{L}\d.]*(?:\s\p{Lu}[\p{L}\d.]*)?/gu;
export const stripAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "");

/** HTML tags and entities out, spaces normalised: the words a person would read. */
export function plainText(raw: string): string {
  return raw
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An area in the figures ("180 m²", "2,400 sq ft", "3x4 m"): a building, a room or a stand is asked for. */
const AREA =
  /\d\s*(?:m²|m2|sqm|sq\.? ?(?:ft|m)|square (?:feet|met(?:er|re)s)|qm|metros? cuadrados|metres? carres|quadratmeter|mq|metri quadr\w*|vierkante meters?)|\d+\s*x\s*\d+\s*(?:m|ft)\b/;
/** How many first letters of a word make its language-free stem. */
const PREFIX_LETTERS = 4;
/** Verbs and generic nouns of a request ("build", "campaign", "study"): never the head, the thing they act on is. */
const ACTIONS = new Set(["renovation", "build", "marketing", "research", "event"]);
const ROOMS = new Set(["kitchen", "bathroom", "roof", "energy"]);
/** What is done to a building, and the buildings: the pair decides ("extension" + "warehouse" is an extension, "build" + "warehouse" a warehouse). */
const WORKS = new Set(["build", "renovation", "extension", "fitout", "energy", "roof", "kitchen", "bathroom"]);
const BUILDINGS = new Set(["house", "apartments", "office", "warehouse", "school", "hospital", "retail"]);

/** German joins nouns ("Fachkonferenz", "Hochregallagers"): there a concept may end a compound, before a case ending. */
const GLOBAL_CONCEPTS = Object.entries(CONCEPTS).map(([name, p]) => ({
  name,
  plain: new RegExp(p.source, "g"),
  compound: new RegExp(p.source.replace(/^\\b/, "").replace(/\\b$/, "(?:e|s|es|n|en|er|ern)?\\b"), "g"),
}));

interface ConceptMention {
  name: string;
  index: number;
  length: number;
  role: PartRole | undefined;
}

/** Every concept named in the (folded) text, with its role; where two overlap the longer wins ("casa de banho" is a bathroom, not a house). */
function conceptsIn(folded: string, language: ReaderLanguage, spans: readonly Span[]): ConceptMention[] {
  const found: ConceptMention[] = [];
  for (const { name, plain, compound } of GLOBAL_CONCEPTS) {
    for (const m of folded.matchAll(language === "de" ? compound : plain)) {
      found.push({ name, index: m.index ?? 0, length: m[0].length, role: roleAt(spans, m.index ?? 0) });
    }
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const kept: ConceptMention[] = [];
  for (const c of found) {
    const last = kept[kept.length - 1];
    if (last && c.index < last.index + last.length) continue;
    kept.push(c);
  }
  return kept;
}

/**
 * The classifier's input: word stems of the request's language ("w_") and multilingual concepts ("c_"),
 * those of a "with …" clause as features of a part ("p_", "pc_"); the head ("h_"): the first thing
 * asked for after a request verb, else the first thing named outside the client's account of
 * themselves ("we're an online shop", "for our hotel": business words, not the request); and the
 * pair of work and building ("wb_"). Comparisons and quality labels are removed first.
 */
export function featuresOf(raw: string, language: ReaderLanguage): Record<string, number> {
  const cleaned = plainText(raw).replace(COMPARISON, " comparisonref ");
  const lower = cleaned.toLowerCase().replace(QUALITY_WORDS, " qualitystandard ");
  const folded = foldCase(lower);
  const spans = requestParts(folded);
  const features: Record<string, number> = {};
  const stemmer = STEMMERS[language];
  for (const m of lower.matchAll(/\p{L}[\p{L}'-]*/gu)) {
    if (m[0].length < 2) continue;
    const inPart = roleAt(spans, m.index ?? 0) === "part";
    const plain = stripAccents(m[0]);
    features[`${inPart ? "p_" : "w_"}${stripAccents(stemmer.stem(m[0]))}`] = 1;
    // The first letters of a word, in any language: a cheap stem that survives typos at the end, inflection and compounds.
    if (!inPart && plain.length >= PREFIX_LETTERS) features[`s_${plain.slice(0, PREFIX_LETTERS)}`] = 1;
  }
  if (AREA.test(folded)) features.n_area = 1;
  const concepts = conceptsIn(folded, language, spans);
  for (const c of concepts) features[`${c.role === "part" ? "pc_" : "c_"}${c.name}`] = 1;
  const own = concepts.filter((c) => c.role !== "context" && c.role !== "part");
  // Several rooms or elements named together is a whole renovation, not a remodel of one of them.
  const severalRooms = new Set(own.filter((c) => ROOMS.has(c.name)).map((c) => c.name)).size >= 2;
  if (severalRooms) features.several_rooms = 1;
  // The head: the first thing asked for, past the verbs of the request ("Reforma de cocina" is about a kitchen).
  const ownCandidates = own.filter((c) => !ACTIONS.has(c.name) && !(severalRooms && ROOMS.has(c.name)));
  // When the request itself names only an action ("a campaign with influencers"), the "with …" clause names its object.
  const candidates =
    ownCandidates.length > 0 ? ownCandidates : concepts.filter((c) => c.role === "part" && !ACTIONS.has(c.name));
  const head = candidates.find((c) => c.role === "ask") ?? candidates[0];
  if (head) features[`h_${head.name}`] = 1;
  const work = own.find((c) => WORKS.has(c.name));
  const building = concepts.find((c) => BUILDINGS.has(c.name) && c.role !== "part");
  if (work && building) features[`wb_${work.name}_${building.name}`] = 1;
  return features;
}

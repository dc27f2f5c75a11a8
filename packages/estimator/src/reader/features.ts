// The nlp.js packages ship no type declarations; this file declares the parts the reader uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./nlpjs.d.ts" />
import { StemmerDe } from "@nlpjs/lang-de";
import { StemmerEn } from "@nlpjs/lang-en";
import { StemmerEs } from "@nlpjs/lang-es";
import { StemmerFr } from "@nlpjs/lang-fr";
import { StemmerPt } from "@nlpjs/lang-pt";
import { CONCEPTS, QUALITY_WORDS } from "./concepts.js";
import type { ReaderLanguage } from "./language.js";

interface Stemmer {
  stem(word: string): string;
}
const STEMMERS: Record<ReaderLanguage, Stemmer> = {
  en: new StemmerEn(), es: new StemmerEs(), de: new StemmerDe(), fr: new StemmerFr(), pt: new StemmerPt(),
};

/** "like Uber", "tipo Airbnb", "wie Booking.com", "comme Doctolib": a comparison names no kind of project. */
const COMPARISON =
  /\b(?:like|such as|similar to|a la|à la|tipo|como|estilo|parecid[oa] a|similar a|wie|ähnlich wie|comme|genre|semelhante a|igual a|parecido com)\s+(?:an?\s+|el\s+|la\s+|der\s+|die\s+|das\s+|le\s+|o\s+|a\s+|um\s+|un\s+|une\s+)?\p{Lu}[\p{L}\d.]*(?:\s\p{Lu}[\p{L}\d.]*)?/gu;
/** A clause naming a part of the project ("with a small office", "con oficinas", "mit Büroteil"): its words count as parts. */
const PART_CLAUSE = /\b(?:with|including|incl\.?|plus|con|incluye|incluyendo|mit|inklusive|samt|inkl\.?|avec|comprenant|dont|com|incluindo|contendo)\b([^.;:!?\n]{0,60})/giu;

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

const ACTIONS = new Set(["renovation", "build", "marketing", "research", "event"]);
/** The head counts twice: what a request is about outweighs what it mentions. */
const HEAD_WEIGHT = 2;
const ROOMS = new Set(["kitchen", "bathroom", "roof", "energy"]);

/** German joins nouns ("Fachkonferenz", "Einfamilienhauses"): there a concept may end a compound. */
const COMPOUND_CONCEPTS = Object.fromEntries(Object.entries(CONCEPTS).map(([name, p]) => [name, new RegExp(p.source.replace(/^\\b/, ""))]));

function conceptsIn(text: string, language: ReaderLanguage): Array<{ name: string; index: number; length: number }> {
  const found: Array<{ name: string; index: number; length: number }> = [];
  for (const [name, pattern] of Object.entries(language === "de" ? COMPOUND_CONCEPTS : CONCEPTS)) {
    const m = pattern.exec(text);
    if (m) found.push({ name, index: m.index, length: m[0].length });
  }
  // At the same place the longer name wins ("casa de banho" is a bathroom, not a house).
  return found.sort((a, b) => a.index - b.index || b.length - a.length);
}

/**
 * The classifier's input: word stems of the request's language, multilingual concepts, and the first
 * concept named (the head of the request). Comparisons and quality labels are removed first; words in a
 * "with …" clause are features of a part ("p_"), not of the whole.
 */
export function featuresOf(raw: string, language: ReaderLanguage): Record<string, number> {
  const cleaned = plainText(raw).replace(COMPARISON, " comparisonref ");
  const lower = cleaned.toLowerCase().replace(QUALITY_WORDS, " qualitystandard ");
  const parts: string[] = [];
  const main = lower.replace(PART_CLAUSE, (_all, clause: string) => {
    parts.push(clause);
    return " ";
  });
  const features: Record<string, number> = {};
  const stemmer = STEMMERS[language];
  const addWords = (text: string, prefix: string) => {
    for (const word of text.match(/\p{L}[\p{L}'-]*/gu) ?? []) {
      if (word.length < 2) continue;
      features[`${prefix}${stripAccents(stemmer.stem(word))}`] = 1;
    }
  };
  addWords(main, "w_");
  for (const part of parts) addWords(part, "p_");
  const mainConcepts = conceptsIn(stripAccents(main), language);
  for (const c of mainConcepts) features[`c_${c.name}`] = 1;
  // Several rooms or elements named together is a whole renovation, not a remodel of one of them.
  const severalRooms = mainConcepts.filter((c) => ROOMS.has(c.name)).length >= 2;
  if (severalRooms) features.several_rooms = 1;
  // The head: the first thing named, past the verbs of the request ("Reforma de cocina" is about a kitchen).
  const head = mainConcepts.find((c) => !ACTIONS.has(c.name) && !(severalRooms && ROOMS.has(c.name)));
  if (head) features[`h_${head.name}`] = HEAD_WEIGHT;
  for (const part of parts) for (const c of conceptsIn(stripAccents(part), language)) features[`pc_${c.name}`] = 1;
  return features;
}

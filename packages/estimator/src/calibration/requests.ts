import { formatNumber } from "../core/money.js";
import { DRIVER_PHRASES, EMBEDDED_PHRASES } from "../kinds/software/stated-size/drivers.js";
import type { Driver, Rating } from "../kinds/software/stated-size/reference.js";
import type { ProjectRecord, ProjectTraits } from "./datasets.js";

/** The languages the calibration requests rotate through; a fixed set, so the measured sample stays the one recorded. */
const LANGUAGES = ["en", "es", "de", "fr", "pt"] as const;
type Language = (typeof LANGUAGES)[number];

/** Ways a size is written, per measure and language: {n} the size, {lines} the lines, {lang} the language. */
const SIZE_PHRASES: Record<ProjectRecord["measure"], Record<Language, string[]>> = {
  function_points: {
    en: ["{n} function points", "{n} FP", "{n} IFPUG function points (adjusted)", "a function point count of {n}"],
    es: ["{n} puntos de función", "{n} PF"],
    de: ["{n} Funktionspunkten", "{n} Function Points"],
    fr: ["{n} points de fonction", "{n} PF"],
    pt: ["{n} pontos de função", "{n} PF"],
  },
  cosmic_fp: {
    en: ["{n} CFP", "{n} COSMIC function points"],
    es: ["{n} puntos de función COSMIC", "{n} CFP"],
    de: ["{n} COSMIC-Funktionspunkten", "{n} CFP"],
    fr: ["{n} points de fonction COSMIC", "{n} CFP"],
    pt: ["{n} pontos de função COSMIC", "{n} CFP"],
  },
  ksloc: {
    en: ["{k} KLOC", "about {lines} lines of code", "{lines} lines of {lang}"],
    es: ["{lines} líneas de código", "{k} KLOC"],
    de: ["{lines} Zeilen Code", "{k} KSLOC"],
    fr: ["{lines} lignes de code", "{k} KLOC"],
    pt: ["{lines} linhas de código", "{k} KLOC"],
  },
};

/** How a request opens, with {s} the size phrase. */
const OPENINGS: Record<Language, string[]> = {
  en: [
    "Request for quotation: development of a business application measured at {s}.",
    "We need a price for a system of {s}.",
    "Our analyst sized the new system at {s}; please estimate the effort and cost.",
  ],
  es: [
    "Solicitud de presupuesto: desarrollo de una aplicación de gestión de {s}.",
    "Necesitamos una estimación para un sistema de {s}.",
  ],
  de: [
    "Angebotsanfrage: Entwicklung einer Geschäftsanwendung mit {s}.",
    "Bitte schätzen Sie Aufwand und Kosten für ein System mit {s}.",
  ],
  fr: [
    "Demande de devis : développement d'une application de gestion de {s}.",
    "Merci d'estimer l'effort et le coût d'un système de {s}.",
  ],
  pt: [
    "Pedido de orçamento: desenvolvimento de um sistema de gestão com {s}.",
    "Precisamos de uma estimativa para um sistema de {s}.",
  ],
};

const REQUIREMENTS: Record<Language, string> = {
  en: "Requirements: {list}.",
  es: "Requisitos: {list}.",
  de: "Anforderungen: {list}.",
  fr: "Exigences : {list}.",
  pt: "Requisitos: {list}.",
};
const SYSTEM_KIND: Record<Language, string> = {
  en: "An {e} system.",
  es: "Sistema {e}.",
  de: "Ein {e}es System.",
  fr: "Un système {e}.",
  pt: "Sistema {e}.",
};
const WRITTEN_IN: Record<Language, string> = {
  en: "Written in {lang}.",
  es: "Escrito en {lang}.",
  de: "In {lang} geschrieben.",
  fr: "Écrit en {lang}.",
  pt: "Escrito em {lang}.",
};
const DEVELOPMENT: Record<NonNullable<ProjectTraits["development"]>, Record<Language, string>> = {
  new: {
    en: "New development.",
    es: "Desarrollo nuevo.",
    de: "Neuentwicklung.",
    fr: "Nouveau développement.",
    pt: "Desenvolvimento novo.",
  },
  enhancement: {
    en: "An enhancement of an existing system.",
    es: "Mejora de un sistema existente.",
    de: "Erweiterung eines bestehenden Systems.",
    fr: "Évolution d'un système existant.",
    pt: "Evolução de um sistema existente.",
  },
  redevelopment: {
    en: "A re-development of an existing system.",
    es: "Redesarrollo de un sistema existente.",
    de: "Ablösung eines bestehenden Systems.",
    fr: "Refonte d'un système existant.",
    pt: "Redesenvolvimento de um sistema existente.",
  },
};

const pick = <T>(options: readonly T[], i: number): T => options[i % options.length]!;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The size as a client writes it, in the measure's words and the language's number format. */
function sizePhrase(record: ProjectRecord, language: Language, i: number): string {
  const phrases = SIZE_PHRASES[record.measure][language].filter((p) => !p.includes("{lang}") || record.traits.language);
  const n = formatNumber(Math.max(1, Math.round(record.size)), 0, language);
  const k = formatNumber(record.size, record.size < 10 ? 2 : record.size < 100 ? 1 : 0, language);
  const lines = formatNumber(Math.round(record.size * 1000), 0, language);
  return fill(pick(phrases, Math.floor(i / LANGUAGES.length)), { n, k, lines, lang: record.traits.language ?? "" });
}

/** The rated cost drivers in the request's words ("safety-critical, hard real-time"). */
function driverWords(ratings: Partial<Record<Driver, Rating>> | undefined, language: Language): string[] {
  return Object.entries(ratings ?? {}).flatMap(([driver, rating]) => {
    const phrase = DRIVER_PHRASES[driver as Driver][rating === "xh" && driver === "RELY" ? "vh" : rating];
    return phrase ? [phrase[language]] : [];
  });
}

/**
 * A request for a recorded project, written the way clients write them: the size in one of several
 * forms, in one of five languages (taken in turn), with what the record says about the project in words.
 * The effort it took is never in the text.
 */
export function requestFor(record: ProjectRecord, i: number): { text: string; language: Language } {
  const language = pick(LANGUAGES, i);
  const parts = [fill(pick(OPENINGS[language], i + Math.floor(i / 7)), { s: sizePhrase(record, language, i) })];
  const { traits } = record;
  if (traits.embedded) parts.push(fill(SYSTEM_KIND[language], { e: EMBEDDED_PHRASES[language] }));
  const drivers = driverWords(traits.ratings, language);
  if (drivers.length > 0) parts.push(fill(REQUIREMENTS[language], { list: drivers.join(", ") }));
  if (traits.language && record.measure !== "function_points")
    parts.push(fill(WRITTEN_IN[language], { lang: traits.language }));
  if (traits.development) parts.push(DEVELOPMENT[traits.development][language]);
  return { text: parts.join(" "), language };
}

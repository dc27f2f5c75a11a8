import type { Domain } from "@scopewise/shared";
import { NUMBER, parseAmount } from "./numerals.js";

/** One value read from the request, with the words it came from. */
export interface Reading {
  value: number;
  text: string;
  index: number;
  end: number;
  confidence: number;
}

export const SQFT_TO_M2 = 0.092903;
const N = `(${NUMBER})`;
/** A range's ends ("between 40 and 60", "40–60", "entre 40 y 60"): the upper end is what must be planned for. */
const RANGE = `(?:(?:between|entre|zwischen|from|de|von)\\s+)?${N}(?:\\s*(?:-|–|to|and|y|e|et|und|bis|à|a|até)\\s*${N})?`;
const APPROX = "(?:~|≈|ca\\.|approx\\.?|about|around|roughly|unos|unas|aprox\\.?|aproximadamente|etwa|rund|environ|près de|cerca de|mais de|more than|over|más de|über|plus de|up to|hasta|bis zu|jusqu'à|até)?\\s*";

const SQM = "m²|m2|m\\^2|sqm|sq\\.?\\s?m(?![\\p{L}])|square met(?:er|re)s?|metros? cuadrados|metros? quadrados|quadratmetern?|qm(?![\\p{L}])|mètres? carrés|metres? carres";
const SQFT = "sq\\.?\\s?ft|sqft|square f(?:ee|oo)t|ft²|ft2|pies cuadrados|pés quadrados|pieds carrés|quadratfu(?:ß|ss)";

/** Units of each quantity in the five languages (plural and singular). */
const UNIT_WORDS = {
  floors: "storeys?|stor(?:y|ies)|floors?|levels?|plantas?|pisos?|stockwerke?n?|geschossen?|geschossig\\w*|etagen?|étages?|niveaux|andares?|pavimentos?",
  attendees: "attendees|guests|people|persons|delegates|visitors|pax|participants|seats|invitados|asistentes|personas|participantes|comensales|gäste|gästen|teilnehmer(?:innen|n)?|personen|besucher(?:n)?|invités|personnes|convives|convidados|pessoas",
  days: "days?|días?|dias?|tage?n?|tägig\\w*|jours?|journées?",
  participants: "interviews?|respondents|participants|users|customers|sessions|completes|entrevistas?|encuestados|encuestas|participantes|usuarios|clientes|befragte|befragten|teilnehmer(?:innen|n)?|nutzer(?:innen|n)?|tiefeninterviews|gespräche|entretiens|répondants|utilisateurs|questionnaires|respondentes|usuários|utilizadores|inquiridos",
  pages: "pages?|páginas?|seiten|pagine",
  screens: "screens?|pantallas?|bildschirme|masken|screens|écrans?|telas?|ecrãs",
  function_points: "function points|puntos de función|funktionspunkte|function-points|points de fonction|pontos de função",
} as const;
export type QuantityName = keyof typeof UNIT_WORDS | "area_m2";

function reading(m: RegExpExecArray, value: number, confidence: number): Reading {
  return { value, text: m[0].trim(), index: m.index, end: m.index + m[0].length, confidence };
}

function rangeValue(low: string | undefined, high: string | undefined): number | undefined {
  const a = low ? parseAmount(low) : undefined;
  const b = high ? parseAmount(high) : undefined;
  return b !== undefined && a !== undefined && b > a ? b : a;
}

/** Floor area in m²: "2,000 m²", "20,000 sq ft", "1.200 metros cuadrados", "40 x 60 ft", "30 × 20 m". */
export function areaIn(text: string): Reading | undefined {
  const sides = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*(?:x|×|by|por|mal|sur|par)\\s*(\\d+(?:[.,]\\d+)?)\\s*(ft|feet|foot|'|m|meters|metres|metros|meter|mètres)(?![\\p{L}²])`, "iu").exec(text);
  if (sides?.[1] && sides[2]) {
    const product = Number(sides[1].replace(",", ".")) * Number(sides[2].replace(",", "."));
    const feet = /ft|feet|foot|'/i.test(sides[3] ?? "");
    return reading(sides, round1(feet ? product * SQFT_TO_M2 : product), 0.85);
  }
  const m = new RegExp(`${APPROX}${RANGE}\\s*(${SQM}|${SQFT})`, "iu").exec(text);
  const value = m ? rangeValue(m[1], m[2]) : undefined;
  if (!m || value === undefined) return undefined;
  const feet = new RegExp(`^(?:${SQFT})$`, "iu").test(m[3] ?? "");
  return reading(m, round1(feet ? value * SQFT_TO_M2 : value), 0.95);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "12 screens", "doce pantallas", "unas 8 páginas", "between 40 and 60 guests", "a three-storey", "zweigeschossig". */
export function countIn(text: string, name: keyof typeof UNIT_WORDS): Reading | undefined {
  const pattern = new RegExp(`${APPROX}${RANGE}[\\s-]*(?:\\+\\s*)?(?:[\\p{L}]+\\s+)?(?:${UNIT_WORDS[name]})(?![\\p{L}])`, "giu");
  const tight = new RegExp(`${APPROX}${RANGE}[\\s-]*(?:\\+\\s*)?(?:${UNIT_WORDS[name]})(?![\\p{L}])`, "iu");
  // The number right before its unit first; one adjective between them ("40 in-depth interviews", "300 invitados aprox.") next.
  const first = tight.exec(text);
  const candidates: Array<[RegExpExecArray, number]> = [...(first ? [[first, 0.9] as [RegExpExecArray, number]] : []), ...[...text.matchAll(pattern)].map((m) => [m as RegExpExecArray, 0.75] as [RegExpExecArray, number])];
  for (const [candidate, confidence] of candidates) {
    const value = rangeValue(candidate[1], candidate[2]);
    if (value === undefined || value < 1) continue;
    return reading(candidate, Math.round(value * 10) / 10, confidence);
  }
  return undefined;
}

/** Which quantities each domain reads (the others are words of another kind of project). */
const QUANTITIES_BY_DOMAIN: Record<Domain, Array<keyof typeof UNIT_WORDS>> = {
  construction: ["floors"],
  event: ["attendees", "days"],
  research: ["participants"],
  software: ["screens", "pages", "function_points"],
  marketing: ["pages"],
  other: ["pages", "attendees"],
};

export function quantitiesIn(text: string, domain: Domain): Partial<Record<QuantityName, Reading>> {
  const out: Partial<Record<QuantityName, Reading>> = {};
  if (domain === "construction" || domain === "event" || domain === "other") {
    const area = areaIn(text);
    if (area && area.value >= 1 && area.value <= 5_000_000) out.area_m2 = area;
  }
  for (const name of QUANTITIES_BY_DOMAIN[domain]) {
    const found = countIn(text, name);
    if (!found) continue;
    if (name === "floors" && (found.value > 200 || !Number.isInteger(found.value))) continue;
    if (name === "days" && found.value > 60) continue;
    out[name] = found;
  }
  return out;
}

import { NUMBER, parseAmount } from "./numerals.js";
import type { Reading } from "./readings.js";

/** What a building request may count instead of its area: dwellings, pupils, classrooms, beds. */
export type CountName = "dwellings" | "pupils" | "classrooms" | "beds";

/** The words of each count in the request languages (plural and singular). */
const COUNT_WORDS: Record<CountName, string> = {
  dwellings:
    "apartments?|flats|units|dwellings|homes|residences|viviendas|pisos|departamentos|apartamentos|wohnungen|wohneinheiten|logements|appartements|moradias|fogos",
  pupils:
    "pupils|students|learners|alumnos|estudiantes|escolares|sch(?:ü|ue)ler(?:innen)?|(?:é|e)l(?:è|e)ves|alunos|estudantes",
  classrooms: "classrooms|class rooms|aulas|klassenr(?:ä|ae)ume|klassenzimmer|salles de classe|salas de aula|salas",
  beds: "beds?|camas|betten|lits|leitos",
};

const COUNT_PATTERNS = Object.entries(COUNT_WORDS).map(
  ([name, words]) => [name as CountName, new RegExp(`(${NUMBER})[\\s-]*(?:${words})(?![\\p{L}])`, "iu")] as const,
);

/**
 * The counts a building is sized by, as the request states them ("a 120-bed hospital", "for 600 pupils",
 * "40 Wohnungen"): the number right before the unit, from 1 to under a million.
 */
export function buildingCountsIn(text: string): Partial<Record<CountName, Reading>> {
  const out: Partial<Record<CountName, Reading>> = {};
  for (const [name, pattern] of COUNT_PATTERNS) {
    const m = pattern.exec(text);
    const value = m?.[1] ? parseAmount(m[1]) : undefined;
    if (!m || value === undefined || value < 1 || value >= 1_000_000) continue;
    out[name] = { value: Math.round(value), text: m[0], index: m.index, end: m.index + m[0].length, confidence: 0.85 };
  }
  return out;
}

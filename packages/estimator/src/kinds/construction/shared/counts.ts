import type { Brief } from "@scopewise/shared";
import { NUMBER, parseAmount } from "../../../reader/numerals.js";

/** What a building request may count instead of its area: dwellings, pupils, classrooms, beds. */
export type CountName = "dwellings" | "pupils" | "classrooms" | "beds";

/** The words of each count in the five languages the reader understands (plural and singular). */
const COUNT_WORDS: Record<CountName, string> = {
  dwellings:
    "apartments?|flats|units|dwellings|homes|residences|viviendas|pisos|departamentos|apartamentos|wohnungen|wohneinheiten|logements|appartements|moradias|fogos",
  pupils:
    "pupils|students|learners|alumnos|estudiantes|escolares|sch(?:ü|ue)ler(?:innen)?|(?:é|e)l(?:è|e)ves|alunos|estudantes",
  classrooms: "classrooms|class rooms|aulas|klassenr(?:ä|ae)ume|klassenzimmer|salles de classe|salas de aula|salas",
  beds: "beds?|camas|betten|lits|leitos",
};

const SQFT_TO_M2 = 0.09290304;

/** A count stated in the request ("a 120-bed hospital", "for 600 pupils", "40 Wohnungen"), if any. */
export function countIn(brief: Brief, name: CountName): number | undefined {
  const loose = brief.quantities as Record<string, unknown>;
  const given = loose[name];
  if (typeof given === "number" && given > 0) return given;
  const m = new RegExp(`(${NUMBER})[\\s-]*(?:${COUNT_WORDS[name]})(?![\\p{L}])`, "iu").exec(brief.summary);
  const value = m?.[1] ? parseAmount(m[1]) : undefined;
  return value !== undefined && value >= 1 && value < 1_000_000 ? Math.round(value) : undefined;
}

/** The area the client stated, in m² (a reader may also give it in square feet). */
export function statedArea(brief: Brief): number | undefined {
  if (brief.quantities.area_m2 !== undefined) return brief.quantities.area_m2;
  const sqft = (brief.quantities as Record<string, unknown>).area_sqft;
  return typeof sqft === "number" && sqft > 0 ? sqft * SQFT_TO_M2 : undefined;
}

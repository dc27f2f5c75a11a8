import { NUMBER, parseAmount } from "./numerals.js";
import { APPROX, RANGE, rangeValue, reading, type Reading } from "./readings.js";

/** Software sizes as professionals state them, in the Brief's `quantities`. */
export type SizeName = "function_points" | "cosmic_fp" | "ksloc" | "use_case_points" | "story_points" | "velocity";

const FUNCTION_POINTS =
  "function[\\s-]+points?|func(?:tion|\\.)?[\\s-]*(?:points?|pts\\.?)|fn[\\s-]+points?|ifpug|nesma|function[\\s-]+point[\\s-]+(?=\\p{L})|fp|f\\.\\s?p\\.|ufp|afp|puntos\\s+de\\s+función|puntos\\s+función|funktionspunkt(?:e|en)?|function-points?|points\\s+de\\s+fonction|points\\s+fonction|pontos\\s+de\\s+função|pontos\\s+função|punti\\s+(?:di\\s+)?funzione|punti\\s+funzionali|functiepunten|pf";
/** Words that qualify a function-point count (kept in the source, the value is the count either way). */
const FP_QUALIFIER =
  "(?:(?:ifpug|nesma)[\\s-]+)?(?:(?:un|non[\\s-]?|no\\s+|nicht\\s+|não\\s+)?(?:adjusted|ajustad[oa]s|ajustés|bereinigte|bewertete|unbewertete|unbereinigte|aggiustati|gecorrigeerde|ongecorrigeerde)[\\s-]+)?";
/** COSMIC sizes; "COSMIC size 95" names the measure before its number. */
const COSMIC = `cfp|cfsu|cosmic[\\s-]+(?:${FUNCTION_POINTS})|(?:${FUNCTION_POINTS})\\s*\\(?cosmic\\)?|cosmic(?=\\s+(?:size|count|total))`;
const KLOC = "k\\s?s?loc|kdsi";
const LOC = "s?loc";
/** Languages whose lines are counted ("40k lines of Java", "40.000 Zeilen COBOL"). */
const LANGUAGE =
  "java|cobol|c\\+\\+|c#|c|python|javascript|typescript|fortran|ada|pl/?i|pl/sql|rpg|natural|abap|go|rust|kotlin|swift|php|ruby|scala|assembl(?:y|er|eur)|ensamblador|visual\\s+basic|vb|delphi|pascal|perl|sql|4gl|jovial";
const LINES = [
  `(?:(?:source|physical|logical)\\s+)?lines\\s+of\\s+(?:(?:source\\s+)?code|(?:${LANGUAGE})(?:\\s+code)?)`,
  `líneas\\s+de\\s+(?:código|${LANGUAGE})`,
  `(?:quell)?code-?zeilen|zeilen\\s+(?:(?:quell)?code|(?:${LANGUAGE})(?:-?code)?)`,
  `lignes\\s+de\\s+(?:code|${LANGUAGE})`,
  `linhas\\s+de\\s+(?:código|${LANGUAGE})`,
  `(?:righe|linee)\\s+di\\s+(?:codice|${LANGUAGE})`,
  `coderegels|regels\\s+(?:code|${LANGUAGE})`,
].join("|");
const USE_CASE_POINTS =
  "use[\\s-]+case[\\s-]+points?|ucps?|puntos\\s+de\\s+casos?\\s+de\\s+uso|use-case-points?|points\\s+(?:de\\s+)?cas\\s+d'utilisation|pontos\\s+de\\s+casos?\\s+de\\s+uso|punti\\s+(?:dei\\s+)?casi\\s+d'uso|use-case-punten";
const STORY_POINTS =
  "story[\\s-]+points?|story-points?|puntos\\s+de\\s+historias?(?:\\s+de\\s+usuario)?|points\\s+d'histoires?|pontos\\s+de\\s+histórias?";
const PER_SPRINT =
  "(?:per|a|each|every|por|cada|pro|je|par|ogni|elke|/)\\s*(?:sprint|iteration|iteración|iteração|itération|iterazione|iteratie)";
const POINT_WORDS = `(?:${STORY_POINTS}|points?|puntos|punkte|pontos|punti|punten)`;
const VELOCITY_WORD = "velocity|velocidad|velocidade|vélocité|geschwindigkeit|velocità|snelheid";

const size = (unit: string) =>
  new RegExp(`${APPROX}${RANGE}[\\s-]*\\(?${FP_QUALIFIER}(?:${unit})(?![\\p{L}\\d])`, "giu");
/** "function point count of 350", "Funktionspunkte: 350", "tamaño de 350" after the unit. */
const unitFirst = (unit: string) =>
  new RegExp(
    `(?<![\\p{L}])(?:${unit})(?:\\s*\\([^()\\d]{0,24}(?:\\d[\\d.]*)?\\))?(?:\\s+(?:count|total|size|ajustados|adjusted))?\\s*(?:of|:|=|de|von|d'environ|de cerca de|di|van)?\\s*${APPROX}(${NUMBER})(?![\\d\\p{L}])`,
    "giu",
  );

/**
 * "FP count = 350", "Size (FP): 350", "IFPUG FP: 350": the abbreviation before its number, in capitals and
 * only with ":", "=" or "of"; and the plural "350 FPs" in that case alone ("60 fps" is a frame rate).
 */
const abbreviationFirst = new RegExp(
  `(?<![\\p{L}])(?:(?:(?:IFPUG|NESMA)\\s+)?(?:FP|UFP|AFP)|IFPUG|NESMA)(?:\\s+(?:count|total|size))?\\s*\\)?\\s*(?::|=|\\bof\\b)\\s*${APPROX}(${NUMBER})(?![\\d\\p{L}])`,
  "gu",
);
const plural = new RegExp(size("FPs|UFPs|AFPs").source, "gu");

/** Each measure's patterns, with the factor from the stated number to the measure's unit (lines → KSLOC). */
const PATTERNS: Record<Exclude<SizeName, "velocity">, Array<[RegExp, number]>> = {
  cosmic_fp: [
    [size(COSMIC), 1],
    [unitFirst(COSMIC), 1],
  ],
  function_points: [
    [size(FUNCTION_POINTS), 1],
    [
      unitFirst(
        "function[\\s-]+points?|puntos\\s+de\\s+función|funktionspunkte|points\\s+de\\s+fonction|pontos\\s+de\\s+função|punti\\s+(?:di\\s+)?funzione|functiepunten",
      ),
      1,
    ],
    [abbreviationFirst, 1],
    [plural, 1],
  ],
  ksloc: [
    [size(KLOC), 1],
    [size(LOC), 1 / 1000],
    [size(LINES), 1 / 1000],
  ],
  use_case_points: [[size(USE_CASE_POINTS), 1]],
  story_points: [[size(STORY_POINTS), 1]],
};
/**
 * The unit words of each measure alone: a request naming none of them is not searched with the full
 * patterns, whose number and range prefix is tried at every position of the text (most requests state no size).
 */
const CUES: Record<Exclude<SizeName, "velocity">, RegExp> = {
  cosmic_fp: new RegExp(COSMIC, "iu"),
  function_points: new RegExp(
    `${FUNCTION_POINTS}|function[\\s-]+points?|funktionspunkte|functiepunten|funzione|fonction|función|função`,
    "iu",
  ),
  ksloc: new RegExp(`${KLOC}|${LOC}|${LINES}`, "iu"),
  use_case_points: new RegExp(USE_CASE_POINTS, "iu"),
  story_points: new RegExp(STORY_POINTS, "iu"),
};
const VELOCITY_CUE = new RegExp(`${VELOCITY_WORD}|sprint|itera(?:tion|ción|ção|zione|tie)|itération`, "iu");

const VELOCITY = [
  new RegExp(
    `(?:${VELOCITY_WORD})\\s*(?:of|de|von|:|is|es|ist|est|é|di|van|è)?\\s*${APPROX}(${NUMBER})(?:\\s*${POINT_WORDS})?(?:\\s*${PER_SPRINT})?`,
    "giu",
  ),
  new RegExp(`${APPROX}(${NUMBER})\\s*${POINT_WORDS}\\s*${PER_SPRINT}`, "giu"),
];

/** The value of a match in the measure's own unit. */
function valueOf(m: RegExpMatchArray, factor: number): number | undefined {
  const value = rangeValue(m[1], m[2]);
  return value === undefined || value <= 0 ? undefined : value * factor;
}

const overlaps = (a: Reading, found: Reading[]) => found.some((f) => a.index < f.end && f.index < a.end);

/**
 * Sizes stated the way professionals measure software, in five languages: "350 FP", "a 350-function-point
 * system", "350 Funktionspunkte", "350 CFP", "40 KLOC", "about 40k lines of Java", "40.000 Zeilen Code",
 * "120 use case points", "400 story points" with "a velocity of 30 points per sprint".
 */
export function statedSizesIn(text: string): Partial<Record<SizeName, Reading>> {
  const out: Partial<Record<SizeName, Reading>> = {};
  const taken: Reading[] = [];
  const velocity = (VELOCITY_CUE.test(text) ? VELOCITY : [])
    .flatMap((p) => [...text.matchAll(p)])
    .map((m) => ({ m, value: parseAmount(m[1] ?? "") }))
    .find((v) => v.value !== undefined && v.value > 0);
  if (velocity?.value) {
    out.velocity = reading(velocity.m, velocity.value, 0.85);
    taken.push(out.velocity);
  }
  for (const [name, patterns] of Object.entries(PATTERNS) as Array<
    [Exclude<SizeName, "velocity">, Array<[RegExp, number]>]
  >) {
    if (!CUES[name].test(text)) continue;
    for (const [pattern, factor] of patterns) {
      const found = [...text.matchAll(pattern)]
        .map((m) => ({ m, value: valueOf(m, factor) }))
        .flatMap((v) => (v.value === undefined ? [] : [reading(v.m, v.value, 0.9)]))
        .find((r) => !overlaps(r, taken));
      if (!found) continue;
      out[name] = found;
      taken.push(found);
      break;
    }
  }
  return out;
}

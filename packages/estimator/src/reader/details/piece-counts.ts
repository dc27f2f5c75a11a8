/**
 * Counts a request states for recurring work ("4 blog posts a month", "8 articles per month", "two
 * videos", "10 micro-influencers"), in the five languages, or undefined.
 */
const NUMBER =
  "(\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|un[oa]?|dos|tres|cuatro|cinco|seis|ocho|diez|ein(?:e|en)?|zwei|drei|vier|fünf|sechs|acht|zehn|une?|deux|trois|quatre|cinq|huit|dix|uma?|duas|dois|três|quatro)";
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  ocho: 8,
  diez: 10,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  acht: 8,
  zehn: 10,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  huit: 8,
  dix: 10,
  uma: 1,
  um: 1,
  duas: 2,
  dois: 2,
  três: 3,
  quatro: 4,
};

/** Words of time between a number and a noun make the number a duration ("3 months of press releases"). */
const TIME_WORDS =
  "(?:months?|weeks?|days?|years?|mes(?:es)?|semanas?|días?|monate?n?|wochen?|tage?n?|mois|semaines?|jours?|meses|dias?)\\b";

function value(raw: string): number | undefined {
  const n = Number(raw.replace(",", "."));
  if (Number.isFinite(n)) return n;
  return WORDS[raw.toLowerCase()];
}

/** "a month", "per month", "monthly" (and the other four languages) later in the same sentence. */
export const MONTHLY =
  /\b(?:(?:a|per|each|every|al|por|pro|im|par|ao|cada)\s+(?:month|mes|monat|mois|mês)|monthly|mensual(?:es|mente)?|monatlich|mensuel(?:le)?s?|mensais|mensal)\b/iu;

/** "a week", "weekly", "every week" and the same in the other six languages. */
export const WEEKLY =
  /\b(?:(?:a|per|each|every|al|por|pro|par|a|ogni|per|elke)\s+(?:week|semana|woche|semaine|settimana)|weekly|semanal(?:es|mente)?|w[öo]chentlich|hebdomadaires?|semanais|settimanal[ei]|wekelijks)\b/iu;

/** Work described as ongoing: "regularly", "laufend", "de forma continua", or a budget "a year" ("24.000 € im Jahr"); an "annual" event is not. */
export const ONGOING =
  /\b(?:regularly|on an ongoing basis|ongoing|continuous(?:ly)?|(?:per|a|an|each|every) year|regelm[äa](?:ß|ss)ig|laufend|fortlaufend|(?:im|pro) jahr|de forma (?:continua|regular)|regularmente|peri[óo]dicamente|(?:al|por|cada) (?:año|ano)|r[ée]guli[èe]rement|en continu|(?:par|chaque) an(?:n[ée]e)?|regolarmente|costantemente|all'anno|(?:ogni|per) anno|regelmatig|doorlopend|per jaar)\b/iu;

/** The count before one of the nouns, and whether the sentence says it is per month. */
export function countIn(text: string, nouns: string): { count: number; monthly: boolean } | undefined {
  const m = new RegExp(`\\b${NUMBER}\\s+(?:(?!${TIME_WORDS})[\\p{L}-]+\\s+){0,2}?(?:${nouns})\\b`, "iu").exec(text);
  const count = m?.[1] ? value(m[1]) : undefined;
  if (count === undefined || !m) return undefined;
  const rest = text.slice(m.index + m[0].length).split(/[.;!?\n]/)[0] ?? "";
  return { count, monthly: MONTHLY.test(rest) };
}

/** Whether any of the words occurs. */
export function mentions(text: string, words: string): boolean {
  return new RegExp(`\\b(?:${words})`, "iu").test(text);
}

/**
 * Numbers written in words in English, Spanish, German, French, Portuguese, Italian and Dutch
 * ("twenty-five", "treinta y cinco", "fünfundzwanzig", "quatre-vingt-dix", "vinte e cinco",
 * "trentacinque", "vijfentwintig", "a dozen").
 */

const SMALL: Record<string, number> = {
  // English
  zero: 0,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // Spanish
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  docena: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidós: 22,
  veintidos: 22,
  veintitrés: 23,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiséis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
  // German (compounds are split below)
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  dutzend: 12,
  // French
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  douzaine: 12,
  // About so many ("une dizaine d'utilisateurs", "una veintena", "una ventina", "een twintigtal"): read as the round number.
  dizaine: 10,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  cinquantaine: 50,
  soixantaine: 60,
  centaine: 100,
  decena: 10,
  veintena: 20,
  treintena: 30,
  centenar: 100,
  ventina: 20,
  trentina: 30,
  quarantina: 40,
  cinquantina: 50,
  centinaio: 100,
  vintena: 20,
  trintena: 30,
  centena: 100,
  tiental: 10,
  twintigtal: 20,
  dertigtal: 30,
  veertigtal: 40,
  vijftigtal: 50,
  honderdtal: 100,
  treize: 13,
  quatorze: 14,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  // Portuguese
  quinze: 15,
  um: 1,
  dois: 2,
  doze: 12,
  duas: 2,
  três: 3,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  treze: 13,
  catorze: 14,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  sessenta: 60,
  oitenta: 80,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
  dezena: 10,
  dezenas: 10,
  // Italian (compounds are split below)
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
  dozzina: 12,
  decina: 10,
  // Dutch (compounds are split below; "een" is the article)
  één: 1,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
  dozijn: 12,
};

/** Words that multiply what comes before them. */
const MULTIPLIERS: Record<string, number> = {
  hundred: 100,
  hundert: 100,
  cent: 100,
  cents: 100,
  thousand: 1000,
  mil: 1000,
  tausend: 1000,
  mille: 1000,
  million: 1e6,
  millions: 1e6,
  millón: 1e6,
  millon: 1e6,
  millones: 1e6,
  million_de: 1e6,
  millionen: 1e6,
  millio: 1e6,
  milhão: 1e6,
  milhao: 1e6,
  milhões: 1e6,
  milhoes: 1e6,
  mila: 1000,
  milione: 1e6,
  milioni: 1e6,
  honderd: 100,
  duizend: 1000,
  miljoen: 1e6,
  miljoenen: 1e6,
  billion: 1e9,
  miliardo: 1e9,
  miliardi: 1e9,
  miljard: 1e9,
};

/** Articles that mean "one" only before a multiplier ("a hundred", "ein tausend", "um milhão"). */
const ARTICLES = new Set(["a", "an", "una", "ein", "eine", "une", "uma", "een"]);
/** Words joining parts of one number ("thirty and five" rarely; "treinta y cinco", "vinte e cinco", "vingt et un"). */
const JOINERS = new Set(["and", "y", "e", "et", "und"]);

/**
 * How a language joins a number into one word: its words for thousand and hundred, and how tens and
 * units join ("fünfundzwanzig" and "vijfentwintig" put the unit first, "ventidue" the tens).
 */
interface Compounding {
  thousand: RegExp;
  hundred: RegExp;
  tensAndUnits: RegExp;
  /** Which group of `tensAndUnits` holds the unit and which the tens. */
  unit: 1 | 2;
}
const COMPOUNDING: Compounding[] = [
  {
    thousand: /^(.*?)tausend(.*)$/,
    hundred: /^(.*?)hundert(.*)$/,
    unit: 1,
    tensAndUnits:
      /^(ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)$/,
  },
  {
    thousand: /^(.*?)duizend(.*)$/,
    hundred: /^(.*?)honderd(.*)$/,
    unit: 1,
    tensAndUnits:
      /^(een|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën)(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)$/,
  },
  {
    // "duemila", "millecinquecento", "centoventi", "ventuno" (the tens lose their vowel before "uno" and "otto").
    thousand: /^(.*?)(?:mila|mille)(.*)$/,
    hundred: /^(.*?)cento(.*)$/,
    unit: 2,
    tensAndUnits:
      /^(vent|trent|quarant|cinquant|sessant|settant|ottant|novant)[ia]?(uno|due|tre|tré|quattro|cinque|sei|sette|otto|nove)$/,
  },
];
const UNIT_WORD: Record<string, number> = { ein: 1, een: 1, tré: 3 };
/** The tens of an Italian compound without their last vowel ("vent" → 20). */
const SHORT_TENS: Record<string, number> = {
  vent: 20,
  trent: 30,
  quarant: 40,
  cinquant: 50,
  sessant: 60,
  settant: 70,
  ottant: 80,
  novant: 90,
};

/** A compound of one language ("fünfundzwanzig", "tweehonderd", "tremilacinquecento") → its value. */
function compoundIn(word: string, c: Compounding): number | undefined {
  if (word in SMALL) return SMALL[word];
  for (const [pattern, factor] of [
    [c.thousand, 1000],
    [c.hundred, 100],
  ] as const) {
    const m = pattern.exec(word);
    if (!m) continue;
    const head = m[1] ? compoundIn(m[1], c) : 1;
    const tail = m[2] ? compoundIn(m[2], c) : 0;
    return head !== undefined && tail !== undefined ? head * factor + tail : undefined;
  }
  const tens = c.tensAndUnits.exec(word);
  if (!tens?.[1] || !tens[2]) return undefined;
  const unit = tens[c.unit]!;
  const ten = tens[c.unit === 1 ? 2 : 1]!;
  return (UNIT_WORD[unit] ?? SMALL[unit] ?? 0) + (SHORT_TENS[ten] ?? SMALL[ten] ?? 0);
}

function compound(word: string): number | undefined {
  for (const c of COMPOUNDING) {
    const value = compoundIn(word, c);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** French "soixante-dix" (70), "quatre-vingt" (80), "quatre-vingt-dix" (90) before the general rules. */
function frenchTens(text: string): string {
  return text
    .replace(/quatre[\s-]vingts?[\s-]dix/g, "90")
    .replace(/quatre[\s-]vingts?/g, "80")
    .replace(/soixante[\s-]dix/g, "70");
}

/** The value of one word of a written number, or undefined when it is not one. */
export function wordValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return SMALL[word] ?? compound(word);
}

export function isMultiplier(word: string): boolean {
  return word in MULTIPLIERS;
}

/** Nouns for about so many, counted after an article ("une dizaine", "una ventina", "een tiental"). */
const APPROXIMATE_NOUNS: ReadonlySet<string> = new Set([
  "dizaine",
  "quinzaine",
  "vingtaine",
  "trentaine",
  "quarantaine",
  "cinquantaine",
  "soixantaine",
  "centaine",
  "decena",
  "veintena",
  "treintena",
  "centenar",
  "decina",
  "ventina",
  "trentina",
  "quarantina",
  "cinquantina",
  "centinaio",
  "dezena",
  "vintena",
  "trintena",
  "centena",
  "tiental",
  "twintigtal",
  "dertigtal",
  "veertigtal",
  "vijftigtal",
  "honderdtal",
]);

/**
 * Parses a number written in words in any of the reader's languages; undefined when the words are not one
 * number ("a three-storey" is an article and a number: 3).
 */
export function parseNumberWords(raw: string): number | undefined {
  const words = frenchTens(raw.trim().toLowerCase())
    .split(/[\s-]+/)
    .filter((w) => w && w !== "of" && w !== "de");
  let total = 0;
  let current = 0;
  let seen = false;
  for (const [i, word] of words.entries()) {
    if (ARTICLES.has(word)) {
      const next = words[i + 1];
      if (
        next === undefined ||
        next in MULTIPLIERS ||
        next === "dozen" ||
        next === "docena" ||
        next === "dutzend" ||
        next === "douzaine" ||
        APPROXIMATE_NOUNS.has(next)
      ) {
        if (next === undefined || next in MULTIPLIERS) current += 1;
        seen = true;
      }
      continue;
    }
    if (JOINERS.has(word)) continue;
    const multiplier = MULTIPLIERS[word];
    if (multiplier !== undefined) {
      if (multiplier === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * multiplier;
        current = 0;
      }
      seen = true;
      continue;
    }
    const value = wordValue(word);
    if (value === undefined) return undefined;
    current += value;
    seen = true;
  }
  return seen ? total + current : undefined;
}

/** Every word that can be part of a written number, for building patterns (longest first). */
export const NUMBER_WORDS: string[] = [
  ...Object.keys(SMALL),
  ...Object.keys(MULTIPLIERS).filter((w) => !w.includes("_")),
].sort((a, b) => b.length - a.length);

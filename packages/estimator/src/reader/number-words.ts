/**
 * Numbers written in words in English, Spanish, German, French and Portuguese
 * ("twenty-five", "treinta y cinco", "fünfundzwanzig", "quatre-vingt-dix", "vinte e cinco", "a dozen").
 */

const SMALL: Record<string, number> = {
  // English
  zero: 0, one: 1, single: 1, two: 2, couple: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  // Spanish
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, docena: 12,
  trece: 13, catorce: 14, quince: 15, "dieciséis": 16, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20,
  veintiuno: 21, "veintidós": 22, veintidos: 22, "veintitrés": 23, veintitres: 23, veinticuatro: 24, veinticinco: 25, "veintiséis": 26,
  veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800,
  novecientos: 900, novecientas: 900,
  // German (compounds are split below)
  eins: 1, zwei: 2, drei: 3, vier: 4, "fünf": 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, "zwölf": 12, zwoelf: 12,
  dreizehn: 13, vierzehn: 14, "fünfzehn": 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19, zwanzig: 20, "dreißig": 30, dreissig: 30,
  vierzig: 40, "fünfzig": 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90, dutzend: 12,
  // French
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, douzaine: 12, treize: 13,
  quatorze: 14, seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  // Portuguese
  quinze: 15, um: 1, dois: 2, doze: 12, duas: 2, "três": 3, sete: 7, oito: 8, nove: 9, dez: 10, treze: 13, catorze: 14, dezesseis: 16, dezasseis: 16,
  dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19, vinte: 20, trinta: 30, quarenta: 40, sessenta: 60, oitenta: 80,
  cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quinhentos: 500, seiscentos: 600,
  setecentos: 700, oitocentos: 800, novecentos: 900, dezena: 10, dezenas: 10,
};

/** Words that multiply what comes before them. */
const MULTIPLIERS: Record<string, number> = {
  hundred: 100, hundert: 100, cent: 100, cents: 100,
  thousand: 1000, mil: 1000, tausend: 1000, mille: 1000,
  million: 1e6, millions: 1e6, "millón": 1e6, millon: 1e6, millones: 1e6, million_de: 1e6, millionen: 1e6, millio: 1e6,
  "milhão": 1e6, milhao: 1e6, "milhões": 1e6, milhoes: 1e6,
  billion: 1e9,
};

/** Articles that mean "one" only before a multiplier ("a hundred", "ein tausend", "um milhão"). */
const ARTICLES = new Set(["a", "an", "una", "ein", "eine", "une", "uma"]);
/** Words joining parts of one number ("thirty and five" rarely; "treinta y cinco", "vinte e cinco", "vingt et un"). */
const JOINERS = new Set(["and", "y", "e", "et", "und"]);

const GERMAN_UNITS = "ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun";
const GERMAN_TENS = "zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig";

/** A German compound ("fünfundzwanzig", "zweihundert", "dreitausendfünfhundert") → its value. */
function germanCompound(word: string): number | undefined {
  if (word in SMALL) return SMALL[word];
  const thousand = /^(.*?)tausend(.*)$/.exec(word);
  if (thousand) {
    const head = thousand[1] ? germanCompound(thousand[1]) : 1;
    const tail = thousand[2] ? germanCompound(thousand[2]) : 0;
    return head !== undefined && tail !== undefined ? head * 1000 + tail : undefined;
  }
  const hundred = /^(.*?)hundert(.*)$/.exec(word);
  if (hundred) {
    const head = hundred[1] ? germanCompound(hundred[1]) : 1;
    const tail = hundred[2] ? germanCompound(hundred[2]) : 0;
    return head !== undefined && tail !== undefined ? head * 100 + tail : undefined;
  }
  const tens = new RegExp(`^(${GERMAN_UNITS})und(${GERMAN_TENS})$`).exec(word);
  if (tens?.[1] && tens[2]) return (tens[1] === "ein" ? 1 : (SMALL[tens[1]] ?? 0)) + (SMALL[tens[2]] ?? 0);
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
  return SMALL[word] ?? germanCompound(word);
}

export function isMultiplier(word: string): boolean {
  return word in MULTIPLIERS;
}

/**
 * Parses a number written in words in any of the five languages; undefined when the words are not one
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
      if (next === undefined || next in MULTIPLIERS || next === "dozen" || next === "docena" || next === "dutzend" || next === "douzaine") {
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
export const NUMBER_WORDS: string[] = [...Object.keys(SMALL), ...Object.keys(MULTIPLIERS).filter((w) => !w.includes("_"))].sort((a, b) => b.length - a.length);

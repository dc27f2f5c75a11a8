import { CURRENCY_SYMBOL } from "./currency-signs.js";

/**
 * Words a title cannot end on, in the languages the reader knows: articles, prepositions,
 * conjunctions and "budget" ("… for a", "… con un presupuesto de", "… mit einem Budget von").
 */
const DANGLING = [
  "a|an|the|for|of|to|in|on|with|and|or|by|within|at|total|budget",
  "un|una|unos|unas|el|la|los|las|de|del|al|para|con|en|por|y|o|hasta|presupuesto",
  "ein|eine|einen|einem|einer|der|die|das|den|dem|des|für|mit|von|vom|zu|zum|zur|im|am|an|auf|und|oder|bis|ca",
  "une|le|les|l'|du|des|d'|pour|avec|dans|sur|et|ou|par|aux?|jusqu'à",
  "um|uma|o|os|as|do|da|dos|das|com|em|no|na|nos|nas|e|ou|até|orçamento",
  "il|lo|gli|di|della|delle|dei|del|per|entro|nel|nella|fino a|preventivo",
  "een|het|de|van|voor|met|en|of|tot|binnen|begroting",
].join("|");

/** Dangling words and cut-off amounts at the end of a shortened title ("… for a", "… budget of ₦2"). */
const TRAILING_WORDS = new RegExp(`(\\s+(${DANGLING}|${CURRENCY_SYMBOL}?\\d[\\d,.]*\\w{0,2}))+$`, "iu");

/** Words that open a new phrase: a title may stop just before one ("Mobile app for 40 clinics | with booking"). */
const PHRASE_OPENERS = new Set([
  ...[
    "with",
    "for",
    "that",
    "which",
    "who",
    "where",
    "including",
    "incl.",
    "featuring",
    "plus",
    "using",
    "via",
    "so",
    "to",
    "in",
    "on",
    "at",
    "by",
    "from",
    "within",
    "across",
    "under",
    "over",
    "before",
    "after",
    "during",
    "e.g.",
    "such",
  ],
  ...["con", "para", "que", "donde", "incluyendo", "en", "por", "desde", "dentro", "antes", "durante", "sin"],
  ...[
    "mit",
    "für",
    "inklusive",
    "inkl.",
    "in",
    "im",
    "bis",
    "ab",
    "innerhalb",
    "vor",
    "nach",
    "während",
    "ohne",
    "bei",
  ],
  ...[
    "avec",
    "pour",
    "qui",
    "que",
    "où",
    "incluant",
    "dont",
    "dans",
    "sur",
    "par",
    "depuis",
    "avant",
    "après",
    "pendant",
    "sans",
  ],
  ...[
    "com",
    "para",
    "que",
    "onde",
    "incluindo",
    "em",
    "no",
    "na",
    "por",
    "desde",
    "dentro",
    "antes",
    "depois",
    "durante",
    "sem",
  ],
  ...[
    "con",
    "per",
    "che",
    "dove",
    "incluso",
    "inclusa",
    "compreso",
    "nel",
    "nella",
    "entro",
    "prima",
    "dopo",
    "durante",
    "senza",
  ],
  ...["met", "voor", "waar", "inclusief", "op", "binnen", "vanaf", "tijdens", "zonder", "bij"],
]);
const LIST_JOINERS = new Set(["and", "or", "&", "y", "o", "und", "oder", "et", "ou", "e", "en", "of"]);

/** How cleanly a title may end before word `i`: 3 after punctuation, 2 before a phrase opener, 1 before "and"/"or", 0 elsewhere. */
function boundaryStrength(words: string[], i: number): number {
  const previous = words[i - 1] ?? "";
  const next = (words[i] ?? "").toLowerCase();
  if (/[,;:]$/.test(previous) || /^[([—–-]/.test(next)) return 3;
  if (PHRASE_OPENERS.has(next)) return 2;
  if (LIST_JOINERS.has(next)) return 1;
  return 0;
}

/** Brackets and quotes opened in the title are closed in it (never "… townhouse (new"). */
function balanced(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return (
    count(/\(/g) === count(/\)/g) &&
    count(/\[/g) === count(/\]/g) &&
    count(/"/g) % 2 === 0 &&
    count(/[“]/g) === count(/[”]/g)
  );
}

/** A sentence ends at ".", "!" or "?" and a space, but not after an abbreviation ("5 Mio. Euro", "ca. 300", "e.g. a shop"). */
const SENTENCE_END =
  /(?<![\s(](?:mio|mrd|ca|bzw|inkl|zzgl|z\.b|approx|aprox|env|etc|e\.g|i\.e|p\.ex|p\. ex|no|nr|n\.º|mr|mrs|dr|st|mln|mld|ecc|bijv|o\.a|ong)\.)(?<=[.!?])\s/iu;

const tidy = (text: string, cut: boolean): string =>
  (cut ? text.replace(TRAILING_WORDS, "") : text).replace(/[\s,;:—–-]+$/, "");

/**
 * The first sentence of `text`, shortened to at most `maxLength` characters at a phrase boundary
 * where there is one long enough to name the thing ("… insurance company", not "… company: policy"),
 * else at a word boundary; never mid-word, on a dangling word or inside brackets.
 */
export function shortTitle(text: string, maxLength: number): string {
  const sentence = (text.replace(/\s+/g, " ").trim().split(SENTENCE_END)[0] ?? "").replace(/[.!?]+$/, "");
  if (sentence.length <= maxLength) return tidy(sentence, false);
  const words = sentence.split(" ");
  const minimum = Math.min(20, Math.floor(maxLength / 2));
  // The longest clean prefix at each boundary strength, strongest first.
  const best: Array<string | undefined> = [];
  let wholeWords = "";
  let prefix = "";
  for (let i = 1; i < words.length; i++) {
    prefix = prefix ? `${prefix} ${words[i - 1]}` : words[0]!;
    if (prefix.length > maxLength) break;
    const candidate = tidy(prefix, true);
    const strength = boundaryStrength(words, i);
    if (!balanced(candidate)) continue;
    if (candidate) wholeWords = candidate;
    if (candidate.length < minimum) continue;
    for (let s = 0; s <= strength; s++) best[s] = candidate;
  }
  // A clause ended by punctuation wins when it says enough; otherwise the longest phrase that fits.
  const clause = best[3];
  if (clause && clause.length >= Math.min(30, maxLength * 0.6)) return clause;
  return best[2] ?? best[1] ?? best[0] ?? (wholeWords || sentence.slice(0, maxLength));
}

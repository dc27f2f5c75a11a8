import { francAll } from "franc-min";

export const READER_LANGUAGE_CODES = ["en", "es", "de", "fr", "pt"] as const;
export type ReaderLanguage = (typeof READER_LANGUAGE_CODES)[number];

const FRANC_CODES: Record<string, ReaderLanguage> = { eng: "en", spa: "es", deu: "de", fra: "fr", por: "pt" };

/** Short words that belong to one language only: evidence where trigrams have too little text to go on. */
const FUNCTION_WORDS: Record<ReaderLanguage, Set<string>> = {
  en: new Set(["the", "and", "for", "with", "our", "we", "need", "want", "of", "to", "is", "a", "an", "in", "on", "by", "it", "my", "i", "you", "please", "about", "would", "looking", "hi", "hello", "thanks", "can", "build", "new"]),
  es: new Set(["el", "la", "los", "las", "y", "para", "con", "nuestro", "nuestra", "nuestros", "necesito", "necesitamos", "queremos", "una", "uno", "del", "que", "en", "por", "hola", "gracias", "presupuesto", "plazo", "quiero", "unos", "unas", "muy"]),
  de: new Set(["der", "die", "das", "und", "für", "mit", "unser", "unsere", "unseren", "wir", "brauchen", "ein", "eine", "einen", "ist", "von", "zu", "bis", "ich", "nicht", "auf", "hallo", "danke", "bitte", "im", "ca", "soll", "sollen", "möchten", "unserer", "unseres", "fertig", "ungefähr", "drei", "neue", "neuen", "einer", "eines", "dem", "den", "sind", "wollen", "auf", "aus"]),
  fr: new Set(["le", "la", "les", "et", "pour", "avec", "notre", "nos", "nous", "voulons", "une", "des", "du", "est", "en", "sur", "je", "bonjour", "merci", "souhaitons", "besoin", "au", "aux", "d'un", "d'une", "délai"]),
  pt: new Set(["o", "os", "as", "e", "para", "com", "nosso", "nossa", "nossos", "precisamos", "queremos", "uma", "um", "do", "da", "dos", "das", "que", "em", "no", "na", "olá", "obrigado", "obrigada", "orçamento", "prazo", "não", "é"]),
};

const FUNCTION_WORD_WEIGHT = 0.25;

/** Below this many letters, trigram scores alone do not tell a language. */
const SHORT_TEXT_LETTERS = 60;
/** Letters English does not use, by the languages that do. */
const OWN_LETTERS: Record<ReaderLanguage, RegExp> = {
  en: /(?!)/,
  es: /[ñ¿¡áéíóú]/i,
  de: /[äöüß]/i,
  fr: /[àâæçéèêëîïôœùûÿ]/i,
  pt: /[ãõçáâêéíóôúà]/i,
};

export interface LanguageReading {
  language: ReaderLanguage;
  confidence: number;
  /** Two or more languages each hold a fair share of the text. */
  mixed: boolean;
}

/**
 * Nouns requests are made of ("kitchen", "Hochzeit", "boda"), as evidence where a request is a few
 * words and a place name, and trigrams cannot tell ("Kitchen remodel in Manchester" reads as German).
 */
const REQUEST_WORDS: Record<ReaderLanguage, Set<string>> = {
  en: new Set(["kitchen", "bathroom", "roof", "remodel", "website", "wedding", "conference", "campaign", "survey", "office", "warehouse", "house", "shop", "event", "study", "interviews", "extension", "retainer", "launch", "building", "renovation", "refurbishment", "research"]),
  es: new Set(["boda", "congreso", "reforma", "cocina", "baño", "tejado", "oficina", "oficinas", "almacén", "tienda", "campaña", "encuesta", "estudio", "evento", "obra", "casa", "ampliación", "nuevo", "nueva", "sitio", "página", "aplicación", "edificio", "vivienda"]),
  de: new Set(["in", "hochzeit", "konferenz", "umbau", "küche", "bad", "dach", "büro", "lager", "lagerhalle", "halle", "webseite", "kampagne", "umfrage", "studie", "veranstaltung", "neubau", "sanierung", "haus", "anbau", "firmenfeier", "gebäude", "wohnung"]),
  fr: new Set(["mariage", "congrès", "rénovation", "cuisine", "salle", "toiture", "bureau", "bureaux", "entrepôt", "boutique", "campagne", "enquête", "étude", "événement", "chantier", "maison", "agrandissement", "site", "nouveau", "nouvelle", "bâtiment", "logement"]),
  pt: new Set(["casamento", "congresso", "remodelação", "cozinha", "banho", "telhado", "escritório", "armazém", "loja", "campanha", "inquérito", "estudo", "evento", "obra", "moradia", "ampliação", "novo", "nova", "edifício", "aplicativo", "aplicação"]),
};

function functionWordVotes(text: string): Record<ReaderLanguage, number> {
  const votes = { en: 0, es: 0, de: 0, fr: 0, pt: 0 };
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}']*/gu) ?? []) {
    for (const language of READER_LANGUAGE_CODES) if (FUNCTION_WORDS[language].has(word) || REQUEST_WORDS[language].has(word)) votes[language] += 1;
  }
  return votes;
}

/**
 * The request's language among the five the reader knows: franc's trigram scores, with votes of
 * function words (decisive on short texts, where trigrams are unreliable). English when nothing tells.
 */
export function detectLanguage(text: string): LanguageReading {
  const sample = text.slice(0, 4000);
  const votes = functionWordVotes(sample);
  const totalVotes = Object.values(votes).reduce((a, b) => a + b, 0);
  const trigram: Record<ReaderLanguage, number> = { en: 0, es: 0, de: 0, fr: 0, pt: 0 };
  if (sample.replace(/[^\p{L}]/gu, "").length >= 10) {
    for (const [code, score] of francAll(sample, { only: Object.keys(FRANC_CODES), minLength: 3 })) {
      const language = FRANC_CODES[code];
      if (language) trigram[language] = score;
    }
  }
  const scored = READER_LANGUAGE_CODES.map((language) => ({
    language,
    // Each function word adds a quarter point: decisive on short texts, one vote among many on long ones.
    score: trigram[language] + FUNCTION_WORD_WEIGHT * votes[language],
  })).sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  const second = scored[1]!;
  if (best.score === 0) return { language: "en", confidence: 0, mixed: false };
  // On a short text trigrams guess ("Kitchen remodel in Manchester" reads as German): another language
  // than English needs a word or a letter of its own, or the request is read as English.
  if (best.language !== "en" && sample.replace(/[^\p{L}]/gu, "").length < SHORT_TEXT_LETTERS && votes[best.language] <= votes.en && !OWN_LETTERS[best.language].test(sample)) {
    return { language: "en", confidence: 0.3, mixed: false };
  }
  const share = (language: ReaderLanguage) => (totalVotes ? votes[language] / totalVotes : 0);
  const mixed = totalVotes >= 6 && share(best.language) < 0.55;
  return { language: best.language, confidence: Math.min(1, (best.score - second.score) / 1.5 + 0.3), mixed };
}

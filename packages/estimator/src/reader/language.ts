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

export interface LanguageReading {
  language: ReaderLanguage;
  confidence: number;
  /** Two or more languages each hold a fair share of the text. */
  mixed: boolean;
}

function functionWordVotes(text: string): Record<ReaderLanguage, number> {
  const votes = { en: 0, es: 0, de: 0, fr: 0, pt: 0 };
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}']*/gu) ?? []) {
    for (const language of READER_LANGUAGE_CODES) if (FUNCTION_WORDS[language].has(word)) votes[language] += 1;
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
  const share = (language: ReaderLanguage) => (totalVotes ? votes[language] / totalVotes : 0);
  const mixed = totalVotes >= 6 && share(best.language) < 0.55;
  return { language: best.language, confidence: Math.min(1, (best.score - second.score) / 1.5 + 0.3), mixed };
}

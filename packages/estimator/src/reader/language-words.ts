import type { ReaderLanguage } from "./language.js";

/**
 * Short words that belong to one language only: evidence where trigrams have too little text to go on.
 * Words two languages share ("de", "la", "en", "con") are left out, or they would vote for both.
 */
export const FUNCTION_WORDS: Record<ReaderLanguage, Set<string>> = {
  en: new Set(["the", "and", "for", "with", "our", "we", "need", "want", "of", "to", "is", "a", "an", "in", "on", "by", "it", "my", "i", "you", "please", "about", "would", "looking", "hi", "hello", "thanks", "can", "build", "new"]),
  es: new Set(["el", "la", "los", "las", "y", "para", "con", "nuestro", "nuestra", "nuestros", "necesito", "necesitamos", "queremos", "una", "uno", "del", "que", "en", "por", "hola", "gracias", "presupuesto", "plazo", "quiero", "unos", "unas", "muy"]),
  de: new Set(["der", "die", "das", "und", "für", "mit", "unser", "unsere", "unseren", "wir", "brauchen", "ein", "eine", "einen", "ist", "von", "zu", "bis", "ich", "nicht", "auf", "hallo", "danke", "bitte", "im", "ca", "soll", "sollen", "möchten", "unserer", "unseres", "fertig", "ungefähr", "drei", "neue", "neuen", "einer", "eines", "dem", "den", "sind", "wollen", "auf", "aus"]),
  fr: new Set(["le", "la", "les", "et", "pour", "avec", "notre", "nos", "nous", "voulons", "une", "des", "du", "est", "en", "sur", "je", "bonjour", "merci", "souhaitons", "besoin", "au", "aux", "d'un", "d'une", "délai"]),
  pt: new Set(["o", "os", "as", "e", "para", "com", "nosso", "nossa", "nossos", "precisamos", "queremos", "uma", "um", "do", "da", "dos", "das", "que", "em", "no", "na", "olá", "obrigado", "obrigada", "orçamento", "prazo", "não", "é"]),
  it: new Set(["di", "della", "delle", "dei", "degli", "dello", "nel", "nella", "nei", "alla", "alle", "ai", "dal", "dalla", "per", "che", "gli", "sono", "siamo", "vogliamo", "vorremmo", "abbiamo", "bisogno", "nostro", "nostra", "nostri", "nostre", "entro", "circa", "preventivo", "grazie", "ciao", "buongiorno", "salve", "anche", "più", "è", "questo", "questa", "un'", "mq", "mesi", "settimane", "giorni", "vorrei", "cerchiamo", "nuovo", "tra", "fra", "invitati", "ospiti"]),
  nl: new Set(["het", "een", "van", "voor", "met", "onze", "ons", "wij", "willen", "hebben", "nodig", "graag", "ongeveer", "binnen", "ook", "naar", "zijn", "worden", "moet", "moeten", "bij", "aan", "uit", "dat", "dit", "niet", "nieuwe", "nieuw", "bedankt", "hoi", "goedemorgen", "offerte", "weken", "maanden", "dagen", "wil", "kunnen", "jullie", "ik", "tussen", "rond", "zoeken", "mijn"]),
};

/**
 * Nouns requests are made of ("kitchen", "Hochzeit", "boda"), as evidence where a request is a few
 * words and a place name, and trigrams cannot tell ("Kitchen remodel in Manchester" reads as German).
 */
export const REQUEST_WORDS: Record<ReaderLanguage, Set<string>> = {
  en: new Set(["kitchen", "bathroom", "roof", "remodel", "website", "wedding", "conference", "campaign", "survey", "office", "warehouse", "house", "shop", "event", "study", "interviews", "extension", "retainer", "launch", "building", "renovation", "refurbishment", "research"]),
  es: new Set(["boda", "congreso", "reforma", "cocina", "baño", "tejado", "oficina", "oficinas", "almacén", "tienda", "campaña", "encuesta", "estudio", "evento", "obra", "casa", "ampliación", "nuevo", "nueva", "sitio", "página", "aplicación", "edificio", "vivienda"]),
  de: new Set(["in", "hochzeit", "konferenz", "umbau", "küche", "bad", "dach", "büro", "lager", "lagerhalle", "halle", "webseite", "kampagne", "umfrage", "studie", "veranstaltung", "neubau", "sanierung", "haus", "anbau", "firmenfeier", "gebäude", "wohnung"]),
  fr: new Set(["mariage", "congrès", "rénovation", "cuisine", "salle", "toiture", "bureau", "bureaux", "entrepôt", "boutique", "campagne", "enquête", "étude", "événement", "chantier", "maison", "agrandissement", "site", "nouveau", "nouvelle", "bâtiment", "logement"]),
  pt: new Set(["casamento", "congresso", "remodelação", "cozinha", "banho", "telhado", "escritório", "armazém", "loja", "campanha", "inquérito", "estudo", "evento", "obra", "moradia", "ampliação", "novo", "nova", "edifício", "aplicativo", "aplicação"]),
  it: new Set(["matrimonio", "convegno", "conferenza", "ristrutturazione", "cucina", "bagno", "tetto", "ufficio", "uffici", "magazzino", "capannone", "negozio", "campagna", "sondaggio", "indagine", "ricerca", "cantiere", "villetta", "ampliamento", "sito", "applicazione", "appartamento", "scuola", "ospedale", "azienda", "aziendale", "fiera", "nuova"]),
  nl: new Set(["bruiloft", "congres", "verbouwing", "keuken", "badkamer", "dak", "kantoor", "magazijn", "bedrijfshal", "winkel", "webwinkel", "onderzoek", "evenement", "huis", "uitbouw", "aanbouw", "nieuwbouw", "renovatie", "gebouw", "woning", "ziekenhuis", "bedrijfsfeest", "personeelsfeest", "beurs", "bouw", "pand", "zolder", "bedrijf"]),
};

/** Letters English does not use, by the languages that do; Dutch has few, but its "ij" is its own. */
export const OWN_LETTERS: Record<ReaderLanguage, RegExp> = {
  en: /(?!)/,
  es: /[ñ¿¡áéíóú]/i,
  de: /[äöüß]/i,
  fr: /[àâæçéèêëîïôœùûÿ]/i,
  pt: /[ãõçáâêéíóôúà]/i,
  it: /[àèéìòù]/i,
  nl: /ij|[ëï]/i,
};

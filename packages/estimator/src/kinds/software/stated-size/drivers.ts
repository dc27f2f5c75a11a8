import type { Brief } from "@scopewise/shared";
import type { SLOC_PER_FP } from "./reference.js";
import type { ReaderLanguage } from "../../../reader/language.js";
import { EFFORT_MULTIPLIERS, EMBEDDED_SCALE_FACTORS, type Driver, type Rating } from "./reference.js";

export type Language = ReaderLanguage;
type Phrases = Record<Language, string>;

/**
 * How requests say a COCOMO II cost driver's rating, in the reader's languages. The reader looks for the more
 * specific phrases first ("very complex" before "complex"); the calibration harness writes the same words.
 */
export const DRIVER_PHRASES: Record<Driver, Partial<Record<Rating, Phrases>>> = {
  RELY: {
    vh: {
      en: "safety-critical",
      es: "crítico para la seguridad",
      de: "sicherheitskritisch",
      fr: "critique pour la sécurité",
      pt: "crítico para a segurança",
      it: "critico per la sicurezza",
      nl: "veiligheidskritisch",
    },
    vl: {
      en: "very low reliability needs",
      es: "muy baja fiabilidad",
      de: "sehr geringe Zuverlässigkeit",
      fr: "très faible fiabilité",
      pt: "muito baixa confiabilidade",
      it: "affidabilità molto bassa",
      nl: "zeer lage betrouwbaarheid",
    },
    h: {
      en: "high reliability",
      es: "alta fiabilidad",
      de: "hohe Zuverlässigkeit",
      fr: "haute fiabilité",
      pt: "alta confiabilidade",
      it: "alta affidabilità",
      nl: "hoge betrouwbaarheid",
    },
    l: {
      en: "low reliability needs",
      es: "baja fiabilidad",
      de: "geringe Zuverlässigkeit",
      fr: "faible fiabilité",
      pt: "baixa confiabilidade",
      it: "bassa affidabilità",
      nl: "lage betrouwbaarheid",
    },
  },
  CPLX: {
    xh: {
      en: "extremely complex",
      es: "extremadamente complejo",
      de: "äußerst komplex",
      fr: "extrêmement complexe",
      pt: "extremamente complexo",
      it: "estremamente complesso",
      nl: "uiterst complex",
    },
    vh: {
      en: "very complex",
      es: "muy complejo",
      de: "sehr komplex",
      fr: "très complexe",
      pt: "muito complexo",
      it: "molto complesso",
      nl: "zeer complex",
    },
    vl: {
      en: "very simple",
      es: "muy sencillo",
      de: "sehr einfach",
      fr: "très simple",
      pt: "muito simples",
      it: "molto semplice",
      nl: "zeer eenvoudig",
    },
    h: { en: "complex", es: "complejo", de: "komplex", fr: "complexe", pt: "complexo", it: "complesso", nl: "complex" },
    l: { en: "simple", es: "sencillo", de: "einfach", fr: "simple", pt: "simples", it: "semplice", nl: "eenvoudig" },
  },
  TIME: {
    xh: {
      en: "extreme timing constraints",
      es: "restricciones de tiempo extremas",
      de: "extreme Zeitvorgaben",
      fr: "contraintes de temps extrêmes",
      pt: "restrições de tempo extremas",
      it: "vincoli di tempo estremi",
      nl: "extreme tijdsbeperkingen",
    },
    vh: {
      en: "hard real-time",
      es: "tiempo real estricto",
      de: "harte Echtzeit",
      fr: "temps réel strict",
      pt: "tempo real rígido",
      it: "tempo reale stretto",
      nl: "harde realtime",
    },
    h: {
      en: "real-time",
      es: "tiempo real",
      de: "Echtzeit",
      fr: "temps réel",
      pt: "tempo real",
      it: "tempo reale",
      nl: "realtime",
    },
  },
  STOR: {
    xh: {
      en: "severely limited memory",
      es: "memoria muy escasa",
      de: "extrem knapper Speicher",
      fr: "mémoire très réduite",
      pt: "memória muito escassa",
      it: "memoria estremamente limitata",
      nl: "extreem beperkt geheugen",
    },
    vh: {
      en: "tight memory",
      es: "memoria escasa",
      de: "knapper Speicher",
      fr: "mémoire réduite",
      pt: "memória escassa",
      it: "memoria scarsa",
      nl: "krap geheugen",
    },
    h: {
      en: "limited memory",
      es: "memoria limitada",
      de: "begrenzter Speicher",
      fr: "mémoire limitée",
      pt: "memória limitada",
      it: "memoria limitata",
      nl: "beperkt geheugen",
    },
  },
};

export const EMBEDDED_PHRASES: Phrases = {
  en: "embedded",
  es: "embebido",
  de: "eingebettet",
  fr: "embarqué",
  pt: "embarcado",
  it: "embedded",
  nl: "embedded",
};

/** A phrase as a whole word or words, with the endings inflection adds ("komplexes", "compleja", "embarcados"). */
function phrasePattern(phrase: string): RegExp {
  const words = phrase
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\-]/g, (c) => (c === "-" ? "[\\s-]?" : `\\${c}`)));
  const ending = "(?:e|es|er|en|em|s|a|as|os)?";
  return new RegExp(`(?<![\\p{L}])${words.map((w) => `${w}${ending}`).join("\\s+")}(?![\\p{L}])`, "iu");
}

const DRIVER_PATTERNS = Object.fromEntries(
  Object.entries(DRIVER_PHRASES).map(([driver, ratings]) => [
    driver,
    Object.entries(ratings).map(
      ([rating, phrases]) => [rating as Rating, Object.values(phrases).map(phrasePattern)] as const,
    ),
  ]),
) as Record<Driver, Array<readonly [Rating, RegExp[]]>>;
const EMBEDDED = Object.values(EMBEDDED_PHRASES)
  .map(phrasePattern)
  .concat([
    /(?<![\p{L}])(?:empotrado|firmware|avionics|aviónica|avionik|avionique|aviônica|flight software)(?![\p{L}])/iu,
  ]);

export interface CostDrivers {
  ratings: Record<Driver, Rating>;
  /** ΠEM of the rated drivers. */
  multiplier: number;
  embedded: boolean;
  /** Σ of the scale factors: nominal, or an embedded system's. */
  scaleFactorSum?: number;
}

/** The COCOMO II drivers a request rates in words; complexity falls back to the brief's own rating. */
export function costDriversIn(brief: Brief): CostDrivers {
  const text = brief.summary;
  const ratings = {} as Record<Driver, Rating>;
  for (const driver of Object.keys(DRIVER_PATTERNS) as Driver[]) {
    const found = DRIVER_PATTERNS[driver].find(([, patterns]) => patterns.some((p) => p.test(text)));
    ratings[driver] =
      found?.[0] ?? (driver === "CPLX" ? ({ low: "l", nominal: "n", high: "h" } as const)[brief.complexity] : "n");
  }
  const multiplier = (Object.keys(ratings) as Driver[]).reduce(
    (m, d) => m * EFFORT_MULTIPLIERS.value[d][ratings[d]],
    1,
  );
  const embedded = EMBEDDED.some((p) => p.test(text));
  return {
    ratings,
    multiplier,
    embedded,
    scaleFactorSum: embedded ? Object.values(EMBEDDED_SCALE_FACTORS.value).reduce((a, b) => a + b, 0) : undefined,
  };
}

/** A data-processing language whose line counts convert to function points (COBOL, PL/I, a 4GL). */
export function dataProcessingLanguage(text: string): keyof typeof SLOC_PER_FP | undefined {
  if (/(?<![\p{L}])cobol(?![\p{L}])/iu.test(text)) return "cobol";
  if (/(?<![\p{L}])pl\/?i(?![\p{L}])/iu.test(text)) return "pli";
  if (
    /(?<![\p{L}\d])4gl(?![\p{L}])|fourth[\s-]generation|cuarta generación|vierten generation|quatrième génération|quarta geração/iu.test(
      text,
    )
  )
    return "fourthGeneration";
  return undefined;
}

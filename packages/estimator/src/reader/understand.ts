import { briefSchema, type Brief, type BriefField, type Domain, type Kind } from "@scopewise/shared";
import { withinBriefRanges } from "./brief-ranges.js";
import { locationCurrency } from "../core/reference-data.js";
import { channelsIn } from "../kinds/marketing/shared/channels.js";
import { methodsIn } from "../kinds/research/shared/general-plan.js";
import { eventFormatIn } from "./event-format.js";
import { studyDesignIn } from "./study-design.js";
import { featuresIn } from "../kinds/software/shared/catalogue.js";
import { classifyKind, domainOf, MIN_KIND_CONFIDENCE, type KindGuess, type KindModel } from "./classifier.js";
import { plainText } from "./features.js";
import kindModel from "./kind-model.json" with { type: "json" };
import { domainsNamed, keepToObjectDomain } from "./domain-words.js";
import { detectLanguage } from "./language.js";
import { currencyOfLanguage, currencyOfRequest } from "./currency.js";
import { questionsFor, type AskReason, type Asked } from "./questions.js";
import { unsureOfScope } from "./unsure-of-scope.js";
import { readFields } from "./read-fields.js";
import { statedSizesIn } from "./sizes.js";
import { withWorksReading } from "../kinds/construction/works/read-works.js";
import { workOnExistingBuilding } from "../kinds/construction/shared/kind-of.js";
import { detectDomain } from "./extract-brief.js";
import { describedIn } from "./request-words.js";
import { readDetails } from "./details/index.js";
import { rolloutScope } from "../kinds/software/integration/rollout.js";
import { hasStatedSize } from "../kinds/software/stated-size/model.js";

/**
 * What the reader made of a conversation: the brief it would price, and the questions to ask
 * instead when there is no project in it or too little to price honestly (then nothing is priced).
 */
export interface Understanding {
  brief: Brief;
  /** Empty when the brief can be priced; otherwise two to five specific questions. */
  questions: string[];
}

/** Longest text read: past this the request is asked to be summarised (and only this much is read). */
export const MAX_READ_CHARS = 20_000;

const GREETING =
  /^(?:hi|hello|hey|thanks?|thank you|many thanks|ok|okay|cheers|great|perfect|good (?:morning|afternoon|evening)|hola|gracias|muchas gracias|buenos días|buenas|vale|perfecto|hallo|danke|vielen dank|guten (?:morgen|tag|abend)|moin|servus|bonjour|bonsoir|salut|merci|merci beaucoup|olá|ola|oi|obrigad[oa]|bom dia|boa tarde|valeu|ciao|salve|buongiorno|buonasera|grazie|grazie mille|perfetto|va bene|hoi|goedemorgen|goedemiddag|goedenavond|bedankt|dank je(?: wel)?|dank u(?: wel)?)\b[\s\p{P}\p{S}]*(?:\p{L}+[\s\p{P}\p{S}]*){0,10}$/iu;
/** Words that name something to make, run or study; without one (and without a number) a short text is no project yet. */
const VAGUE_MAX_WORDS = 9;
/**
 * Fewer describing words than this, no figure at all, no kind the classifier is sure of and nothing named
 * to deliver is a wish, not a brief ("we'd like an event to launch our new product in Milan, can you
 * quote?"). A short request naming what to make ("a clinic booking platform") is one.
 */
const VAGUE_MAX_DESCRIBING = 14;
/** A classifier score at which its kind is a reading of the request, not a guess. */
const SURE_KIND = 0.5;

const BUILDING_TYPE: Partial<Record<Kind, string>> = {
  house: "house",
  apartment_block: "residential",
  office: "office",
  warehouse: "warehouse",
  school: "school",
  hospital: "hospital",
  retail: "retail",
};
const SCOPE_TYPE: Partial<Record<Kind, Brief["scope_type"]>> = {
  house: "new_build",
  apartment_block: "new_build",
  office: "new_build",
  warehouse: "new_build",
  school: "new_build",
  hospital: "new_build",
  retail: "new_build",
  renovation: "renovation",
  kitchen_remodel: "renovation",
  bathroom_remodel: "renovation",
  roof_replacement: "renovation",
  energy_retrofit: "renovation",
  extension: "extension",
  fit_out: "fit_out",
};

/**
 * Words that ask, greet or point rather than describe the project (en/es/de/fr/pt/it/nl): "I need a website
 * please" says one thing about the project, "a simple landing page for my bakery" four.
 */
const FILLER = new Set(
  (
    "the and for with our your you can could would like need want please make build create develop get have plan organise organize run quote estimate proposal cost costs price help some new just " +
    "hello thanks thank how are today what this that there here want wants needed looking much does mine " +
    "una uno unos unas para con nuestro nuestra necesito necesitamos quiero queremos por favor hacer crear hola gracias cuánto cuesta mis " +
    "ein eine einen einem für mit unser unsere ich wir brauche brauchen möchte möchten bitte machen erstellen hallo danke was kostet das mein meine " +
    "une des pour avec notre nos besoin veux voudrais voudrions faire créer bonjour merci combien coûte mon " +
    "uma umas para com nosso nossa preciso precisamos quero queremos favor fazer criar olá obrigado obrigada quanto custa minha meu " +
    "per con nostro nostra nostri vorrei vorremmo vogliamo voglio abbiamo bisogno serve fare creare ciao grazie quanto costa mio mia " +
    "een voor met onze ons wij willen wil graag nodig hebben maken laten hallo bedankt wat kost het mijn"
  ).split(" "),
);

/** How many words of the text describe the project (not counting filler and words of one or two letters). */
function describingWords(text: string): number {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !FILLER.has(word)).length;
}

function askReason(
  text: string,
  guess: KindGuess,
  fieldCount: number,
  mixed: boolean,
  /** The classifier is sure of the kind, or the request names what to deliver. */
  specific: boolean,
): AskReason | undefined {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  const describing = describingWords(text);
  // A greeting with a project after it ("Hi, we need a booking app with payments") is a request.
  // Fewer than three words is no project, unless they state a figure ("a 2,000 m² warehouse").
  if (
    (words.length < 3 && fieldCount === 0) ||
    (GREETING.test(text) && (describing < 4 || guess.confidence < MIN_KIND_CONFIDENCE))
  )
    return "no_project";
  if (text.length > MAX_READ_CHARS) return "too_long";
  // Only a text mixing languages that the reader could place no figure in is asked which language it is in.
  if (mixed && fieldCount === 0) return "mixed_languages";
  // Too little: a short text that states no figure and says barely more than the kind ("I want a website").
  // A short question with no figure ("What does a website cost?", "What are your office hours?") is no brief.
  const shortQuestion = /\?\s*$/.test(text) && words.length <= VAGUE_MAX_WORDS;
  if (words.length <= VAGUE_MAX_WORDS && fieldCount === 0 && (describing < 3 || shortQuestion)) return "too_little";
  if (fieldCount === 0 && describing < VAGUE_MAX_DESCRIBING && !specific) return "too_little";
  // The client says they do not know yet what it should be, and gives no figure: a price would be a guess.
  if (fieldCount === 0 && unsureOfScope(text)) return "too_little";
  if (guess.confidence < MIN_KIND_CONFIDENCE && fieldCount < 2) return "unclear_kind";
  return undefined;
}

/** A stated function-point or code size is a software project, whatever other words the classifier weighed. */
function softwareWhenSized(guess: KindGuess, sized: boolean): KindGuess {
  if (!sized || guess.domain === "software") return guess;
  const software = guess.ranking.find((r) => domainOf(r.kind) === "software");
  return {
    ...guess,
    kind: software?.kind ?? "web_app",
    domain: "software",
    confidence: software?.score ?? guess.confidence,
  };
}

function kindSource(text: string, kind: Kind): string {
  const words = kind.split("_");
  const m = new RegExp(`[^.;,]*\\b(${words.join("|")})[^.;,]*`, "i").exec(text);
  return (m?.[0] ?? text.split(/[.!?]/)[0] ?? text).trim().slice(0, 200);
}

/**
 * Reads a conversation into a Brief: language (franc + function words), kind and domain (a classifier
 * trained on the labelled corpus), quantities, budget, currency and deadline in five languages, each with
 * its source words and a confidence; what it cannot place goes to `not_understood`. When there is no
 * project, or too little to price honestly, it returns questions and the brief must not be priced.
 * Never throws on any text.
 */
export function understandRequest(conversation: string): Understanding {
  const whole = plainText(typeof conversation === "string" ? conversation : "");
  const text = whole.slice(0, MAX_READ_CHARS);
  const language = detectLanguage(text);
  const sized = statedSizesIn(text);
  const classifiedRaw = classifyKind(kindModel as KindModel, text, language.language);
  const evidence = domainsNamed(text, language.language);
  const kept = keepToObjectDomain(classifiedRaw, evidence);
  const classified = softwareWhenSized(kept.guess, Object.keys(sized).length > 0);
  // What is asked for may be a works type no kind prices (a car park for a hospital, solar on a school).
  const readFor = (g: KindGuess) => readFields(text, g.domain, g.kind);
  const works = withWorksReading(text, classified, readFor, evidence.weight.construction > 0);
  const { guess, read } = onExistingBuilding(text, works);
  const domain: Domain = guess.domain;
  const stated =
    Object.keys(read.quantities).length +
    Object.keys(read.counts).length +
    (read.budget ? 1 : 0) +
    (read.deadline_weeks ? 1 : 0);
  const brief = asRecurring(asProduction(asRollout(briefFrom(text || "(empty request)", language.code, guess, read))));
  // A stated software size (function points, KLOC...) is enough to price: only a text too long to read asks.
  const reason =
    Object.keys(sized).length > 0
      ? whole.length > MAX_READ_CHARS
        ? "too_long"
        : undefined
      : kept.readings.length >= 2
        ? "unclear_kind"
        : askReason(
            whole,
            guess,
            stated,
            language.mixed,
            (kept.guess === classifiedRaw && classifiedRaw.confidence >= SURE_KIND) || namesScope(brief),
          );
  if (!reason) return { brief, questions: [] };
  const options = (kept.readings.length >= 2 ? kept.readings : guess.ranking.slice(0, 3).map((r) => r.kind)).map(
    (kind) => kind.replace(/_/g, " "),
  );
  return { brief, questions: questionsFor(reason, domain, language.language, options, statedIn(brief)) };
}

/**
 * The brief names what to deliver: a capability of an application, a marketing channel, a research method,
 * what a security test tests, the framework a compliance programme works towards or the pieces a creative
 * production makes.
 */
function namesScope(brief: Brief): boolean {
  const details = brief.details ?? {};
  return (
    brief.features.length > 0 ||
    (brief.quantities.channels?.length ?? 0) > 0 ||
    (brief.quantities.methods?.length ?? 0) > 0 ||
    (brief.kind === "security_assessment" && (details.security_targets?.length ?? 0) > 0) ||
    (brief.kind === "compliance_programme" && (details.frameworks?.length ?? 0) > 0) ||
    (brief.kind === "creative_production" && Object.keys(details.creative ?? {}).length > 0)
  );
}

/** A new building's kind read for work on an existing one (a school's re-roofing) becomes that work's kind. */
function onExistingBuilding(
  text: string,
  reading: { guess: KindGuess; read: ReturnType<typeof readFields> },
): { guess: KindGuess; read: ReturnType<typeof readFields> } {
  const { guess } = reading;
  const kind = guess.domain === "construction" ? workOnExistingBuilding(guess.kind, text) : undefined;
  if (!kind) return reading;
  return { guess: { ...guess, kind }, read: readFields(text, guess.domain, kind) };
}

/**
 * Putting in a packaged system (NetSuite, Salesforce, "a new ERP") is priced as its implementation,
 * whichever software kind the classifier saw in the words around it (a portal, a data move, a platform).
 */
function asRollout(brief: Brief): Brief {
  if (brief.domain !== "software" || brief.kind === "integration" || brief.kind === "data_migration") return brief;
  if (hasStatedSize(brief)) return brief;
  const rollout = rolloutScope(brief);
  if (!rollout) return brief;
  const source = brief.fields?.kind?.source ?? rollout.suite;
  return {
    ...brief,
    kind: "integration",
    fields: { ...brief.fields, kind: { value: "integration", source, confidence: 0.7 } },
  };
}

/**
 * A marketing request that names what to produce (a film, photos, a logo, labels) and nothing a campaign,
 * a retainer or press work is made of (channels, counted pieces such as press releases, media money, creators) is that
 * production, whichever marketing kind the classifier saw in the words around it ("we launch 3 beers").
 */
function asProduction(brief: Brief): Brief {
  if (brief.domain !== "marketing" || brief.kind === "creative_production") return brief;
  const d = brief.details ?? {};
  const produced = Object.keys(d.creative ?? {}).some((item) => item !== "cutdowns" && item !== "film");
  const campaignLike =
    (d.channels_named?.length ?? 0) > 0 ||
    Object.keys(d.pieces ?? {}).length > 0 ||
    (d.pieces_named ?? []).some((piece) => piece !== "videos") ||
    (d.money ?? []).some((m) => m.media || m.per_month) ||
    d.creator_tier !== undefined ||
    d.followers !== undefined ||
    d.recurring === true ||
    brief.duration_weeks !== undefined;
  if (!produced || campaignLike) return brief;
  const source = brief.fields?.["details.creative"]?.source ?? "";
  return {
    ...brief,
    kind: "creative_production",
    fields: { ...brief.fields, kind: { value: "creative_production", source, confidence: 0.7 } },
  };
}

/** A retainer's term: a production asked for on a cadence or for this long is ongoing content work. */
const RETAINER_TERM_WEEKS = 26;

/**
 * Creative pieces asked for on a cadence ("2 episodes a month") or for a retainer's term ("a 12-month
 * contract") are content marketing, priced month by month, not a one-off production.
 */
function asRecurring(brief: Brief): Brief {
  if (brief.kind !== "creative_production") return brief;
  const ongoing = brief.details?.recurring === true || (brief.duration_weeks ?? 0) >= RETAINER_TERM_WEEKS;
  if (!ongoing) return brief;
  const source = brief.fields?.["details.recurring"]?.source ?? brief.fields?.duration_weeks?.source ?? "";
  return {
    ...brief,
    kind: "content_marketing",
    fields: { ...brief.fields, kind: { value: "content_marketing", source, confidence: 0.7 } },
  };
}

/** What the brief has from the request's own words, so that no question asks for it again. */
function statedIn(brief: Brief): Set<Asked> {
  const stated = new Set<Asked>();
  const q = brief.quantities;
  const counts = Object.entries(q).filter(([name, value]) => typeof value === "number" && name !== "days");
  if (counts.length > 0) stated.add("size");
  if (q.days !== undefined) stated.add("days");
  if ((q.platforms?.length ?? 0) > 0) stated.add("platforms");
  if ((q.channels?.length ?? 0) > 0) stated.add("channels");
  if (brief.budget !== undefined) stated.add("budget");
  if (brief.deadline_weeks !== undefined) stated.add("deadline");
  if (brief.duration_weeks !== undefined) stated.add("duration");
  if (brief.location) stated.add("location");
  return stated;
}

/**
 * A figure the fields reader could not place that a detail reader took ("3 ángulos por modelo" in the photos,
 * "45 minutes" as the session's length): its number and the word after it are in that detail's words.
 */
function readAsDetail(words: string, detailFields: Record<string, BriefField>, summary: string): boolean {
  const figure = /\d[\d.,]*[\s-]*\p{L}+/u.exec(words)?.[0].toLowerCase();
  if (!figure) return false;
  // A detail whose words are only the request's opening (a list read from the whole text) placed no figure.
  return Object.values(detailFields).some(
    (field) => !summary.startsWith(field.source) && field.source.toLowerCase().includes(figure),
  );
}

function briefFrom(text: string, language: string, guess: KindGuess, read: ReturnType<typeof readFields>): Brief {
  // The request on one line: what the title, the summary and the listed items are read from.
  const flat = text.replace(/\s+/g, " ").trim();
  const described = describedIn(flat, read.stated_currencies);
  const domain = guess.domain;
  const { quantities, outOfRange } = withinBriefRanges({ ...read.counts, ...read.quantities });
  if (domain === "marketing") quantities.channels = channelsIn(text).map((c) => c.key);
  if (domain === "research") quantities.methods = [...methodsIn(text), ...studyDesignIn(text)].slice(0, 10);
  if (domain === "software") quantities.platforms = described.platforms;
  const assumptions: string[] = [];
  const fields = { ...read.fields };
  for (const key of Object.keys(outOfRange)) delete fields[`quantities.${key}`];
  fields.language = { value: language, source: text.slice(0, 80), confidence: 0.9 };
  fields.kind = {
    value: guess.kind,
    source: kindSource(text, guess.kind),
    confidence: Math.round(guess.confidence * 100) / 100,
  };
  const statedSource = read.fields.currency?.source ?? "";
  let currency = currencyOfRequest(
    read.currency ? { currency: read.currency, source: statedSource } : undefined,
    locationCurrency(described.location),
    language,
  );
  if (!read.currency) {
    const byLanguage = currency === undefined ? currencyOfLanguage(language) : undefined;
    currency ??= byLanguage ?? "USD";
    fields.currency = { value: currency, source: "assumed", confidence: byLanguage ? 0.4 : 0.3 };
    assumptions.push(
      byLanguage
        ? `Amounts in ${currency}: the request names no currency and no place whose currency is known, and is written in a language most often priced in it.`
        : `Amounts in ${currency}: the request names no currency.`,
    );
  } else if (currency !== read.currency && !described.location) {
    fields.currency = { value: currency, source: statedSource, confidence: 0.7 };
    assumptions.push(
      `Amounts in ${currency}: "${statedSource}" in a request written in French is read as Canadian dollars.`,
    );
  } else if (currency !== read.currency) {
    fields.currency = { value: currency, source: `${statedSource} (${described.location})`, confidence: 0.8 };
    assumptions.push(`Amounts in ${currency}: "${statedSource}" in ${described.location} is read as its own currency.`);
  }
  const features =
    domain === "software"
      ? featuresIn(text).map((f) => f.key)
      : // Items listed after "with" are scope only where the request's own words name the same domain.
        detectDomain(flat) === domain
        ? described.listed
        : [];
  const summary = flat.slice(0, 4000);
  const details = readDetails({ title: described.title, summary });
  Object.assign(fields, details.fields);
  return briefSchema.parse({
    domain,
    title: described.title,
    summary,
    details: details.details,
    location: described.location,
    team_size: described.team_size,
    complexity: described.complexity,
    quality: described.quality,
    design_maturity: described.design_maturity,
    client_sector: described.client_sector,
    kind: guess.kind,
    language,
    features: features.slice(0, 40),
    quantities: { ...quantities, area_m2: quantities.area_m2 },
    building_type:
      domain === "construction"
        ? (BUILDING_TYPE[guess.kind] ??
          (read.fields.building_type?.value as string | undefined) ??
          described.building_type)
        : undefined,
    scope_type: domain === "construction" ? SCOPE_TYPE[guess.kind] : undefined,
    event_format: domain === "event" ? eventFormatIn(text) : undefined,
    currency,
    budget: read.budget,
    deadline_weeks: read.deadline_weeks,
    // Read only where the engagement has a length of its own (a campaign's flight, a compliance programme's months).
    duration_weeks: read.duration_weeks,
    scope: features.slice(0, 60).map((item) => ({ item: item.slice(0, 120), included: true })),
    not_understood: [
      ...read.not_understood.filter((words) => !readAsDetail(words, details.fields, summary)),
      ...Object.keys(outOfRange).map((key) => read.fields[`quantities.${key}`]?.source ?? String(outOfRange[key])),
    ]
      .map((words) => words.slice(0, 400))
      .slice(0, 40),
    assumptions,
    fields,
  });
}

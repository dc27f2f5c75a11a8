import { briefSchema, type Brief, type Domain } from "@scopewise/shared";
import { placeWrittenIn } from "@scopewise/i18n";
import { locationCurrency } from "../core/reference-data.js";
import { BUILDING_TYPES_WITH_KIND } from "../kinds/construction/shared/kind-of.js";
import { requestBuildingType } from "../kinds/construction/works/read-works.js";
import { scopeTypeInText } from "../domains/construction-scopes.js";
import { channelsIn } from "../domains/marketing-benchmarks.js";
import { methodsIn } from "../domains/research.js";
import { featuresIn } from "../domains/software-catalogue.js";
import { CURRENCY_SYMBOL } from "../reader/currency-signs.js";
import { bareBudget, budgetOf, currencyNamedIn, moneyMentions } from "../reader/money.js";
import { shortTitle } from "./title.js";
import {
  areaIn,
  attendeesIn,
  eventDaysIn,
  floorsIn,
  pagesIn,
  participantsIn,
  teamSizeIn,
  timeFramesIn,
} from "./quantities.js";
import { clientSectorIn, designMaturityIn } from "../reader/design-stage.js";

const DOMAIN_WORDS: Record<Exclude<Domain, "other">, RegExp> = {
  software:
    /\b(app|apps|application|software|website|web ?site|web ?page|landing page|web app|platform|saas|api|mobile|ios|android|system|portal|dashboard|backend|mvp|crm|e-?commerce|marketplace|chatbot|plugin|features?)\b/gi,
  construction:
    /\b(buildings?|construct\w*|storey|story|stories|floors|m²|m2|sqm|sq ?ft|square (met(er|re)s|feet)|renovat\w*|warehouse|hospital|school|house|villa|apartments?|contractor|concrete|architect\w*|extension|fit-?out)\b/gi,
  marketing:
    /\b(campaign|marketing|ads|advert\w*|instagram|facebook|tiktok|google ads|seo|sem|social media|brand awareness|influencers?|promotion|leads|funnel|ppc)\b/gi,
  event:
    /\b(event|conference|wedding|gala|festival|meetup|summit|workshop|trade show|expo|attendees|guests|venue|party|ceremony)\b/gi,
  research:
    /\b(research|study|survey|interviews?|focus groups?|usability|experiment|literature|respondents|participants|ethnograph\w*|user testing)\b/gi,
};

/** Words that say "this is a request" rather than what the project is; stripped from the title. */
const LEADING_ASKS = [
  /^please\s+/i,
  /^((can|could|would) you|help me( to)?|help us( to)?|i need( to)?|we need( to)?|i want( to)?|we want( to)?|i'd like( to)?|we'd like( to)?|give me|let's|lets)\s+/i,
  /^((an?|the)\s+)?((estimate|estimation|proposal|quote|budget|plan|risk analysis|timeline|cost|costs|resources|tools|time|analysis)(\s*(,|and|&)\s*|\s+(the|a|an)\s+)?)+\s*(for|of|to)\s+/i,
  /^(plan|build|create|make|develop|design|organi[sz]e|run|launch|prepare|write|draft|estimate|set up|put together)(\s+and\s+(plan|build|create|make|develop|design|organi[sz]e|run|launch|prepare|write|draft|estimate|set up|put together))?\s+/i,
  /^(an?|the|my|our)\s+/i,
  // The same in Spanish, German, French, Portuguese, Italian and Dutch ("Necesitamos una …", "Wir brauchen ein …", "Devis pour …").
  /^(por favor|bitte|s'il vous plaît|svp|per favore|graag)[,\s]+/iu,
  /^(necesito|necesitamos|quiero|queremos|quisiera|quisiéramos|me gustaría|nos gustaría|buscamos|ich brauche|wir brauchen|ich möchte|wir möchten|wir suchen|wir benötigen|ich benötige|j'ai besoin d'|nous avons besoin d'|je veux|nous voulons|je souhaite|nous souhaitons|nous aimerions|je voudrais|preciso de|precisamos de|quero|queremos|gostaria de|gostaríamos de|vorrei|vorremmo|vogliamo|voglio|abbiamo bisogno di|ho bisogno di|cerchiamo|wij willen|we willen|ik wil|wij zoeken|we zoeken|ik zoek|wij zijn op zoek naar|we zijn op zoek naar)\s*/iu,
  /^((presupuesto|estimación|propuesta|cotización|angebot|kostenschätzung|schätzung|kalkulation|devis|estimation|proposition|chiffrage|orçamento|estimativa|proposta|preventivo|stima|offerte|kostenraming|raming|voorstel)\s+(para|de|del|für|pour|du|de la|da|do|per|di|voor|van)\s+)/iu,
  /^(construir|crear|hacer|desarrollar|diseñar|organizar|preparar|lanzar|planificar|construire|créer|développer|concevoir|organiser|préparer|lancer|rénover|criar|desenvolver|desenhar|lançar|planear|remodelar|costruire|creare|sviluppare|progettare|organizzare|realizzare|ristrutturare|lanciare|bouwen|maken|ontwikkelen|ontwerpen|organiseren|verbouwen|lanceren)\s+/iu,
  /^(un|una|el|la|los|las|mi|nuestro|nuestra|ein|eine|einen|unser|unsere|unseren|une|le|les|notre|mon|ma|um|uma|o|os|as|meu|minha|nosso|nossa|il|lo|gli|uno|een|het|onze|ons|mijn)\s+|^l'(?=\p{L})/iu,
];
/** Each capability from the software catalogue ("online shop", "Stripe payments") counts half a software word, when there are two or more or the text names software. */
const FEATURE_WEIGHT = 0.5;

export function detectDomain(text: string): Domain {
  let best: Domain = "other";
  let bestScore = 0;
  // One feature word alone ("a handbook with a review section") is no sign of software; two are ("a shop with payments").
  const features = featuresIn(text).length;
  for (const [domain, pattern] of Object.entries(DOMAIN_WORDS) as Array<[Domain, RegExp]>) {
    const words = (text.match(pattern) ?? []).length;
    const score = words + (domain === "software" && (features >= 2 || words > 0) ? FEATURE_WEIGHT * features : 0);
    if (score > bestScore) {
      best = domain;
      bestScore = score;
    }
  }
  return best;
}

function titleFrom(text: string): string {
  let cleaned = text.replace(/\s+/g, " ").trim();
  // Strip repeatedly: "Please prepare a proposal for a …" needs several passes.
  for (let pass = 0; pass < 4; pass++) {
    const before = cleaned;
    for (const pattern of LEADING_ASKS) cleaned = cleaned.replace(pattern, "");
    if (cleaned === before) break;
  }
  const title = shortTitle(cleaned, 70) || "Project proposal";
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function buildingTypeIn(text: string): string | undefined {
  const synonyms: Array<[RegExp, string]> = [
    [/\b(apartments?|residential|flats|condo\w*|housing)\b/i, "residential"],
    [/\b(house|home|villa|bungalow|cottage)\b/i, "house"],
    [/\b(shop|mall|retail|store|supermarket)\b/i, "retail"],
    [/\b(factory|plant|industrial)\b/i, "industrial"],
    [/\b(clinic|hospital|medical cent(er|re))\b/i, "hospital"],
    [/\b(school|university|college|campus)\b/i, "school"],
    [/\bdata ?cent(er|re)\b/i, "data center"],
  ];
  // A works type the request asks for first (a car park for a hospital is a car park), then the kinds' own building types.
  const works = requestBuildingType(text);
  if (works) return works;
  for (const type of BUILDING_TYPES_WITH_KIND) if (new RegExp(`\\b${type}s?\\b`, "i").test(text)) return type;
  return synonyms.find(([p]) => p.test(text))?.[1];
}

/** Phrases about money, people or time: constraints of the brief, never scope items ("budget of 5000 EUR", "team of 3", "launch by March"). */
const NOT_SCOPE = new RegExp(
  `${CURRENCY_SYMBOL}|\\b(budget|costs?|spend|price|fees?|team|people|persons?|staff|employees|developers|workers|deadline|due|needs? to|must|has to|launch(es|ed)? by|by (the )?(end|next|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|q[1-4]|spring|summer|autumn|fall|winter)|within|days?|weeks?|months?|years?|quarters?|usd|eur|gbp|dollars|euros|pounds)\\b`,
  "i",
);

/** Items listed after "with" / "including" ("with payments, chat and an admin panel"). */
function listedItems(text: string): string[] {
  const m = /\b(?:with|including|includes|featuring|covering)\s+([^.;:]+)/i.exec(text);
  if (!m?.[1]) return [];
  return m[1]
    .split(/,|\band\b|\bplus\b|&/i)
    .map((s) => s.replace(/^\s*(an?|the|some)\s+/i, "").trim())
    .filter((s) => s.length > 1 && s.split(" ").length <= 6 && !/^\d/.test(s) && !NOT_SCOPE.test(s));
}

/** A value inside the schema's range, or undefined (a phrase that only looked like a quantity). */
function within(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

/** Free text → a structured brief, with no LLM: domain, quantities, money, durations, team, features. */
export function extractBrief(request: string): Brief {
  const text = request.replace(/\s+/g, " ").trim();
  const domain = detectDomain(text);
  const money = moneyMentions(text);
  const budget = budgetOf(text, money);
  // With no currency in the request, a known location's own currency is used (Berlin → EUR).
  const currency =
    budget?.currency ?? money[0]?.currency ?? currencyNamedIn(text)?.currency ?? locationCurrency(placeWrittenIn(text)) ?? "USD";
  const frames = timeFramesIn(text, { includeDays: domain !== "event" });
  const quantities: Brief["quantities"] = {};
  const area = within(areaIn(text), 1, 5_000_000);
  if (area) quantities.area_m2 = Math.round(area);
  const floors = floorsIn(text);
  if (floors) quantities.floors = floors;
  if (domain === "event") {
    const attendees = within(attendeesIn(text), 1, 1_000_000);
    if (attendees) quantities.attendees = attendees;
    const days = eventDaysIn(text);
    if (days) quantities.days = days;
  }
  if (domain === "research") {
    const participants = within(participantsIn(text), 1, 1_000_000);
    if (participants) quantities.participants = participants;
    quantities.methods = methodsIn(text);
  }
  if (domain === "marketing") quantities.channels = channelsIn(text).map((c) => c.key);
  if (domain === "software") {
    const pages = within(pagesIn(text), 1, 10_000);
    if (pages) quantities.pages = pages;
    quantities.platforms = ["web", "mobile", "ios", "android", "native", "desktop"].filter((p) =>
      new RegExp(`\\b${p}\\b`, "i").test(text),
    );
  }
  const listed = listedItems(text);
  const features = domain === "software" ? [...new Set([...featuresIn(text).map((f) => f.key)])] : listed;

  return briefSchema.parse({
    domain,
    title: titleFrom(text),
    summary: text.slice(0, 4000),
    features: features.slice(0, 40),
    quantities,
    building_type: domain === "construction" ? buildingTypeIn(text) : undefined,
    scope_type: domain === "construction" ? scopeTypeInText(text) : undefined,
    location: placeWrittenIn(text),
    currency,
    budget: within(budget?.amount ?? bareBudget(text)?.amount, 0.01, 1e13),
    // A marketing campaign's length is its flight; elsewhere a stated length is the project's time frame.
    deadline_weeks: domain === "marketing" ? frames.deadline : (frames.deadline ?? frames.length),
    duration_weeks: domain === "marketing" ? frames.length : undefined,
    team_size: teamSizeIn(text),
    complexity:
      /\b(complex|enterprise|large[- ]scale|mission[- ]critical|high[- ]security|regulated|banking|medical|real-time trading)\b/i.test(
        text,
      )
        ? "high"
        : /\b(simple|basic|mvp|prototype|small|landing page|minimal)\b/i.test(text)
          ? "low"
          : "nominal",
    quality: /\b(premium|luxury|high[- ]end|top[- ]quality|flagship)\b/i.test(text)
      ? "premium"
      : /\b(low[- ]cost|economy|cheap|basic finish|budget[- ](friendly|build|option|version)|on a shoestring)\b/i.test(
            text,
          )
        ? "basic"
        : "standard",
    design_maturity: designMaturityIn(text),
    client_sector: clientSectorIn(text),
  });
}

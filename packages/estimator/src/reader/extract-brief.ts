import { briefSchema, type Brief, type Domain } from "@scopewise/shared";
import { locationCurrency } from "../core/reference-data.js";
import { scopeTypeInText } from "../kinds/construction/shared/scopes.js";
import { channelsIn } from "../kinds/marketing/shared/channels.js";
import { methodsIn } from "../kinds/research/shared/general-plan.js";
import { featuresIn } from "../kinds/software/shared/catalogue.js";
import { bareBudget, budgetOf, currenciesStated, currencyNamedIn, moneyMentions } from "./money.js";
import { quantitiesIn } from "./quantities.js";
import { timeFramesIn } from "./time-frames.js";
import { describedIn } from "./request-words.js";
import { withinBriefRanges } from "./brief-ranges.js";
import { withDetails } from "./details/index.js";

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

/** A value inside the schema's range, or undefined (a phrase that only looked like a quantity). */
function within(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

/** Free text → a structured brief, with no LLM: domain, quantities, money, durations, team, features. */
export function extractBrief(request: string): Brief {
  const text = request.replace(/\s+/g, " ").trim();
  const domain = detectDomain(text);
  const money = moneyMentions(text);
  const named = currencyNamedIn(text);
  const described = describedIn(text, currenciesStated(money, named));
  const budget = budgetOf(text, money);
  // With no currency in the request, a known location's own currency is used (Berlin → EUR).
  const currency =
    budget?.currency ?? money[0]?.currency ?? named?.currency ?? locationCurrency(described.location) ?? "USD";
  const frames = timeFramesIn(text, { includeDays: domain !== "event" });
  // The quantities as the reader reads them, for the domain the request's words name.
  // A value outside the schema's range only looked like a quantity ("a survey of 1.2 million customers").
  const { quantities } = withinBriefRanges(
    Object.fromEntries(
      Object.entries(quantitiesIn(text, domain)).map(
        ([name, reading]) => [name, name === "area_m2" ? Math.round(reading.value) : reading.value] as const,
      ),
    ),
  );
  if (domain === "research") quantities.methods = methodsIn(text);
  if (domain === "marketing") quantities.channels = channelsIn(text).map((c) => c.key);
  if (domain === "software") quantities.platforms = described.platforms;
  const features = domain === "software" ? [...new Set([...featuresIn(text).map((f) => f.key)])] : described.listed;

  return withDetails(
    briefSchema.parse({
      domain,
      title: described.title,
      summary: text.slice(0, 4000),
      features: features.slice(0, 40),
      quantities,
      building_type: domain === "construction" ? described.building_type : undefined,
      scope_type: domain === "construction" ? scopeTypeInText(text) : undefined,
      location: described.location,
      currency,
      budget: within(budget?.amount ?? bareBudget(text)?.amount, 0.01, 1e13),
      // A marketing campaign's length is its flight; elsewhere a stated length is the project's time frame.
      deadline_weeks: domain === "marketing" ? frames.deadline : (frames.deadline ?? frames.length),
      duration_weeks: domain === "marketing" ? frames.length : undefined,
      team_size: described.team_size,
      complexity: described.complexity,
      quality: described.quality,
      design_maturity: described.design_maturity,
      client_sector: described.client_sector,
    }),
  );
}

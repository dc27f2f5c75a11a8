import { countryLabel, currencyCountry, placeNamed, translator } from "@scopewise/i18n";
import {
  briefSchema,
  KINDS_BY_DOMAIN,
  type Brief,
  type BriefInput,
  type Domain,
  type Estimate,
} from "@scopewise/shared";
import { finalize, MONTE_CARLO_ITERATIONS } from "./core/finalize.js";
import { withoutProvided } from "./core/provided.js";
import { formatNumber } from "./core/money.js";
import type { DomainModel } from "./core/plan.js";
import { hasReferenceRate, locationCurrency, REFERENCE_DATE } from "./core/reference-data.js";
import { constructionPlan } from "./kinds/construction/shared/general-plan.js";
import { eventPlan } from "./kinds/event/shared/general-plan.js";
import { genericPlan } from "./kinds/other/shared/general-plan.js";
import { marketingPlan } from "./kinds/marketing/shared/general-plan.js";
import { researchPlan } from "./kinds/research/shared/general-plan.js";
import { softwarePlan } from "./kinds/software/shared/general-plan.js";
import { currencyNamedIn, moneyMentions } from "./reader/money.js";
import { withDetails } from "./reader/details/index.js";
import { KIND_MODELS } from "./kinds/index.js";
import type { OrganisationCalibration } from "./calibration/organisation.js";
import { type CompanyTerms, withCompanyRates } from "./company.js";
import type { SizeCalibration } from "./kinds/software/stated-size/calibrated.js";
import { hasStatedSize, statedSizePlan } from "./kinds/software/stated-size/model.js";

export interface EstimateOptions {
  /** The stated-size model's calibration (the harness passes each fold's own; the default is the shipped one). */
  sizeCalibration?: SizeCalibration;
  /**
   * The organisation effect to price with (from `calibrateOrganisation` on the user's recorded outcomes):
   * it multiplies the P50 by its factor and sets the P10–P90 spread by its logSd. Without it the
   * population's is used, whose range includes the spread between organisations.
   */
  organisation?: OrganisationCalibration;
  /** The company the proposal is from: its own hourly rates replace the reference rate card's for the roles it names. */
  company?: CompanyTerms;
}

const MODELS: Record<Domain, DomainModel> = {
  software: softwarePlan,
  construction: constructionPlan,
  marketing: marketingPlan,
  event: eventPlan,
  research: researchPlan,
  other: genericPlan,
};

/** The engine: a brief in, a consistent estimate out. Pure and deterministic for a given brief. */
export function estimate(
  input: BriefInput | Brief,
  iterations = MONTE_CARLO_ITERATIONS,
  options: EstimateOptions = {},
): Estimate {
  // A brief that never went through the reader (stored before its details existed, written by hand) is read once here.
  const priceable = priceableCurrency(withDetails(briefSchema.parse(withLocalCurrency(input))));
  const { brief, placeNote } = withCurrencyCountry(priceable.brief);
  const note = priceable.note;
  // A kind's own model only for a kind of the brief's domain (a corrected brief may change the domain alone).
  const ownModel =
    brief.kind && (KINDS_BY_DOMAIN[brief.domain] as readonly string[]).includes(brief.kind)
      ? KIND_MODELS[brief.kind]
      : undefined;
  // A software size stated the way professionals measure it is used as given: the catalogue sizes only what states none.
  const sized = brief.domain === "software" && hasStatedSize(brief);
  const model = sized
    ? (b: Brief) => statedSizePlan(b, options.sizeCalibration, options.organisation)
    : (ownModel ?? MODELS[brief.domain]);
  const plan = withCompanyRates(withoutProvided(model(brief), brief), brief, options.company);
  const local = localCurrencyNote(brief);
  if (note) plan.assumptions.unshift(note);
  else if (local) plan.assumptions.unshift(local);
  if (placeNote) plan.assumptions.push(placeNote);
  return finalize(plan, brief, iterations);
}

/**
 * A brief in a currency that only one country writes, and no place the gazetteer knows, is priced at
 * that country's cost level (reais in an unlisted Brazilian town are Brazilian prices, not US ones).
 */
function withCurrencyCountry(brief: Brief): { brief: Brief; placeNote?: string } {
  if (placeNamed(brief.location) !== undefined) return { brief };
  const code = currencyCountry(brief.currency);
  const country = code ? countryLabel(code) : undefined;
  if (!country) return { brief };
  const place = brief.location ? `${brief.location}, ${country.replace(/^the /, "")}` : country;
  const placeNote = translator(brief.language)(
    "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.",
    { country, currency: brief.currency },
  );
  return { brief: { ...brief, location: place }, placeNote };
}

/**
 * A currency without a reference rate cannot be converted: the estimate is priced in US dollars and
 * says so. A budget in that currency cannot be compared with it, so it is set aside (and said so too).
 */
function priceableCurrency(brief: Brief): { brief: Brief; note?: string } {
  if (hasReferenceRate(brief.currency)) return { brief };
  const t = translator(brief.language);
  const values = {
    currency: brief.currency,
    date: REFERENCE_DATE,
    budget: brief.budget !== undefined ? formatNumber(brief.budget, 0, brief.language, brief.location) : "",
  };
  const budget =
    brief.budget !== undefined
      ? ` ${t("The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.", values)}`
      : "";
  return {
    brief: { ...brief, currency: "USD", budget: undefined },
    note: `${t("There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).", values)}${budget}`,
  };
}

/** A brief that names no currency is priced in its location's currency when that is known (Berlin → EUR). */
function withLocalCurrency(input: BriefInput | Brief): BriefInput | Brief {
  if (input.currency !== undefined) return input;
  const local = locationCurrency(input.location);
  return local ? { ...input, currency: local } : input;
}

/** Says so when the figures are in the location's currency because the request named none. */
function localCurrencyNote(brief: Brief): string | undefined {
  if (brief.currency === "USD" || brief.currency !== locationCurrency(brief.location)) return undefined;
  if (moneyMentions(brief.summary).length > 0 || currencyNamedIn(brief.summary) !== undefined) return undefined;
  return translator(brief.language)(
    "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.",
    { currency: brief.currency, place: brief.location ?? "" },
  );
}

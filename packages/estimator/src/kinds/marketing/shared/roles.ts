import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";
import type { PlanRole } from "../../../core/plan.js";
import { locationIndex, usdTo } from "../../../core/reference-data.js";
import { cited, citation, type Cited } from "../../../reference/cited.js";
import { escalate, PRICE_YEAR } from "../../../reference/escalation.js";

export type MarketingRole =
  | "strategist"
  | "mediaBuyer"
  | "copywriter"
  | "designer"
  | "videoProducer"
  | "photographer"
  | "seoSpecialist"
  | "analyst"
  | "prManager"
  | "prSpecialist"
  | "influencerManager";

const OEWS = "U.S. Bureau of Labor Statistics, OEWS May 2023 national median annual wage";

/** Median annual wage (USD, May 2023) of the occupation each agency role is filed under. */
export const ROLE_WAGES: Record<MarketingRole, Cited> = {
  strategist: cited(131_870, `${OEWS}, 11-2011 Advertising and promotions managers`, 2023),
  mediaBuyer: cited(74_680, `${OEWS}, 13-1161 Market research analysts and marketing specialists`, 2023),
  copywriter: cited(73_150, `${OEWS}, 27-3043 Writers and authors`, 2023),
  designer: cited(58_910, `${OEWS}, 27-1024 Graphic designers`, 2023),
  videoProducer: cited(66_600, `${OEWS}, 27-4032 Film and video editors`, 2023),
  photographer: cited(40_170, `${OEWS}, 27-4021 Photographers`, 2023),
  // O*NET files search marketing strategists (13-1161.01) under 13-1161.
  seoSpecialist: cited(
    74_680,
    `${OEWS}, 13-1161 Market research analysts and marketing specialists (O*NET 13-1161.01 Search marketing strategists)`,
    2023,
  ),
  analyst: cited(74_680, `${OEWS}, 13-1161 Market research analysts and marketing specialists`, 2023),
  prManager: cited(131_570, `${OEWS}, 11-2032 Public relations managers`, 2023),
  prSpecialist: cited(67_440, `${OEWS}, 27-3031 Public relations specialists`, 2023),
  influencerManager: cited(74_680, `${OEWS}, 13-1161 Market research analysts and marketing specialists`, 2023),
};

/** Paid hours in a year (52 × 40), to turn an annual wage into an hourly one. */
const HOURS_PER_YEAR = 2080;

/**
 * An agency bills about three times what a person costs it (salary, overheads and profit in thirds);
 * the rate card this gives averages about the most common band of agency rates on Clutch ($100–149 an hour).
 */
export const AGENCY_MULTIPLIER = cited(
  3,
  "80:20 Communications, How much does PR cost? (hourly rates at three times staff cost)",
  2013,
);
export const AGENCY_RATE_BAND = cited(
  { low: 100, high: 149 },
  "Clutch, digital marketing agencies directory: most common hourly rate band",
  2024,
);

/** A role's hourly rate in USD at a US-average location, in PRICE_YEAR prices. */
export function usdRate(role: MarketingRole): number {
  const wage = ROLE_WAGES[role];
  return escalate((wage.value / HOURS_PER_YEAR) * AGENCY_MULTIPLIER.value, wage.year);
}

export function roleName(t: Translate, role: MarketingRole): string {
  const names: Record<MarketingRole, string> = {
    strategist: t("Marketing strategist"),
    mediaBuyer: t("Media buyer"),
    copywriter: t("Copywriter"),
    designer: t("Graphic designer"),
    videoProducer: t("Video producer"),
    photographer: t("Photographer"),
    seoSpecialist: t("SEO specialist"),
    analyst: t("Marketing analyst"),
    prManager: t("PR manager"),
    prSpecialist: t("PR specialist"),
    influencerManager: t("Influencer marketing manager"),
  };
  return names[role];
}

/** The agency's rate card for a request: each role's rate where the work is done, with where it came from. */
export interface RateCard {
  rate(role: MarketingRole): number;
  name(role: MarketingRole): string;
  /** The roles used, for the plan. */
  roles(used: readonly MarketingRole[]): PlanRole[];
  /** The location's label and labour factor, for the method text. */
  place: { label: string; factor: number };
}

export function rateCard(brief: Brief, t: Translate): RateCard {
  const place = locationIndex(brief.location);
  const rate = (role: MarketingRole) => Math.round(usdTo(brief.currency, usdRate(role) * place.factor));
  const source = (role: MarketingRole) =>
    t(
      "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})",
      {
        wage: citation(ROLE_WAGES[role]),
        multiplier: AGENCY_MULTIPLIER.value,
        multiplierSource: citation(AGENCY_MULTIPLIER),
        year: PRICE_YEAR,
        factor: formatNumber(place.factor, 2, brief.language),
        place: place.label,
      },
    );
  const name = (role: MarketingRole) => roleName(t, role);
  return {
    rate,
    name,
    place,
    roles: (used) => [...new Set(used)].map((role) => ({ role: name(role), rate: rate(role), source: source(role) })),
  };
}

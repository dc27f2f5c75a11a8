import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { cocomo, NOMINAL_SF_SUM } from "./cocomo.js";
import { catalogueFeature, CORE_FP, featuresIn, SLOC_PER_FP, type CatalogueFeature } from "./catalogue.js";
import { cited } from "../../../reference/cited.js";
import { nominalSchedule } from "./phase-schedule.js";
import type { PlanRisk } from "../../../core/plan.js";
import { BASELINE_FEATURES, MVP_FEATURE_SHARE } from "./general-plan.js";
import type { StatedScale } from "./assemble.js";
import { effortMultiplier, HOURS_PER_PERSON_MONTH, WEEKS_PER_MONTH } from "./labour.js";

const MINIMAL =
  /\b(?:simple|basic|mvp|prototype|poc|proof[- ]of[- ]concept|minimal|minimum viable|nothing fancy|internal (?:tool|dashboard|app)|sencill\w*|einfach\w*|simples|interne?s? (?:werkzeug|tool)|outil interne|ferramenta interna|herramienta interna)\b/iu;
const MVP = /\b(?:mvp|prototype|poc|proof[- ]of[- ]concept|minimum viable|prototipo|prototyp|prototype|protótipo)\b/iu;

/** What an application request asks for: capabilities from the catalogue, screens, and how lean a first version is. */
/** Unadjusted function points a typical screen carries (its inputs, outputs and queries). */
export const FP_PER_SCREEN = cited(5, "Scopewise sizing norm: function points per application screen", 2026);

/**
 * COCOMO II.2000 effort multipliers of a delivery team on a modern framework stack: TOOL very high (0.78),
 * and PCAP, APEX high (0.88 each), LTEX, PLEX high (0.91 each); the other drivers nominal.
 */
export const TEAM_MULTIPLIERS = cited(
  { TOOL: 0.78, PCAP: 0.88, APEX: 0.88, LTEX: 0.91, PLEX: 0.91 },
  "Boehm et al., Software Cost Estimation with COCOMO II, post-architecture effort multipliers",
  2000,
);
export const TEAM_MULTIPLIER = Object.values(TEAM_MULTIPLIERS.value).reduce((a, b) => a * b, 1);

export interface AppScope {
  baseline: CatalogueFeature[];
  named: CatalogueFeature[];
  screens?: number;
  minimal: boolean;
  mvp: boolean;
  /** The part of a stated size beyond the core and the capabilities named (its function points, or a weight). */
  rest?: { label: string; points: number };
}

export function appScope(brief: Brief): AppScope {
  const listed = brief.features.map((f) => catalogueFeature(f)).filter((f): f is CatalogueFeature => f !== undefined);
  const found = [...new Map([...listed, ...featuresIn(brief.summary)].map((f) => [f.key, f])).values()];
  const minimal = MINIMAL.test(brief.summary) || brief.complexity === "low";
  const baseline = minimal
    ? []
    : BASELINE_FEATURES.map((k) => catalogueFeature(k)).filter((f): f is CatalogueFeature => f !== undefined);
  const named = found.filter((f) => !baseline.some((b) => b.key === f.key));
  const screens = brief.quantities.screens ?? brief.quantities.pages;
  return { baseline, named, screens, minimal, mvp: MVP.test(brief.summary) };
}

/**
 * The scope whose labour a stated size replaces: the size is split over the capabilities the request
 * names, and the catalogue adds no default ones to it (the stated count already holds what the product has).
 */
export function statedAppScope(brief: Brief, stated: StatedScale | undefined): AppScope {
  const scope = appScope(brief);
  if (!stated) return scope;
  const named = scope.named.reduce((s, f) => s + featurePoints(scope, f), 0);
  // A size in other units (lines, use-case or story points) weighs the rest as the catalogue's default capabilities.
  const points =
    stated.functionPoints !== undefined
      ? Math.max(0, stated.functionPoints - CORE_FP - named)
      : scope.baseline.reduce((s, f) => s + f.fp, 0);
  return { ...scope, baseline: [], rest: { label: stated.label, points } };
}

/** The assumption a stated size makes about the application's capabilities. */
export const STATED_SPLIT = (t: Translate) =>
  t(
    "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.",
  );

/** A capability's function points as built (an MVP builds a thin version of each named one). */
export function featurePoints(scope: AppScope, feature: CatalogueFeature): number {
  return feature.fp * (scope.baseline.includes(feature) || !scope.mvp ? 1 : MVP_FEATURE_SHARE);
}

/**
 * Function points of the whole application before any platform factor: the core, and the capabilities or
 * the screens, whichever is larger (screens are where the capabilities show, so they are not added twice).
 */
export function applicationPoints(scope: AppScope): { core: number; features: number } {
  const features =
    [...scope.baseline, ...scope.named].reduce((s, f) => s + featurePoints(scope, f), 0) + (scope.rest?.points ?? 0);
  const screens = (scope.screens ?? 0) * FP_PER_SCREEN.value;
  return { core: CORE_FP, features: Math.max(features, screens) };
}

export interface AppEffort {
  functionPoints: number;
  ksloc: number;
  /** Nominal hours (effort multipliers applied later, task by task). */
  hours: number;
  nominalWeeks: number;
}

/** Function points → KSLOC → COCOMO II.2000 effort, and its nominal schedule (the small-project team rule blending into TDEV). */
export function appEffort(brief: Brief, functionPoints: number): AppEffort {
  const ksloc = (functionPoints * SLOC_PER_FP) / 1000;
  const nominal = cocomo(ksloc, TEAM_MULTIPLIER, NOMINAL_SF_SUM);
  const schedule = nominalSchedule(cocomo(ksloc, TEAM_MULTIPLIER * effortMultiplier(brief), NOMINAL_SF_SUM));
  return {
    functionPoints,
    ksloc,
    hours: nominal.personMonths * HOURS_PER_PERSON_MONTH,
    nominalWeeks: schedule.months * WEEKS_PER_MONTH,
  };
}

/** Risks every custom application carries, sized on its labour cost and calendar. */
export function applicationRisks(
  brief: Brief,
  t: Translate,
  baseCost: number,
  weeks: number,
  scope: AppScope,
): PlanRisk[] {
  const has = (key: string) => [...scope.baseline, ...scope.named].some((f) => f.key === key);
  const risks: PlanRisk[] = [
    {
      title: t("Requirements change during the build (scope creep)"),
      probability: 0.5,
      impact: baseCost * 0.12,
      delayWeeks: weeks * 0.1,
      mitigation: t("Fix a first-release scope, keep a change log and re-estimate each change before accepting it."),
    },
    {
      title: t("Key team member leaves mid-project"),
      probability: 0.15,
      impact: baseCost * 0.08,
      delayWeeks: Math.min(3, weeks * 0.2),
      mitigation: t("Pair on critical areas, write architecture decisions down and keep a backup for each role."),
    },
    {
      title: t("Late performance or security findings"),
      probability: brief.complexity === "high" ? 0.35 : 0.25,
      impact: baseCost * 0.06,
      delayWeeks: Math.min(2, weeks * 0.15),
      mitigation: t("Load-test and run a security review at the end of each milestone, not only before launch."),
    },
  ];
  if (has("payments") || has("integrations"))
    risks.push({
      title: t("Third-party API or payment-provider integration issues"),
      probability: 0.3,
      impact: baseCost * 0.05,
      delayWeeks: 2,
      mitigation: t("Spike the integrations in the first sprint and use the providers' sandboxes from day one."),
    });
  return risks;
}

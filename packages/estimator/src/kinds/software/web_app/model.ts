import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanTask } from "../../../core/plan.js";
import { SLOC_PER_FP } from "../shared/catalogue.js";
import { applicationLabour } from "../shared/app-labour.js";
import {
  appEffort,
  applicationPoints,
  applicationRisks,
  appScope,
  type AppScope,
  STATED_SPLIT,
  statedAppScope,
  TEAM_MULTIPLIER,
} from "../shared/application.js";
import type { KindPlanSpec, StatedScale } from "../shared/assemble.js";
import { featureLabel } from "../shared/features.js";
import type { LabourPlan } from "../shared/labour.js";
import { HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import { SMALL_STACK_POINTS, STANDARD_STACK_INSTANCES, WEB_PRICES } from "./reference.js";

/** A web application's development labour: catalogue function points → COCOMO II → role-hours by phase. */
export function webAppLabour(brief: Brief, t: Translate, scope: AppScope = appScope(brief)): LabourPlan {
  const points = applicationPoints(scope);
  return applicationLabour(t, scope, appEffort(brief, points.core + points.features), {
    features: "software_engineer",
  });
}

/** Hosting and monitoring for the first year, sized by the application's function points. */
export function webRunningCosts(brief: Brief, t: Translate, functionPoints: number): PlanTask[] {
  const hosting =
    functionPoints <= SMALL_STACK_POINTS
      ? priceLine(
          brief,
          t("Cloud hosting, managed front end and database (first year)"),
          12,
          t("month"),
          WEB_PRICES.smallStackMonth,
        )
      : priceLine(
          brief,
          t("Cloud hosting, {{n}} instances (first year)", { n: STANDARD_STACK_INSTANCES }),
          STANDARD_STACK_INSTANCES * 12 * HOURS_PER_MONTH,
          t("hour"),
          WEB_PRICES.instanceHour,
        );
  return [
    hosting,
    priceLine(brief, t("Error monitoring (first year)"), 12, t("month"), WEB_PRICES.errorMonitoringMonth, 1, 1.05),
  ];
}

export function webAppSpec(brief: Brief, stated?: StatedScale): KindPlanSpec {
  const t = translator(brief.language);
  const scope = statedAppScope(brief, stated);
  const points = applicationPoints(scope);
  const effort = appEffort(brief, points.core + points.features);
  const capabilities = [...scope.baseline, ...scope.named].map((f) => featureLabel(t, f).toLowerCase());
  return {
    brief,
    t,
    labour: webAppLabour(brief, t, scope),
    nonLabour: webRunningCosts(brief, t, stated?.functionPoints ?? effort.functionPoints),
    risks: ({ baseCost, weeks }) => applicationRisks(brief, t, baseCost, weeks, scope),
    questions: [
      t("Which user roles are there, and what must each be able to do?"),
      ...(scope.screens === undefined && !stated
        ? [t("Roughly how many screens or pages does the application have?")]
        : []),
      t("Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?"),
      // Asked only when the request gave no number of users: no question asks for what is stated.
      ...(brief.quantities.users === undefined
        ? [t("How many users and how much data do you expect in the first year?")]
        : []),
      t("Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?"),
    ],
    method: t(
      "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.",
      {
        fp: formatNumber(effort.functionPoints, 0, brief.language),
        screens: scope.screens ?? 0,
        sloc: SLOC_PER_FP,
        ksloc: formatNumber(effort.ksloc, 1, brief.language),
        team: formatNumber(TEAM_MULTIPLIER, 2, brief.language),
      },
    ),
    scope: capabilities.length
      ? t("A web application with {{n}} main capabilities ({{list}}).", {
          n: capabilities.length,
          list: capabilities.join("; "),
        })
      : stated
        ? t("A web application; the request named no specific capabilities.")
        : t(
            "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).",
          ),
    assumptions: [
      stated
        ? STATED_SPLIT(t)
        : scope.minimal
          ? t(
              "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).",
            )
          : t(
              "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.",
            ),
      t(
        "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.",
      ),
      t(
        "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.",
      ),
    ],
    metrics: {},
    labourMetrics: {
      function_points: Math.round(effort.functionPoints),
      ksloc: Math.round(effort.ksloc * 10) / 10,
      nominal_person_months: Math.round((effort.hours / 152) * 10) / 10,
    },
  };
}

import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanTask } from "../../../core/plan.js";
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
import { priceLine } from "../shared/prices.js";
import { webRunningCosts } from "../web_app/model.js";
import { BACKEND_SHARE, PLATFORM_FACTOR, STORE_FEES } from "./reference.js";

const NATIVE = /\b(?:native|nativ\w*|swift|kotlin|swiftui|jetpack)\b/iu;

export interface Platforms {
  ios: boolean;
  android: boolean;
  native: boolean;
  factor: number;
}

export function platformsOf(brief: Brief): Platforms {
  const words = `${(brief.quantities.platforms ?? []).join(" ")} ${brief.summary}`;
  let ios = /\b(?:ios|iphone|ipad|app store|swift)\b/i.test(words);
  let android = /\b(?:android|andriod|google play|kotlin)\b/i.test(words);
  // A "mobile app" naming no platform is for both stores.
  if (!ios && !android) ios = android = true;
  const native = NATIVE.test(words);
  const factor =
    ios && android
      ? native
        ? PLATFORM_FACTOR.nativeBoth.value
        : PLATFORM_FACTOR.crossPlatform.value
      : PLATFORM_FACTOR.single.value;
  return { ios, android, native, factor };
}

/** A mobile app's development labour: function points × the platform factor → COCOMO II → mobile, back-end and other roles. */
export function mobileAppLabour(
  brief: Brief,
  t: Translate,
  scope: AppScope = appScope(brief),
  platforms = platformsOf(brief),
): LabourPlan {
  const points = applicationPoints(scope);
  return applicationLabour(t, scope, appEffort(brief, (points.core + points.features) * platforms.factor), {
    features: "mobile_developer",
    backendShare: BACKEND_SHARE,
  });
}

function storeFees(brief: Brief, t: Translate, platforms: Platforms): PlanTask[] {
  return [
    ...(platforms.ios
      ? [priceLine(brief, t("Apple Developer Program (first year)"), 1, t("year"), STORE_FEES.apple, 1, 1)]
      : []),
    ...(platforms.android
      ? [priceLine(brief, t("Google Play developer registration"), 1, t("one-time fee"), STORE_FEES.google, 1, 1)]
      : []),
  ];
}

export function mobileAppSpec(brief: Brief, stated?: StatedScale): KindPlanSpec {
  const t = translator(brief.language);
  const scope = statedAppScope(brief, stated);
  const platforms = platformsOf(brief);
  const points = applicationPoints(scope);
  const effort = appEffort(brief, (points.core + points.features) * platforms.factor);
  const capabilities = [...scope.baseline, ...scope.named].map((f) => featureLabel(t, f).toLowerCase());
  const target =
    platforms.ios && platforms.android
      ? platforms.native
        ? t("native iOS and Android apps")
        : t("a cross-platform app for iOS and Android")
      : platforms.ios
        ? t("an iOS app")
        : t("an Android app");
  return {
    brief,
    t,
    labour: mobileAppLabour(brief, t, scope, platforms),
    nonLabour: [
      ...storeFees(brief, t, platforms),
      ...webRunningCosts(brief, t, stated?.functionPoints ?? effort.functionPoints),
    ],
    risks: ({ baseCost, weeks }) => [
      ...applicationRisks(brief, t, baseCost, weeks, scope),
      {
        title: t("App store review rejection or delay"),
        probability: 0.3,
        impact: baseCost * 0.01,
        delayWeeks: 1,
        mitigation: t(
          "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.",
        ),
      },
    ],
    questions: [
      t(
        "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?",
      ),
      ...(scope.screens === undefined && !stated ? [t("Roughly how many screens does the app have?")] : []),
      t("Does the app need a back end of its own, or does it use an existing API?"),
      t("Must it work offline, and does it use the camera, location, Bluetooth or payments?"),
      t("Are the Apple and Google developer accounts already in your company's name?"),
    ],
    method: t(
      "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.",
      {
        factor: formatNumber(platforms.factor, 2, brief.language),
        target,
        fp: formatNumber(effort.functionPoints, 0, brief.language),
        screens: scope.screens ?? 0,
        team: formatNumber(TEAM_MULTIPLIER, 2, brief.language),
      },
    ),
    scope: capabilities.length
      ? t("A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).", {
          target,
          n: capabilities.length,
          list: capabilities.join("; "),
        })
      : stated
        ? t("A mobile app ({{target}}); the request named no specific capabilities.", { target })
        : t("A mobile app ({{target}}) with its core only.", { target }),
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
        "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.",
      ),
    ],
    metrics: {},
    labourMetrics: {
      function_points: Math.round(effort.functionPoints),
      ksloc: Math.round(effort.ksloc * 10) / 10,
      platform_factor: platforms.factor,
    },
  };
}

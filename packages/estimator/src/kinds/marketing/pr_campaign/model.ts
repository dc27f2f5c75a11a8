import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { Plan } from "../../../core/plan.js";
import { statedPerMonth } from "../shared/pieces.js";
import {
  monthsText,
  retainerCore,
  retainerNotes,
  retainerRisks,
  retainerTerm,
  termSentence,
  type Deliverable,
} from "../shared/retainer.js";
import { rateCard } from "../shared/roles.js";
import { readMoney, WEEKS_PER_MONTH } from "../shared/stated-money.js";
import { mediaReach, PR_NORMS as N } from "./reference.js";

/**
 * A PR campaign as a retainer: onboarding (messaging, media list, press kit), then each month's counsel,
 * media outreach, press releases, spokesperson preparation and coverage monitoring × the months it runs.
 */
export function prCampaignPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const term = retainerTerm(brief, t, N.onboardingWeeks, N.defaultMonths);
  const money = readMoney(brief, term.months * WEEKS_PER_MONTH);
  const reach = mediaReach(brief);
  const statedReleases = statedPerMonth(brief, "press_releases", term.months, term.basis === "stated");
  const releases = statedReleases ?? N.pressReleasesPerMonth;
  const mediaList = Math.round(N.mediaList * reach);
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const n = (v: number, d = 0) => formatNumber(v, d, brief.language);

  const onboardingWork = [
    { name: t("Messaging, story angles and news hooks"), role: "prManager" as const, hours: N.messagingHours },
    {
      name: t("Media list: {{count}} journalists and outlets", { count: n(mediaList) }),
      role: "prSpecialist" as const,
      hours: N.mediaListHours * reach,
    },
    { name: t("Press kit: fact sheet, bios and images"), role: "prSpecialist" as const, hours: N.pressKitHours },
    { name: t("Press kit design"), role: "designer" as const, hours: N.pressKitDesignHours },
  ];
  const deliverables: Deliverable[] = [
    { name: t("PR strategy and counsel"), perMonth: 1, hours: { prManager: N.counselPerMonth * reach } },
    { name: t("Media outreach and pitching"), perMonth: 1, hours: { prSpecialist: N.outreachPerMonth * reach } },
    {
      name: t("Press releases"),
      perMonth: releases,
      hours: { prSpecialist: N.releaseWritingHours, prManager: N.releaseApprovalHours },
    },
    {
      name: t("Spokesperson and interview preparation"),
      perMonth: 1,
      hours: { prManager: N.spokespersonPrepPerMonth },
    },
    { name: t("Coverage monitoring and monthly report"), perMonth: 1, hours: { analyst: N.monitoringPerMonth } },
  ];
  const core = retainerCore({
    brief,
    t,
    card,
    term,
    money,
    onboardingName: t("Onboarding: messaging, media list and press kit"),
    onboardingWeeks: N.onboardingWeeks,
    onboarding: onboardingWork,
    deliverables,
  });
  const { fee, onboardingCost, budget } = core;

  return {
    domain: "marketing",
    method: t(
      "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      { place: card.place.label, reach: n(reach, 1) },
    ),
    summary: t(
      "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.",
      {
        months: monthsText(t, term.months, brief.language),
        fee: m(fee),
        list: n(mediaList),
        releases: n(releases, 1),
        onboarding: m(onboardingCost),
      },
    ),
    assumptions: [
      termSentence(t, term, N.onboardingWeeks, fee, brief),
      ...(statedReleases === undefined ? [t("One press release a month is assumed (none were stated).")] : []),
      t(
        "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.",
      ),
      t(
        "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.",
      ),
      ...budget.assumptions,
    ],
    termWeeks: core.termWeeks,
    phases: core.phases,
    roles: core.roles,
    risks: [
      ...retainerRisks(t, fee),
      {
        title: t("No coverage lands in the first months"),
        probability: 0.4,
        impact: 0.3 * fee,
        delayWeeks: 4,
        mitigation: t(
          "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.",
        ),
      },
      {
        title: t("A bigger news story or a crisis pushes the story out"),
        probability: 0.2,
        impact: 0.25 * fee,
        delayWeeks: 2,
        mitigation: t("Keep an evergreen angle ready and move announcements away from crowded news days."),
      },
    ],
    metrics: {
      ...core.metrics,
      press_releases_per_month: Math.round(releases * 10) / 10,
      media_list: mediaList,
      outreach_hours_per_month: Math.round(N.outreachPerMonth * reach),
    },
    questions: [
      t("Which media matter most: trade, local, national or international press, podcasts or analysts?"),
      t(
        "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?",
      ),
      t("Do you need newswire distribution, media training or events? They are priced separately."),
      t("How will success be judged: coverage in named outlets, share of voice, links, or leads?"),
    ],
    constraintNotes: retainerNotes(budget.notes, term),
  };
}

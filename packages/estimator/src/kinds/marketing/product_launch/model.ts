import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan } from "../../../core/plan.js";
import { PRICE_YEAR } from "../../../reference/escalation.js";
import { campaignRisks, campaignWork, managementFee, managementLine, QUALITY_SCALE } from "../shared/campaign.js";
import { CHANNELS } from "../shared/channels.js";
import { flightOf, flightSentence, weeksText } from "../shared/flight.js";
import { mediaBasisSentence, mediaBudget, mediaConstraintNotes } from "../shared/media-budget.js";
import { conversionsFor, funnelSentences, mediaMetrics } from "../shared/media-plan.js";
import { channelList, channelsOf, contingencyOf, labour } from "../shared/plan-kit.js";
import { rateCard, type MarketingRole } from "../shared/roles.js";
import { readMoney } from "../shared/stated-money.js";
import { mediaReach } from "../pr_campaign/reference.js";
import { AROUND_LAUNCH_WEEKS, LAUNCH_CAMPAIGN_NORMS, LAUNCH_NORMS as N } from "./reference.js";

/**
 * A product launch: positioning and a launch plan, launch assets (landing page, launch video, press kit),
 * press outreach around the launch date, and a paid launch flight whose media is priced apart from the
 * fees like a paid campaign's.
 */
export function productLaunchPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const flight = flightOf(brief, t, AROUND_LAUNCH_WEEKS, N.defaultFlightWeeks);
  const money = readMoney(brief, flight.weeks);
  const picked = channelsOf(brief);
  const channels = [
    ...picked.channels,
    ...CHANNELS.filter((c) => c.key in money.perChannel && !picked.channels.includes(c)),
  ];
  const quality = QUALITY_SCALE[brief.quality];
  const reach = mediaReach(brief);
  const campaign = campaignWork(brief, t, card, channels, flight.weeks, LAUNCH_CAMPAIGN_NORMS);
  const item = (name: string, role: MarketingRole, hours: number) => ({ name, role, hours });
  const positioning = [
    item(t("Positioning, messaging and launch narrative"), "strategist", N.positioningHours),
    item(t("Launch plan and timeline across channels and press"), "strategist", N.launchPlanHours),
  ];
  const assets = [
    item(t("Launch landing page copy"), "copywriter", N.landingCopyHours),
    item(t("Launch landing page design"), "designer", N.landingDesignHours * quality),
    item(t("Launch video script"), "copywriter", N.launchVideoScriptHours),
    item(t("Launch video production and editing"), "videoProducer", N.launchVideoHours * quality),
  ];
  const press = [
    item(t("Launch press release"), "prSpecialist", N.pressReleaseHours),
    item(t("Press release approval and spokesperson briefing"), "prManager", N.pressApprovalHours),
    item(t("Press kit: fact sheet, images and demo access"), "prSpecialist", N.pressKitHours),
    item(t("Press kit design"), "designer", N.pressKitDesignHours),
    item(t("Media outreach and embargoed briefings"), "prSpecialist", N.outreachHours * reach),
  ];
  const cost = (items: Array<{ role: MarketingRole; hours: number }>) =>
    items.reduce((s, w) => s + w.hours * card.rate(w.role), 0);
  const launchWork = cost(positioning) + cost(assets) + cost(press);
  const labourCost =
    launchWork + campaign.cost.strategy + campaign.cost.creative + campaign.cost.setup + campaign.cost.reporting;
  const slip = (recommended: number) => [
    ...campaignRisks(t, campaign, recommended),
    {
      title: t("The launch date slips because the product is not ready"),
      probability: 0.3,
      impact: 0.2 * launchWork,
      delayWeeks: 2,
      mitigation: t(
        "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.",
      ),
    },
  ];
  const fee = managementFee(card, channels.length, flight.weeks);
  const media = mediaBudget({
    brief,
    t,
    channels,
    weeks: flight.weeks,
    money,
    fixedCost: labourCost + contingencyOf(slip(0)),
    managementFee: fee,
  });
  const risks = slip(media.basis === "recommended" ? media.media : 0);
  const fees = labourCost + fee(media.media);
  const metrics = mediaMetrics(media.spends, brief.currency);
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const names = channelList(t, channels);
  const tasks = (items: Array<{ name: string; role: MarketingRole; hours: number }>) =>
    items.map((w) => labour(card, w.name, w.role, w.hours));

  return {
    domain: "marketing",
    method: t(
      "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      {
        place: card.place.label,
        year: PRICE_YEAR,
        basis: mediaBasisSentence(t, media.basis),
      },
    ),
    summary: t(
      "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.",
      {
        weeks: weeksText(t, flight.weeks, brief.language),
        channels: names,
        media: m(media.media),
        conversions: formatNumber(conversionsFor(media.spends, brief.currency), 0, brief.language),
        fees: m(fees),
      },
    ),
    assumptions: [
      ...media.assumptions,
      flightSentence(t, flight, AROUND_LAUNCH_WEEKS, brief.language),
      ...funnelSentences(t, brief, media.spends),
      ...(picked.assumed ? [t("No channel was named: {{channels}} are assumed.", { channels: names })] : []),
      t(
        "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.",
      ),
      t("Coverage is earned, not bought; newswire distribution and a launch event are not included."),
    ],
    termWeeks: flight.termWeeks,
    phases: [
      {
        name: t("Launch strategy and positioning"),
        weeks: threePointWithMean(2, 0.8, 1.5),
        tasks: [...tasks(positioning), ...campaign.strategy],
      },
      {
        name: t("Launch assets, press and setup"),
        weeks: threePointWithMean(3, 0.8, 1.5),
        tasks: [...tasks(assets), ...tasks(press), ...campaign.creative, ...campaign.setup],
      },
      {
        name: t("Launch flight"),
        weeks: threePointWithMean(flight.runWeeks, 1, 1.1),
        tasks: [...media.lines, managementLine(brief, t, card, channels.length, flight.weeks, media.media)],
      },
      { name: t("Measurement and reporting"), weeks: threePointWithMean(1, 0.8, 1.5), tasks: campaign.reporting },
    ],
    roles: card.roles([...positioning, ...assets, ...press].map((w) => w.role).concat(campaign.roles)),
    risks,
    metrics: {
      ...metrics,
      flight_weeks: flight.weeks,
      management_fee: Math.round(fee(media.media)),
      agency_fees: Math.round(fees),
    },
    questions: [
      ...media.questions,
      // A launch date the request names (as a date, not weeks) is not asked for again.
      ...(brief.deadline_weeks === undefined && brief.details?.stated_date === undefined
        ? [t("What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.")]
        : []),
      t("Which media and channels matter most for the launch: trade press, national press, search, social?"),
      t("What launch assets exist already (product photos, demo video, brand guidelines)?"),
      ...(picked.assumed
        ? [t("Which channels do you want? This estimate assumes {{channels}}.", { channels: names })]
        : []),
    ],
    constraintNotes: mediaConstraintNotes(media, flight),
  };
}

import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { PRICE_YEAR } from "../../../reference/escalation.js";
import { campaignRisks, campaignWork, managementFee, managementLine } from "../shared/campaign.js";
import { MANAGEMENT_FEE_SHARE, MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK } from "../shared/fees.js";
import { flightOf, flightSentence, weeksText } from "../shared/flight.js";
import { mediaBasisSentence, mediaBudget, mediaConstraintNotes } from "../shared/media-budget.js";
import { conversionsFor, funnelSentences, mediaMetrics } from "../shared/media-plan.js";
import { channelList, channelsOf, contingencyOf } from "../shared/plan-kit.js";
import { rateCard } from "../shared/roles.js";
import { readMoney } from "../shared/stated-money.js";
import { CHANNELS } from "../shared/channels.js";
import { AROUND_FLIGHT_WEEKS, PAID_NORMS } from "./reference.js";

/**
 * A paid campaign: a media plan (spend per channel turned into impressions, clicks and leads with cited
 * benchmarks) priced apart from the agency's fees (strategy, creative, set-up, management, reporting).
 */
export function paidCampaignPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const card = rateCard(brief, t);
  const flight = flightOf(brief, t, AROUND_FLIGHT_WEEKS);
  const money = readMoney(brief, flight.weeks);
  const picked = channelsOf(brief);
  // A channel the request puts money on is in the plan even when the reader missed it.
  const channels = [
    ...picked.channels,
    ...CHANNELS.filter((c) => c.key in money.perChannel && !picked.channels.includes(c)),
  ];
  const work = campaignWork(brief, t, card, channels, flight.weeks, PAID_NORMS);
  const fee = managementFee(card, channels.length, flight.weeks);
  const labour = work.cost.strategy + work.cost.creative + work.cost.setup + work.cost.reporting;
  const fixedRisks = contingencyOf(campaignRisks(t, work, 0));
  const media = mediaBudget({
    brief,
    t,
    channels,
    weeks: flight.weeks,
    money,
    fixedCost: labour + fixedRisks,
    managementFee: fee,
  });
  const risks = campaignRisks(t, work, media.basis === "recommended" ? media.media : 0);
  const management = managementLine(brief, t, card, channels.length, flight.weeks, media.media);
  const fees = labour + fee(media.media);
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const conversions = conversionsFor(media.spends, brief.currency);
  const metrics = mediaMetrics(media.spends, brief.currency);
  const names = channelList(t, channels);

  const summaryValues = {
    weeks: weeksText(t, flight.weeks, brief.language),
    channels: names,
    media: m(media.media),
    conversions: formatNumber(conversions, 0, brief.language),
    cpl: m(metrics.cost_per_lead ?? 0),
    fees: m(fees),
  };
  const summary =
    media.basis === "minimum"
      ? t(
          "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.",
          summaryValues,
        )
      : t(
          "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.",
          summaryValues,
        );
  const basis = mediaBasisSentence(t, media.basis);

  return {
    domain: "marketing",
    method: t(
      "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      {
        year: PRICE_YEAR,
        basis,
        place: card.place.label,
        share: formatNumber(MANAGEMENT_FEE_SHARE.value * 100, 0, brief.language),
        shareSource: citation(MANAGEMENT_FEE_SHARE),
        floor: formatNumber(MANAGEMENT_FLOOR_HOURS_PER_CHANNEL_WEEK, 1, brief.language),
      },
    ),
    summary,
    assumptions: [
      ...media.assumptions,
      flightSentence(t, flight, AROUND_FLIGHT_WEEKS, brief.language),
      ...funnelSentences(t, brief, media.spends),
      ...(picked.assumed ? [t("No channel was named: {{channels}} are assumed.", { channels: names })] : []),
      t(
        "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.",
      ),
      t("Landing pages and the offer exist and convert at typical rates; building them is not included."),
      t("Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line."),
    ],
    termWeeks: flight.termWeeks,
    phases: [
      { name: t("Strategy and planning"), weeks: threePointWithMean(1.5, 0.8, 1.5), tasks: work.strategy },
      {
        name: t("Creative production and setup"),
        weeks: threePointWithMean(2, 0.8, work.hasVideo ? 1.75 : 1.5),
        tasks: [...work.creative, ...work.setup],
      },
      {
        name: t("Campaign flight"),
        weeks: threePointWithMean(flight.runWeeks, 1, 1.1),
        tasks: [...media.lines, management],
      },
      { name: t("Measurement and reporting"), weeks: threePointWithMean(1, 0.8, 1.5), tasks: work.reporting },
    ],
    roles: card.roles(work.roles),
    risks,
    metrics: {
      ...metrics,
      flight_weeks: flight.weeks,
      management_fee: Math.round(fee(media.media)),
      agency_fees: Math.round(fees),
    },
    questions: [
      ...media.questions,
      t(
        "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.",
      ),
      t(
        "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.",
      ),
      t("Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?"),
      ...(picked.assumed
        ? [t("Which channels do you want? This estimate assumes {{channels}}.", { channels: names })]
        : []),
    ],
    constraintNotes: mediaConstraintNotes(media, flight),
  };
}

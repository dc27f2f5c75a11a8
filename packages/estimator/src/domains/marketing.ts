import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../core/money.js";
import { threePointWithMean } from "../core/pert.js";
import type { Plan, PlanPhase, PlanRisk } from "../core/plan.js";
import { locationIndex, REFERENCE_DATE, usdTo } from "../core/reference-data.js";
import { CHANNELS, type ChannelBenchmark, channelsIn, funnel } from "./marketing-benchmarks.js";

const RATES_USD: Record<string, number> = {
  "Marketing strategist": 90,
  Copywriter: 65,
  "Graphic designer": 70,
  "Video producer": 85,
  "Media buyer": 75,
  "Marketing analyst": 70,
};

/** Risks as shares of media spend; their expected value is the contingency. */
const RISK_SHARES = [
  { title: "Creative underperforms and needs replacing", probability: 0.35, share: 0.1, delayWeeks: 1, mitigation: "Launch with 3–4 creative variants per channel and move budget to winners weekly." },
  { title: "Auction prices rise (seasonality, competition)", probability: 0.3, share: 0.08, delayWeeks: 0, mitigation: "Avoid peak-season start dates where possible and cap bids; keep 10% of spend flexible." },
  { title: "Ad rejections or account restrictions", probability: 0.2, share: 0.02, delayWeeks: 1, mitigation: "Pre-check creatives against each platform's policies and verify the business accounts before launch." },
  { title: "Tracking or attribution gaps", probability: 0.25, share: 0.02, delayWeeks: 0.5, mitigation: "Install and test pixels, conversion APIs and UTM conventions in the planning phase." },
] as const;
const CONTINGENCY_SHARE = RISK_SHARES.reduce((s, r) => s + r.probability * r.share, 0);
const DEFAULT_WEEKLY_SPEND_PER_CHANNEL_USD = 1200;
const DEFAULT_FLIGHT_WEEKS = 8;
export const MIN_MEDIA_SHARE = 0.25;
/** The smallest campaign is priced 1% above the bare minimum, so it can never be mistaken for fitting a smaller budget. */
const MINIMUM_MARGIN = 1.01;

/** Conversions a spend buys, split over the channels by weight (benchmarks are in USD). */
function conversionsFor(channels: ChannelBenchmark[], spend: number, currency: string): number {
  const totalWeight = channels.reduce((s, c) => s + c.weight, 0);
  return channels.reduce((s, c) => s + funnel((spend * c.weight) / totalWeight / usdTo(currency, 1), c).conversions, 0);
}

/** Marketing: budget split by channel, CPM/CTR/CVR benchmarks give the funnel; labour for strategy, creative and management. */
export function marketingPlan(brief: Brief): Plan {
  // Channels come as the extractor's keys ("meta", "search") or as words in the request.
  const keys = new Set(brief.quantities.channels ?? []);
  const named = [...new Set([...CHANNELS.filter((c) => keys.has(c.key)), ...channelsIn(`${brief.summary} ${[...keys].join(" ")}`)])];
  const channels = named.length > 0 ? named : CHANNELS.filter((c) => c.key === "meta" || c.key === "search");
  const hasVideo = channels.some((c) => c.video);
  // Strategy (1.5 weeks), creative (2) and reporting (1) come around the flight; one week is kept for risks.
  // Video is produced alongside the static creative by its own producer, so it does not lengthen
  // production (and so never shortens a deadline's flight); it widens production's pessimistic end.
  // A stated campaign length is the flight, with the preparation before it; otherwise a deadline leaves
  // what remains after preparation and reporting, and with neither a typical 8-week flight is assumed.
  const fixedWeeks = 1.5 + 2 + 1 + 1;
  const deadline = brief.deadline_weeks;
  const flightWeeks = brief.duration_weeks ? Math.max(1, Math.round(brief.duration_weeks)) : deadline ? Math.max(1, Math.floor(deadline - fixedWeeks)) : DEFAULT_FLIGHT_WEEKS;
  const deadlineFeasible = deadline === undefined || deadline - fixedWeeks >= (brief.duration_weeks ? flightWeeks : 1);
  const location = locationIndex(brief.location);
  const rate = (role: string) => Math.round(usdTo(brief.currency, (RATES_USD[role] ?? 70) * location.factor));

  const labourHours: Array<[string, string, number]> = [
    ["Campaign strategy, audiences and media plan", "Marketing strategist", 24 + 4 * channels.length],
    ["Copywriting", "Copywriter", 10 + 6 * channels.length],
    ["Static and carousel creative", "Graphic designer", 16 + 8 * channels.length],
    ...(hasVideo ? ([["Video production and editing", "Video producer", 40]] as Array<[string, string, number]>) : []),
    // Ads, pixels and tracking are set up before the flight starts; only management and reporting follow it.
    ["Campaign setup: accounts, audiences and ads built", "Media buyer", 2 + channels.length],
    ["Tracking setup: pixels, conversion events and UTMs", "Marketing analyst", 12],
    ["Campaign management and optimisation", "Media buyer", (4 + 1.5 * channels.length) * flightWeeks],
    ["Reporting and insights", "Marketing analyst", 3 * flightWeeks],
  ];
  const labourCost = labourHours.reduce((s, [, role, h]) => s + h * rate(role), 0);

  let media: number;
  let minimum: number | undefined;
  if (brief.budget !== undefined) {
    // Everything fits inside the stated budget: media gets what labour and contingency leave.
    // 0.5% headroom absorbs rounding, so the rounded total never exceeds the budget.
    media = ((brief.budget - labourCost) / (1 + CONTINGENCY_SHARE)) * 0.995;
    // Below a quarter of the budget in media, the campaign is mostly overhead: not a plan worth proposing.
    // The estimate then prices the smallest campaign worth running, and says what the budget alone buys.
    if (media < brief.budget * MIN_MEDIA_SHARE) {
      minimum = Math.ceil((labourCost / (1 - (MIN_MEDIA_SHARE * (1 + CONTINGENCY_SHARE)) / 0.995)) * MINIMUM_MARGIN / 100) * 100;
      media = (minimum - labourCost) / (1 + CONTINGENCY_SHARE);
    }
  } else {
    media = usdTo(brief.currency, DEFAULT_WEEKLY_SPEND_PER_CHANNEL_USD) * channels.length * flightWeeks;
  }

  const totalWeight = channels.reduce((s, c) => s + c.weight, 0);
  // Each channel's spend is rounded once, as the document shows it, and the media total is their sum,
  // so the summary, the phases and the channel table print the same figure. Within a budget it rounds
  // down (never past the budget); for the smallest workable campaign, up (never below its minimum).
  const rounding = brief.budget === undefined ? Math.round : minimum === undefined ? Math.floor : Math.ceil;
  const perChannel = channels.map((c) => ({ channel: c, spend: roundSpend((media * c.weight) / totalWeight, rounding) }));
  media = perChannel.reduce((s, c) => s + c.spend, 0);
  const budgetFeasible = minimum === undefined ? undefined : false;
  const budgetNote = minimum === undefined || brief.budget === undefined ? undefined : unfundedNote(brief.budget, minimum, labourCost, media, channels, brief.currency);

  const metrics: Record<string, number | string> = { media_spend: Math.round(media), flight_weeks: flightWeeks, benchmarks_date: REFERENCE_DATE };
  let conversions = 0;
  for (const { channel, spend } of perChannel) {
    const usdSpend = spend / usdTo(brief.currency, 1);
    const f = funnel(usdSpend, channel);
    metrics[`${channel.key}_spend`] = spend;
    metrics[`${channel.key}_impressions`] = Math.round(f.impressions);
    metrics[`${channel.key}_clicks`] = Math.round(f.clicks);
    metrics[`${channel.key}_conversions`] = Math.round(f.conversions);
    conversions += f.conversions;
  }
  metrics.total_conversions = Math.round(conversions);
  metrics.cost_per_conversion = conversions > 0 ? Math.round(media / conversions) : 0;

  const task = (name: string, role: string, hours: number) => ({ name, role, hours: threePointWithMean(hours, 0.85, 1.4) });
  const byName = new Map(labourHours.map(([name, role, hours]) => [name, task(name, role, hours)]));
  const pick = (name: string) => (byName.get(name) ? [byName.get(name)!] : []);
  const phases: PlanPhase[] = [
    { name: "Strategy and planning", weeks: threePointWithMean(1.5, 0.8, 1.5), tasks: [...pick("Campaign strategy, audiences and media plan")] },
    {
      name: "Creative production and setup",
      weeks: threePointWithMean(2, 0.8, hasVideo ? 1.75 : 1.5),
      tasks: [
        ...pick("Copywriting"),
        ...pick("Static and carousel creative"),
        ...pick("Video production and editing"),
        ...pick("Campaign setup: accounts, audiences and ads built"),
        ...pick("Tracking setup: pixels, conversion events and UTMs"),
      ],
    },
    {
      name: "Campaign flight",
      weeks: threePointWithMean(flightWeeks, 1, 1.1),
      tasks: [
        ...perChannel.map(({ channel, spend }: { channel: ChannelBenchmark; spend: number }) => ({ name: `Media spend: ${channel.label}`, cost: threePointWithMean(spend, 0.97, 1.03) })),
        ...pick("Campaign management and optimisation"),
      ],
    },
    { name: "Measurement and reporting", weeks: threePointWithMean(1, 0.8, 1.5), tasks: [...pick("Reporting and insights")] },
  ];
  const risks: PlanRisk[] = RISK_SHARES.map((r) => ({ title: r.title, probability: r.probability, impact: media * r.share, delayWeeks: r.delayWeeks, mitigation: r.mitigation }));

  return {
    domain: "marketing",
    method: `Budget split across ${channels.length} ${channels.length === 1 ? "channel" : "channels"} by weight; each channel's spend bought at ${REFERENCE_DATE} cross-industry benchmarks (CPM, CTR, conversion rate) gives impressions = spend / CPM × 1000, clicks = impressions × CTR, conversions = clicks × CVR. Labour for strategy, creative, management and reporting at market rates for ${location.label}. ${brief.budget !== undefined ? "With a stated budget, media spend is what remains after labour and contingency, so the total equals the budget." : "With no stated budget, media spend assumes a typical test budget per channel per week."} Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the confidence ranges.`,
    summary: `${budgetFeasible === false ? `The smallest workable version of ${indefinite(flightWeeks)}` : capitalised(indefinite(flightWeeks))} ${flightWeeks}-week campaign on ${channels.map((c) => c.label).join(", ")}, with about ${formatMoney(media, brief.currency)} of media expected to bring roughly ${formatNumber(conversions)} conversions.`,
    assumptions: [
      `The campaign runs ${flightWeeks} ${flightWeeks === 1 ? "week" : "weeks"} (${brief.duration_weeks ? "as stated" : deadline ? "what the stated time frame leaves after preparation and reporting" : "assumed: the request gave no length"}), after about 3.5 weeks of strategy, creative production and setup (ads, pixels and tracking), with a week of reporting after it.`,
      "Benchmarks are cross-industry medians; the first two weeks of results should recalibrate the forecast.",
      "The landing pages and offer exist and convert at typical rates; building them is not included.",
      "Platform fees are included in the media cost; agency margins are not added.",
      `Conversions count the action the campaign optimises for (a sign-up, lead or purchase).`,
    ],
    phases,
    roles: Object.keys(RATES_USD).map((role) => ({ role, rate: rate(role) })),
    risks,
    metrics,
    constraintNotes: {
      budget: budgetNote,
      budgetFeasible,
      deadline: deadlineFeasible ? undefined : deadlineNote(flightWeeks, deadline ?? 0, fixedWeeks, brief.duration_weeks !== undefined),
      deadlineFeasible: deadlineFeasible ? undefined : false,
    },
  };
}

/** Money rounded as `roundMoney` does (to the unit, or to 10 from 10,000), in the given direction. */
function roundSpend(value: number, round: (v: number) => number): number {
  const unit = Math.abs(value) >= 10_000 ? 10 : 1;
  return round(value / unit) * unit;
}

function unfundedNote(budget: number, minimum: number, labourCost: number, media: number, channels: ChannelBenchmark[], currency: string): string {
  const money = (v: number) => formatMoney(v, currency);
  const mediaOnly = conversionsFor(channels, budget, currency);
  return `The stated budget of ${money(budget)} cannot fund this campaign: production and management alone cost about ${money(labourCost)}, leaving too little for media. This estimate prices the smallest campaign worth running instead: at least ${money(minimum)} in total, with about ${money(media)} of media bringing roughly ${formatNumber(conversionsFor(channels, media, currency))} conversions. Within ${money(budget)}, use fewer channels, reuse existing creative and manage the ads in-house, or run a media-only test (${money(budget)} of media would bring roughly ${formatNumber(mediaOnly)} conversions).`;
}

function deadlineNote(flightWeeks: number, deadline: number, fixedWeeks: number, statedFlight: boolean): string {
  const room = Math.floor(deadline - fixedWeeks);
  if (statedFlight && room >= 1) {
    return `A ${flightWeeks}-week campaign needs about ${Math.ceil(fixedWeeks)} more weeks for strategy, creative and reporting, so about ${flightWeeks + Math.ceil(fixedWeeks)} weeks in all; the stated ${deadline} weeks is too short. Start preparing sooner, shorten the flight to ${room} ${room === 1 ? "week" : "weeks"}, or reuse existing creative to shorten production.`;
  }
  return `A campaign needs about ${Math.ceil(fixedWeeks)} weeks around its flight (strategy, creative and reporting), so ${deadline} weeks leaves no time to run it; allow at least ${Math.ceil(fixedWeeks) + 1} weeks, or reuse existing creative to shorten production.`;
}

/** "a" or "an" before a number as spoken ("an 8-week", "an 11-week", "a 6-week"). */
function indefinite(n: number): string {
  return /^(8|11|18)$|^8\d*$/.test(String(n)) ? "an" : "a";
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

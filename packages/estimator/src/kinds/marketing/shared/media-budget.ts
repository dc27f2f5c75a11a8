import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import type { Plan, PlanTask } from "../../../core/plan.js";
import type { Flight } from "./flight.js";
import { channelLabel, type ChannelBenchmark } from "./channels.js";
import {
  allocate,
  channelLines,
  conversionsFor,
  fixedMediaLine,
  minimumTest,
  recommendedSpend,
  roundSpend,
  TEST_CLICKS,
  TEST_CONVERSIONS,
  TEST_SOURCE,
  type ChannelSpend,
} from "./media-plan.js";
import { channelList } from "./plan-kit.js";
import type { MoneyReading } from "./stated-money.js";

/** Headroom kept under a stated budget so that the rounded total never exceeds it. */
const HEADROOM = 0.995;

export interface MediaBudgetInput {
  brief: Brief;
  t: Translate;
  channels: ChannelBenchmark[];
  weeks: number;
  money: MoneyReading;
  /** Everything but media and the management fee: labour, other fixed lines and their contingency. */
  fixedCost: number;
  /** The agency's management fee for a media spend. */
  managementFee: (media: number) => number;
}

export interface MediaBudget {
  /** How the spend was set: as stated, what a stated budget leaves, the smallest workable test, or recommended. */
  basis: "stated" | "split" | "minimum" | "recommended";
  spends: ChannelSpend[];
  media: number;
  lines: PlanTask[];
  /** Sentences for the assumptions. */
  assumptions: string[];
  questions: string[];
  budget?: string;
  budgetFeasible?: boolean;
  budgetCovers?: number;
}

/**
 * The media spend of a campaign and how it relates to what the request states: a stated media spend is
 * priced exactly as given, beside the fees; a stated total budget pays the fees first and the rest is
 * media; with neither, a spend is recommended and said to be assumed. Below the smallest readable test,
 * the estimate says so plainly.
 */
export function mediaBudget(input: MediaBudgetInput): MediaBudget {
  const { brief, t, channels, weeks, money } = input;
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const tests = channels.map((c) => minimumTest(c, weeks, brief.currency));
  const needed = roundSpend(
    tests.reduce((s, v) => s + v, 0),
    Math.ceil,
  );
  const testWords = {
    conversions: formatNumber(TEST_CONVERSIONS.value, 0, brief.language),
    clicks: formatNumber(TEST_CLICKS, 0, brief.language),
    source: TEST_SOURCE,
  };
  const names = channelList(t, channels);

  if (money.media !== undefined) return statedMedia(input, money.media, needed, testWords);

  if (money.total !== undefined) {
    const budget = money.total;
    const left = Math.max(0, budget * HEADROOM - input.fixedCost);
    const media = solveMedia(left, input.managementFee);
    const question = t(
      "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.",
      { budget: m(budget) },
    );
    const split = (spends: ChannelSpend[], source: () => string): MediaBudget => {
      const total = spends.reduce((s, c) => s + c.spend, 0);
      const fees = input.fixedCost + input.managementFee(total);
      return {
        basis: "split",
        spends,
        media: total,
        lines: channelLines(t, spends, source),
        assumptions: [
          t(
            "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.",
            { budget: m(budget), fees: m(fees), media: m(total) },
          ),
        ],
        questions: [question],
      };
    };
    if (media >= needed)
      return split(allocate(media, channels, weeks, brief.currency, Math.floor), () =>
        t("the stated budget less the agency's fees"),
      );
    // Too little for a readable test: the smallest campaign worth running is priced.
    const spends = allocate(needed, channels, weeks, brief.currency, Math.ceil);
    const total = spends.reduce((s, c) => s + c.spend, 0);
    const smallest = input.fixedCost + input.managementFee(total) + total;
    const testSource = () =>
      t(
        "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})",
        testWords,
      );
    // Within the headroom the budget does buy that campaign (its rounded cost may land a little either
    // side of the budget, and the budget check says which); only below it is the gap a finding.
    if (budget >= smallest * HEADROOM) return split(spends, testSource);
    const minimum = roundSpend(smallest, Math.ceil);
    const mediaOnly = allocate(budget, channels, weeks, brief.currency, Math.floor);
    return {
      basis: "minimum",
      spends,
      media: total,
      lines: channelLines(t, spends, testSource),
      assumptions: [],
      questions: [question],
      budgetFeasible: false,
      budget: t(
        "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).",
        {
          budget: m(budget),
          channels: names,
          fees: m(input.fixedCost + input.managementFee(media)),
          left: m(media),
          needed: m(needed),
          minimum: m(minimum),
          media: m(total),
          conversions: formatNumber(conversionsFor(mediaOnly, brief.currency), 0, brief.language),
        },
      ),
    };
  }

  const spends = channels.map((channel) => ({
    channel,
    spend: roundSpend(recommendedSpend(channel, weeks, brief.currency)),
  }));
  const total = spends.reduce((s, c) => s + c.spend, 0);
  return {
    basis: "recommended",
    spends,
    media: total,
    lines: channelLines(t, spends, () =>
      t(
        "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})",
        testWords,
      ),
    ),
    assumptions: [
      t(
        "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).",
        { media: m(total), ...testWords },
      ),
    ],
    questions: [
      t(
        "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.",
        { media: m(total) },
      ),
    ],
  };
}

/** The media a remaining amount buys once the management fee (a share of it, with a floor) is paid. */
function solveMedia(left: number, fee: (media: number) => number): number {
  // fee(media) + media = left, fee piecewise linear in media: bisection is exact enough and always lands below.
  let lo = 0;
  let hi = Math.max(0, left);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (mid + fee(mid) <= left) lo = mid;
    else hi = mid;
  }
  return lo;
}

function statedMedia(
  input: MediaBudgetInput,
  media: number,
  needed: number,
  testWords: Record<string, string>,
): MediaBudget {
  const { brief, t, channels, weeks, money } = input;
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const named = Object.entries(money.perChannel);
  const rest = channels.filter((c) => !(c.key in money.perChannel));
  let spends: ChannelSpend[];
  let lines: PlanTask[];
  const source = t("stated in the request");
  if (named.length > 0) {
    // Amounts put on named channels are lines of their own; channels named without an amount get none.
    spends = named.map(([key, spend]) => ({ channel: channels.find((c) => c.key === key)!, spend: roundSpend(spend) }));
    lines = spends.map(({ channel, spend }) =>
      fixedMediaLine(
        t("Media spend: {{channel}}", { channel: channelLabel(t, channel.key) }),
        spend,
        t("lump sum"),
        source,
      ),
    );
  } else {
    spends = exactly(allocate(media, channels, weeks, brief.currency, Math.round), roundSpend(media));
    lines = [
      fixedMediaLine(
        t("Media spend: {{channel}}", { channel: channelList(t, channels) }),
        roundSpend(media),
        t("lump sum"),
        source,
      ),
    ];
  }
  const total = spends.reduce((s, c) => s + c.spend, 0);
  const fees = input.fixedCost + input.managementFee(total);
  const readable = total >= needed;
  const best = [...channels].sort(
    (a, b) => minimumTest(a, weeks, brief.currency) - minimumTest(b, weeks, brief.currency),
  )[0]!;
  const values = {
    media: m(total),
    channels: channelList(t, channels),
    needed: m(needed),
    ...testWords,
    best: channelLabel(t, best.key),
    bestNeeded: m(roundSpend(minimumTest(best, weeks, brief.currency), Math.ceil)),
    fees: m(fees),
  };
  const short =
    channels.length > 1
      ? t(
          "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.",
          values,
        )
      : t(
          "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.",
          values,
        );
  const ignored =
    rest.length > 0 && named.length > 0
      ? [t("No spend was stated for {{channels}}, so none is priced there.", { channels: channelList(t, rest) })]
      : [];
  const priced = t(
    "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.",
    { media: m(total), fees: m(fees) },
  );
  return {
    basis: "stated",
    spends,
    media: total,
    lines,
    assumptions: [priced, ...ignored, ...(readable ? [] : [short])],
    questions: [],
    ...(money.budgetIsMedia ? { budgetCovers: total, budget: priced } : {}),
    // Too little media for a readable test is a finding about the stated figure, whichever budget it is.
    ...(readable ? {} : { budgetFeasible: false, budget: short }),
  };
}

/** Per-channel amounts adjusted (on the largest) so that they add up to exactly the stated total. */
function exactly(spends: ChannelSpend[], total: number): ChannelSpend[] {
  const diff = total - spends.reduce((s, c) => s + c.spend, 0);
  if (diff === 0 || spends.length === 0) return spends;
  const largest = spends.reduce((a, b) => (b.spend > a.spend ? b : a));
  return spends.map((c) => (c === largest ? { ...c, spend: c.spend + diff } : c));
}

/** How the media was set, as the method says it. */
export function mediaBasisSentence(t: Translate, basis: MediaBudget["basis"]): string {
  return {
    stated: t("the stated media is priced exactly as given."),
    split: t("the stated budget pays the fees first and the rest is media."),
    minimum: t(
      "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.",
    ),
    recommended: t("no media was stated, so a spend is recommended (an assumption)."),
  }[basis];
}

/** What a media plan and its flight say about the stated budget and deadline. */
export function mediaConstraintNotes(media: MediaBudget, flight: Flight): Plan["constraintNotes"] {
  return {
    ...(media.budget !== undefined ? { budget: media.budget } : {}),
    ...(media.budgetFeasible === false ? { budgetFeasible: false } : {}),
    ...(media.budgetCovers !== undefined ? { budgetCovers: media.budgetCovers } : {}),
    ...(flight.deadlineFeasible ? {} : { deadline: flight.deadlineNote, deadlineFeasible: false }),
  };
}

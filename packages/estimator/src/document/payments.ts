import type { Estimate, Kind } from "@scopewise/shared";
import { WEEKS_PER_MONTH } from "./client-language.js";
import { kindOf } from "./kind.js";
import type { Writer } from "./writer.js";

/** One payment: what triggers it and its share of the amount it is taken from. */
interface Milestone {
  label: (share: string) => string;
  share: number;
}

export interface PaymentTerms {
  /** "On signing (20%): €2,764", … — their amounts add up to the expected total (retainers: per month). */
  items: string[];
  /** What else the client should know about paying (notice, extras). */
  notes: string[];
}

/** Building work on an existing home or a small building: paid in stages as each is finished. */
const SMALL_WORKS: ReadonlySet<Kind> = new Set([
  "house",
  "renovation",
  "kitchen_remodel",
  "bathroom_remodel",
  "roof_replacement",
  "energy_retrofit",
  "extension",
  "fit_out",
]);
/** Ongoing services billed by the month. */
const RETAINERS: ReadonlySet<Kind> = new Set(["seo_retainer", "content_marketing"]);

/** Whole amounts for each share that add up to exactly `total` (largest remainder). */
export function splitAmount(total: number, shares: readonly number[]): number[] {
  const whole = Math.round(total);
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  const exact = shares.map((s) => (whole * s) / sum);
  const out = exact.map(Math.floor);
  let left = whole - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) out[order[k]!.i]! += 1;
  return out;
}

/** The remaining share paid phase by phase, in proportion to each phase's cost, as each is completed. */
function byPhase(e: Estimate, w: Writer, share: number, last: "acceptance" | "completion"): Milestone[] {
  const { t } = w;
  const base = e.phases.reduce((s, p) => s + p.cost, 0) || 1;
  return e.phases.map((p, i) => {
    const values = (s: string) => ({ phase: p.name, week: p.end_week, share: s });
    const final = i === e.phases.length - 1 && last === "acceptance";
    return {
      share: (share * p.cost) / base,
      label: (s) =>
        final
          ? t("On acceptance of “{{phase}}”, week {{week}} ({{share}})", values(s))
          : t("On completion of “{{phase}}”, week {{week}} ({{share}})", values(s)),
    };
  });
}

function milestones(e: Estimate, w: Writer, kind: Kind | undefined): Milestone[] {
  const { t } = w;
  const lastWeek = Math.max(1, ...e.phases.map((p) => p.end_week));
  switch (e.domain) {
    case "construction":
      if (kind && SMALL_WORKS.has(kind)) {
        return [
          {
            share: 0.2,
            label: (share) => t("Deposit on signing, to order materials and book the trades ({{share}})", { share }),
          },
          ...byPhase(e, w, 0.7, "completion"),
          { share: 0.1, label: (share) => t("On completion, once snagging is signed off ({{share}})", { share }) },
        ];
      }
      return [
        { share: 0.1, label: (share) => t("Mobilisation deposit on signing the contract ({{share}})", { share }) },
        {
          share: 0.85,
          label: (share) =>
            t("Monthly progress payments against the work done, as valued each month ({{share}} in all)", { share }),
        },
        {
          share: 0.05,
          label: (share) =>
            t(
              "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period",
              { share },
            ),
        },
      ];
    case "event":
      return [
        {
          share: 0.3,
          label: (share) => t("Deposit on signing, to book the venue and key suppliers ({{share}})", { share }),
        },
        {
          share: 0.4,
          label: (share) =>
            t("Second payment at the midpoint of planning, week {{week}} ({{share}})", {
              share,
              week: Math.max(1, Math.round(lastWeek / 2)),
            }),
        },
        { share: 0.3, label: (share) => t("Balance no later than 14 days before the event ({{share}})", { share }) },
      ];
    case "research":
      return [
        {
          share: 0.5,
          label: (share) =>
            t("On signing, as recruitment and incentives are committed at the start ({{share}})", { share }),
        },
        {
          share: 0.5,
          label: (share) => t("On delivery of the final report, week {{week}} ({{share}})", { share, week: lastWeek }),
        },
      ];
    default:
      return [
        { share: 0.2, label: (share) => t("On signing ({{share}})", { share }) },
        ...byPhase(e, w, 0.8, "acceptance"),
      ];
  }
}

/** Marketing: the agency's fees are paid for the work, media and other bought-in costs before they are spent. */
function marketingTerms(e: Estimate, w: Writer, kind: Kind | undefined): PaymentTerms {
  const { t } = w;
  const thirdParty = e.non_labor_cost;
  const fees = e.total_cost.expected - thirdParty;
  const lastWeek = Math.max(1, ...e.phases.map((p) => p.end_week));
  const items: string[] = [];
  const notes: string[] = [];
  if (kind && RETAINERS.has(kind)) {
    const months = Math.max(1, Math.round(lastWeek / WEEKS_PER_MONTH));
    const values = { n: months, fee: w.money(Math.round(fees / months)) };
    items.push(
      w.one(months)
        ? t("Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}", values)
        : t("Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}", values),
    );
    notes.push(t("Either party may end the retainer with one month's written notice."));
  } else {
    const [first = 0, second = 0] = splitAmount(fees, [0.5, 0.5]);
    items.push(
      t("Fees: 50% on signing: {{amount}}", { amount: w.money(first) }),
      t("Fees: 50% at the end of the campaign, week {{week}}: {{amount}}", { week: lastWeek, amount: w.money(second) }),
    );
  }
  if (thirdParty > 0)
    items.push(
      t(
        "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}",
        { amount: w.money(thirdParty) },
      ),
    );
  return { items, notes };
}

/** When and how much the client pays, for the kind of work: milestones whose amounts add up to the expected total. */
export function paymentTerms(e: Estimate, w: Writer): PaymentTerms {
  const kind = kindOf(e);
  if (e.domain === "marketing") return marketingTerms(e, w, kind);
  const steps = milestones(e, w, kind).filter((m) => m.share > 0);
  const amounts = splitAmount(
    e.total_cost.expected,
    steps.map((m) => m.share),
  );
  const items = steps.map((m, i) =>
    w.t("{{label}}: {{amount}}", { label: m.label(w.percent(m.share)), amount: w.money(amounts[i] ?? 0) }),
  );
  const notes = e.domain === "event" ? [w.t("Extras agreed on the day are invoiced after the event.")] : [];
  return { items, notes };
}

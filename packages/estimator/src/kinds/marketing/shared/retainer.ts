import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatMoney, formatNumber } from "../../../core/money.js";
import { threePointWithMean } from "../../../core/pert.js";
import type { Plan, PlanPhase, PlanRisk, PlanRole, PlanTask } from "../../../core/plan.js";
import { labour } from "./plan-kit.js";
import type { MarketingRole, RateCard } from "./roles.js";
import type { MoneyReading } from "./stated-money.js";
import { WEEKS_PER_MONTH } from "./stated-money.js";

/** How long a retainer runs and where that came from. */
export interface RetainerTerm {
  months: number;
  basis: "stated" | "deadline" | "assumed";
  deadlineFeasible: boolean;
  deadlineNote?: string;
}

export function monthsText(t: Translate, months: number, language?: string): string {
  return months === 1 ? t("1 month") : t("{{count}} months", { count: formatNumber(months, 1, language) });
}

/**
 * The retainer's length: a stated length (the reader turns "for 6 months" into weeks), else the stated
 * time frame, else the kind's default, said to be assumed. Onboarding is the term's first weeks, as
 * in an agency's contract: a 12-month retainer ends 12 months after it starts.
 */
export function retainerTerm(brief: Brief, t: Translate, onboardingWeeks: number, defaultMonths: number): RetainerTerm {
  const deadline = brief.deadline_weeks;
  if (brief.duration_weeks !== undefined) {
    const months = Math.max(1, Math.round(brief.duration_weeks / WEEKS_PER_MONTH));
    const weeks = Math.max(onboardingWeeks + 1, Math.round(months * WEEKS_PER_MONTH));
    if (deadline === undefined || deadline >= weeks) return { months, basis: "stated", deadlineFeasible: true };
    const fit = Math.max(0, Math.floor(deadline / WEEKS_PER_MONTH));
    return {
      months,
      basis: "stated",
      deadlineFeasible: false,
      deadlineNote: t(
        "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.",
        {
          months: monthsText(t, months, brief.language),
          weeks,
          deadline: formatNumber(deadline, 1, brief.language),
          fit: monthsText(t, Math.max(1, fit), brief.language),
        },
      ),
    };
  }
  if (deadline !== undefined)
    return {
      months: Math.max(1, Math.floor(deadline / WEEKS_PER_MONTH)),
      basis: "deadline",
      deadlineFeasible: true,
    };
  return { months: defaultMonths, basis: "assumed", deadlineFeasible: true };
}

/** A piece of recurring work: how many a month, and the hours each takes by role. */
export interface Deliverable {
  name: string;
  perMonth: number;
  /** Hours per item, per role. */
  hours: Partial<Record<MarketingRole, number>>;
}

/** A deliverable's role tasks over the whole retainer, each named with its monthly count. */
export function deliverableTasks(
  t: Translate,
  card: RateCard,
  months: number,
  d: Deliverable,
  language?: string,
): PlanTask[] {
  if (d.perMonth <= 0) return [];
  return (Object.entries(d.hours) as Array<[MarketingRole, number]>)
    .filter(([, h]) => h > 0)
    .map(([role, h]) =>
      labour(
        card,
        t("{{deliverable}}, {{count}} a month × {{months}} ({{role}})", {
          deliverable: d.name,
          count: formatNumber(d.perMonth, 1, language),
          months: monthsText(t, months, language),
          role: card.name(role),
        }),
        role,
        d.perMonth * h * months,
      ),
    );
}

/** The monthly fee of a set of deliverables (hours × rates), without onboarding. */
export function monthlyFee(card: RateCard, deliverables: readonly Deliverable[]): number {
  return deliverables.reduce(
    (s, d) =>
      s +
      d.perMonth *
        (Object.entries(d.hours) as Array<[MarketingRole, number]>).reduce(
          (h, [role, hours]) => h + hours * card.rate(role),
          0,
        ),
    0,
  );
}

export function rolesOf(
  deliverables: readonly Deliverable[],
  onboarding: ReadonlyArray<{ role: MarketingRole }>,
): MarketingRole[] {
  return [
    ...onboarding.map((o) => o.role),
    ...deliverables.flatMap((d) => (d.perMonth > 0 ? (Object.keys(d.hours) as MarketingRole[]) : [])),
  ];
}

/** The two phases of a retainer: onboarding (audit, strategy, set-up), then the rest of the term's months of delivery. */
export function retainerPhases(
  t: Translate,
  onboardingName: string,
  onboardingWeeks: number,
  onboarding: PlanTask[],
  months: number,
  monthly: PlanTask[],
  language?: string,
): PlanPhase[] {
  return [
    { name: onboardingName, weeks: threePointWithMean(onboardingWeeks, 0.8, 1.5), tasks: onboarding },
    {
      name: t("Retainer delivery: {{months}}", { months: monthsText(t, months, language) }),
      weeks: threePointWithMean(Math.max(1, Math.round(months * WEEKS_PER_MONTH) - onboardingWeeks), 1, 1.05),
      tasks: monthly,
    },
  ];
}

/**
 * What the request's money means for a retainer: a budget stated per month is compared with the monthly
 * fee; a total budget with the whole retainer (and how many months it pays for is said).
 */
export function retainerBudget(
  brief: Brief,
  t: Translate,
  money: MoneyReading,
  fee: number,
  months: number,
  total: number,
): { notes: Plan["constraintNotes"]; assumptions: string[] } {
  const m = (v: number) => formatMoney(v, brief.currency, brief.language);
  const monthly = money.monthly;
  if (monthly !== undefined) {
    const sentence = t(
      "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.",
      { budget: m(monthly), fee: m(fee), months: monthsText(t, months, brief.language), total: m(total) },
    );
    const budgetIsMonthly =
      brief.budget !== undefined && Math.abs(brief.budget - monthly) <= Math.max(1, 0.01 * monthly);
    return {
      notes: budgetIsMonthly ? { budget: sentence, budgetCovers: Math.round(fee) } : {},
      assumptions: [sentence],
    };
  }
  if (money.total !== undefined && fee > 0) {
    const affordable = Math.floor(money.total / fee);
    return {
      notes: {},
      assumptions: [
        t("The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.", {
          budget: m(money.total),
          affordable: monthsText(t, affordable, brief.language),
          fee: m(fee),
        }),
      ],
    };
  }
  return { notes: {}, assumptions: [] };
}

/** Risks every retainer carries, scaled to its monthly fee. */
export function retainerRisks(t: Translate, fee: number): PlanRisk[] {
  return [
    {
      title: t("Approvals and access on the client side slow delivery"),
      probability: 0.4,
      impact: 0.25 * fee,
      delayWeeks: 2,
      mitigation: t(
        "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.",
      ),
    },
    {
      title: t("Scope creeps beyond the monthly deliverables"),
      probability: 0.3,
      impact: 0.3 * fee,
      delayWeeks: 0,
      mitigation: t("Keep a monthly plan against the retainer's deliverables and price extra work separately."),
    },
  ];
}

/** The retainer's length and fee in one sentence, saying where the length came from. */
export function termSentence(
  t: Translate,
  term: RetainerTerm,
  onboardingWeeks: number,
  fee: number,
  brief: Brief,
): string {
  const basis = {
    stated: t("as stated"),
    deadline: t("the stated time frame"),
    assumed: t("assumed: the request gave no length"),
  }[term.basis];
  const months = monthsText(t, term.months, brief.language);
  return t(
    "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.",
    {
      months,
      basis,
      weeks: onboardingWeeks,
      fee: formatMoney(fee, brief.currency, brief.language),
      retainer: formatMoney(fee * term.months, brief.currency, brief.language),
    },
  );
}

/** What a retainer's money and term say about the stated budget and deadline. */
export function retainerNotes(notes: Plan["constraintNotes"], term: RetainerTerm): Plan["constraintNotes"] {
  return { ...notes, ...(term.deadlineFeasible ? {} : { deadline: term.deadlineNote, deadlineFeasible: false }) };
}

/** One-off onboarding work: a named task for a role. */
export interface Work {
  name: string;
  role: MarketingRole;
  hours: number;
}

export interface RetainerInput {
  brief: Brief;
  t: Translate;
  card: RateCard;
  term: RetainerTerm;
  money: MoneyReading;
  onboardingName: string;
  onboardingWeeks: number;
  onboarding: Work[];
  deliverables: Deliverable[];
  /** Lines priced as given beside the fees (a stated promotion budget). */
  stated?: PlanTask[];
}

export interface RetainerCore {
  /** The retainer's term in whole weeks: it ends when the term does. */
  termWeeks: number;
  fee: number;
  onboardingCost: number;
  phases: PlanPhase[];
  roles: PlanRole[];
  budget: { notes: Plan["constraintNotes"]; assumptions: string[] };
  metrics: Record<string, number>;
}

/** What every retainer shares: the monthly fee, onboarding, the two phases, the roles and what the money stated means. */
export function retainerCore(input: RetainerInput): RetainerCore {
  const { brief, t, card, term, deliverables, onboarding } = input;
  const fee = monthlyFee(card, deliverables);
  const onboardingCost = onboarding.reduce((s, w) => s + w.hours * card.rate(w.role), 0);
  const stated = (input.stated ?? []).reduce(
    (s, task) => s + (task.basis ? task.basis.quantity * task.basis.unitCost : 0),
    0,
  );
  const budget = retainerBudget(brief, t, input.money, fee, term.months, fee * term.months + onboardingCost + stated);
  return {
    termWeeks: Math.round(term.months * WEEKS_PER_MONTH),
    fee,
    onboardingCost,
    phases: retainerPhases(
      t,
      input.onboardingName,
      input.onboardingWeeks,
      onboarding.map((w) => labour(card, w.name, w.role, w.hours)),
      term.months,
      [
        ...deliverables.flatMap((d) => deliverableTasks(t, card, term.months, d, brief.language)),
        ...(input.stated ?? []),
      ],
      brief.language,
    ),
    roles: card.roles(rolesOf(deliverables, onboarding)),
    budget,
    metrics: {
      months: term.months,
      monthly_fee: Math.round(fee),
      retainer_fees: Math.round(fee * term.months),
      onboarding: Math.round(onboardingCost),
    },
  };
}

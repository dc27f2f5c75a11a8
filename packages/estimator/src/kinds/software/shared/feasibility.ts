import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { formatMoney, formatNumber } from "../../../core/money.js";

/** A budget under this share of the expected cost is not a gap to close by trimming: it is another scale of project. */
export const ABSURD_SHARE = 0.1;

/** Products that took large teams years to build, named as what to copy. */
const FAMOUS =
  /\b(?:clone of|copy of|replica of|like|similar to|just like|tipo|como|clon de|igual que|wie|klon von|ähnlich wie|comme|clone de|semblable à|igual a|parecido com)\s+(facebook|instagram|uber|airbnb|amazon|netflix|tiktok|whatsapp|twitter|youtube|linkedin|spotify|snapchat|ebay|doordash|zoom|slack|google)\b/iu;
const CLONE_HEAD =
  /^\s*(?:an?\s+|un\s+|una\s+|ein\s+|eine\s+|une\s+|um\s+|uma\s+)?(facebook|instagram|uber|airbnb|amazon|netflix|tiktok|whatsapp|twitter|youtube|linkedin|spotify|snapchat|ebay|doordash|zoom|slack|google)\s+(?:clone|copy|klon|clon)\b/iu;

/** The famous product a request asks to copy, if any ("a clone of Facebook", "an Uber clone"). */
export function famousProduct(text: string): string | undefined {
  const m = FAMOUS.exec(text) ?? CLONE_HEAD.exec(text);
  const name = m?.[1];
  return name ? name.charAt(0).toUpperCase() + name.slice(1).toLowerCase() : undefined;
}

export interface BudgetFinding {
  note: string;
  feasible: false;
}

/**
 * What the model itself can say about a stated budget before the simulation: below the smallest engagement,
 * or below a tenth of what the scope needs (a request of another scale than its budget). Otherwise nothing:
 * the engine's budget check states the gap.
 */
export function budgetFinding(
  brief: Brief,
  t: Translate,
  expected: number,
  minimum?: { cost: number; hours: number },
): BudgetFinding | undefined {
  const budget = brief.budget;
  if (budget === undefined) return undefined;
  const money = (v: number) => formatMoney(v, brief.currency, brief.language);
  if (minimum && budget < minimum.cost) {
    return {
      feasible: false,
      note: t(
        "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.",
        {
          budget: money(budget),
          hours: formatNumber(minimum.hours, 1, brief.language),
          minimum: money(minimum.cost),
          expected: money(expected),
        },
      ),
    };
  }
  if (budget >= expected * ABSURD_SHARE) return undefined;
  const famous = famousProduct(brief.summary);
  const share = formatNumber((budget / expected) * 100, budget / expected < 0.01 ? 2 : 1, brief.language);
  const scale = t(
    "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.",
    { budget: money(budget), share, expected: money(expected) },
  );
  const copy = famous
    ? ` ${t("{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.", { product: famous })}`
    : "";
  return { feasible: false, note: `${scale}${copy}` };
}

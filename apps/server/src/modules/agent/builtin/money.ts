import type { Element, Text } from "domhandler";
import type { ScaleTarget } from "./intents.js";
import { BLOCK_TAGS, type Fragment, isElement, textNodes, textOf } from "./dom.js";

const SYMBOL_OF: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", CNY: "¥" };
const CODES = "USD|EUR|GBP|JPY|INR|AUD|CAD|CHF|AED|SGD|CNY";
/** An amount of money: symbol or code, then digits with optional separators and decimals (or code after). */
const MONEY = new RegExp(
  `(?:(US\\$|A\\$|C\\$|\\$|€|£|¥|₹)\\s?|\\b(${CODES})\\s)(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(\\s?(?:k|m|million|thousand)\\b)?|\\b(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?\\s(${CODES})\\b`,
  "g",
);

/** Where an amount stands: the text of its block before and after it, and the block itself. */
export interface MoneyContext {
  before: string;
  after: string;
  block: Element | undefined;
  node: Text;
}

/** What to do with one amount: a new value (and symbol or code), or null to leave it as written. */
type MoneyChange = (
  amount: number,
  symbolOrCode: string,
  context: MoneyContext,
) => { amount: number; symbol?: string; code?: string } | null;

function formatLike(value: number, integerPart: string, decimals: string | undefined): string {
  const digits = decimals ? decimals.length - 1 : 0;
  const useCommas = integerPart.includes(",") || (value >= 10_000 && !decimals);
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: useCommas,
  }).format(value);
}

function blockOf(node: Text): Element | undefined {
  for (let p = node.parent; p; p = p.parent) if (isElement(p) && BLOCK_TAGS.has(p.name)) return p;
  return undefined;
}

/** Rewrites amounts of money through `change`; returns how many amounts were actually rewritten. */
function rewriteMoney(fragment: Fragment, change: MoneyChange): number {
  let count = 0;
  // Offsets are in the block's original text, so a context never sees amounts already rewritten.
  const blocks = new Map<Element | undefined, { text: string; offset: number }>();
  for (const node of textNodes(fragment.root)) {
    const block = blockOf(node);
    const seen = blocks.get(block) ?? { text: block ? textOf(block) : node.data, offset: 0 };
    if (!block) seen.text = node.data;
    blocks.set(block, seen);
    const start = block ? seen.offset : 0;
    seen.offset += node.data.length;
    node.data = node.data.replace(
      MONEY,
      (
        whole,
        symbol: string | undefined,
        codeBefore: string | undefined,
        int1: string | undefined,
        dec1: string | undefined,
        suffix: string | undefined,
        int2: string | undefined,
        dec2: string | undefined,
        codeAfter: string | undefined,
        index: number,
      ) => {
        const integerPart = int1 ?? int2 ?? "0";
        const decimals = dec1 ?? dec2;
        const amount = Number(integerPart.replace(/,/g, "") + (decimals ?? ""));
        if (!Number.isFinite(amount)) return whole;
        const at = start + index;
        const context = { before: seen.text.slice(0, at), after: seen.text.slice(at + whole.length), block, node };
        const result = change(amount, symbol ?? codeBefore ?? codeAfter ?? "$", context);
        if (!result) return whole;
        const formatted = formatLike(result.amount, integerPart, decimals);
        const rewritten = symbol
          ? `${result.symbol ?? symbol}${formatted}${suffix ?? ""}`
          : codeBefore
            ? `${result.code ?? codeBefore} ${formatted}${suffix ?? ""}`
            : `${formatted} ${result.code ?? codeAfter}`;
        if (rewritten !== whole) count += 1;
        return rewritten;
      },
    );
  }
  return count;
}

/** "budget of $40,000", "Stated budget: $40,000", "with $40k budget": the client's budget, not a cost. */
const BUDGET_BEFORE =
  /\bbudget(?:\s+(?:is|was|of|at|stated|total|about|around|approx\.?|approximately|roughly|only|just|up to|=))*\s*[:=(~]?\s*$/i;
const BUDGET_AFTER = /^\s*(?:total\s+)?budget\b/i;
/** "($464,805 more)": how far a cost is over the budget; it moves with the cost while the budget stays. */
const OVER_BUDGET_AFTER = /^\s*(?:more|over(?:\s+(?:the\s+)?budget)?|above(?:\s+(?:the\s+)?budget)?)\b/i;

function isBudget(context: MoneyContext): boolean {
  return BUDGET_BEFORE.test(context.before) || BUDGET_AFTER.test(context.after);
}

/** Text that is not a cost: headings (the title quotes the request) and the quoted request itself. */
function notACost(context: MoneyContext): boolean {
  for (let p = context.node.parent; p; p = p.parent) if (isElement(p) && /^h[1-6]$/.test(p.name)) return true;
  return /^\s*You asked for:/.test(context.block ? textOf(context.block) : "");
}

export interface ScaleOutcome {
  /** Amounts rewritten. */
  changed: number;
  /** Amounts left as written because they are not what was scaled (the budget, a heading, the quoted request, or the costs). */
  kept: number;
}

/**
 * Scales the costs (or only the client's budget); headings and the quoted request are never touched,
 * and a gap between cost and budget ("$464,805 more") is recomputed from the two.
 */
export function scaleMoney(fragment: Fragment, factor: number, target: ScaleTarget = "costs"): ScaleOutcome {
  let kept = 0;
  const budgets = new Map<Element | undefined, number>();
  const rounded = (value: number) => ({ amount: Math.round(value * 100) / 100 });
  const changed = rewriteMoney(fragment, (amount, _symbol, context) => {
    if (notACost(context)) {
      kept += 1;
      return null;
    }
    if (isBudget(context)) {
      budgets.set(context.block, amount);
      if (target === "budget") return rounded(amount * factor);
      kept += 1;
      return null;
    }
    const budget = budgets.get(context.block);
    if (budget !== undefined && OVER_BUDGET_AFTER.test(context.after)) {
      return rounded(target === "costs" ? amount * factor + budget * (factor - 1) : amount - budget * (factor - 1));
    }
    if (target === "costs") return rounded(amount * factor);
    kept += 1;
    return null;
  });
  return { changed, kept };
}

/** Changes the currency: the symbol only, or the amounts too when a rate is given. */
export function changeCurrency(fragment: Fragment, to: string, rate: number | undefined): number {
  const symbol = SYMBOL_OF[to] ?? `${to} `;
  return rewriteMoney(fragment, (amount) => ({
    amount: rate ? Math.round(amount * rate * 100) / 100 : amount,
    symbol,
    code: to,
  }));
}

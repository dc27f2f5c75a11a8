import { type Fragment, textNodes } from "./dom.js";
import { correctText } from "./spell.js";

const SMALL_WORDS = new Set(["a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "on", "to", "up", "via", "with", "per", "vs"]);

function looksLikeAcronym(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
}

/** Title, sentence, upper or lower case over every text node (acronyms kept in title and sentence case). */
export function changeCase(fragment: Fragment, style: "title" | "sentence" | "upper" | "lower"): number {
  let changed = 0;
  let sentenceStart = true;
  const nodes = textNodes(fragment.root);
  // Text written all in capitals has no acronyms to keep: every word is "shouted".
  const shouting = !nodes.some((n) => /[a-z]/.test(n.data));
  const isAcronym = (word: string) => !shouting && looksLikeAcronym(word);
  nodes.forEach((node, nodeIndex) => {
    const before = node.data;
    if (style === "upper") node.data = before.toUpperCase();
    else if (style === "lower") node.data = before.toLowerCase();
    else {
      const words = before.split(/(\s+)/);
      let wordIndex = 0;
      const lastWordIndex = words.filter((w) => w.trim() !== "").length - 1;
      node.data = words
        .map((w) => {
          if (w.trim() === "") return w;
          const index = wordIndex++;
          let out = w;
          if (style === "title") {
            const bare = w.toLowerCase().replace(/[^a-z]/g, "");
            const first = index === 0 && (nodeIndex === 0 || sentenceStart);
            out = isAcronym(w) ? w : SMALL_WORDS.has(bare) && !first && index !== lastWordIndex ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
          } else {
            out = isAcronym(w) ? w : sentenceStart ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase();
          }
          sentenceStart = /[.!?]["')\]]*$/.test(w);
          return out;
        })
        .join("");
    }
    if (node.data !== before) changed += 1;
  });
  return changed;
}

export function fixSpelling(fragment: Fragment): number {
  let changes = 0;
  for (const node of textNodes(fragment.root)) {
    const fixed = correctText(node.data);
    node.data = fixed.text;
    changes += fixed.changes;
  }
  return changes;
}

const SYMBOL_OF: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", CNY: "¥" };
const CODES = "USD|EUR|GBP|JPY|INR|AUD|CAD|CHF|AED|SGD|CNY";
/** An amount of money: symbol or code, then digits with optional separators and decimals (or code after). */
const MONEY = new RegExp(`(?:(US\\$|A\\$|C\\$|\\$|€|£|¥|₹)\\s?|\\b(${CODES})\\s)(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(\\s?(?:k|m|million|thousand)\\b)?|\\b(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?\\s(${CODES})\\b`, "g");

function formatLike(value: number, integerPart: string, decimals: string | undefined): string {
  const digits = decimals ? decimals.length - 1 : 0;
  const useCommas = integerPart.includes(",") || (value >= 10_000 && !decimals);
  return new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: useCommas }).format(value);
}

/** Rewrites every amount of money through `change` (scale, convert); returns how many amounts changed. */
function rewriteMoney(fragment: Fragment, change: (amount: number, symbolOrCode: string) => { amount: number; symbol?: string; code?: string }): number {
  let count = 0;
  for (const node of textNodes(fragment.root)) {
    node.data = node.data.replace(MONEY, (whole, symbol: string | undefined, codeBefore: string | undefined, int1: string | undefined, dec1: string | undefined, suffix: string | undefined, int2: string | undefined, dec2: string | undefined, codeAfter: string | undefined) => {
      const integerPart = int1 ?? int2 ?? "0";
      const decimals = dec1 ?? dec2;
      const amount = Number(integerPart.replace(/,/g, "") + (decimals ?? ""));
      if (!Number.isFinite(amount)) return whole;
      const result = change(amount, symbol ?? codeBefore ?? codeAfter ?? "$");
      count += 1;
      const formatted = formatLike(result.amount, integerPart, decimals);
      if (symbol) return `${result.symbol ?? symbol}${formatted}${suffix ?? ""}`;
      if (codeBefore) return `${result.code ?? codeBefore} ${formatted}${suffix ?? ""}`;
      return `${formatted} ${result.code ?? codeAfter}`;
    });
  }
  return count;
}

export function scaleMoney(fragment: Fragment, factor: number): number {
  return rewriteMoney(fragment, (amount) => ({ amount: Math.round(amount * factor * 100) / 100 }));
}

/** Changes the currency: the symbol only, or the amounts too when a rate is given. */
export function changeCurrency(fragment: Fragment, to: string, rate: number | undefined): number {
  const symbol = SYMBOL_OF[to] ?? `${to} `;
  return rewriteMoney(fragment, (amount) => ({ amount: rate ? Math.round(amount * rate * 100) / 100 : amount, symbol, code: to }));
}

/**
 * Cell values as time trackers write them: durations, dates and amounts. Each reader answers the
 * value or a reason it is not one, which the preview lists with the line.
 */

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (reason: string): Read<never> => ({ ok: false, reason });

/** Hours in a Jira-style duration's day ("1d 2h"): Jira's default working day. */
const HOURS_PER_DAY = 8;

/**
 * A decimal number written with a point or a comma for decimals and optional grouping ("1,234.50",
 * "1.234,50", "7,5"), with a currency sign or code around it. `decimalComma` settles "1,500": with
 * `;`-separated files (European locales) the comma is the decimal mark.
 */
export function readNumber(raw: string, decimalComma: boolean): number | undefined {
  const text = raw
    .replace(/[\s\u00a0]/g, "")
    .replace(/^[A-Z]{3}|[A-Z]{3}$/g, "")
    .replace(/[$€£¥₹]/g, "");
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(",");
  const lastPoint = text.lastIndexOf(".");
  let normal: string;
  if (lastComma >= 0 && lastPoint >= 0) {
    normal = lastComma > lastPoint ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  } else if (lastComma >= 0) {
    const grouping = !decimalComma && /^-?\d{1,3}(,\d{3})+$/.test(text);
    normal = grouping ? text.replace(/,/g, "") : (text.match(/,/g)?.length ?? 0) === 1 ? text.replace(",", ".") : "";
  } else {
    normal = (text.match(/\./g)?.length ?? 0) > 1 ? text.replace(/\./g, "") : text;
  }
  const value = Number(normal);
  return normal !== "" && Number.isFinite(value) ? value : undefined;
}

/** A duration in hours: decimal hours ("7.5", "7,5"), "h:mm" or "h:mm:ss", or "1d 2h 30m 15s". */
export function readHours(raw: string, decimalComma: boolean): Read<number> {
  const text = raw.trim();
  if (text === "") return bad("no duration");
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  if (clock) return ok(Number(clock[1]) + Number(clock[2]) / 60 + Number(clock[3] ?? 0) / 3600);
  const units =
    /^(?:(\d+(?:[.,]\d+)?)\s*d)?\s*(?:(\d+(?:[.,]\d+)?)\s*h)?\s*(?:(\d+(?:[.,]\d+)?)\s*m)?\s*(?:(\d+)\s*s)?$/i.exec(
      text,
    );
  if (units && units.slice(1).some(Boolean)) {
    const part = (value: string | undefined) => (value ? Number(value.replace(",", ".")) : 0);
    return ok(part(units[1]) * HOURS_PER_DAY + part(units[2]) + part(units[3]) / 60 + part(units[4]) / 3600);
  }
  const value = readNumber(text, decimalComma);
  if (value === undefined) return bad(`"${clip(text)}" is not a duration`);
  if (value < 0) return bad(`a negative duration (${clip(text)})`);
  return ok(value);
}

/**
 * A date as YYYY-MM-DD from ISO ("2025-03-14", with a time after it), day-first with dots
 * ("14.03.2025"), or with slashes: month first as US exports write it ("03/14/2025"), unless the
 * first number cannot be a month ("14/03/2025").
 */
export function readDate(raw: string): Read<string> {
  const text = raw.trim();
  if (text === "") return bad("no date");
  let parts: [number, number, number] | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s.*)?$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[\s,].*)?$/.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dotted) parts = [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    parts = first > 12 ? [Number(slashed[3]), second, first] : [Number(slashed[3]), first, second];
  }
  if (!parts) return bad(`"${clip(text)}" is not a date`);
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return bad(`"${clip(text)}" is not a calendar date`);
  return ok(date.toISOString().slice(0, 10));
}

/** An amount of money (empty: none). */
export function readMoney(raw: string, decimalComma: boolean): Read<number | null> {
  if (raw.trim() === "") return ok(null);
  const value = readNumber(raw, decimalComma);
  if (value === undefined) return bad(`"${clip(raw.trim())}" is not an amount`);
  if (value < 0) return bad(`a negative amount (${clip(raw.trim())})`);
  return ok(value);
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

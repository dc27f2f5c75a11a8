import { NUMBER_PATTERN, parseNumber } from "./numbers.js";

const SQFT_TO_M2 = 0.09290304;
const N = `(${NUMBER_PATTERN})`;

function first(text: string, pattern: RegExp): RegExpExecArray | null {
  return pattern.exec(text);
}

/** Floor area in m² ("2,000 m²", "2000 sqm", "20,000 sq ft", "1.5k square metres"). */
export function areaIn(text: string): number | undefined {
  const m = first(text, new RegExp(`${N}\\s*(m²|m2|sqm|sq\\.?\\s?m\\b|square met(?:er|re)s?|sq\\.?\\s?ft|sqft|square f(?:ee|oo)t|ft²|ft2)`, "i"));
  if (!m?.[1]) return undefined;
  const value = parseNumber(m[1]);
  if (value === undefined) return undefined;
  return /ft|feet|foot/i.test(m[2] ?? "") ? value * SQFT_TO_M2 : value;
}

export function floorsIn(text: string): number | undefined {
  const m = first(text, new RegExp(`${N}[\\s-]*(?:storey|story|stories|storeys|floors?|levels?)\\b`, "i"));
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 1 && value <= 200 ? Math.round(value) : undefined;
}

export function attendeesIn(text: string): number | undefined {
  const m = first(text, new RegExp(`${N}\\s*\\+?\\s*(?:attendees|guests|people|visitors|delegates|pax|participants|seats)\\b`, "i"));
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 1 ? Math.round(value) : undefined;
}

/** Research sample: "500 respondents", "20 interviews", "interview 12 users", "8 usability sessions", "4 focus groups". */
export function participantsIn(text: string): number | undefined {
  const patterns = [
    new RegExp(`${N}\\s*(?:respondents|participants|interviews|users|customers|sessions|completes|subjects|people|focus groups|groups)\\b`, "i"),
    new RegExp(`(?:interview|survey|test with|recruit|sample of)\\s+${N}\\b`, "i"),
  ];
  for (const p of patterns) {
    const m = first(text, p);
    const value = m?.[1] ? parseNumber(m[1]) : undefined;
    if (value !== undefined && value >= 1) return Math.round(value);
  }
  return undefined;
}

export function eventDaysIn(text: string): number | undefined {
  const m = first(text, new RegExp(`${N}[\\s-]*days?\\b`, "i"));
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 1 && value <= 60 ? value : undefined;
}

const UNIT_WEEKS: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12, year: 52, quarter: 13 };
/** Words that make "N weeks" a time frame ("in 3 months", "within 12 weeks", "over a dozen weeks", "lasting 2 weeks"). */
const FRAME_BEFORE = /\b(in|within|over|for|lasting|during|takes?|taking|by|next|deadline:?(?: of| is)?|duration:?(?: of)?|timeline:?(?: of)?|time ?frame:?(?: of)?|about|around|approximately|roughly|under|less than|no more than|up to|at most|max(?:imum)?)\s+$/i;
/** Words after "N weeks" that mean something else ("20 years of history", "aged 18-35 years", "3 posts a week"). */
const NOT_A_FRAME_AFTER = /^\s*(old|of (history|experience|operation)|ago|experience)\b/i;

/** A deadline or duration in weeks: a time frame ("in 3 months", "within 12 weeks") or an "N-week" adjective ("a 6-week campaign"). */
export function durationWeeksIn(text: string, options: { includeDays: boolean }): number | undefined {
  const pattern = new RegExp(`${N}([\\s-]*)(days?|weeks?|months?|years?|quarters?)\\b`, "gi");
  for (const m of text.matchAll(pattern)) {
    if (!m[1] || !m[3]) continue;
    const unit = m[3].toLowerCase().replace(/s$/, "");
    if (unit === "day" && !options.includeDays) continue;
    const before = text.slice(0, m.index ?? 0);
    const after = text.slice((m.index ?? 0) + m[0].length);
    const adjective = /-/.test(m[2] ?? "") && /^\s+[a-z]/i.test(after) && !/\s/.test(m[2] ?? "");
    if (!adjective && !FRAME_BEFORE.test(before)) continue;
    if (NOT_A_FRAME_AFTER.test(after) || /\baged\s+$/i.test(before) || /^\s*-\s*\d/.test(after)) continue;
    const value = parseNumber(m[1]);
    const weeks = value !== undefined ? Math.round(value * (UNIT_WEEKS[unit] ?? 1) * 10) / 10 : undefined;
    if (weeks !== undefined && weeks > 0 && weeks <= 520) return weeks;
  }
  return undefined;
}

export function teamSizeIn(text: string): number | undefined {
  const m =
    first(text, new RegExp(`team of ${N}`, "i")) ??
    first(text, new RegExp(`${N}\\s*(?:developers|engineers|devs|designers|people team|person team|team members|staff|workers)\\b`, "i"));
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 1 && value <= 500 ? Math.round(value) : undefined;
}

export function pagesIn(text: string): number | undefined {
  const m = first(text, new RegExp(`${N}[\\s-]*(?:pages?|screens?)\\b`, "i"));
  const value = m?.[1] ? parseNumber(m[1]) : undefined;
  return value !== undefined && value >= 1 ? Math.round(value) : undefined;
}

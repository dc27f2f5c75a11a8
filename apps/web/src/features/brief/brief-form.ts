import { english, kindName } from "@scopewise/i18n/figures";
import { briefSchema, KINDS_BY_DOMAIN, type Brief, type BriefField, type Domain, type Kind } from "@scopewise/shared";

/**
 * The editable part of a brief as the panel's inputs hold it (numbers as typed), and the way back
 * to a brief the server and the estimator accept.
 */
export interface BriefDraft {
  kind: string;
  location: string;
  currency: string;
  numbers: Record<NumberKey, string>;
  scope: { item: string; included: boolean }[];
}

type QuantityKey =
  | "area_m2"
  | "floors"
  | "attendees"
  | "days"
  | "participants"
  | "pages"
  | "parking_spaces"
  | "rooms"
  | "beds"
  | "seats"
  | "power_kw"
  | "chargers"
  | "length_m"
  | "capacity_m3_day"
  | "items";
type TopNumberKey = "budget" | "deadline_weeks" | "team_size";
export type NumberKey = QuantityKey | TopNumberKey;

export interface NumberSpec {
  key: NumberKey;
  label: string;
  integer: boolean;
}

const QUANTITIES: Record<QuantityKey, NumberSpec> = {
  area_m2: { key: "area_m2", label: "Floor area (m²)", integer: false },
  floors: { key: "floors", label: "Floors", integer: true },
  attendees: { key: "attendees", label: "Attendees", integer: true },
  days: { key: "days", label: "Days", integer: false },
  participants: { key: "participants", label: "Participants", integer: true },
  pages: { key: "pages", label: "Pages", integer: true },
  // Construction works counted in their own unit (a car park's spaces, a solar array's kWp).
  parking_spaces: { key: "parking_spaces", label: "Parking spaces", integer: true },
  rooms: { key: "rooms", label: "Guest rooms", integer: true },
  beds: { key: "beds", label: "Beds", integer: true },
  seats: { key: "seats", label: "Seats", integer: true },
  power_kw: { key: "power_kw", label: "Power (kW, kWp)", integer: false },
  chargers: { key: "chargers", label: "Chargers", integer: true },
  length_m: { key: "length_m", label: "Length (m)", integer: false },
  capacity_m3_day: { key: "capacity_m3_day", label: "Capacity (m³/day)", integer: false },
  items: { key: "items", label: "Units (courts, pitches, towers)", integer: true },
};

const TOP_NUMBERS: Record<TopNumberKey, NumberSpec> = {
  budget: { key: "budget", label: "Budget", integer: false },
  deadline_weeks: { key: "deadline_weeks", label: "Deadline (weeks)", integer: false },
  team_size: { key: "team_size", label: "Team size", integer: true },
};

/** The quantities each kind of work is priced by; others show only when the request gave them. */
const PRICED_BY: Record<Domain, QuantityKey[]> = {
  construction: ["area_m2", "floors"],
  event: ["attendees", "days"],
  research: ["participants"],
  software: ["pages"],
  marketing: [],
  other: [],
};

const QUANTITY_KEYS = Object.keys(QUANTITIES) as QuantityKey[];
const NUMBER_KEYS: NumberKey[] = [...QUANTITY_KEYS, ...(Object.keys(TOP_NUMBERS) as TopNumberKey[])];

const isQuantity = (key: NumberKey): key is QuantityKey => key in QUANTITIES;

function numberIn(brief: Brief, key: NumberKey): number | undefined {
  return isQuantity(key) ? brief.quantities[key] : brief[key];
}

/** The quantity inputs for this brief: those its domain is priced by, and any the request gave. */
export function quantityFields(brief: Brief, domain: Domain = brief.domain): NumberSpec[] {
  return QUANTITY_KEYS.filter((key) => PRICED_BY[domain].includes(key) || brief.quantities[key] !== undefined).map(
    (key) => QUANTITIES[key],
  );
}

export const budgetFields: NumberSpec[] = Object.values(TOP_NUMBERS);

/** Numbers are shown grouped ("1,800,000"), and read back with or without the commas. */
const shown = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function draftFrom(brief: Brief): BriefDraft {
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map((key) => {
      const value = numberIn(brief, key);
      return [key, value === undefined ? "" : shown.format(value)];
    }),
  ) as Record<NumberKey, string>;
  return {
    kind: brief.kind ?? "",
    location: brief.location ?? "",
    currency: brief.currency,
    numbers,
    scope: (brief.scope ?? []).map((entry) => ({ ...entry })),
  };
}

export function isChanged(brief: Brief, draft: BriefDraft): boolean {
  return JSON.stringify(draftFrom(brief)) !== JSON.stringify(draft);
}

/** The domain a kind belongs to (choosing a kind of another domain moves the brief there). */
export function domainOfKind(kind: string): Domain | undefined {
  const entry = Object.entries(KINDS_BY_DOMAIN).find(([, kinds]) => (kinds as readonly string[]).includes(kind));
  return entry?.[0] as Domain | undefined;
}

/** A typed number: empty is "not given"; anything else must be a positive number (whole where it counts things). */
function parseNumberInput(text: string, spec: NumberSpec): { value?: number; error?: string } {
  const trimmed = text.trim().replace(/[\s,_]/g, "");
  if (!trimmed) return {};
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value <= 0) return { error: `${spec.label} must be a number above zero.` };
  if (spec.integer && !Number.isInteger(value)) return { error: `${spec.label} must be a whole number.` };
  return { value };
}

export interface DraftResult {
  brief?: Brief;
  /** Per input (a NumberKey, "kind", "location", "currency"): what is wrong with it. */
  errors: Partial<Record<string, string>>;
}

/** The corrected brief, or what stops it: the same limits the server checks (the shared schema). */
export function briefFrom(original: Brief, draft: BriefDraft): DraftResult {
  const errors: Partial<Record<string, string>> = {};
  const numbers: Partial<Record<NumberKey, number>> = {};
  for (const key of NUMBER_KEYS) {
    const parsed = parseNumberInput(draft.numbers[key], isQuantity(key) ? QUANTITIES[key] : TOP_NUMBERS[key]);
    if (parsed.error) errors[key] = parsed.error;
    else numbers[key] = parsed.value;
  }
  const currency = draft.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = "Currency must be a three-letter code such as USD or EUR.";

  const quantities = { ...original.quantities };
  for (const key of QUANTITY_KEYS) {
    if (numbers[key] === undefined) delete quantities[key];
    else quantities[key] = numbers[key];
  }
  const kind = draft.kind ? (draft.kind as Kind) : undefined;
  const candidate = {
    ...original,
    domain: (kind && domainOfKind(kind)) ?? original.domain,
    kind,
    location: draft.location.trim() || undefined,
    currency,
    budget: numbers.budget,
    deadline_weeks: numbers.deadline_weeks,
    team_size: numbers.team_size,
    quantities,
    scope: original.scope === undefined && draft.scope.length === 0 ? undefined : draft.scope,
  };
  const parsed = briefSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[issue.path.length - 1] ?? "brief");
      errors[field] ??= `${labelOf(field)}: ${issue.message}`;
    }
  }
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { brief: parsed.data, errors };
}

function labelOf(field: string): string {
  if (field in QUANTITIES) return QUANTITIES[field as QuantityKey].label;
  if (field in TOP_NUMBERS) return TOP_NUMBERS[field as TopNumberKey].label;
  return field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
}

/** The words a value came from (the reader records quantities under their own name or under "quantities."). */
export function sourceOf(brief: Brief, field: string): BriefField | undefined {
  return brief.fields?.[field] ?? brief.fields?.[`quantities.${field}`];
}

function hasValue(brief: Brief, field: string): boolean {
  if ((NUMBER_KEYS as string[]).includes(field)) return numberIn(brief, field as NumberKey) !== undefined;
  return (brief as Record<string, unknown>)[field] !== undefined;
}

/**
 * What the panel says under a value about where it came from: the request's words, "assumed", or
 * that the request did not give it. A value whose origin the reader did not record gets no note
 * rather than a wrong one.
 */
export function sourceText(brief: Brief, field: string): string | undefined {
  const source = sourceOf(brief, field);
  if (source)
    return source.source.trim().toLowerCase() === "assumed"
      ? "Assumed: your request did not say"
      : `From “${source.source.trim()}”`;
  return hasValue(brief, field) ? undefined : "Not in your request";
}

/** "kitchen_remodel" → "Kitchen remodel": the name the proposal gives the project type, in English. */
export function kindLabel(kind: string): string {
  return kindName(kind, english);
}

export const KIND_GROUPS = Object.entries(KINDS_BY_DOMAIN).map(([domain, kinds]) => ({
  domain: domain as Domain,
  label: domain.charAt(0).toUpperCase() + domain.slice(1),
  kinds: kinds as readonly string[],
}));

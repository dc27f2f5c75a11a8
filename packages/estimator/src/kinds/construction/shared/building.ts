import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { cited, type Cited } from "../../../reference/cited.js";
import { countIn, statedArea, type CountName } from "./counts.js";
import type { Adjustment, Element, KindSpec, Quality } from "./types.js";

/** A unit cost table by specification level, with one source for all three. */
export type RateTable = Cited<Record<Quality, number>>;

/** The table's figure for the brief's specification, keeping its source and year. */
export function rateFor(table: RateTable, quality: Quality): Cited<number> {
  return cited(table.value[quality], table.source, table.year);
}

export const SQFT_PER_M2 = 10.7639;

/** US dollars per square foot → per m². */
export function perM2(usdPerSqft: number): number {
  return Math.round(usdPerSqft * SQFT_PER_M2);
}

/** Shares of the elements' cost by Uniformat II group (A substructure … G sitework), plus commissioning at handover. */
export interface BuildingShares {
  substructure: number;
  shell: number;
  interiors: number;
  services: number;
  equipment: number;
  sitework: number;
  commissioning: number;
}

export function buildingElements(t: Translate, s: BuildingShares): Element[] {
  return [
    { name: t("Substructure: foundations and ground slab"), share: s.substructure },
    { name: t("Shell: frame, upper floors, roof and envelope"), share: s.shell },
    { name: t("Interiors: partitions, doors, finishes and stairs"), share: s.interiors },
    { name: t("Services: mechanical, plumbing, electrical, fire and lifts"), share: s.services },
    { name: t("Equipment and fixed furnishings"), share: s.equipment },
    { name: t("Site preparation and external works"), share: s.sitework },
    { name: t("Commissioning, testing and handover"), share: s.commissioning, handover: true },
  ];
}

/** What the area is derived from when the request states none: a count it gives (beds, pupils...), or a typical size. */
export interface AreaRule {
  count: CountName;
  m2Each: number;
  basis: (n: number, each: number) => string;
}

export function areaOf(brief: Brief, t: Translate, typicalM2: number, rules: AreaRule[] = []): KindSpec["area"] {
  const stated = statedArea(brief);
  if (stated !== undefined) return { m2: stated, stated: true };
  for (const rule of rules) {
    const n = countIn(brief, rule.count);
    if (n !== undefined) return { m2: n * rule.m2Each, stated: false, basis: rule.basis(n, rule.m2Each) };
  }
  return { m2: typicalM2, stated: false, basis: t("a typical size for this kind of project") };
}

/**
 * Cost per m² falls as a building gets larger than the typical one of its type and rises as it gets
 * smaller: RSMeans square-foot project size modifier, about ratio^-0.1 between 0.90 and 1.15.
 */
export function sizeModifier(t: Translate, areaM2: number, typicalM2: number): Adjustment {
  const factor = Math.min(1.15, Math.max(0.9, (areaM2 / typicalM2) ** -0.1));
  return { factor: Math.round(factor * 1000) / 1000, label: t("size modifier") };
}

/**
 * A room or roof has costs that do not grow with its area (appliances, mobilisation, a sink): the cost is
 * `fixed` of the reference job plus the rest in proportion to area, so per m² it falls as the area grows.
 */
export function fixedShare(t: Translate, areaM2: number, referenceM2: number, fixed: number): Adjustment {
  const ratio = areaM2 / referenceM2;
  return {
    factor: Math.round(((fixed + (1 - fixed) * ratio) / ratio) * 1000) / 1000,
    label: t("fixed share of the reference job"),
  };
}

/** Storeys above those of the reference building cost more per m² (frame, lifts, access). */
export function heightAdjustment(
  t: Translate,
  floors: number | undefined,
  steps: Array<[number, number]>,
): Adjustment[] {
  if (floors === undefined) return [];
  const factor = steps.reduce((f, [from, value]) => (floors >= from ? value : f), 1);
  return factor === 1 ? [] : [{ factor, label: t("storeys") }];
}

/** The fields every new building shares: priced per m² of gross floor area, new work, permits at 1.5 %, the size modifier. */
export function newBuilding(
  t: Translate,
  spec: Omit<KindSpec, "t" | "unit" | "alteration" | "permitShare" | "adjustments" | "scope"> & {
    extraAdjustments?: Adjustment[];
  },
): KindSpec {
  const { extraAdjustments = [], ...rest } = spec;
  return {
    t,
    unit: t("m² GFA"),
    alteration: false,
    scope: "new_build",
    permitShare: 0.015,
    adjustments: [sizeModifier(t, spec.area.m2, spec.typicalAreaM2), ...extraAdjustments],
    ...rest,
  };
}

/**
 * New works that are not a building priced per m² of floor area (parking spaces, kWp, metres of fence):
 * the same as a new building, counted in the unit of `measure`.
 */
export function newWorks(
  t: Translate,
  spec: Omit<KindSpec, "t" | "alteration" | "permitShare" | "adjustments" | "scope"> & {
    extraAdjustments?: Adjustment[];
  },
): KindSpec {
  const { unit, measure, ...rest } = spec;
  return { ...newBuilding(t, rest), unit, ...(measure ? { measure } : {}) };
}

/** The fields every job on an existing building shares: alteration fees, permits at 1 %, no client project manager unless said. */
export function existingBuilding(
  t: Translate,
  spec: Omit<KindSpec, "t" | "alteration" | "permitShare" | "scope"> & {
    permitShare?: number;
    alteration?: boolean;
    scope?: KindSpec["scope"];
  },
): KindSpec {
  return { t, alteration: true, permitShare: 0.01, scope: "renovation", ...spec };
}

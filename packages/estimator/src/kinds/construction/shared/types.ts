import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Cited } from "../../../reference/cited.js";
import type { FeeClass } from "./fees.js";

export type Quality = Brief["quality"];

/** One element of the works (Uniformat II / NRM group, or a trade for a remodel): its share of the elements' cost. */
export interface Element {
  name: string;
  share: number;
  /** Elements done at the end (commissioning) sit in the handover phase; the rest in construction. */
  handover?: boolean;
}

/** A factor applied to the unit cost, named in the method text (size, height, fixed share of a room...). */
export interface Adjustment {
  factor: number;
  label: string;
}

/** Typical weeks of the non-construction phases for a project of `typicalAreaM2`, and Bromilow's K for construction. */
export interface StageWeeks {
  planning: number;
  design: number;
  procurement: number;
  handover: number;
  /** T = K · C^0.3 days, C = construction cost in USD millions at US-average prices. */
  constructionK: number;
  /** Shortest construction period, in weeks (a kitchen is not fitted in a day). */
  minimumConstruction: number;
}

/** A risk of the kind, with its impact as a share of the construction cost. */
export interface KindRisk {
  title: string;
  probability: number;
  share: number;
  delayWeeks: number;
  mitigation: string;
}

/** The design team's fee: from the RSMeans table by class, or a stated share with its source. */
export type DesignFee = { feeClass: FeeClass } | { share: number; source: string };

/** Everything the shared engine needs to price one construction kind. */
export interface KindSpec {
  t: Translate;
  /** The thing priced, as a noun phrase for sentences ("a warehouse"). */
  what: string;
  /** The measured quantity (m², or the unit of `measure`) and whether the client stated it (else how it was assumed). */
  area: { m2: number; stated: boolean; basis?: string };
  /** The unit of the quantity on every line ("m² GFA", "m² of roof"). */
  unit: string;
  /** A quantity other than an area (parking spaces, kWp, m of fence): its unit price's name and the question that asks for it. */
  measure?: { per: string; question: string };
  /** Unit cost per m² at the US cost level, in its source year. */
  rate: Cited<number>;
  /** What the unit cost describes, when not the US national average. */
  rateBasis?: string;
  adjustments: Adjustment[];
  elements: Element[];
  /** Where the element split comes from. */
  elementSource: string;
  designFee: DesignFee;
  /** Work on an existing building: the fee table's uplift for alterations applies. */
  alteration: boolean;
  /** New building or work on an existing one, as the brief's `scope_type` names it. */
  scope: NonNullable<Brief["scope_type"]>;
  permitShare: number;
  weeks: StageWeeks;
  /** The size the typical durations are for. */
  typicalAreaM2: number;
  /** Areas outside this range are flagged as implausible for the kind. */
  plausibleAreaM2: { min: number; max: number };
  risks: KindRisk[];
  questions: string[];
  assumptions: string[];
  /** A client-side project manager is paid through the project (larger and public buildings). */
  ownerProjectManager: boolean;
  /** Procured under public procurement rules (schools, hospitals). */
  publicClient: boolean;
  /**
   * Works a contractor builds to its own standard details (site works, installations such as solar or
   * chargers): asked for as a quote, they need no design stage of their own.
   */
  contractorDesigned?: boolean;
  /**
   * Work that fits out or upgrades what exists (a fit-out of a shell, an energy retrofit): a contractor
   * starts at construction unless the request asks for the design.
   */
  startsAtContract?: boolean;
  metrics?: Record<string, number | string>;
}

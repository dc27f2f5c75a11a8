import type { Brief } from "@scopewise/shared";

export type ScopeType = NonNullable<Brief["scope_type"]>;

/** One element of the work: its share of the cost and of the programme, and the labour share of its cost. */
export interface Element {
  name: string;
  cost: number;
  time: number;
  labour: number;
}

export interface ConstructionScope {
  label: string;
  /** Cost per m² as a share of a new building's unit rate of the same type (REFERENCE_DATE, cost-guide medians). */
  rateFactor: number;
  elements: Element[];
  /** The risk of what lies hidden: ground conditions for new work, the existing fabric for work inside a building. */
  hiddenConditions: { title: string; probability: number; share: number; mitigation: string };
  /** Whether the work is exposed to the weather. */
  outdoor: boolean;
}

export const CONSTRUCTION_SCOPES: Record<ScopeType, ConstructionScope> = {
  new_build: {
    label: "new building",
    rateFactor: 1,
    elements: [
      { name: "Design, permits and preconstruction", cost: 0.08, time: 0.15, labour: 0.9 },
      { name: "Site preparation and substructure", cost: 0.12, time: 0.12, labour: 0.45 },
      { name: "Superstructure (frame, floors, roof)", cost: 0.22, time: 0.25, labour: 0.4 },
      { name: "Building envelope (facade, windows)", cost: 0.15, time: 0.15, labour: 0.35 },
      { name: "MEP services (mechanical, electrical, plumbing)", cost: 0.23, time: 0.18, labour: 0.45 },
      { name: "Interior fit-out and finishes", cost: 0.15, time: 0.12, labour: 0.5 },
      { name: "External works, testing and handover", cost: 0.05, time: 0.03, labour: 0.5 },
    ],
    hiddenConditions: { title: "Unforeseen ground conditions", probability: 0.25, share: 0.04, mitigation: "Commission a geotechnical survey and trial pits before the substructure design is fixed." },
    outdoor: true,
  },
  renovation: {
    label: "renovation of an existing building",
    // A full refurbishment keeps the structure and envelope: about half the cost of building new.
    rateFactor: 0.5,
    elements: [
      { name: "Survey, design and permits", cost: 0.1, time: 0.15, labour: 0.9 },
      { name: "Strip-out, demolition and making safe", cost: 0.1, time: 0.1, labour: 0.7 },
      { name: "Structural repairs and alterations", cost: 0.15, time: 0.15, labour: 0.5 },
      { name: "Roof, windows and envelope repairs", cost: 0.12, time: 0.12, labour: 0.45 },
      { name: "MEP services renewal (electrical, plumbing, heating)", cost: 0.25, time: 0.2, labour: 0.5 },
      { name: "Interior finishes, kitchen and bathrooms", cost: 0.23, time: 0.22, labour: 0.45 },
      { name: "Snagging, cleaning and handover", cost: 0.05, time: 0.06, labour: 0.7 },
    ],
    hiddenConditions: { title: "Hidden defects in the existing building (rot, asbestos, outdated wiring)", probability: 0.4, share: 0.06, mitigation: "Run an intrusive survey (and an asbestos survey for older buildings) before pricing; keep a provisional sum for opened-up work." },
    outdoor: false,
  },
  extension: {
    label: "extension to an existing building",
    // A small new structure plus tie-ins to the existing one: dearer per m² than building new.
    rateFactor: 1.15,
    elements: [
      { name: "Design, permits and party-wall agreements", cost: 0.1, time: 0.17, labour: 0.9 },
      { name: "Foundations and substructure", cost: 0.14, time: 0.13, labour: 0.45 },
      { name: "Structure, roof and envelope", cost: 0.3, time: 0.28, labour: 0.4 },
      { name: "Opening up and tie-in to the existing building", cost: 0.08, time: 0.08, labour: 0.6 },
      { name: "MEP services and connections", cost: 0.18, time: 0.14, labour: 0.45 },
      { name: "Interior finishes", cost: 0.15, time: 0.15, labour: 0.5 },
      { name: "Making good, testing and handover", cost: 0.05, time: 0.05, labour: 0.6 },
    ],
    hiddenConditions: { title: "Unforeseen ground conditions or existing foundations", probability: 0.3, share: 0.05, mitigation: "Dig trial pits beside the existing foundations before the design is fixed." },
    outdoor: true,
  },
  fit_out: {
    label: "interior fit-out of an existing shell",
    // Partitions, ceilings, services and finishes only.
    rateFactor: 0.45,
    elements: [
      { name: "Design, space planning and approvals", cost: 0.1, time: 0.2, labour: 0.9 },
      { name: "Strip-out and preparation", cost: 0.06, time: 0.08, labour: 0.7 },
      { name: "Partitions, ceilings and doors", cost: 0.22, time: 0.22, labour: 0.45 },
      { name: "MEP, lighting, data and fire services", cost: 0.32, time: 0.25, labour: 0.45 },
      { name: "Floor and wall finishes, joinery", cost: 0.25, time: 0.2, labour: 0.45 },
      { name: "Commissioning, snagging and handover", cost: 0.05, time: 0.05, labour: 0.6 },
    ],
    hiddenConditions: { title: "Existing services or shell differ from the drawings", probability: 0.3, share: 0.04, mitigation: "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing." },
    outdoor: false,
  },
};

/** Construction on an existing building named in free text: renovation, extension or interior fit-out. */
export function scopeTypeInText(text: string): ScopeType | undefined {
  if (/\b(fit-?outs?|interior works?|office interiors?|shell and core fit)\b/i.test(text)) return "fit_out";
  if (/\b(extensions?|extend(ing)? (the|our|my|a)|add(ing)? (an? )?(room|floor|storey|story|wing)|loft conversion|annex(e)?)\b/i.test(text)) return "extension";
  if (/\b(renovat\w*|refurbish\w*|remodel\w*|retrofit\w*|restor(e|ation|ing)|moderni[sz]\w*|rehab\w*|makeover|overhaul)\b/i.test(text)) return "renovation";
  return undefined;
}

/** The brief's scope type, else one named in its summary, else a new building. */
export function scopeTypeOf(brief: Brief): ScopeType {
  return brief.scope_type ?? scopeTypeInText(brief.summary) ?? "new_build";
}

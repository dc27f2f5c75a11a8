import type { Translate } from "@scopewise/i18n";
import { buildingElements } from "../shared/building.js";
import type { DesignFee, Element, KindRisk, StageWeeks } from "../shared/types.js";
import type { WorksProfile } from "./types.js";

/** How a profile's cost splits into elements, its fees and typical durations (the durations at the type's typical size). */
export interface ProfileSpec {
  elements: Element[];
  elementSource: string;
  designFee: DesignFee;
  weeks: StageWeeks;
  ownerProjectManager: boolean;
  risks: KindRisk[];
}

export function profileSpec(t: Translate, profile: WorksProfile): ProfileSpec {
  const ground: KindRisk = {
    title: t("Unforeseen ground conditions"),
    probability: 0.25,
    share: 0.04,
    delayWeeks: 3,
    mitigation: t("Commission a geotechnical investigation before the foundations are designed."),
  };
  const growth: KindRisk = {
    title: t("Design development and scope growth"),
    probability: 0.4,
    share: 0.04,
    delayWeeks: 4,
    mitigation: t("Freeze the design at each stage gate and price every change before instructing it."),
  };
  const grid: KindRisk = {
    title: t("Grid connection or power capacity not available in time"),
    probability: 0.3,
    share: 0.03,
    delayWeeks: 8,
    mitigation: t(
      "Apply to the network operator at the start of design and agree the capacity and connection date in writing.",
    ),
  };
  const hidden: KindRisk = {
    title: t("Hidden defects found once the surface is opened up"),
    probability: 0.35,
    share: 0.06,
    delayWeeks: 1,
    mitigation: t("Open up a sample area before pricing and agree rates for extra repairs in the contract."),
  };
  const commissioning: Element = { name: t("Commissioning, testing and handover"), share: 0.02, handover: true };
  switch (profile) {
    case "building":
      return {
        elements: buildingElements(t, {
          substructure: 0.08,
          shell: 0.32,
          interiors: 0.2,
          services: 0.3,
          equipment: 0.03,
          sitework: 0.06,
          commissioning: 0.01,
        }),
        elementSource: "typical Uniformat II element shares of a multi-storey building (a stated assumption)",
        designFee: { feeClass: "commercial" },
        weeks: { planning: 20, design: 24, procurement: 12, handover: 4, constructionK: 240, minimumConstruction: 16 },
        ownerProjectManager: true,
        risks: [ground, growth],
      };
    case "structure":
      return {
        elements: buildingElements(t, {
          substructure: 0.15,
          shell: 0.55,
          interiors: 0.03,
          services: 0.12,
          equipment: 0.02,
          sitework: 0.12,
          commissioning: 0.01,
        }),
        elementSource:
          "typical Uniformat II element shares of an engineering structure with little fit-out (a stated assumption)",
        designFee: { feeClass: "industrial" },
        weeks: { planning: 16, design: 16, procurement: 10, handover: 3, constructionK: 200, minimumConstruction: 10 },
        ownerProjectManager: true,
        risks: [ground, growth],
      };
    case "fit_out":
      return {
        elements: buildingElements(t, {
          substructure: 0,
          shell: 0.03,
          interiors: 0.45,
          services: 0.35,
          equipment: 0.15,
          sitework: 0,
          commissioning: 0.02,
        }).filter((e) => e.share > 0),
        elementSource: "typical element shares of a hospitality fit-out (a stated assumption)",
        designFee: { feeClass: "commercial" },
        weeks: { planning: 4, design: 8, procurement: 6, handover: 2, constructionK: 150, minimumConstruction: 6 },
        ownerProjectManager: false,
        risks: [growth],
      };
    case "site":
      return {
        elements: [
          { name: t("Site preparation, earthworks and drainage"), share: 0.25 },
          { name: t("Main works: paving, surfacing, structure or equipment"), share: 0.5 },
          { name: t("Lighting, power and services"), share: 0.11 },
          { name: t("Ancillary works: kerbs, fencing, signage and landscaping"), share: 0.12 },
          commissioning,
        ],
        elementSource: "typical element shares of site and civil works (a stated assumption)",
        designFee: { feeClass: "industrial" },
        // Site works seldom wait on a planning consent; design and tender are short for a single trade package.
        weeks: { planning: 4, design: 6, procurement: 4, handover: 2, constructionK: 130, minimumConstruction: 3 },
        ownerProjectManager: false,
        risks: [ground, growth],
      };
    case "envelope":
      return {
        elements: [
          { name: t("Scaffolding, access and protection"), share: 0.16 },
          { name: t("Repairs and preparation of the existing surface"), share: 0.3 },
          { name: t("New finish, cladding, insulation or membrane"), share: 0.4 },
          { name: t("Details, flashings, drainage and making good"), share: 0.12 },
          commissioning,
        ],
        elementSource:
          "typical cost shares of work on a building's envelope: access, repairs, the new layer and its details (a stated assumption)",
        designFee: { feeClass: "industrial" },
        // One trade package on an existing building: a short specification, a few quotes, no planning stage of its own.
        weeks: { planning: 2, design: 2, procurement: 3, handover: 1, constructionK: 120, minimumConstruction: 1 },
        ownerProjectManager: false,
        risks: [hidden, growth],
      };
    case "installation":
      return {
        elements: [
          { name: t("Equipment and materials"), share: 0.55 },
          { name: t("Installation and mounting"), share: 0.2 },
          { name: t("Electrical works and connection to the supply"), share: 0.16 },
          { name: t("Preparation and making good"), share: 0.07 },
          commissioning,
        ],
        elementSource:
          "typical cost shares of a solar or charging installation: equipment, installation labour, electrical balance of system (after the NREL PV cost benchmark's categories; a stated assumption)",
        designFee: { feeClass: "industrial" },
        // The grid application runs beside design and procurement rather than before them.
        weeks: { planning: 4, design: 3, procurement: 4, handover: 2, constructionK: 90, minimumConstruction: 2 },
        ownerProjectManager: false,
        risks: [grid, growth],
      };
  }
}

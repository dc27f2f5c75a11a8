import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding, rateFor, sizeModifier } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { FIT_OUT_RATES } from "./reference.js";

/** An interior fit-out of an existing shell: partitions, ceilings, services, finishes, in a building that may be occupied. */
export function fitOutPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 800);
  const spec = existingBuilding(t, {
    what: t("an interior fit-out"),
    area,
    unit: t("m² of floor area"),
    rate: rateFor(FIT_OUT_RATES, brief.quality),
    adjustments: [sizeModifier(t, area.m2, 1_000)],
    elements: [
      { name: t("Strip-out and preparation"), share: 0.06 },
      { name: t("Partitions, ceilings and doors"), share: 0.25 },
      { name: t("MEP, lighting, data and fire services"), share: 0.38 },
      { name: t("Floor and wall finishes, joinery"), share: 0.28 },
      { name: t("Commissioning, testing and handover"), share: 0.03, handover: true },
    ],
    elementSource: "element split of a Category B office fit-out (a stated assumption)",
    designFee: { feeClass: "commercial" },
    // A fit-out of a new shell is new work, not an alteration: no uplift on the fee table.
    alteration: false,
    weeks: { planning: 4, design: 8, procurement: 6, handover: 2, constructionK: 85, minimumConstruction: 3 },
    typicalAreaM2: 1_000,
    // An upgrade or a fit-out of what exists starts at construction unless the design is asked for.
    startsAtContract: true,
    plausibleAreaM2: { min: 20, max: 200_000 },
    risks: [
      {
        title: t("Existing services or shell differ from the drawings"),
        probability: 0.3,
        share: 0.04,
        delayWeeks: 2,
        mitigation: t(
          "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.",
        ),
      },
      {
        title: t("Landlord approvals and building rules restrict working hours"),
        probability: 0.35,
        share: 0.02,
        delayWeeks: 3,
        mitigation: t("Agree working hours, deliveries and noisy works with the building manager before the contract."),
      },
      {
        title: t("Long-lead items late (switchgear, AV, bespoke joinery)"),
        probability: 0.3,
        share: 0.02,
        delayWeeks: 4,
        mitigation: t("Order long-lead items as soon as the design is signed off."),
      },
    ],
    questions: [
      t("Category A (landlord) or Category B (tenant) fit-out?"),
      t("How many workstations, meeting rooms and kitchen areas?"),
      t("Are furniture, audiovisual and IT included?"),
      t("Can the works be done during normal working hours?"),
    ],
    assumptions: [
      t(
        "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.",
      ),
    ],
    scope: "fit_out",
    ownerProjectManager: true,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}

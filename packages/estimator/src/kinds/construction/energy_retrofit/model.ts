import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding, rateFor, sizeModifier } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { RETROFIT_DESIGN_FEE, RETROFIT_RATES } from "./reference.js";

/** An energy retrofit of an existing building: fabric first (insulation, windows, airtightness), then heat pump and ventilation. */
export function energyRetrofitPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 140);
  const spec = existingBuilding(t, {
    what: t("an energy retrofit"),
    area,
    unit: t("m² of floor area"),
    rate: rateFor(RETROFIT_RATES, brief.quality),
    adjustments: [sizeModifier(t, area.m2, 140)],
    elements: [
      { name: t("Roof, wall and floor insulation"), share: 0.3 },
      { name: t("Windows and external doors"), share: 0.25 },
      { name: t("Heat pump and heating distribution"), share: 0.25 },
      { name: t("Ventilation with heat recovery"), share: 0.1 },
      { name: t("Airtightness, controls and electrical upgrades"), share: 0.08 },
      { name: t("Air-tightness test and energy certificate at handover"), share: 0.02, handover: true },
    ],
    elementSource: "split of measures for a fabric-first retrofit (a stated assumption)",
    designFee: RETROFIT_DESIGN_FEE,
    weeks: { planning: 4, design: 3, procurement: 6, handover: 2, constructionK: 98, minimumConstruction: 2 },
    typicalAreaM2: 140,
    // An upgrade or a fit-out of what exists starts at construction unless the design is asked for.
    startsAtContract: true,
    plausibleAreaM2: { min: 20, max: 150_000 },
    risks: [
      {
        title: t("Damp, rot or structural defects to repair before insulating"),
        probability: 0.35,
        share: 0.08,
        delayWeeks: 2,
        mitigation: t("Survey moisture and the condition of the fabric before the measures are specified."),
      },
      {
        title: t("Electrical supply too small for the heat pump"),
        probability: 0.3,
        share: 0.03,
        delayWeeks: 6,
        mitigation: t("Ask the network operator about the supply upgrade as soon as the heat pump size is known."),
      },
      {
        title: t("Grant or subsidy not approved, or approved late"),
        probability: 0.25,
        share: 0.05,
        delayWeeks: 8,
        mitigation: t(
          "Apply for the grant before ordering and do not start works the grant requires to be approved first.",
        ),
      },
    ],
    questions: [
      t("What is the current energy rating and heating system?"),
      t("Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?"),
      t("Will a grant or subsidy programme be used?"),
      t("Will the building be occupied during the works?"),
    ],
    assumptions: [
      t(
        "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.",
      ),
    ],
    ownerProjectManager: false,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}

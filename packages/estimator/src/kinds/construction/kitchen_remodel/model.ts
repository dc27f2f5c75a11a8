import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding } from "../shared/building.js";
import { domesticRate } from "../shared/domestic.js";
import { constructionKindPlan } from "../shared/engine.js";
import { KITCHEN_BATH_DESIGN_FEE, KITCHEN_FIXED_SHARE, KITCHEN_JOBS } from "./reference.js";

/** A kitchen remodel: cabinets, worktops, appliances and the services behind them, in a lived-in home. */
export function kitchenRemodelPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 15);
  const spec = existingBuilding(t, {
    what: t("a kitchen remodel"),
    area,
    unit: t("m² of kitchen"),
    ...domesticRate(brief, t, KITCHEN_JOBS, area.m2, KITCHEN_FIXED_SHARE),
    elements: [
      { name: t("Strip-out and disposal"), share: 0.05 },
      { name: t("Cabinets and countertops"), share: 0.4 },
      { name: t("Appliances"), share: 0.14 },
      { name: t("Plumbing and electrical work"), share: 0.14 },
      { name: t("Flooring, walls, lighting and finishes"), share: 0.27 },
    ],
    elementSource: "trade split after NKBA budget allocation guidance (cabinetry and hardware about a third or more)",
    designFee: KITCHEN_BATH_DESIGN_FEE,
    weeks: { planning: 3, design: 3, procurement: 6, handover: 1, constructionK: 98, minimumConstruction: 2 },
    typicalAreaM2: 15,
    plausibleAreaM2: { min: 4, max: 150 },
    risks: [
      {
        title: t("Hidden water damage, rot or outdated wiring behind the cabinets"),
        probability: 0.35,
        share: 0.08,
        delayWeeks: 1,
        mitigation: t("Open up a small area early and check the wiring and plumbing before the order is placed."),
      },
      {
        title: t("Cabinet, worktop or appliance deliveries late"),
        probability: 0.3,
        share: 0.02,
        delayWeeks: 3,
        mitigation: t("Order long-lead items once the design is signed and confirm delivery dates before strip-out."),
      },
    ],
    questions: [
      t("Does the layout change (sink, cooker, gas or walls moved)?"),
      t("Are the cabinets replaced or refaced, and which worktop material?"),
      t("Are appliances included, and at which level?"),
      t("How old are the wiring and plumbing?"),
    ],
    assumptions: [
      t(
        "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.",
      ),
    ],
    ownerProjectManager: false,
    publicClient: false,
  });
  return constructionKindPlan(brief, spec);
}

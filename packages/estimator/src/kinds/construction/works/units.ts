import type { Translate } from "@scopewise/i18n";
import type { WorksProfile, WorksUnit } from "./types.js";

/** How the lines, the method and the questions name a works unit (m² keeps the area texts of every building). */
export interface UnitText {
  unit: string;
  measure?: { per: string; question: string };
}

export function unitText(t: Translate, unit: WorksUnit, profile: WorksProfile): UnitText {
  switch (unit) {
    case "m2":
      return { unit: profile === "building" || profile === "fit_out" ? t("m² GFA") : t("m²") };
    case "parking_spaces":
      return {
        unit: t("parking spaces"),
        measure: { per: t("per parking space"), question: t("How many parking spaces? They drive most of the cost.") },
      };
    case "rooms":
      return {
        unit: t("guest rooms"),
        measure: { per: t("per guest room"), question: t("How many guest rooms? They drive most of the cost.") },
      };
    case "beds":
      return {
        unit: t("beds"),
        measure: { per: t("per bed"), question: t("How many beds? They drive most of the cost.") },
      };
    case "seats":
      return {
        unit: t("seats"),
        measure: { per: t("per seat"), question: t("How many seats? They drive most of the cost.") },
      };
    case "power_kw":
      return {
        unit: t("kW"),
        measure: { per: t("per kW"), question: t("What capacity in kW (kWp for solar)? It drives most of the cost.") },
      };
    case "chargers":
      return {
        unit: t("chargers"),
        measure: { per: t("per charger"), question: t("How many chargers? They drive most of the cost.") },
      };
    case "length_m":
      return {
        unit: t("m"),
        measure: { per: t("per m"), question: t("How long is it, in metres? The length drives most of the cost.") },
      };
    case "capacity_m3_day":
      return {
        unit: t("m³/day"),
        measure: { per: t("per m³/day"), question: t("What capacity in m³ a day? It drives most of the cost.") },
      };
    case "items":
      return {
        unit: t("units"),
        measure: { per: t("each"), question: t("How many are needed? The number drives most of the cost.") },
      };
  }
}

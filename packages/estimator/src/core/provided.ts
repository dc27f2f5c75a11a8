import { translator } from "@scopewise/i18n";
import type { Brief, ProvidedItem } from "@scopewise/shared";
import type { Plan } from "./plan.js";

/**
 * A plan without the lines for what the request says the client provides or buys themselves (the venue
 * already booked, rooms the family books, licences the company buys), and an assumption saying so. Only
 * lines a model marks with what they cover are taken out; nothing else is guessed.
 */
export function withoutProvided(plan: Plan, brief: Brief): Plan {
  const provided = new Set<ProvidedItem>(brief.details?.provided_by_client ?? []);
  if (provided.size === 0) return plan;
  const removed = new Set<ProvidedItem>();
  const phases = plan.phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.filter((task) => {
      if (!task.covers || !provided.has(task.covers)) return true;
      removed.add(task.covers);
      return false;
    }),
  }));
  if (removed.size === 0) return plan;
  const t = translator(brief.language);
  const names: Record<ProvidedItem, string> = {
    venue: t("the venue"),
    accommodation: t("accommodation"),
    catering: t("catering"),
    licences: t("software licences"),
  };
  const items = [...removed].map((item) => names[item]).join(", ");
  return {
    ...plan,
    phases,
    assumptions: [
      ...plan.assumptions,
      t("Not priced, as the request says the client provides or buys it: {{items}}.", { items }),
    ],
  };
}

import type { Estimate } from "@scopewise/shared";
import { duration, isPlain, splitPlain } from "./client-language.js";
import type { Writer } from "./writer.js";

type Constraint = Estimate["constraints"][number];

/**
 * A stated limit as the body says it: the engine's own message when it is in plain words, else the
 * finding in plain words followed by the message's plain sentences (its way out: "reducing the scope
 * by about 11%"); the whole message, with its model's terms, is in the appendix.
 */
export function constraintInWords(e: Estimate, c: Constraint, w: Writer): string {
  if (isPlain(c.message)) return c.message;
  return [finding(e, c, w), splitPlain(c.message).plain].filter(Boolean).join(" ");
}

function finding(e: Estimate, c: Constraint, w: Writer): string {
  const { t } = w;
  switch (c.kind) {
    case "budget":
      return c.fits
        ? t("The plan fits the stated budget of {{stated}}.", { stated: w.money(c.stated) })
        : t("The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.", {
            stated: w.money(c.stated),
            needed: w.money(e.total_cost.expected),
          });
    case "deadline":
      return c.fits
        ? t("The plan fits the stated time frame of {{stated}}.", { stated: duration(w, c.stated) })
        : t("The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.", {
            stated: duration(w, c.stated),
            needed: duration(w, c.needed ?? e.duration_weeks.p50),
          });
    case "team":
      return c.fits
        ? t("The stated team of {{stated}} covers what the plan needs.", { stated: w.number(c.stated) })
        : t("The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.", {
            stated: w.number(c.stated),
            needed: w.number(c.needed ?? c.stated),
          });
  }
}

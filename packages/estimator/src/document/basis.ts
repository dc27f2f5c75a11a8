import type { Estimate, EstimateLine } from "@scopewise/shared";
import { bold, type DocumentNode, type Inline } from "@scopewise/editor-schema/blocks";
import { heading, list, paragraph, table } from "./blocks.js";
import type { Writer } from "./writer.js";

/**
 * The lines of each phase, in plan order: `finalize` writes one line per priced task (its labour,
 * then its other costs), so walking the phases' tasks takes each phase's lines back. Undefined when
 * the lines do not add up to the phases (an estimate stored by an older engine): they are then shown ungrouped.
 */
export function linesByPhase(e: Estimate): Array<{ phase: string; lines: EstimateLine[] }> | undefined {
  const lines = e.lines ?? [];
  let next = 0;
  const groups = e.phases.map((phase) => {
    const mine: EstimateLine[] = [];
    for (const task of phase.tasks) {
      // A task's lines are consecutive, carry its name, and add up to its cost.
      let cost = 0;
      for (let taken = 0; lines[next]?.item === task.name && (taken === 0 || cost !== task.cost); taken++) {
        cost += lines[next]!.cost;
        mine.push(lines[next++]!);
      }
    }
    return { phase: phase.name, lines: mine, cost: phase.cost };
  });
  const matches = next === lines.length && groups.every((g) => g.lines.reduce((s, l) => s + l.cost, 0) === g.cost);
  return matches ? groups.map(({ phase, lines: own }) => ({ phase, lines: own })) : undefined;
}

/** As many decimals as change the line's cost noticeably: 1.15 h, 12.5 h, 296 h. */
const quantity = (w: Writer, value: number) =>
  w.number(value, Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0);

/** A unit cost as small as a few cents keeps them, so quantity × unit cost reads right. */
const unitCost = (w: Writer, value: number) =>
  w.money(value, Math.abs(value) < 100 && !Number.isInteger(value) ? 2 : 0);

/** A row's mark pointing into the numbered Sources list: "[3]". */
export const sourceMark = (n: number): string => `[${n}]`;

/** Each distinct source once, numbered in the order the lines first cite it. */
export function numberSources(lines: readonly EstimateLine[]): {
  sources: string[];
  numberOf: (source: string) => number;
} {
  const numbers = new Map<string, number>();
  for (const l of lines) if (!numbers.has(l.source)) numbers.set(l.source, numbers.size + 1);
  return { sources: [...numbers.keys()], numberOf: (source) => numbers.get(source)! };
}

/**
 * The basis of estimate, in the appendix: every priced item on one row with its quantity, unit, unit
 * cost, cost and a mark for the source of its unit cost, grouped by phase, adding up to the phases'
 * total and on to the expected total; then the sources, each written once in a numbered list.
 */
export function basisSection(e: Estimate, w: Writer): DocumentNode[] {
  const lines = e.lines ?? [];
  if (lines.length === 0) return [];
  const { t } = w;
  const { sources, numberOf } = numberSources(lines);
  const row = (l: EstimateLine): Inline[] => [
    l.item,
    quantity(w, l.quantity),
    l.unit,
    unitCost(w, l.unit_cost),
    w.money(l.cost),
    sourceMark(numberOf(l.source)),
  ];
  const groups = linesByPhase(e);
  const body: Inline[][] = groups
    ? groups.flatMap((g) => [[bold(g.phase), "", "", "", "", ""], ...g.lines.map(row)])
    : lines.map(row);
  const total = lines.reduce((s, l) => s + l.cost, 0);
  body.push(
    [bold(t("Subtotal")), "", "", "", w.money(total), ""],
    [t("Contingency (risk register)"), "", "", "", w.money(e.contingency), ""],
    [bold(t("Expected total")), "", "", "", w.money(e.total_cost.expected), ""],
  );
  return [
    heading(3, t("Basis of estimate")),
    paragraph(
      t(
        "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.",
      ),
    ),
    // No fixed column widths: columns size to their content, so no figure or word is split in a narrow column.
    table([t("Item"), t("Quantity"), t("Unit"), t("Unit cost"), t("Cost"), t("Source")], body, {
      align: ["left", "right", "left", "right", "right", "right"],
    }),
    heading(3, t("Sources")),
    list(sources, true),
  ];
}

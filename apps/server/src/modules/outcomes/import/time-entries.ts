import { TIME_IMPORT_LIMITS, type ImportMapping, type ImportPreview } from "@scopewise/shared";
import { HttpError, badRequest } from "../../../http/errors.js";
import { readDate, readHours, readMoney } from "./cell-values.js";
import { CsvSyntaxError, readCsv } from "./csv.js";
import { detectFormat, proposePhase } from "./tracker-formats.js";

/** One readable row of a time-entry export. */
export interface TimeEntry {
  line: number;
  spentOn: string | null;
  hours: number;
  cost: number | null;
  task: string;
  phase: string | null;
}

export interface ReadTimeEntries {
  preview: ImportPreview;
  entries: TimeEntry[];
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sumCost = (costs: Array<number | null>) =>
  costs.some((c) => c !== null) ? round(costs.reduce<number>((s, c) => s + (c ?? 0), 0)) : null;

/**
 * Reads a tracker's CSV export with a mapping (the one given, or the one its format proposes), and
 * says what an import would record: totals per task and per estimate phase, and every row that
 * cannot be read, with its line and why. Nothing is stored here.
 */
export function readTimeEntries(
  csv: string,
  estimatePhases: readonly string[],
  given?: ImportMapping,
): ReadTimeEntries {
  if (csv.length > TIME_IMPORT_LIMITS.csvMaxChars)
    throw new HttpError(413, {
      detail: `The file is too large: at most ${TIME_IMPORT_LIMITS.csvMaxChars / 1_000_000} MB of text can be imported.`,
    });
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(`The file could not be read as CSV: ${error.message}`);
    throw error;
  }
  if (table.header.length === 0 || table.records.length === 0)
    throw badRequest("The file has no time entries: it needs a header row and at least one entry.");
  if (table.records.length > TIME_IMPORT_LIMITS.maxRows)
    throw badRequest(
      `The file has ${table.records.length} rows: at most ${TIME_IMPORT_LIMITS.maxRows} can be imported at once.`,
    );

  const detected = detectFormat(table.header);
  const columns = given ?? { ...detected.columns, phases: {} };
  for (const [field, name] of Object.entries({
    hours: columns.hours,
    date: columns.date,
    group: columns.group,
    cost: columns.cost,
  })) {
    if (name !== null && !table.header.includes(name))
      throw new HttpError(400, { mapping: [`The ${field} column "${name}" is not in the file.`] });
  }
  const unknownPhases = Object.values(columns.phases).filter(
    (p): p is string => p !== null && !estimatePhases.includes(p),
  );
  if (unknownPhases.length > 0)
    throw new HttpError(400, { mapping: [`Not phases of this estimate: ${[...new Set(unknownPhases)].join(", ")}.`] });
  const index = (name: string | null) => (name === null ? -1 : table.header.indexOf(name));
  const [hoursAt, dateAt, groupAt, costAt] = [
    index(columns.hours),
    index(columns.date),
    index(columns.group),
    index(columns.cost),
  ];
  const decimalComma = table.delimiter === ";";

  const entries: TimeEntry[] = [];
  const badRows: ImportPreview["bad_rows"] = [];
  const phaseOf = new Map<string, string | null>();
  for (const record of table.records) {
    const cell = (at: number) => (at >= 0 ? (record.fields[at] ?? "") : "");
    if (
      record.fields.length < table.header.length &&
      record.fields.length <= Math.max(hoursAt, dateAt, groupAt, costAt)
    ) {
      badRows.push({
        line: record.line,
        reason: `${record.fields.length} of the header's ${table.header.length} columns`,
      });
      continue;
    }
    if (hoursAt < 0) continue;
    const hours = readHours(cell(hoursAt), decimalComma);
    const date = dateAt >= 0 ? readDate(cell(dateAt)) : ({ ok: true, value: null } as const);
    const cost = costAt >= 0 ? readMoney(cell(costAt), decimalComma) : ({ ok: true, value: null } as const);
    const reasons = [hours, date, cost].flatMap((r) => (r.ok ? [] : [r.reason]));
    if (!hours.ok || !date.ok || !cost.ok) {
      badRows.push({ line: record.line, reason: reasons.join("; ") });
      continue;
    }
    const task = cell(groupAt).trim();
    if (!phaseOf.has(task)) {
      const chosen = given ? (columns.phases[task] ?? null) : proposePhase(task, estimatePhases);
      phaseOf.set(task, chosen);
    }
    entries.push({
      line: record.line,
      spentOn: date.value,
      hours: hours.value,
      cost: cost.value,
      task,
      phase: phaseOf.get(task) ?? null,
    });
  }

  const groups = [...phaseOf.keys()].map((value) => {
    const of = entries.filter((e) => e.task === value);
    return {
      value,
      phase: phaseOf.get(value) ?? null,
      entries: of.length,
      effort_hours: round(of.reduce((s, e) => s + e.hours, 0)),
      cost: sumCost(of.map((e) => e.cost)),
    };
  });
  const phases = estimatePhases.map((name) => {
    const of = entries.filter((e) => e.phase === name);
    return { name, effort_hours: round(of.reduce((s, e) => s + e.hours, 0)), cost: sumCost(of.map((e) => e.cost)) };
  });
  const dates = entries.flatMap((e) => (e.spentOn ? [e.spentOn] : [])).sort();
  return {
    entries,
    preview: {
      format: detected.format,
      delimiter: table.delimiter,
      columns: table.header,
      mapping: { ...columns, phases: Object.fromEntries(phaseOf) },
      rows: table.records.length,
      entries: entries.length,
      bad_rows: hoursAt < 0 ? [] : badRows,
      totals: {
        effort_hours: round(entries.reduce((s, e) => s + e.hours, 0)),
        cost: sumCost(entries.map((e) => e.cost)),
        first_date: dates[0] ?? null,
        last_date: dates.at(-1) ?? null,
      },
      groups,
      phases,
      unassigned_hours: round(entries.filter((e) => e.phase === null).reduce((s, e) => s + e.hours, 0)),
      estimate_phases: [...estimatePhases],
    },
  };
}

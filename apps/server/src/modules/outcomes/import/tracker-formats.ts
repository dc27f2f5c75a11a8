import type { ImportMapping, TimeTrackerFormat } from "@scopewise/shared";

/**
 * The exports of the time trackers people price from, recognised by their header row, and the
 * columns each one's hours, dates, tasks and amounts are in:
 * - Harvest, detailed time report: Date, Client, Project, Task, Notes, Hours (decimal), …,
 *   Billable Amount, Cost Amount, Currency.
 * - Toggl Track, detailed report: User, Email, Client, Project, Task, Description, Billable,
 *   Start date, Start time, End date, End time, Duration (hh:mm:ss), Tags, Amount (USD).
 * - Clockify, detailed report: Project, Client, Description, Task, User, …, Start Date, Start Time,
 *   End Date, End Time, Duration (h), Duration (decimal), Billable Rate (USD), Billable Amount (USD).
 * - Jira worklogs (Tempo's export): Issue Key, Issue summary, Hours, Work date, Full name,
 *   Work Description, …; or Jira's own Time Spent with Started / Date Started.
 * Anything else is read as a generic export by the words its headers use.
 */

type Columns = Omit<ImportMapping, "phases">;

interface TrackerFormat {
  id: TimeTrackerFormat;
  detect: (has: (name: string) => boolean) => boolean;
  columns: (pick: Picker) => Columns;
}

/** The first header (case-insensitive) that equals one of the names, or starts with a name ending in "*". */
type Picker = (...names: string[]) => string | null;

const FORMATS: readonly TrackerFormat[] = [
  {
    id: "harvest",
    detect: (has) =>
      has("Hours") && has("Task") && has("Project") && (has("Billable?") || has("First Name") || has("Hours Rounded")),
    columns: (pick) => ({
      hours: pick("Hours"),
      date: pick("Date"),
      group: pick("Task"),
      cost: pick("Billable Amount", "Cost Amount"),
    }),
  },
  {
    id: "clockify",
    detect: (has) => (has("Duration (decimal)") || has("Duration (h)")) && has("Start Date"),
    columns: (pick) => ({
      hours: pick("Duration (decimal)", "Duration (h)"),
      date: pick("Start Date"),
      group: pick("Task", "Project"),
      cost: pick("Billable Amount*", "Amount*"),
    }),
  },
  {
    id: "toggl",
    detect: (has) => has("Duration") && has("Start date") && (has("Description") || has("Email")),
    columns: (pick) => ({
      hours: pick("Duration"),
      date: pick("Start date"),
      group: pick("Task", "Project"),
      cost: pick("Amount*"),
    }),
  },
  {
    id: "jira",
    detect: (has) => has("Issue Key") && (has("Hours") || has("Time Spent") || has("Time Spent (h)")),
    columns: (pick) => ({
      hours: pick("Hours", "Time Spent (h)", "Time Spent"),
      date: pick("Work date", "Started", "Date Started", "Date"),
      group: pick("Component*", "Epic*", "Issue summary", "Account Name", "Issue Key"),
      cost: pick("Billed Amount*", "Cost*"),
    }),
  },
];

const GENERIC: TrackerFormat = {
  id: "generic",
  detect: () => true,
  columns: (pick) => ({
    hours: pick("Hours", "Duration*", "Time Spent*", "Time*", "Effort*"),
    date: pick("Date", "Day", "Start date", "Started", "Work date", "Date*"),
    group: pick("Phase", "Task", "Activity", "Category", "Project"),
    cost: pick("Amount*", "Cost*", "Billable Amount*"),
  }),
};

function pickerFor(header: readonly string[]): Picker {
  const lower = header.map((h) => h.toLowerCase());
  return (...names) => {
    for (const name of names) {
      const wanted = name.toLowerCase();
      const index = wanted.endsWith("*")
        ? lower.findIndex((h) => h.startsWith(wanted.slice(0, -1)))
        : lower.indexOf(wanted);
      if (index >= 0) return header[index]!;
    }
    return null;
  };
}

/** The tracker whose export this header is, and the columns it proposes for hours, date, task and cost. */
export function detectFormat(header: readonly string[]): { format: TimeTrackerFormat; columns: Columns } {
  const pick = pickerFor(header);
  const has = (name: string) => pick(name) !== null;
  const format = FORMATS.find((f) => f.detect(has)) ?? GENERIC;
  return { format: format.id, columns: format.columns(pick) };
}

/**
 * The estimate phase a task or phase name from a tracker most likely belongs to: the same name, or
 * one that contains the other ("Design" → "Discovery and design"), ignoring case; else none.
 */
export function proposePhase(value: string, phases: readonly string[]): string | null {
  const wanted = value.trim().toLowerCase();
  if (wanted === "") return null;
  const exact = phases.find((p) => p.toLowerCase() === wanted);
  if (exact) return exact;
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3);
  const wantedWords = new Set(words(wanted));
  return (
    phases.find(
      (p) =>
        wanted.includes(p.toLowerCase()) ||
        p.toLowerCase().includes(wanted) ||
        words(p).some((w) => wantedWords.has(w)),
    ) ?? null
  );
}

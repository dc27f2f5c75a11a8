import type { AuditEntry } from "@scopewise/shared";
import { useUiTranslator } from "../../lib/use-ui-translator";
import { AUDIT_ACTION_LABELS, detailLines } from "./audit-labels";

// Phones stack each row as a card, every cell led by its column's name (hidden from screen readers,
// which announce the column header). Rows and cells shown as blocks can lose their table semantics
// in some browsers, so the roles are stated outright.
const cellClass = "block px-3 py-1 align-top sm:table-cell sm:py-2";

/** Fixed widths on wider screens, so a long detail wraps instead of pushing the table out of the dialog. */
const COLUMN_WIDTHS: Record<string, string> = { who: "w-[28%]", what: "w-[18%]", when: "w-[20%]", details: "" };
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function ColumnName({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="mr-2 text-xs font-medium text-zinc-500 sm:hidden">
      {name}
    </span>
  );
}

/** The audit log as a table: who, what, when, details. */
export function AuditTable({
  entries,
  caption,
  memberNames,
}: {
  entries: AuditEntry[];
  caption: string;
  /** Member user ids → names, so a detail naming a member reads as their name. */
  memberNames: ReadonlyMap<string, string>;
}) {
  const t = useUiTranslator();
  const columns = { who: t("Who"), what: t("What"), when: t("When"), details: t("Details") };
  return (
    <table role="table" className="block w-full text-left text-sm sm:table sm:table-fixed">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
        <tr role="row" className="border-b border-zinc-800 text-xs text-zinc-400">
          {Object.entries(columns).map(([key, name]) => (
            <th key={key} role="columnheader" scope="col" className={`px-3 py-2 font-medium ${COLUMN_WIDTHS[key]}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block sm:table-row-group">
        {entries.map((entry) => (
          <tr
            key={entry.id}
            role="row"
            className="mb-2 block rounded-lg border border-zinc-800 py-2 sm:mb-0 sm:table-row sm:rounded-none sm:border-x-0 sm:border-t-0"
          >
            <td role="cell" className={`${cellClass} text-zinc-100`}>
              <ColumnName name={columns.who} />
              {entry.actor ? (
                <>
                  <span className="break-words">{entry.actor.name || entry.actor.email}</span>
                  <span className="block text-xs [overflow-wrap:anywhere] text-zinc-500">{entry.actor.email}</span>
                </>
              ) : (
                <span className="text-zinc-400">{t("A client or a former member")}</span>
              )}
            </td>
            <td role="cell" className={`${cellClass} text-zinc-200`}>
              <ColumnName name={columns.what} />
              {t(AUDIT_ACTION_LABELS[entry.action])}
            </td>
            <td role="cell" className={`${cellClass} text-zinc-300`}>
              <ColumnName name={columns.when} />
              <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
            </td>
            <td role="cell" className={`${cellClass} text-xs text-zinc-400`}>
              <ColumnName name={columns.details} />
              {detailLines(entry, memberNames).map((line) => (
                <span key={line} className="block [overflow-wrap:anywhere]">
                  {line}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState } from "react";
import toast from "react-hot-toast";
import { TIME_IMPORT_LIMITS, type ImportMapping, type ImportPreview, type TimeTrackerFormat } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { StatTile } from "../../components/StatTile";
import { apiErrorText } from "../../lib/api-errors";
import { CheckboxRow } from "../sharing/CheckboxRow";
import { ColumnMapping, GroupMapping } from "./ImportMappingFields";
import { useConfirmImportMutation, usePreviewImportMutation } from "./outcomes-api";

const FORMAT_NAMES: Record<TimeTrackerFormat, string> = {
  harvest: "a Harvest time report",
  toggl: "a Toggl Track detailed report",
  clockify: "a Clockify detailed report",
  jira: "a Jira worklog export",
  generic: "a CSV of time entries",
};

const hours = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

interface ImportTimeEntriesDialogProps {
  open: boolean;
  documentId: string;
  /** An outcome is recorded already: importing replaces its actuals. */
  replaces: boolean;
  onClose: () => void;
}

/** Upload a tracker's export, check the mapping and the preview (bad rows listed), then import it whole. */
export function ImportTimeEntriesDialog({ open, documentId, replaces, onClose }: ImportTimeEntriesDialogProps) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [runPreview, previewing] = usePreviewImportMutation();
  const [confirm, confirming] = useConfirmImportMutation();

  const close = () => {
    setCsv(null);
    setPreview(null);
    setSkipBadRows(false);
    onClose();
  };
  const show = async (text: string, mapping?: ImportMapping) => {
    try {
      setPreview(await runPreview({ id: documentId, csv: text, ...(mapping ? { mapping } : {}) }).unwrap());
    } catch (error) {
      toast.error(apiErrorText(error, "The file could not be read"));
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    if (text.length > TIME_IMPORT_LIMITS.csvMaxChars) {
      toast.error(
        `The file is too large: at most ${TIME_IMPORT_LIMITS.csvMaxChars / 1_000_000} MB of text can be imported.`,
      );
      return;
    }
    setFileName(file.name);
    setCsv(text);
    setSkipBadRows(false);
    await show(text);
  };
  const submit = async () => {
    if (!csv || !preview) return;
    try {
      await confirm({ id: documentId, csv, mapping: preview.mapping, skip_bad_rows: skipBadRows }).unwrap();
      toast.success(`Imported ${preview.entries} time entries.`);
      close();
    } catch (error) {
      toast.error(apiErrorText(error, "The time entries could not be imported"));
    }
  };
  const blocked =
    !preview ||
    preview.mapping.hours === null ||
    preview.entries === 0 ||
    (preview.bad_rows.length > 0 && !skipBadRows);

  return (
    <Modal open={open} title="Import time entries" onClose={close} widthClass="max-w-3xl">
      <div className="space-y-5 text-sm">
        <div>
          <label htmlFor={`${documentId}-time-csv`} className="mb-1.5 block font-medium text-zinc-300">
            CSV export from Harvest, Toggl Track, Clockify or Jira
          </label>
          <input
            id={`${documentId}-time-csv`}
            type="file"
            accept=".csv,text/csv"
            data-autofocus
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className="block w-full text-sm text-zinc-300 file:mr-3 file:rounded-lg file:border-0 file:bg-zinc-800 file:px-3 file:py-2 file:text-zinc-100 hover:file:bg-zinc-700"
          />
          <p className="mt-1.5 text-xs text-zinc-500">
            Nothing is stored until you import. {replaces ? "Importing replaces the outcome recorded now." : ""}
          </p>
        </div>
        {previewing.isLoading && !preview ? <Spinner label="Reading the file" /> : null}
        {preview ? (
          <>
            <p role="status" className="text-zinc-300">
              {fileName} reads as {FORMAT_NAMES[preview.format]}: {preview.entries} of {preview.rows} rows,{" "}
              {hours(preview.totals.effort_hours)} hours
              {preview.totals.last_date ? `, ${preview.totals.first_date} to ${preview.totals.last_date}` : ""}.
            </p>
            <ColumnMapping preview={preview} onChange={(mapping) => void show(csv!, mapping)} />
            {preview.mapping.hours === null ? (
              <p className="text-amber-300">Choose the column that holds the hours.</p>
            ) : null}
            {preview.groups.length > 0 ? (
              <GroupMapping preview={preview} onChange={(mapping) => void show(csv!, mapping)} />
            ) : null}
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {preview.phases.map((phase) => (
                <StatTile key={phase.name} label={phase.name} value={`${hours(phase.effort_hours)} h`} />
              ))}
            </dl>
            {preview.unassigned_hours > 0 ? (
              <p className="text-xs text-zinc-400">
                {hours(preview.unassigned_hours)} hours count toward the total but toward no phase.
              </p>
            ) : null}
            {preview.bad_rows.length > 0 ? (
              <div className="space-y-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3">
                <p className="font-medium text-amber-100">
                  {preview.bad_rows.length} row{preview.bad_rows.length === 1 ? "" : "s"} could not be read
                </p>
                <ul
                  className="max-h-32 list-inside list-disc overflow-y-auto text-xs text-amber-50"
                  aria-label="Rows that could not be read"
                >
                  {preview.bad_rows.map((row) => (
                    <li key={row.line}>
                      Line {row.line}: {row.reason}
                    </li>
                  ))}
                </ul>
                <CheckboxRow
                  label="Import the other rows and leave these out"
                  checked={skipBadRows}
                  onChange={setSkipBadRows}
                />
              </div>
            ) : null}
          </>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={confirming.isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={blocked || confirming.isLoading || previewing.isLoading}>
            {confirming.isLoading ? <Spinner /> : null}
            {preview ? `Import ${preview.entries} entries` : "Import"}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

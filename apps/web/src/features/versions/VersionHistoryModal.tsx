import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { REASON_LABELS, versionTime } from "./version-labels";
import { useGetVersionQuery, useGetVersionsQuery, useRestoreVersionMutation } from "./versions-api";

// The read-only view draws with the editor (TipTap, KaTeX), which loads with the document page already.
const VersionDocument = lazy(() => import("../../editor/ai/VersionDocument"));

interface VersionHistoryModalProps {
  open: boolean;
  documentId: string;
  /** Unsaved edits in the editor are replaced by a restore: the user is told before. */
  hasUnsavedChanges: boolean;
  onClose: () => void;
  /** After a restore: the editor takes the document as the server now has it. */
  onRestored: () => void;
  /** False for a member whose role only lets them read: versions are shown, never restored. */
  canRestore?: boolean;
}

/** The document's versions (time, who, why): one shown read-only, or compared with another, and restorable. */
export function VersionHistoryModal({
  open,
  documentId,
  hasUnsavedChanges,
  onClose,
  onRestored,
  canRestore = true,
}: VersionHistoryModalProps) {
  const versions = useGetVersionsQuery(documentId, { skip: !open, refetchOnMountOrArgChange: true });
  const [selected, setSelected] = useState<number | null>(null);
  const [compareWith, setCompareWith] = useState<number | null>(null);
  const [changeCount, setChangeCount] = useState<number | null>(null);
  const list = versions.data ?? [];
  const shown = selected ?? list[0]?.version ?? null;
  const version = useGetVersionQuery({ id: documentId, version: shown ?? 0 }, { skip: !open || shown === null });
  const base = useGetVersionQuery(
    { id: documentId, version: compareWith ?? 0 },
    { skip: !open || compareWith === null },
  );
  const [restore, restoring] = useRestoreVersionMutation();

  const runRestore = async () => {
    if (shown === null) return;
    try {
      const restored = await restore({ id: documentId, version: shown }).unwrap();
      toast.success(`Version ${shown} restored as version ${restored.version}`);
      setSelected(null);
      setCompareWith(null);
      onRestored();
    } catch (error) {
      toast.error(apiErrorText(error, "Could not restore this version. Please try again."));
    }
  };

  const comparing = compareWith !== null && base.data !== undefined;
  return (
    <Modal open={open} title="Version history" onClose={onClose} widthClass="max-w-6xl">
      {versions.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-zinc-300">
          <Spinner /> Loading the history...
        </p>
      ) : versions.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {apiErrorText(versions.error, "The history could not be loaded.")}
        </p>
      ) : (
        <div className="flex flex-col gap-4 md:flex-row">
          <ol
            aria-label="Versions"
            className="flex max-h-48 shrink-0 flex-col gap-1 overflow-y-auto md:max-h-[65vh] md:w-64"
          >
            {list.map((entry) => (
              <li key={entry.version}>
                <button
                  type="button"
                  aria-current={entry.version === shown ? "true" : undefined}
                  onClick={() => {
                    setSelected(entry.version);
                    if (compareWith === entry.version) setCompareWith(null);
                  }}
                  className={`w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-zinc-800 ${
                    entry.version === shown ? "border-violet-400 bg-zinc-800" : "border-zinc-800 bg-zinc-950"
                  }`}
                >
                  <span className="block font-medium text-zinc-100">
                    Version {entry.version} · {versionTime(entry.created_at)}
                  </span>
                  <span className="block text-zinc-300">
                    {REASON_LABELS[entry.reason]} by {entry.author}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <section
            aria-label={shown === null ? "Version" : `Version ${shown}`}
            className="flex min-w-0 flex-1 flex-col gap-3"
          >
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm text-zinc-200">
                Compare with
                <select
                  value={compareWith ?? ""}
                  onChange={(event) => {
                    setChangeCount(null);
                    setCompareWith(event.target.value === "" ? null : Number(event.target.value));
                  }}
                  className="h-9 rounded-lg border border-zinc-700 bg-zinc-950 px-2 text-zinc-100"
                >
                  <option value="">Nothing (show this version)</option>
                  {list
                    .filter((entry) => entry.version !== shown)
                    .map((entry) => (
                      <option key={entry.version} value={entry.version}>
                        Version {entry.version} · {versionTime(entry.created_at)}
                      </option>
                    ))}
                </select>
              </label>
              {canRestore ? (
                <Button
                  onClick={() => void runRestore()}
                  disabled={shown === null || restoring.isLoading || shown === list[0]?.version}
                >
                  {restoring.isLoading ? "Restoring..." : "Restore this version"}
                </Button>
              ) : null}
            </div>
            <p className="text-sm text-zinc-300" aria-live="polite">
              {comparing
                ? `Changes from version ${compareWith} to version ${shown}${changeCount === null ? "" : `: ${changeCount}`} (removed text struck through in red, added text in green).`
                : shown === list[0]?.version
                  ? "This is the current version."
                  : `Restoring makes version ${shown} the current text again, as a new version; nothing is lost.`}
              {hasUnsavedChanges && shown !== list[0]?.version
                ? " Your unsaved edits in the editor will be replaced."
                : ""}
            </p>
            <div className="max-h-[55vh] overflow-y-auto rounded-lg border border-zinc-800">
              {version.data ? (
                <Suspense fallback={<Spinner />}>
                  <VersionDocument
                    html={version.data.document}
                    baseHtml={comparing ? base.data?.document : undefined}
                    label={
                      comparing
                        ? `Changes from version ${compareWith} to version ${shown}`
                        : `Version ${shown}, read-only`
                    }
                    onChangeCount={setChangeCount}
                  />
                </Suspense>
              ) : (
                <p className="p-4 text-sm text-zinc-300">
                  {version.isError ? apiErrorText(version.error, "This version could not be loaded.") : "Loading..."}
                </p>
              )}
            </div>
          </section>
        </div>
      )}
    </Modal>
  );
}

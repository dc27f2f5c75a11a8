import { figuresIn, kindName, localeOf, type Translate } from "@scopewise/i18n/figures";
import type { Brief } from "@scopewise/shared";
import { useMemo, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { CollapsibleSection } from "../../components/CollapsibleSection";
import { ConfirmModal } from "../../components/ConfirmModal";
import { apiClient } from "../../lib/api-client";
import { apiErrorText } from "../../lib/api-errors";
import { useTranslator } from "../../lib/use-translator";
import { useAppDispatch } from "../../store/hooks";
import { useGetEstimateJobQuery } from "../generation/generation-api";
import { useGetBriefQuery, useUpdateBriefMutation } from "./brief-api";
import { briefFrom, draftFrom, isChanged } from "./brief-form";
import { BriefFields } from "./BriefFields";
import { figuresOf } from "./live-figures";
import { LiveFiguresView } from "./LiveFiguresView";
import { NotUnderstoodList } from "./NotUnderstoodList";
import { ProvidedByClientList } from "./ProvidedByClientList";
import { useLiveEstimate } from "./use-live-estimate";

interface BriefPanelProps {
  documentId: string;
  /** The document's version, so a correction made on an out-of-date page is refused (409). */
  version: number | undefined;
  /** Unsaved edits in the editor are lost too when the proposal is rebuilt: the confirm says so. */
  hasUnsavedEdits: boolean;
}

/**
 * "What I understood": the brief the estimate was made from, as a form the user can correct. Changes
 * are priced at once in the browser; "Apply" rebuilds the estimate and the proposal from them.
 * A document without a brief (a plain one) shows nothing.
 */
export function BriefPanel({ documentId, version, hasUnsavedEdits }: BriefPanelProps) {
  const { data: brief } = useGetBriefQuery(documentId);
  const t = useTranslator(brief?.language);
  if (!brief) return null;
  const heading = (
    <span className="min-w-0">
      <span className="font-semibold text-zinc-100">What I understood</span>
      <span className="block truncate text-zinc-400 sm:ml-2 sm:inline" lang={brief.language}>
        {briefHeadline(brief, t)}
      </span>
    </span>
  );
  return (
    <CollapsibleSection label="What I understood" heading={heading} defaultOpen={false} className="mb-4">
      {/* A new brief from the server (after a rebuild or a reload) starts a fresh form. */}
      <BriefForm
        key={JSON.stringify(brief)}
        documentId={documentId}
        brief={brief}
        version={version}
        hasUnsavedEdits={hasUnsavedEdits}
      />
    </CollapsibleSection>
  );
}

/** "Warehouse · 2,000 m² · Leeds" ("Almacén · 2000 m² · Madrid"): what the estimate was made for, at a glance, in the request's language. */
function briefHeadline(brief: Brief, t: Translate): string {
  const figures = figuresIn(localeOf(brief.language, brief.location, brief.currency));
  const area = brief.quantities.area_m2 ? `${figures.number(brief.quantities.area_m2)} m²` : undefined;
  const kind = brief.kind ?? brief.building_type;
  return [kind ? kindName(kind, t) : undefined, area, brief.location].filter(Boolean).join(" · ");
}

function isConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 409;
}

function BriefForm({ documentId, brief, version, hasUnsavedEdits }: BriefPanelProps & { brief: Brief }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(() => draftFrom(brief));
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const [updateBrief, { isLoading }] = useUpdateBriefMutation();
  const changed = isChanged(brief, draft);
  const corrected = useMemo(() => briefFrom(brief, draft), [brief, draft]);
  const live = useLiveEstimate(changed ? corrected.brief : undefined);
  const estimate = useGetEstimateJobQuery(documentId).data?.estimate;
  const canApply = changed && corrected.brief !== undefined && !isLoading;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) setConfirming(true);
  };

  const apply = async () => {
    if (!corrected.brief) return;
    try {
      await updateBrief({ documentId, brief: corrected.brief, version }).unwrap();
      setConfirming(false);
      toast.success("Rebuilding the proposal from the corrected brief");
    } catch (failure) {
      setConfirming(false);
      if (isConflict(failure)) setStale(true);
      else toast.error(apiErrorText(failure, "The corrections could not be applied", "Request failed"));
    }
  };

  const reload = () => {
    setStale(false);
    dispatch(apiClient.util.invalidateTags([{ type: "Document", id: documentId }]));
  };

  return (
    <form onSubmit={onSubmit} aria-label="Correct the brief" noValidate className="space-y-4">
      <p className="text-sm text-zinc-400">
        What the estimate was made from, and the words of your request each value came from. Correct anything that is
        wrong.
      </p>
      <BriefFields brief={brief} draft={draft} errors={corrected.errors} onChange={setDraft} />
      <NotUnderstoodList items={brief.not_understood} />
      <ProvidedByClientList brief={brief} />
      {brief.assumptions && brief.assumptions.length > 0 ? (
        <details className="rounded-lg border border-zinc-800 p-3 text-sm text-zinc-300">
          <summary className="cursor-pointer font-medium text-zinc-200">Assumed where the request was silent</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {brief.assumptions.map((assumption, index) => (
              <li key={`${index}-${assumption}`}>{assumption}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <LiveFiguresView
        current={estimate ? figuresOf(estimate) : undefined}
        changed={changed}
        valid={corrected.brief !== undefined}
        live={live}
        language={brief.language}
        location={brief.location}
      />
      {stale ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100 sm:flex-row sm:items-center"
        >
          <p className="flex-1">
            This document changed after the brief was read (in another tab, or by a new generation). Reload it, check
            your corrections and apply again.
          </p>
          <Button variant="secondary" className="h-9 shrink-0" onClick={reload}>
            Reload
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={!changed || isLoading} onClick={() => setDraft(draftFrom(brief))}>
          Discard changes
        </Button>
        <Button type="submit" disabled={!canApply}>
          Apply
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title="Rebuild the proposal?"
        confirmLabel="Rebuild proposal"
        busy={isLoading}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      >
        <p>The estimate and the proposal are rebuilt from the corrected brief.</p>
        <p>
          Your own edits to the proposal text are replaced
          {hasUnsavedEdits ? ", and the changes you have not saved are lost" : ""}.
        </p>
      </ConfirmModal>
    </form>
  );
}

import { Lock } from "lucide-react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { ReadOnlyHtml } from "../documents/ReadOnlyHtml";
import { useMakeNewVersionMutation } from "../sharing/sharing-api";
import { OutcomePanel } from "../outcomes/OutcomePanel";
import { ClientActivityPanel } from "./ClientActivityPanel";

/** An accepted document: read-only as accepted, with the way to change it (a new, unlocked copy). */
export function LockedDocumentView({ documentId, title, html }: { documentId: string; title: string; html: string }) {
  const [makeNewVersion, { isLoading }] = useMakeNewVersionMutation();
  const navigate = useNavigate();
  const copy = async () => {
    try {
      const created = await makeNewVersion(documentId).unwrap();
      toast.success("New version made. This copy can be edited.");
      void navigate(`/proposals/${created.id}`);
    } catch (error) {
      toast.error(apiErrorText(error, "The new version could not be made"));
    }
  };
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <article className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm text-amber-50">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            The client accepted this proposal, so it is locked as accepted. To change it, make a new version.
          </p>
          <Button variant="secondary" className="shrink-0" disabled={isLoading} onClick={() => void copy()}>
            {isLoading ? <Spinner className="size-4" /> : null}
            Make a new version
          </Button>
        </div>
        <h1 className="text-xl font-semibold tracking-tight break-words text-zinc-50 sm:text-2xl">{title}</h1>
        <ClientActivityPanel documentId={documentId} accepted />
        <OutcomePanel documentId={documentId} />
        <ReadOnlyHtml html={html} title={title} />
      </article>
    </div>
  );
}

import type { Decline } from "@scopewise/shared";
import { CircleX } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { apiErrorText } from "../../lib/api-errors";
import { useUpdateShareMutation } from "../sharing/sharing-api";

/** The owner's view of a client's decline: who, when, why; sharing again lets the client accept after all. */
export function DeclineNotice({ documentId, decline }: { documentId: string; decline: Decline }) {
  const [update, { isLoading }] = useUpdateShareMutation();
  const shareAgain = async () => {
    try {
      await update({ id: documentId, changes: { enabled: true } }).unwrap();
      toast.success("Shared again: the client can accept it now.");
    } catch (error) {
      toast.error(apiErrorText(error, "The proposal could not be shared again"));
    }
  };
  return (
    <div
      role="status"
      data-testid="decline-notice"
      className="mb-4 space-y-2 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-50"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleX aria-hidden="true" className="size-4" />
        Declined by {decline.name}
        {decline.email ? ` (${decline.email})` : ""} on {new Date(decline.declined_at).toLocaleString()}
      </p>
      <blockquote className="border-l-2 border-red-400/50 pl-3 whitespace-pre-line text-red-50/90">
        {decline.reason}
      </blockquote>
      <p className="text-xs text-red-100/80">
        The client cannot accept it until you share it again, for example after changing it.
      </p>
      <Button variant="secondary" className="h-8 px-3 text-xs" disabled={isLoading} onClick={() => void shareAgain()}>
        Share again
      </Button>
    </div>
  );
}

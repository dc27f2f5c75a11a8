import { Check, Copy, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { fieldInputClass } from "../../components/FieldFrame";
import { apiErrorText } from "../../lib/api-errors";
import { useRotateShareMutation } from "./sharing-api";
import { shareUrl, usePublicUrl } from "./share-url";
import { useShareAndCopy } from "./use-share-and-copy";

export interface ShareableDocument {
  id: string;
  uuid: string;
  label: string;
  /** The link is out with the client already (on, not declined); unknown: copying turns it on to be sure. */
  live?: boolean;
}

/** One document's public link: shown in full, copyable (which shares it), and revocable (which makes a new one). */
export function ShareLinkRow({
  document,
  copyDisabled = false,
}: {
  document: ShareableDocument;
  /** Copying would turn the link on, which is not allowed now (the proposal awaits approval). */
  copyDisabled?: boolean;
}) {
  const inputId = useId();
  const { isCopied, isSharing, shareAndCopy } = useShareAndCopy(document.id);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [rotate, { isLoading: isRevoking }] = useRotateShareMutation();
  const url = shareUrl(usePublicUrl(), document.uuid);

  const revoke = async () => {
    try {
      await rotate(document.id).unwrap();
      toast.success("Link revoked. The old link no longer works.");
      setConfirmingRevoke(false);
    } catch (error) {
      toast.error(apiErrorText(error, "Failed to revoke the link", "Something went wrong"));
    }
  };

  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <label htmlFor={inputId} className="block truncate text-sm font-medium text-zinc-200">
        {document.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldInputClass} h-10 font-mono text-xs`}
        />
        <Button
          className="h-10 shrink-0 sm:w-36"
          disabled={isSharing || copyDisabled}
          onClick={() => void shareAndCopy(url, document.live === true)}
        >
          {isSharing ? (
            <Spinner className="size-4" />
          ) : isCopied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {isCopied ? "Link Copied!" : "Copy link"}
        </Button>
      </div>
      {confirmingRevoke ? (
        <div className="rounded-lg border border-red-500/30 bg-red-500/5 p-3 text-xs text-zinc-300">
          <p>Anyone holding the current link loses access at once. This document gets a new link to share instead.</p>
          <div className="mt-3 flex gap-2">
            <Button variant="danger" className="h-8 px-3 text-xs" disabled={isRevoking} onClick={() => void revoke()}>
              {isRevoking ? <Spinner className="size-3.5" /> : null}
              Revoke link
            </Button>
            <Button
              variant="ghost"
              className="h-8 px-3 text-xs"
              disabled={isRevoking}
              onClick={() => setConfirmingRevoke(false)}
            >
              Keep link
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirmingRevoke(true)}
          className="inline-flex items-center gap-1.5 rounded-md text-xs text-zinc-500 transition-colors hover:text-red-400"
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          Revoke link
        </button>
      )}
    </li>
  );
}

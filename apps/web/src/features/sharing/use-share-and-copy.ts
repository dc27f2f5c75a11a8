import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useUpdateShareMutation } from "./sharing-api";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

/**
 * Copying a document's link shares it: a link that is not out with the client (off, or declined)
 * is turned on first, so what is copied opens. `live` says the link is out already (no call).
 */
export function useShareAndCopy(documentId: string) {
  const { isCopied, copy } = useCopyToClipboard();
  const [update, { isLoading: isSharing }] = useUpdateShareMutation();
  const shareAndCopy = async (url: string, live: boolean) => {
    if (!live) {
      try {
        await update({ id: documentId, changes: { enabled: true } }).unwrap();
      } catch (error) {
        toast.error(apiErrorText(error, "The link could not be turned on"));
        return;
      }
    }
    await copy(url);
  };
  return { isCopied, isSharing, shareAndCopy };
}

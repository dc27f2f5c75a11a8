import { useEffect } from "react";
import { useAppDispatch } from "../../store/hooks";
import { CHAT_BESIDE_QUERY, chatHistoryClosed, matchesMedia } from "../shell/ui-slice";

/**
 * Below the width where the chat sits beside the document, the chat panel covers most of it,
 * including the proposed change and its Accept and Reject buttons: close the panel when a change
 * arrives so the user sees what to decide on.
 */
export function useRevealChangeOverChat(isReviewingChange: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (isReviewingChange && !matchesMedia(CHAT_BESIDE_QUERY)) dispatch(chatHistoryClosed());
  }, [isReviewingChange, dispatch]);
}

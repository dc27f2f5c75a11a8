import type { ProposalDocument } from "@scopewise/shared";
import { useEffect } from "react";
import { useAppDispatch } from "../../store/hooks";
import { documentsApi, useGetProjectDocumentsQuery } from "../documents/documents-api";

/** How often an open, unlocked document is rechecked, so a client's acceptance shows up without a reload. */
const LOCK_POLL_MS = 30_000;

/**
 * Whether the open document is locked by a client's acceptance: from the document itself, and
 * noticed while the page is open through its project's list of summaries (small, and without the
 * HTML); once a summary says locked, the document is read again.
 */
export function useAcceptanceLock(id: string, stored: ProposalDocument | undefined, watching: boolean): boolean {
  const dispatch = useAppDispatch();
  const locked = stored?.locked ?? false;
  const { data: siblings } = useGetProjectDocumentsQuery(stored?.project_id ?? "", {
    skip: !watching || !stored || locked,
    pollingInterval: LOCK_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const lockedElsewhere = !locked && siblings?.some((summary) => summary.id === id && summary.locked) === true;
  useEffect(() => {
    if (lockedElsewhere) dispatch(documentsApi.util.invalidateTags([{ type: "Document", id }]));
  }, [lockedElsewhere, id, dispatch]);
  return locked;
}

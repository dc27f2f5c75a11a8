import { useMatches } from "react-router";

/** The history screen's route takes an id whose meaning the spec leaves open; "all" lists every chat. */
export const HISTORY_PATH = "/proposals/history/all";

/** The calibration scorecard: the user's finished projects, estimate against actual. */
export const CALIBRATION_PATH = "/calibration";

/** The document page's route id (/proposals/{id}); kept apart from the route table to avoid an import cycle. */
export const PROPOSAL_ROUTE_ID = "proposal";

/** True while a document is open, i.e. on /proposals/{id}. */
export function useIsDocumentPage(): boolean {
  return useMatches().some((match) => match.id === PROPOSAL_ROUTE_ID);
}

/** The id of the open document (/proposals/{id}), or null on any other page. */
export function useOpenDocumentId(): string | null {
  return useMatches().find((match) => match.id === PROPOSAL_ROUTE_ID)?.params.id ?? null;
}

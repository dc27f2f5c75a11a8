import { useMatches } from "react-router";

/** The document page's route id (/proposals/{id}); kept apart from the route table to avoid an import cycle. */
export const PROPOSAL_ROUTE_ID = "proposal";

/** True while a document is open, i.e. on /proposals/{id}. */
export function useIsDocumentPage(): boolean {
  return useMatches().some((match) => match.id === PROPOSAL_ROUTE_ID);
}

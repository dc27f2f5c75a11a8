import type { FastifyRequest } from "fastify";
import { bearerClaims, sessionEnded } from "../../http/authenticate.js";
import type { AccessTokens } from "../auth/access-tokens.js";
import type { DocumentSummaryRow, DocumentsRepo } from "./documents.repo.js";

/**
 * The onRequest guard of a document read: the same checks as `authenticate` (a valid bearer token
 * of a live session, 401 otherwise), made in the query that also reads the document's summary when
 * the signed-in user owns it, so a read costs one round trip to the database. `summaryOf` gives the
 * handler that summary (undefined: no such document of this user).
 */
export function documentReadGuard(accessTokens: AccessTokens, documents: DocumentsRepo) {
  const summaries = new WeakMap<FastifyRequest, DocumentSummaryRow | undefined>();
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      const claims = bearerClaims(request, accessTokens);
      const { id } = request.params as { id: string };
      const found = await documents.findSummaryInLiveSession(claims.sessionId, claims.userId, id);
      if (!found) throw sessionEnded();
      request.auth = { user: found.user, sessionId: claims.sessionId };
      summaries.set(request, found.summary);
    },
    summaryOf: (request: FastifyRequest): DocumentSummaryRow | undefined => summaries.get(request),
  };
}

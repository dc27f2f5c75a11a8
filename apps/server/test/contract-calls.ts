import type { Method } from "./workspace-fixtures.js";

/** Every call of api-contract.md, as written there (path parameters in OpenAPI's braces). */
export const CONTRACT_CALLS: Array<[Method, string]> = [
  ...(["register/", "login/", "refresh-token/", "logout/", "forgot-password/", "reset-password-confirm/"] as const).map(
    (p): [Method, string] => ["POST", `/api/auth/${p}`],
  ),
  ["GET", "/api/auth/me/"],
  ["PUT", "/api/auth/update/"],
  ["DELETE", "/api/auth/account/"],
  ["GET", "/api/auth/google/authorize/"],
  ["GET", "/api/auth/google/callback/"],
  ["GET", "/api/auth/linkedin/authorize/"],
  ["GET", "/api/auth/linkedin/callback/"],
  ["GET", "/api/projects/"],
  ["POST", "/api/projects/"],
  ["PATCH", "/api/projects/{id}/"],
  ["DELETE", "/api/projects/{id}/"],
  ["DELETE", "/api/projects/delete-all/"],
  ["GET", "/api/documents/"],
  ["POST", "/api/documents/"],
  ["GET", "/api/documents/{id}/"],
  ["PATCH", "/api/documents/{id}/"],
  ["DELETE", "/api/documents/{id}/"],
  ["DELETE", "/api/documents/delete-all/"],
  ["GET", "/api/documents/by-project/{projectId}/"],
  ["GET", "/api/documents/get-by-uuid/{uuid}/"],
  ["GET", "/api/Proposal_Generation/proposals/"],
  ["GET", "/api/Proposal_Generation/proposals/{id}/"],
  ["POST", "/api/Proposal_Generation/proposals/create/"],
  ["GET", "/api/Proposal_Generation/proposals/{sessionId}/chat/"],
  ["POST", "/api/technical-estimation/build-proposal"],
  ["GET", "/api/technical-estimation/proposal/{processId}"],
  ["POST", "/api/editor-agent"],
  ["POST", "/api/build-proposal"],
  ["GET", "/api/health"],
  ["POST", "/api/documents/{id}/reply/"],
  ["GET", "/api/documents/{id}/brief/"],
  ["PUT", "/api/documents/{id}/brief/"],
  ["GET", "/api/documents/{id}/export"],
  ["GET", "/api/documents/{id}/versions/"],
  ["GET", "/api/documents/{id}/versions/{version}/"],
  ["POST", "/api/documents/{id}/versions/{version}/restore/"],
];

const PUBLIC_CALL =
  /^\/api\/(auth\/(register|login|refresh-token|logout|forgot-password|reset-password-confirm|google|linkedin)\/|documents\/get-by-uuid\/|health$)/;

/** The calls the contract lets anyone make (the rest need `Authorization: Bearer`). */
export function isPublicCall(url: string): boolean {
  return PUBLIC_CALL.test(url);
}

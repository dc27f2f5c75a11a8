import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { bearer } from "./test-app.js";

/** Shapes of the contract's answers, as the tests read them. */
export interface ProjectJson {
  id: string;
  title: string;
  name: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface DocumentJson {
  id: string;
  uuid: string;
  title: string;
  user_query: string;
  document: string;
  project_id: string;
  status: string;
  error: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Request helpers for the workspace API, bound to one app. A token of undefined means anonymous. */
export function workspaceApi(getApp: () => FastifyInstance) {
  const call = (method: Method, url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    getApp().inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const ok = async <T>(response: Promise<LightMyRequestResponse>, status: number): Promise<T> => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return (res.body ? res.json() : undefined) as T;
  };

  return {
    call,
    createProject: (token: string, title = "Warehouse fit-out") =>
      ok<ProjectJson>(call("POST", "/api/projects/", token, { title }), 201),
    getProject: (token: string, id: string) => ok<ProjectJson>(call("GET", `/api/projects/${id}/`, token), 200),
    listProjects: (token: string) => ok<ProjectJson[]>(call("GET", "/api/projects/", token), 200),
    /** Creates a plain document and answers the full document (read back with GET). */
    createDocument: async (
      token: string,
      body: { title?: string; document?: string; project_id?: string },
    ): Promise<DocumentJson> => {
      const created = await ok<{ id: string }>(
        call("POST", "/api/documents/", token, { title: "Scope", document: "<p>Scope</p>", ...body }),
        201,
      );
      return ok<DocumentJson>(call("GET", `/api/documents/${created.id}/`, token), 200);
    },
    getDocument: (token: string, id: string) => ok<DocumentJson>(call("GET", `/api/documents/${id}/`, token), 200),
    listDocuments: (token: string) =>
      ok<Array<Omit<DocumentJson, "document">>>(call("GET", "/api/documents/", token), 200),
    saveDocument: (token: string, id: string, body: { title?: string; document?: string; version?: number }) =>
      ok<DocumentJson>(call("PATCH", `/api/documents/${id}/`, token, body), 200),
    /** The owner turns the document's link on (a new document's is off). */
    enableShare: (token: string, id: string) =>
      ok<{ enabled: boolean }>(call("PUT", `/api/documents/${id}/share/`, token, { enabled: true }), 200),
    shared: (uuid: string) =>
      ok<{ title: string; document: string }>(call("GET", `/api/documents/get-by-uuid/${uuid}/`), 200),
  };
}

export type WorkspaceApi = ReturnType<typeof workspaceApi>;

export const NOT_FOUND = { detail: "Not found." };

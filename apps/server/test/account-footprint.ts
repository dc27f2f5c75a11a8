import { randomUUID } from "node:crypto";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../src/db/types.js";
import { waitForJob } from "./generation-helpers.js";
import { bearer, type SignedUpUser } from "./test-app.js";

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function form(
  field: string,
  file: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string> = {},
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/**
 * Gives a user something in every table that can hold their data, through the API where it
 * allows: a profile picture, a project, a generated proposal (job and chat), an assistant
 * exchange in a document's chat, an editor image, an attached brief, versions of the documents, a
 * client's visit and acceptance of the shared proposal, a company profile with its logo, a template, the proposal's outcome imported from time entries, a pending password reset, an email verification (mailed at sign-up), counted attempts, a team workspace of their own with an invitation they sent and approval settings naming them (their personal workspace came with the sign-up), audit entries (their sign-in), an approval and its history event on a proposal (inserted directly: a proposal above a threshold takes a team generation). A linked social identity and a pending connection of a provider are inserted directly (no provider runs here).
 */
export async function giveEverything(app: FastifyInstance, user: SignedUpUser): Promise<void> {
  const call = async (method: "POST" | "PUT", url: string, payload: object, status: number) => {
    const res = await app.inject({ method, url, payload, headers: bearer(user.access) });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, string>;
  };
  const upload = async (url: string, body: Awaited<ReturnType<typeof form>>, status = 201) => {
    const res = await app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.access) },
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, string>;
  };
  await call("PUT", "/api/auth/update/", { profile_image: `data:image/png;base64,${PNG_1PX.toString("base64")}` }, 200);
  await call("PUT", "/api/company-profile/", { company_name: "Owned company" }, 200);
  await upload(
    "/api/company-profile/logo/",
    await form("logo", { bytes: PNG_1PX, name: "logo.png", type: "image/png" }),
    200,
  );
  const project = await call("POST", "/api/projects/", { title: "Owned project" }, 201);
  const plain = await call(
    "POST",
    "/api/documents/",
    { title: "Plain", document: "<p>Key point</p>", project_id: project.id! },
    201,
  );
  await call(
    "POST",
    "/api/editor-agent",
    { user_query: "make it bold", content: "<p>Key point</p>", document_id: plain.id! },
    200,
  );
  await upload(
    `/api/documents/${plain.id}/images/`,
    await form("image", { bytes: PNG_1PX, name: "diagram.png", type: "image/png" }),
  );
  const generated = await call(
    "POST",
    "/api/documents/",
    { conversation: "A mobile app for booking yoga classes", project_id: project.id! },
    201,
  );
  await waitForJob(app, user.access, generated.process_id!);
  await call("POST", "/api/templates/", { name: "Owned template", document_id: generated.process_id! }, 201);
  const timeEntries = "Date,Task,Hours\n2025-04-01,Build,10\n";
  const { mapping } = await call(
    "POST",
    `/api/documents/${generated.process_id}/outcome/import/preview/`,
    { csv: timeEntries },
    200,
  );
  await call(
    "POST",
    `/api/documents/${generated.process_id}/outcome/import/`,
    { csv: timeEntries, mapping: mapping! },
    201,
  );
  await clientVisitsAndAccepts(app, user, generated.process_id!);
  const team = await call("POST", "/api/workspaces/", { name: "Owned team" }, 201);
  await call(
    "POST",
    `/api/workspaces/${team.id}/invitations/`,
    { email: `invitee-${user.id}@example.com`, role: "editor" },
    201,
  );
  await call("PUT", `/api/workspaces/${team.id}/settings/`, { approval_threshold: 1000, approver_ids: [user.id] }, 200);
  const at = new Date().toISOString();
  const db = app.context.db;
  await db
    .insertInto("document_approvals")
    .values({
      document_id: generated.process_id!,
      status: "pending",
      requested_by: user.id,
      requested_at: at,
      request_comment: null,
      decided_by: null,
      decided_at: null,
      comment: null,
      requested_value: 2000,
      approved_value: null,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("document_events")
    .values({
      id: randomUUID(),
      document_id: generated.process_id!,
      version: 1,
      actor_id: user.id,
      kind: "approval_requested",
      comment: null,
      created_at: at,
    })
    .execute();
  const personal = (
    (await app.inject({ method: "GET", url: "/api/workspaces/", headers: bearer(user.access) })).json() as Array<{
      id: string;
      personal: boolean;
    }>
  ).find((workspace) => workspace.personal)!;
  await call("POST", `/api/workspaces/${personal.id}/switch/`, {}, 200);
  const briefed = await upload(
    "/api/documents/from-brief/",
    await form(
      "brief",
      { bytes: Buffer.from("A website with 5 pages."), name: "brief.txt", type: "text/plain" },
      { conversation: "Quote this" },
    ),
  );
  await waitForJob(app, user.access, briefed.process_id!);
  expect(
    (await app.inject({ method: "POST", url: "/api/auth/forgot-password/", payload: { email: user.email } }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await app.inject({
        method: "POST",
        url: "/api/auth/login/",
        payload: { email: user.email, password: "not the password" },
      })
    ).statusCode,
  ).toBe(401);
  await app.context.db
    .insertInto("user_identities")
    .values({
      provider: "google",
      subject: `sub-${user.id}`,
      user_id: user.id,
      email: user.email,
      created_at: new Date().toISOString(),
    })
    .execute();
  const { sessionId } = app.context.accessTokens.verify(user.access)!;
  await app.context.db
    .insertInto("oauth_requests")
    .values({
      state_hash: `state-${user.id}`,
      provider: "linkedin",
      code_verifier: "v",
      nonce: "n",
      expires_at: new Date(Date.now() + 60_000).toISOString(),
      link_user_id: user.id,
      link_session_id: sessionId,
    })
    .execute();
}

/** The owner sends the proposal to a client (which turns its link on); the signed-out client reads it (a beacon) and accepts it. */
async function clientVisitsAndAccepts(app: FastifyInstance, user: SignedUpUser, documentId: string): Promise<void> {
  const { uuid } = (
    await app.inject({ method: "GET", url: `/api/documents/${documentId}/`, headers: bearer(user.access) })
  ).json() as { uuid: string };
  const sent = await app.inject({
    method: "POST",
    url: `/api/documents/${documentId}/send/`,
    headers: bearer(user.access),
    payload: { recipients: ["reader@client.example"], message: "Here it is", remind_after_days: 2 },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const shared = (await app.inject({ method: "GET", url: `/api/documents/get-by-uuid/${uuid}/` })).json() as {
    document_sha256: string;
  };
  const visit = await app.inject({
    method: "POST",
    url: `/api/share/${uuid}/views/`,
    payload: { visitor: "client-visitor-1", sections: [{ heading: "Scope", seconds: 4 }] },
  });
  expect(visit.statusCode, visit.body).toBe(204);
  const signer = { name: "Client Reader", email: "reader@client.example", signature: "Client Reader" };
  const accept = await app.inject({
    method: "POST",
    url: `/api/share/${uuid}/accept/`,
    payload: { ...signer, selected: [], quantities: {}, document_sha256: shared.document_sha256 },
  });
  expect(accept.statusCode, accept.body).toBe(201);
}

/** Tables that hold no user's data: the server processes running jobs. */
const NOT_USER_DATA = ["generation_workers"];

/** The column rowsOf reads as a row's key, for tables whose key is not `id`. */
export const KEY_COLUMNS: Readonly<Record<string, string>> = {
  attempt_counters: "key",
  user_identities: "subject",
  oauth_requests: "state_hash",
  // Keyed within their document only: two users' equal texts (or the same visitor id) repeat a key.
  document_version_chunks: "document_id",
  document_acceptances: "certificate_id",
  document_visitors: "document_id",
  workspace_members: "workspace_id",
  workspace_settings: "workspace_id",
  workspace_approvers: "workspace_id",
  document_approvals: "document_id",
};

/** For each table, the keys of the rows that belong to the user (directly or through a project, document or session). */
export async function rowsOf(db: Db, user: { id: string; email: string }): Promise<Record<string, string[]>> {
  const documentIds = db.selectFrom("documents").select("id").where("owner_id", "=", user.id);
  const keys = async (query: Promise<Array<{ key: string }>>) => (await query).map((row) => row.key);
  return {
    users: await keys(db.selectFrom("users").select("id as key").where("id", "=", user.id).execute()),
    sessions: await keys(db.selectFrom("sessions").select("id as key").where("user_id", "=", user.id).execute()),
    refresh_tokens: await keys(
      db
        .selectFrom("refresh_tokens")
        .select("id as key")
        .where("session_id", "in", db.selectFrom("sessions").select("id").where("user_id", "=", user.id))
        .execute(),
    ),
    password_resets: await keys(
      db.selectFrom("password_resets").select("id as key").where("user_id", "=", user.id).execute(),
    ),
    email_verifications: await keys(
      db.selectFrom("email_verifications").select("id as key").where("user_id", "=", user.id).execute(),
    ),
    // Pending sign-ins hold no account until a signed-in user starts one to connect a provider.
    oauth_requests: await keys(
      db.selectFrom("oauth_requests").select("state_hash as key").where("link_user_id", "=", user.id).execute(),
    ),
    user_identities: await keys(
      db.selectFrom("user_identities").select("subject as key").where("user_id", "=", user.id).execute(),
    ),
    projects: await keys(db.selectFrom("projects").select("id as key").where("owner_id", "=", user.id).execute()),
    documents: await keys(documentIds.select("id as key").execute()),
    chat_messages: await keys(
      db.selectFrom("chat_messages").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    document_files: await keys(
      db.selectFrom("document_files").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    document_versions: await keys(
      db.selectFrom("document_versions").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    document_version_chunks: await keys(
      db
        .selectFrom("document_version_chunks")
        .select("document_id as key")
        .where("document_id", "in", documentIds)
        .execute(),
    ),
    document_acceptances: await keys(
      db
        .selectFrom("document_acceptances")
        .select("certificate_id as key")
        .where("document_id", "in", documentIds)
        .execute(),
    ),
    document_views: await keys(
      db.selectFrom("document_views").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    document_visitors: await keys(
      db.selectFrom("document_visitors").select("document_id as key").where("document_id", "in", documentIds).execute(),
    ),
    project_outcomes: await keys(
      db.selectFrom("project_outcomes").select("id as key").where("owner_id", "=", user.id).execute(),
    ),
    outcome_time_entries: await keys(
      db
        .selectFrom("outcome_time_entries")
        .select("id as key")
        .where("outcome_id", "in", db.selectFrom("project_outcomes").select("id").where("owner_id", "=", user.id))
        .execute(),
    ),
    document_sends: await keys(
      db.selectFrom("document_sends").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    generation_jobs: await keys(
      db.selectFrom("generation_jobs").select("id as key").where("owner_id", "=", user.id).execute(),
    ),
    company_profiles: await keys(
      db.selectFrom("company_profiles").select("id as key").where("owner_id", "=", user.id).execute(),
    ),
    proposal_templates: await keys(
      db.selectFrom("proposal_templates").select("id as key").where("owner_id", "=", user.id).execute(),
    ),
    workspaces: await keys(
      db
        .selectFrom("workspaces")
        .select("id as key")
        .where("id", "in", db.selectFrom("workspace_members").select("workspace_id").where("user_id", "=", user.id))
        .execute(),
    ),
    workspace_members: await keys(
      db.selectFrom("workspace_members").select("workspace_id as key").where("user_id", "=", user.id).execute(),
    ),
    workspace_settings: await keys(
      db
        .selectFrom("workspace_settings")
        .select("workspace_id as key")
        .where(
          "workspace_id",
          "in",
          db.selectFrom("workspace_members").select("workspace_id").where("user_id", "=", user.id),
        )
        .execute(),
    ),
    workspace_approvers: await keys(
      db.selectFrom("workspace_approvers").select("workspace_id as key").where("user_id", "=", user.id).execute(),
    ),
    document_approvals: await keys(
      db
        .selectFrom("document_approvals")
        .select("document_id as key")
        .where("document_id", "in", documentIds)
        .execute(),
    ),
    document_events: await keys(
      db.selectFrom("document_events").select("id as key").where("document_id", "in", documentIds).execute(),
    ),
    audit_events: await keys(
      db
        .selectFrom("audit_events")
        .select("id as key")
        .where(
          "workspace_id",
          "in",
          db.selectFrom("workspace_members").select("workspace_id").where("user_id", "=", user.id),
        )
        .execute(),
    ),
    workspace_invitations: await keys(
      db.selectFrom("workspace_invitations").select("id as key").where("invited_by", "=", user.id).execute(),
    ),
    attempt_counters: await keys(
      db.selectFrom("attempt_counters").select("key").where("key", "like", `%:email:${user.email}`).execute(),
    ),
  };
}

/** Every table of the schema is either checked by rowsOf or declared free of user data, so a new table cannot be forgotten. */
export async function expectEveryTableCovered(db: Db, checked: string[]): Promise<void> {
  const tables = (await db.introspection.getTables()).map((table) => table.name);
  expect([...checked, ...NOT_USER_DATA].sort()).toEqual([...tables].sort());
}

/** The user's files under DATA_DIR/uploads: the profile picture and the documents' stored files. */
export async function filesOf(db: Db, dataDir: string, userId: string): Promise<string[]> {
  const user = await db.selectFrom("users").select("profile_image").where("id", "=", userId).executeTakeFirstOrThrow();
  const stored = await db
    .selectFrom("document_files")
    .select("stored_name")
    .where("document_id", "in", db.selectFrom("documents").select("id").where("owner_id", "=", userId))
    .execute();
  const company = await db.selectFrom("company_profiles").select("logo_url").where("owner_id", "=", userId).execute();
  return [
    path.join(dataDir, "uploads", "avatars", path.basename(user.profile_image!)),
    ...company.flatMap((row) =>
      row.logo_url ? [path.join(dataDir, "uploads", "avatars", path.basename(row.logo_url))] : [],
    ),
    ...stored.flatMap((row) => (row.stored_name ? [path.join(dataDir, "uploads", "documents", row.stored_name)] : [])),
  ];
}

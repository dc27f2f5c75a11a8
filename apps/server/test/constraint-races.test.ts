import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { holdWrite } from "./held-write.js";
import { useSignedInApp } from "./test-app.js";
import { workspaceApi } from "./workspace-fixtures.js";

const VANISHED = { detail: "Not found: something this request refers to (such as its project) no longer exists." };

describe.each(databaseKinds())("constraint failures a client can cause, on $name", (kind) => {
  const ctx = useSignedInApp(kind);
  const api = workspaceApi(() => ctx.t.app);
  const database = () => ctx.t.app.context.config.database;

  it("creating a document in a project that is deleted meanwhile answers 404 and stores nothing", async () => {
    const token = ctx.user.access;
    const project = await api.createProject(token, "Being deleted");
    // Another request deletes the project after this one has checked it, before it inserts the document.
    const deletion = await holdWrite(database(), "DELETE FROM projects WHERE id = ?", [project.id]);
    const creating = api.call("POST", "/api/documents/", token, {
      title: "Too late",
      document: "<p>Too late</p>",
      project_id: project.id,
    });
    await deletion.waitUntilBlocked();
    await deletion.commit();
    const res = await creating;
    expect(res.statusCode, res.body).toBe(404);
    // Either the project check inside the create's transaction or the foreign key catches it.
    expect([VANISHED, { detail: "Not found." }]).toContainEqual(res.json());
    expect((await api.listDocuments(token)).map((d) => d.title)).not.toContain("Too late");
    expect((await api.call("GET", `/api/projects/${project.id}/`, token)).statusCode).toBe(404);
  });

  /**
   * Another writer takes a new document's first chat place and holds it uncommitted while this server
   * records an accepted change in the same chat; answers the document and that request's answer.
   */
  async function outcomeWhileAnotherWriterHoldsTheChat(title: string) {
    const token = ctx.user.access;
    const doc = await api.createDocument(token, { title });
    const other = await holdWrite(
      database(),
      "INSERT INTO chat_messages (id, document_id, seq, type, content, created_at) VALUES (?, ?, 1, 'ai', 'from elsewhere', ?)",
      [crypto.randomUUID(), doc.id, new Date().toISOString()],
    );
    const recording = api.call("POST", "/api/editor-agent/outcome", token, {
      document_id: doc.id,
      outcome: "accepted",
    });
    await other.waitUntilBlocked();
    await other.commit();
    return { doc, res: await recording };
  }

  // Only PostgreSQL's pool runs two transactions of one server at once; SQLite's one connection takes them in turn.
  it.runIf(kind.name === "postgres")(
    "a chat line racing another for the same place answers 409, and the next try succeeds",
    async () => {
      const token = ctx.user.access;
      const { doc, res } = await outcomeWhileAnotherWriterHoldsTheChat("Busy chat");
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        detail: "This conflicts with something that already exists; reload and try again.",
      });
      const retry = await api.call("POST", "/api/editor-agent/outcome", token, {
        document_id: doc.id,
        outcome: "accepted",
      });
      expect(retry.statusCode, retry.body).toBe(201);
    },
  );

  // Two server processes on one SQLite file: the other holds the write lock while this one appends.
  it.runIf(kind.name === "sqlite")(
    "a chat line written while another process holds the write lock waits for it and takes the next place",
    async () => {
      const token = ctx.user.access;
      const { doc, res } = await outcomeWhileAnotherWriterHoldsTheChat("Shared file");
      expect(res.statusCode, res.body).toBe(201);
      const chat = (
        await api.call("GET", `/api/Proposal_Generation/proposals/${doc.id}/chat/`, token)
      ).json() as Array<{ content: string }>;
      expect(chat.map((m) => m.content)).toEqual(["from elsewhere", "Content updated successfully"]);
    },
  );
});

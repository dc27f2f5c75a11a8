import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { PNG, uploadImage } from "./image-upload.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

/** Deleting documents removes their stored files, and only theirs. */
describe.each(databaseKinds())("uploaded files when documents are deleted, on $name", (kind) => {
  const s = useSignedInApp(kind);
  const folder = () => path.join(s.t.dataDir, "uploads", "documents");
  const storedFile = (url: string) => path.join(folder(), path.basename(url));

  async function documentWithImage(
    token: string,
    projectId?: string,
  ): Promise<{ id: string; project_id: string; file: string }> {
    const created = await s.t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(token),
      payload: { title: "With an image", document: "<p>x</p>", ...(projectId ? { project_id: projectId } : {}) },
    });
    const doc = created.json() as { id: string; project_id: string };
    const image = await uploadImage(s.t.app, token, doc.id);
    expect(image.statusCode).toBe(201);
    const file = storedFile(image.json().url as string);
    expect(existsSync(file)).toBe(true);
    return { ...doc, file };
  }

  it("an upload still being made while another document is deleted is not removed", async () => {
    const gone = await documentWithImage(s.user.access);
    const kept = await documentWithImage(s.user.access);
    // An upload in flight: its bytes are on disk, its row is not yet visible to the delete (it
    // commits just after). A sweep that compared every file with the rows it had read would take it.
    const inFlight = `${randomUUID()}.png`;
    mkdirSync(folder(), { recursive: true });
    writeFileSync(path.join(folder(), inFlight), PNG);

    expect(
      (await s.t.app.inject({ method: "DELETE", url: `/api/documents/${gone.id}/`, headers: bearer(s.user.access) }))
        .statusCode,
    ).toBe(204);
    await s.t.app.context.db
      .insertInto("document_files")
      .values({
        id: randomUUID(),
        document_id: kept.id,
        kind: "image",
        name: "late.png",
        mime: "image/png",
        size: PNG.byteLength,
        url: `/api/media/documents/${inFlight}`,
        stored_name: inFlight,
        created_at: new Date().toISOString(),
      })
      .execute();

    expect(existsSync(gone.file)).toBe(false);
    expect(existsSync(kept.file)).toBe(true);
    const served = await s.t.app.inject({ method: "GET", url: `/api/media/documents/${inFlight}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("one user's deletes never touch another user's files", async () => {
    const other = await signUp(s.t.app);
    const theirs = await documentWithImage(other.access);
    const mine = await documentWithImage(s.user.access);
    const inProject = await documentWithImage(s.user.access);
    expect(
      (await s.t.app.inject({ method: "DELETE", url: `/api/documents/${mine.id}/`, headers: bearer(s.user.access) }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await s.t.app.inject({
          method: "DELETE",
          url: `/api/projects/${inProject.project_id}/`,
          headers: bearer(s.user.access),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await s.t.app.inject({ method: "DELETE", url: "/api/documents/delete-all/", headers: bearer(s.user.access) }))
        .statusCode,
    ).toBe(200);
    expect([existsSync(mine.file), existsSync(inProject.file)]).toEqual([false, false]);
    expect(existsSync(theirs.file)).toBe(true);
    // Someone else's document id deletes nothing, and removes none of its files.
    expect(
      (await s.t.app.inject({ method: "DELETE", url: `/api/documents/${theirs.id}/`, headers: bearer(s.user.access) }))
        .statusCode,
    ).toBe(404);
    expect(existsSync(theirs.file)).toBe(true);
  });

  it("deleting a project removes its documents' files and keeps the other projects'", async () => {
    const first = await documentWithImage(s.user.access);
    const sameProject = await documentWithImage(s.user.access, first.project_id);
    const elsewhere = await documentWithImage(s.user.access);
    expect(
      (
        await s.t.app.inject({
          method: "DELETE",
          url: `/api/projects/${first.project_id}/`,
          headers: bearer(s.user.access),
        })
      ).statusCode,
    ).toBe(204);
    expect([existsSync(first.file), existsSync(sameProject.file), existsSync(elsewhere.file)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

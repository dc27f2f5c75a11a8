import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DocumentVersionSummary } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { DocumentsRepo } from "../src/modules/documents/documents.repo.js";
import { type SignedUpUser, signUp, useSignedInApp } from "./test-app.js";
import { type DocumentJson, NOT_FOUND, workspaceApi } from "./workspace-fixtures.js";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A document of about `kb` kilobytes: numbered paragraphs of prose, one of which `edit` rewrites. */
function bigDocument(kb: number, edit?: { index: number; text: string }): string {
  const paragraphs: string[] = [];
  for (let i = 0, length = 0; length < kb * 1024; i++) {
    const text =
      edit?.index === i
        ? edit.text
        : `Paragraph ${i}: the crew installs ${i % 7} racks and checks the load rating of bay ${i} before handover.`;
    paragraphs.push(i % 25 === 0 ? `<h2>Section ${i / 25}</h2><p>${text}</p>` : `<p>${text}</p>`);
    length += paragraphs.at(-1)!.length;
  }
  return paragraphs.join("");
}

describe.each(databaseKinds())("document versions on $name", (kind) => {
  const s = useSignedInApp(kind);
  const api = workspaceApi(() => s.t.app);
  const { call } = api;
  const versionsOf = async (id: string, token = s.user.access) => {
    const res = await call("GET", `/api/documents/${id}/versions/`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentVersionSummary[];
  };
  const readVersion = async (id: string, version: number, token = s.user.access) => {
    const res = await call("GET", `/api/documents/${id}/versions/${version}/`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { version: number; document: string; created_at: string };
  };

  const signIn = async (user: SignedUpUser) => {
    const res = await call("POST", "/api/auth/login/", undefined, { email: user.email, password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };

  /** The bytes a document's history holds: the text of its version rows and of its stored chunks. */
  async function storedBytes(documentId: string): Promise<number> {
    const db = s.t.app.context.db;
    const bytes =
      kind.name === "postgres"
        ? (column: string) => sql<number>`coalesce(sum(octet_length(${sql.ref(column)})), 0)`
        : (column: string) => sql<number>`coalesce(sum(length(cast(${sql.ref(column)} as blob))), 0)`;
    const chunks = await db
      .selectFrom("document_version_chunks")
      .select(bytes("content").as("n"))
      .where("document_id", "=", documentId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("document_versions")
      .select([
        bytes("chunks").as("chunks"),
        bytes("title").as("title"),
        bytes("brief_hash").as("brief"),
        bytes("estimate_hash").as("estimate"),
      ])
      .where("document_id", "=", documentId)
      .executeTakeFirstOrThrow();
    return Number(chunks.n) + Number(rows.chunks) + Number(rows.title) + Number(rows.brief) + Number(rows.estimate);
  }

  it("keeps the creation and every save as a version, newest first, with who made it and why", async () => {
    const doc = await api.createDocument(s.user.access, { title: "Fit-out", document: "<p>First draft</p>" });
    const first = await api.saveDocument(s.user.access, doc.id, {
      document: "<p>Second draft</p>",
      version: doc.version,
    });
    const second = await call("PATCH", `/api/documents/${doc.id}/`, s.user.access, {
      document: "<p>Third draft, from the assistant</p>",
      version: first.version,
      reason: "assistant",
    });
    expect(second.statusCode, second.body).toBe(200);

    const versions = await versionsOf(doc.id);
    expect(versions.map((v) => [v.version, v.reason, v.author])).toEqual([
      [3, "assistant", "Ada Lovelace"],
      [2, "save", "Ada Lovelace"],
      [1, "created", "Ada Lovelace"],
    ]);
    expect(Object.keys(versions[0]!).sort()).toEqual(["author", "created_at", "reason", "version"]);
    const one = await readVersion(doc.id, 1);
    expect(one).toEqual({ version: 1, document: "<p>First draft</p>", created_at: doc.created_at });
    expect((await readVersion(doc.id, 2)).document).toBe("<p>Second draft</p>");
  });

  it("restores an old version as a new version whose content is the old one", async () => {
    const doc = await api.createDocument(s.user.access, { title: "Original title", document: "<p>Keep this text</p>" });
    await api.saveDocument(s.user.access, doc.id, { title: "Renamed" });
    const changed = await api.saveDocument(s.user.access, doc.id, { document: "<p>Lost text</p>" });

    const res = await call("POST", `/api/documents/${doc.id}/versions/1/restore/`, s.user.access);
    expect(res.statusCode, res.body).toBe(200);
    const restored = res.json() as DocumentJson;
    expect(restored).toMatchObject({
      id: doc.id,
      title: "Original title",
      document: "<p>Keep this text</p>",
      version: changed.version + 1,
    });
    expect(await api.getDocument(s.user.access, doc.id)).toEqual(restored);
    const versions = await versionsOf(doc.id);
    expect(versions.map((v) => v.reason)).toEqual(["restore", "save", "save", "created"]);
    expect((await readVersion(doc.id, restored.version)).document).toBe("<p>Keep this text</p>");
    // The version restored from is still there: a restore can itself be undone.
    expect((await readVersion(doc.id, changed.version)).document).toBe("<p>Lost text</p>");
  });

  it("answers 404 for another user's document and for a version that does not exist, changing nothing", async () => {
    const doc = await api.createDocument(s.user.access, { document: "<p>Mine</p>" });
    await api.saveDocument(s.user.access, doc.id, { document: "<p>Mine, edited</p>" });
    const before = await api.getDocument(s.user.access, doc.id);
    const other = await signUp(s.t.app);
    for (const [method, url, token] of [
      ["GET", `/api/documents/${doc.id}/versions/`, other.access],
      ["GET", `/api/documents/${doc.id}/versions/1/`, other.access],
      ["POST", `/api/documents/${doc.id}/versions/1/restore/`, other.access],
      ["GET", `/api/documents/${doc.id}/versions/99/`, s.user.access],
      ["GET", `/api/documents/${doc.id}/versions/abc/`, s.user.access],
      ["POST", `/api/documents/${doc.id}/versions/99/restore/`, s.user.access],
      ["POST", `/api/documents/${doc.id}/versions/-1/restore/`, s.user.access],
      ["GET", "/api/documents/00000000-0000-4000-8000-000000000000/versions/", s.user.access],
    ] as const) {
      const res = await call(method, url, token);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, NOT_FOUND]);
    }
    expect(await api.getDocument(s.user.access, doc.id)).toEqual(before);
    expect(await versionsOf(doc.id)).toHaveLength(2);
    expect((await call("GET", `/api/documents/${doc.id}/versions/`)).statusCode).toBe(401);
  });

  it("keeps a generated proposal and a corrected brief as versions written by Scopewise and by the user", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    const generated = await api.getDocument(s.user.access, id);
    expect((await versionsOf(id)).map((v) => [v.reason, v.author])).toEqual([["generation", "Scopewise"]]);
    expect((await readVersion(id, generated.version)).document).toBe(generated.document);

    const brief = (await call("GET", `/api/documents/${id}/brief/`, s.user.access)).json() as Record<string, unknown>;
    const corrected = await call("PUT", `/api/documents/${id}/brief/`, s.user.access, {
      ...brief,
      title: "A payments app, revised",
    });
    expect(corrected.statusCode, corrected.body).toBe(202);
    expect((await waitForJob(s.t.app, s.user.access, id)).status).toBe("ready");
    expect((await versionsOf(id)).map((v) => [v.reason, v.author])).toEqual([
      ["generation", "Scopewise"],
      ["brief", "Ada Lovelace"],
      ["generation", "Scopewise"],
    ]);
  });

  // Through the write every save ends in (the HTTP save first sanitizes 150 KB of HTML, which alone takes seconds).
  it("stores 500 saves of a 150 KB document in far less than 75 MB, each readable as saved", async () => {
    const doc = await api.createDocument(s.user.access, { title: "Big", document: "<p>Empty</p>" });
    const repo = new DocumentsRepo(s.t.app.context.db);
    const paragraphs = bigDocument(150).split("</p>").length - 1;
    const saved = new Map<number, string>();
    let size = 0;
    for (let save = 0; save < 500; save++) {
      const html = bigDocument(150, { index: (save * 37) % paragraphs, text: `Save ${save} changed this paragraph.` });
      size = Math.max(size, Buffer.byteLength(html));
      const written = await repo.update(
        s.user.id,
        doc.id,
        { document: html, updated_at: s.t.clock.now().toISOString() },
        undefined,
        { authorId: s.user.id, reason: "save" },
      );
      if (save % 100 === 99) saved.set(written!.version, html);
    }
    expect(size).toBeGreaterThan(150 * 1024);
    const bytes = await storedBytes(doc.id);
    // Stored whole, 500 versions would take 500 × 150 KB ≈ 75 MB; one twentieth of that is the bound.
    expect(bytes).toBeLessThan((500 * size) / 20);
    console.info(
      `history of 501 versions of a ${(size / 1024).toFixed(0)} KB document on ${kind.name}: ${(bytes / 1024 / 1024).toFixed(2)} MB stored`,
    );
    expect(await versionsOf(doc.id)).toHaveLength(501);
    for (const [number, html] of saved) expect((await readVersion(doc.id, number)).document).toBe(html);
  }, 240_000);

  it("prunes by the policy: all from the last day, then the day's last for 30 days, then the week's last", async () => {
    const doc = await api.createDocument(s.user.access, { document: "<p>Day 0</p>" });
    let version = doc.version;
    const save = async (text: string) => {
      // Signed in again for each save: access tokens last minutes.
      version = (await api.saveDocument(await signIn(s.user), doc.id, { document: `<p>${text}</p>`, version })).version;
    };
    // Two saves a day for 60 days, twelve hours apart.
    for (let day = 0; day < 60; day++) {
      for (const half of ["morning", "evening"]) {
        await save(`Day ${day} ${half}`);
        s.t.clock.advance(12 * HOUR);
      }
    }
    await save("Today");
    const now = s.t.clock.now().getTime();
    const token = await signIn(s.user);
    const versions = await versionsOf(doc.id, token);
    const ages = versions.map((v) => now - Date.parse(v.created_at));
    const lastDay = ages.filter((age) => age < DAY);
    const daily = ages.filter((age) => age >= DAY && age < 31 * DAY);
    const weekly = ages.filter((age) => age >= 31 * DAY);
    // "Today" and the evening before (the morning before is a moment more than a day old).
    expect(lastDay).toHaveLength(2);
    // One per calendar day between one and 31 days old (the days at either end may be cut).
    expect(daily.length).toBeGreaterThanOrEqual(29);
    expect(daily.length).toBeLessThanOrEqual(31);
    expect(new Set(daily.map((age) => Math.floor((now - age) / DAY))).size).toBe(daily.length);
    // About 29 days older than that, kept one a week.
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    expect(weekly.length).toBeLessThanOrEqual(6);
    expect(versions.length).toBeLessThan(121 / 2);
    // Every version kept can still be read whole.
    for (const v of versions)
      expect((await readVersion(doc.id, v.version, token)).document).toMatch(
        /^<p>(Day \d+ (morning|evening)|Today)<\/p>$/,
      );
  }, 120_000);
});

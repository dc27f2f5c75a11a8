import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Estimate } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { postBrief, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));

describe.each(databaseKinds())("attached briefs on $name", (kind) => {
  const s = useSignedInApp(kind);

  const post = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) =>
    postBrief(s.t.app, s.user.access, fields, file);

  it("reads a PDF brief with the request, lists it with the document and serves it back", async () => {
    const pdf = fixture("brief.pdf");
    const res = await post(
      { conversation: "Please prepare the proposal for this event" },
      { bytes: pdf, name: "event brief.pdf", type: "application/pdf" },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().process_id as string;
    const job = await waitForJob(s.t.app, s.user.access, id);
    const estimate = job.estimate as Estimate;
    expect(estimate.domain).toBe("event");
    expect(estimate.metrics.attendees).toBe(250);
    const doc = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json();
    expect(doc.user_query).toBe("Please prepare the proposal for this event");

    const files = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/files/`, headers: bearer(s.user.access) })
    ).json();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      kind: "brief",
      name: "event brief.pdf",
      mime: "application/pdf",
      size: pdf.byteLength,
    });
    const download = await s.t.app.inject({ method: "GET", url: files[0].url, headers: bearer(s.user.access) });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const other = await signUp(s.t.app);
    expect((await s.t.app.inject({ method: "GET", url: files[0].url, headers: bearer(other.access) })).statusCode).toBe(
      404,
    );

    // Deleting the document removes the stored file too.
    const folder = path.join(s.t.dataDir, "uploads", "documents");
    expect(readdirSync(folder)).toHaveLength(1);
    await s.t.app.inject({ method: "DELETE", url: `/api/documents/${id}/`, headers: bearer(s.user.access) });
    expect(readdirSync(folder)).toHaveLength(0);
  });

  it("reads .docx and .md briefs, with or without typed text", async () => {
    const docx = await post(
      {},
      {
        bytes: fixture("brief.docx"),
        name: "portal.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
    );
    expect(docx.statusCode).toBe(201);
    const job = await waitForJob(s.t.app, s.user.access, docx.json().process_id);
    const estimate = job.estimate as Estimate;
    expect(estimate.domain).toBe("software");
    expect(estimate.phases.flatMap((p) => p.tasks.map((task) => task.name))).toEqual(
      expect.arrayContaining([
        "Build: Payments and billing",
        "Build: Admin panel and back office",
        "Build: Multiple languages",
      ]),
    );
    const md = await post(
      { conversation: "see brief" },
      {
        bytes: Buffer.from("# Campaign\nTikTok and Instagram ads, budget $15,000"),
        name: "campaign.md",
        type: "text/markdown",
      },
    );
    expect(((await waitForJob(s.t.app, s.user.access, md.json().process_id)).estimate as Estimate).domain).toBe(
      "marketing",
    );
  });

  it("quotes only the typed request and summarises the brief; with nothing typed, names the document and project after the brief's heading", async () => {
    const later = "The studios also want a loyalty scheme with referral rewards for members who bring friends.";
    const text = `# Studio booking app\n\nA booking app for a chain of 12 yoga studios: class schedule, payments, memberships and push reminders.\n\n${"Members book classes from their phones. ".repeat(40)}\n\n${later}\n`;
    const words = text.split(/\s+/).filter(Boolean).length;
    const file = { bytes: Buffer.from(text), name: "studio-brief.md", type: "text/markdown" };
    const read = async (id: string) => {
      const job = await waitForJob(s.t.app, s.user.access, id);
      const doc = (
        await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
      ).json();
      const project = (
        await s.t.app.inject({ method: "GET", url: `/api/projects/${doc.project_id}/`, headers: bearer(s.user.access) })
      ).json();
      return {
        job,
        doc,
        project,
        understanding: /Understanding of the need<\/h2><p>(.*?)<\/p>/.exec(doc.document)?.[1] ?? "",
      };
    };

    const untyped = await read((await post({}, file)).json().process_id);
    expect(untyped.doc.title).toBe("Studio booking app");
    expect(untyped.project.name).toBe("Studio booking app");
    expect(untyped.doc.document).toMatch(/<h1[^>]*>Studio booking app<\/h1>/);
    expect(untyped.understanding).toBe(
      `You sent the attached brief “studio-brief.md” (${words} words), titled “Studio booking app”, which opens: “A booking app for a chain of 12 yoga studios: class schedule, payments, memberships and push reminders.” The estimate reads the whole brief.`,
    );
    // The brief's content still feeds the engine.
    expect((untyped.job.estimate as Estimate).domain).toBe("software");

    const typed = await read((await post({ conversation: "Estimate this for us" }, file)).json().process_id);
    expect(typed.understanding).toMatch(
      /^You asked for: “Estimate this for us”, with the attached brief “studio-brief\.md” \(\d+ words\), titled “Studio booking app”, which opens: “A booking app/,
    );
    expect(typed.doc.document).not.toContain(later);
    expect(typed.doc.document).not.toContain("Members book classes from their phones. Members book");
  });

  it("refuses wrong types, disguised files, empty and oversized briefs, and changes nothing", async () => {
    const before = (
      await s.t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(s.user.access) })
    ).json().length;
    const exe = await post(
      { conversation: "x" },
      { bytes: Buffer.from("MZ..."), name: "setup.exe", type: "application/octet-stream" },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ brief: ["Attach a .txt, .md, .docx or .pdf file."] });
    const fakePdf = await post(
      { conversation: "x" },
      { bytes: Buffer.from("just text"), name: "brief.pdf", type: "application/pdf" },
    );
    expect(fakePdf.json()).toEqual({ brief: ["The PDF file could not be read. Is it damaged or protected?"] });
    const empty = await post(
      { conversation: "x" },
      { bytes: Buffer.from("   \n"), name: "empty.txt", type: "text/plain" },
    );
    expect(empty.json()).toEqual({ brief: ["The brief has no readable text."] });
    const huge = await post(
      { conversation: "x" },
      { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 65), name: "big.txt", type: "text/plain" },
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ brief: ["The brief must be smaller than 10 MB."] });
    const none = await post({ conversation: "x" });
    expect(none.json()).toEqual({ brief: ["Attach a brief file."] });
    const after = (
      await s.t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(s.user.access) })
    ).json().length;
    expect(after).toBe(before);
  });
});

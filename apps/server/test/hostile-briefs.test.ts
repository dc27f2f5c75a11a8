import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { postBrief, waitForJob } from "./generation-helpers.js";
import { whilePollingHealth } from "./health-polling.js";
import { docxFile, inflatingPdf, manyPagesPdf, textPdf } from "./hostile-files.js";
import { bearer, useSignedInApp } from "./test-app.js";

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MB = 1024 * 1024;
const TOO_SLOW = "The brief took too long to read. Please send a shorter or simpler file, or paste its text.";
const TEXT_TOO_LARGE = "The Word file is too large once unpacked: its text must be under 3 MB.";

interface HostileBrief {
  name: string;
  make: () => Buffer;
  type: string;
  refusal: string;
}

const HOSTILE: HostileBrief[] = [
  { name: "pages.pdf", make: () => manyPagesPdf(50_000), type: PDF, refusal: "The brief has more than 500 pages." },
  { name: "inflating.pdf", make: () => inflatingPdf(20 * MB), type: PDF, refusal: TOO_SLOW },
  { name: "inflating.docx", make: () => docxFile(["Scope"], 100 * MB), type: DOCX, refusal: TEXT_TOO_LARGE },
  {
    name: "understated.docx",
    make: () => docxFile(["Scope"], 100 * MB, { understated: true }),
    type: DOCX,
    refusal: TEXT_TOO_LARGE,
  },
  {
    name: "spaces.txt",
    make: () => Buffer.from(`${" ".repeat(5 * MB)}x`),
    type: "text/plain",
    refusal: "The brief has no readable text.",
  },
];

describe.each(databaseKinds())("hostile briefs on $name", (kind) => {
  const s = useSignedInApp(kind);
  const post = (file: { bytes: Uint8Array; name: string; type: string }) => postBrief(s.t.app, s.user.access, {}, file);
  const documentCount = async () =>
    (await s.t.app.inject({ method: "GET", url: "/api/documents/", headers: bearer(s.user.access) })).json()
      .length as number;
  /** Sends a brief with no text: it is refused, but the worker loads its parser first (the time limit is on reading, not on loading code). */
  async function loadParser(type: string) {
    const empty = await post(
      type === PDF
        ? { bytes: textPdf([""]), name: "empty.pdf", type }
        : { bytes: docxFile([""]), name: "empty.docx", type },
    );
    expect(empty.json()).toEqual({ brief: ["The brief has no readable text."] });
  }

  it("PDF and Word briefs made here are read, titled by their first line", async () => {
    for (const file of [
      {
        bytes: textPdf(["Clinic booking app", "Patients book appointments online and pay a deposit by card."]),
        name: "clinic.pdf",
        type: PDF,
      },
      {
        bytes: docxFile(["Clinic booking app", "Patients book appointments online and pay a deposit by card."]),
        name: "clinic.docx",
        type: DOCX,
      },
    ]) {
      const res = await post(file);
      expect(res.statusCode, res.body).toBe(201);
      await waitForJob(s.t.app, s.user.access, res.json().process_id);
      const doc = (
        await s.t.app.inject({
          method: "GET",
          url: `/api/documents/${res.json().process_id}/`,
          headers: bearer(s.user.access),
        })
      ).json();
      expect(doc.title).toBe("Clinic booking app");
    }
  });

  it("a PDF of 500 pages is read; one of 501 is refused", async () => {
    const atLimit = await post({ bytes: manyPagesPdf(500), name: "long.pdf", type: PDF });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    await waitForJob(s.t.app, s.user.access, atLimit.json().process_id);
    const past = await post({ bytes: manyPagesPdf(501), name: "longer.pdf", type: PDF });
    expect([past.statusCode, past.json()]).toEqual([400, { brief: ["The brief has more than 500 pages."] }]);
  });

  it.each(HOSTILE)(
    "$name is refused with 400 within 2 s, while /api/health keeps answering, never more than a second apart",
    async ({ name, make, type, refusal }) => {
      const bytes = make();
      if (type !== "text/plain") await loadParser(type);
      const before = await documentCount();
      const { result, ms, answers, longestWaitMs } = await whilePollingHealth(s.t.app, () =>
        post({ bytes, name, type }),
      );
      console.info(
        `${kind.name}: ${name} (${(bytes.length / 1024).toFixed(0)} KB) answered ${result.statusCode} in ${ms.toFixed(0)} ms; ${answers} health answers, at most ${longestWaitMs.toFixed(0)} ms apart`,
      );
      expect([result.statusCode, result.json()]).toEqual([400, { brief: [refusal] }]);
      expect(ms).toBeLessThan(2000);
      expect(answers).toBeGreaterThan(0);
      expect(longestWaitMs).toBeLessThan(1000);
      expect(await documentCount()).toBe(before);
    },
  );

  it("after a brief runs out of time its worker is replaced: the next brief is read", async () => {
    await loadParser(PDF);
    const slow = await post({ bytes: inflatingPdf(20 * MB), name: "inflating.pdf", type: PDF });
    expect(slow.json()).toEqual({ brief: [TOO_SLOW] });
    const next = await post({
      bytes: textPdf(["Clinic booking app", "Patients book online."]),
      name: "clinic.pdf",
      type: PDF,
    });
    expect(next.statusCode, next.body).toBe(201);
    await waitForJob(s.t.app, s.user.access, next.json().process_id);
  });
});

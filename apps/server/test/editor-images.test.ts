import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { PNG, uploadImage } from "./image-upload.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

describe.each(databaseKinds())("editor images on $name", (kind) => {
  const s = useSignedInApp(kind);
  let docId: string;
  beforeAll(async () => {
    docId = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(s.user.access),
        payload: { title: "With images", document: "<p>x</p>" },
      })
    ).json().id;
  });

  const upload = (id: string, bytes: Uint8Array, name: string, type: string, token = s.user.access) =>
    uploadImage(s.t.app, token, id, bytes, name, type);

  it("stores a PNG, serves it publicly by URL and lists it with the document", async () => {
    const res = await upload(docId, PNG, "diagram.png", "image/png");
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ kind: "image", name: "diagram.png", mime: "image/png", size: PNG.byteLength });
    expect(file.url).toMatch(/^\/api\/media\/documents\/[\w-]+\.png$/);
    const served = await s.t.app.inject({ method: "GET", url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const files = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${docId}/files/`, headers: bearer(s.user.access) })
    ).json();
    expect(files.map((f: { url: string }) => f.url)).toContain(file.url);
  });

  it("refuses other types, disguised files, and other users' documents", async () => {
    const gif = await upload(docId, GIF, "anim.gif", "image/gif");
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ image: ["Selected file is not an image"] });
    const disguised = await upload(docId, Buffer.from("<svg/>"), "x.png", "image/png");
    expect(disguised.json()).toEqual({ image: ["Selected file is not an image"] });
    const other = await signUp(s.t.app);
    expect((await upload(docId, PNG, "a.png", "image/png", other.access)).statusCode).toBe(404);
    // Brief files in the same folder are never served publicly.
    expect((await s.t.app.inject({ method: "GET", url: "/api/media/documents/whatever.pdf" })).statusCode).toBe(404);
  });

  it("serves nothing but images from the upload folder, however the path is written", async () => {
    const folder = path.join(s.t.dataDir, "uploads", "documents");
    writeFileSync(path.join(folder, "brief-secret.pdf"), "%PDF-1.4 secret brief");
    writeFileSync(path.join(folder, "brief-secret.pdf.png"), "not what it says");
    for (const url of [
      "/api/media/documents/brief-secret.pdf",
      "/api/media/documents/brief-secret%2Epdf",
      "/api/media/documents/%62rief-secret.pdf",
      "/api/media/documents/brief-secret.pdf%00.png",
      "/api/media/documents/brief-secret.pdf%3F.png",
      "/api/media/documents/x.png/..%2Fbrief-secret.pdf",
      "/api/media/documents/..%2F..%2Fscopewise.sqlite",
      "/api/media/documents/%2e%2e/%2e%2e/scopewise.sqlite",
      "/api/media/documents//brief-secret.pdf",
    ]) {
      const res = await s.t.app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain("secret brief");
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});

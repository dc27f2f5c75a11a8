import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FileStore,
  FileMissingError,
  StorageUnavailableError,
  readAll,
} from "../src/integrations/storage/file-store.js";
import { FolderStore } from "../src/integrations/storage/folder-store.js";
import { S3Store } from "../src/integrations/storage/s3-store.js";
import { parseStorageUrl } from "../src/integrations/storage/storage-url.js";
import { tempDir } from "./databases.js";
import { freePort } from "./free-port.js";
import { PNG } from "./image-upload.js";
import { type TestS3, startS3 } from "./s3-server.js";

const s3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Both backends, each made fresh for the suite below. */
const backends: Array<{ name: string; open(): Promise<{ store: FileStore; close(): Promise<void> }> }> = [
  {
    name: "the folder under DATA_DIR",
    open: async () => {
      const dir = tempDir("sw-store-");
      return { store: new FolderStore(path.join(dir.dir, "uploads")), close: async () => dir.remove() };
    },
  },
  {
    name: "an S3-compatible bucket",
    open: async () => {
      const s3 = await startS3();
      const store = new S3Store({ ...parseStorageUrl(s3.env().STORAGE_URL!), credentials: s3Credentials });
      return { store, close: async () => (await store.close(), await s3.close()) };
    },
  },
];

describe.each(backends)("the file store: $name", (backend) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await backend.open()));
  afterAll(async () => close?.());

  it("keeps the bytes, the content type and the size, and reads them back as a stream", async () => {
    await store.put("documents/a.png", PNG, { contentType: "image/png", size: PNG.byteLength });
    const file = await store.open("documents/a.png");
    expect(file).toMatchObject({ contentType: "image/png", size: PNG.byteLength });
    expect(file.body).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    expect(await store.stat("documents/a.png")).toEqual({ contentType: "image/png", size: PNG.byteLength });
  });

  it("stores a stream of many chunks whole, and a second put replaces the first", async () => {
    const parts = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const whole = Buffer.concat(parts);
    await store.put("documents/big.pdf", Readable.from(parts), {
      contentType: "application/pdf",
      size: whole.byteLength,
    });
    expect((await readAll(store, "documents/big.pdf")).equals(whole)).toBe(true);
    await store.put("documents/big.pdf", Buffer.from("%PDF-1.4 short"), { contentType: "application/pdf", size: 14 });
    expect((await readAll(store, "documents/big.pdf")).toString()).toBe("%PDF-1.4 short");
    expect((await store.open("documents/big.pdf")).contentType).toBe("application/pdf");
  });

  it("says a missing file is missing (never a store failure), and removing one twice is fine", async () => {
    await expect(store.open("documents/never.png")).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.stat("documents/never.png")).toBeNull();
    await store.put("avatars/gone.webp", Buffer.from("x"), { contentType: "image/webp", size: 1 });
    await store.remove("avatars/gone.webp");
    await store.remove("avatars/gone.webp");
    await expect(store.open("avatars/gone.webp")).rejects.toBeInstanceOf(FileMissingError);
    // Kinds are apart: the same name in another folder is another file.
    await store.put("documents/same.png", PNG, { contentType: "image/png", size: PNG.byteLength });
    await expect(store.open("avatars/same.png")).rejects.toBeInstanceOf(FileMissingError);
  });
});

describe("the file stores' own edges", () => {
  let s3: TestS3;
  beforeAll(async () => (s3 = await startS3()));
  afterAll(async () => s3?.close());

  it("keeps a folder store's keys inside its folder, however they are written", async () => {
    const dir = tempDir("sw-store-");
    try {
      const store = new FolderStore(path.join(dir.dir, "uploads"));
      await store.put("documents/../../escape.txt", Buffer.from("inside"), { contentType: "text/plain", size: 6 });
      expect(readFileSync(path.join(dir.dir, "uploads", "documents", "escape.txt"), "utf8")).toBe("inside");
      await expect(store.open("../uploads/documents/escape.txt")).rejects.toBeInstanceOf(FileMissingError);
    } finally {
      dir.remove();
    }
  });

  it("puts an S3 store's keys under the URL's prefix", async () => {
    const store = new S3Store({ ...parseStorageUrl(s3.env("tenant/one").STORAGE_URL!), credentials: s3Credentials });
    await store.put("documents/p.png", PNG, { contentType: "image/png", size: PNG.byteLength });
    expect(await s3.keys()).toContain("tenant/one/documents/p.png");
    expect((await s3.read("tenant/one/documents/p.png")).equals(PNG)).toBe(true);
    await store.close();
  });

  it("reports an unreachable store, or a bucket that is not there, as unavailable", async () => {
    const port = await freePort();
    const nobody = new S3Store({
      ...parseStorageUrl(`s3://nobody?endpoint=http://127.0.0.1:${port}&force_path_style=true`),
      credentials: s3Credentials,
    });
    await expect(nobody.open("documents/a.png")).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(
      nobody.put("documents/a.png", PNG, { contentType: "image/png", size: PNG.byteLength }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(nobody.stat("documents/a.png")).rejects.toBeInstanceOf(StorageUnavailableError);
    await nobody.close();
    const noBucket = new S3Store({
      ...parseStorageUrl(s3.env().STORAGE_URL!.replace("scopewise-test", "no-such-bucket")),
      credentials: s3Credentials,
    });
    await expect(noBucket.open("documents/a.png")).rejects.toBeInstanceOf(StorageUnavailableError);
    await noBucket.close();
  });
});

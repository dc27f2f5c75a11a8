import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { databaseKinds, tempDir } from "./databases.js";
import { PNG } from "./image-upload.js";
import { type TestS3, startS3 } from "./s3-server.js";
import { startTestApp } from "./test-app.js";

const COPY_ENTRY = path.resolve(import.meta.dirname, "../src/storage-copy.ts");
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** `npm run storage:copy` as an operator runs it, in `cwd` with only the given environment. */
function runCopy(
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", TSX_LOADER, COPY_ENTRY], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("STORAGE_URL in the configuration", () => {
  const configError = (env: Record<string, string>): string => {
    try {
      loadConfig({ DATA_DIR: "/tmp/sw-config", ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error("the configuration was accepted");
  };

  it("keeps the folder under DATA_DIR when unset, and reads a bucket, its prefix and its settings", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/sw-config" }).storage).toEqual({
      kind: "folder",
      root: "/tmp/sw-config/uploads",
    });
    const storage = loadConfig({
      DATA_DIR: "/tmp/sw-config",
      STORAGE_URL:
        "s3://my-bucket/scopewise/prod?endpoint=http://127.0.0.1:9000&region=eu-central-1&force_path_style=true",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    }).storage;
    expect(storage).toEqual({
      kind: "s3",
      bucket: "my-bucket",
      prefix: "scopewise/prod/",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-central-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret", sessionToken: undefined },
    });
    expect(loadConfig({ DATA_DIR: "/tmp/sw-config", STORAGE_URL: "s3://my-bucket" }).storage).toMatchObject({
      prefix: "",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("stops the start with one line naming what is wrong", () => {
    expect(configError({ STORAGE_URL: "https://bucket.example.com" })).toBe(
      "Invalid configuration — STORAGE_URL: must start with s3:// (got https://); leave it unset to keep uploads under DATA_DIR",
    );
    expect(configError({ STORAGE_URL: "s3://Bad_Bucket" })).toContain(
      'STORAGE_URL: names no valid bucket ("Bad_Bucket")',
    );
    expect(configError({ STORAGE_URL: "s3://bucket?endpont=http://x" })).toContain(
      'STORAGE_URL: has an unknown parameter "endpont"',
    );
    expect(configError({ STORAGE_URL: "s3://bucket?endpoint=127.0.0.1:9000" })).toContain(
      "STORAGE_URL: its endpoint must be an http:// or https:// URL",
    );
    expect(configError({ STORAGE_URL: "s3://bucket?force_path_style=yes" })).toContain(
      "STORAGE_URL: its force_path_style must be true or false",
    );
    expect(configError({ STORAGE_URL: "s3://key:secret@bucket" })).toContain("must not carry credentials");
    expect(configError({ STORAGE_URL: "s3://bucket", AWS_ACCESS_KEY_ID: "only-the-key" })).toContain(
      "AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together",
    );
  });
});

describe("npm run storage:copy", () => {
  let s3: TestS3;
  const dir = tempDir("sw-copy-");
  const dataDir = path.join(dir.dir, "data");
  const image = "3f0c2a4e-0000-4000-8000-000000000001.png";
  beforeAll(async () => {
    s3 = await startS3();
    mkdirSync(path.join(dataDir, "uploads", "documents"), { recursive: true });
    mkdirSync(path.join(dataDir, "uploads", "avatars"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "documents", image), PNG);
    writeFileSync(
      path.join(dataDir, "uploads", "documents", "3f0c2a4e-0000-4000-8000-000000000002.pdf"),
      "%PDF-1.4 a brief",
    );
    writeFileSync(
      path.join(dataDir, "uploads", "avatars", "3f0c2a4e-0000-4000-8000-000000000003.webp"),
      "RIFF....WEBP",
    );
  });
  afterAll(async () => {
    await s3?.close();
    dir.remove();
  });

  it(
    "copies DATA_DIR/uploads into the bucket with each file's type, prints the counts, and copies nothing twice",
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: dataDir, ...s3.env("copied") };
      const first = await runCopy(dir.dir, env);
      expect(first.stderr).not.toMatch(/failed/);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("Copied 3, already there 0, failed 0.");
      expect(await s3.keys()).toEqual(
        [
          "copied/avatars/3f0c2a4e-0000-4000-8000-000000000003.webp",
          `copied/documents/${image}`,
          "copied/documents/3f0c2a4e-0000-4000-8000-000000000002.pdf",
        ].sort(),
      );
      expect((await s3.read(`copied/documents/${image}`)).equals(PNG)).toBe(true);
      const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(await head("copied/documents/3f0c2a4e-0000-4000-8000-000000000002.pdf")).toMatchObject({
        ContentType: "application/pdf",
        ContentLength: 16,
      });
      expect(await head(`copied/documents/${image}`)).toMatchObject({
        ContentType: "image/png",
        ContentLength: PNG.byteLength,
      });

      const again = await runCopy(dir.dir, env);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("Copied 0, already there 3, failed 0.");

      // A server on the bucket now serves what the folder held.
      const t = await startTestApp(databaseKinds()[0]!, env);
      try {
        const served = await t.app.inject({ method: "GET", url: `/api/media/documents/${image}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/png");
        expect(served.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await t.close();
      }
    },
  );

  it("says what to set when STORAGE_URL is not set, and copies nothing", { timeout: 60_000 }, async () => {
    const result = await runCopy(dir.dir, { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("STORAGE_URL is not set");
  });
});

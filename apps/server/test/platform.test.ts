import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, loadConfig, loadEnvFile } from "../src/config.js";
import { redactedUrl } from "../src/http/request-ids.js";
import { resolveJwtSecret } from "../src/secrets.js";
import { databaseKinds, tempDir } from "./databases.js";
import { startTestApp, type TestApp } from "./test-app.js";

describe.each(databaseKinds())("operations on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it("health checks the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("serves the OpenAPI description with the auth paths, and a browsable page", async () => {
    const spec = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    for (const p of [
      "/api/auth/register/",
      "/api/auth/login/",
      "/api/auth/refresh-token/",
      "/api/auth/me/",
      "/api/health",
    ])
      expect(paths).toContain(p);
    expect(spec.json().paths["/api/auth/register/"].post.requestBody).toBeTruthy();
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("documents the profile update body (JSON and multipart) and the auth routes' error answers", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const update = spec.paths["/api/auth/update/"].put;
    expect(Object.keys(update.requestBody.content).sort()).toEqual(["application/json", "multipart/form-data"]);
    const body = update.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties).sort()).toEqual(["first_name", "last_name", "profile_image"]);
    expect(body.properties.first_name.maxLength).toBe(50);
    expect(Object.keys(update.responses).sort()).toEqual(["200", "400", "401", "413"]);
    expect(Object.keys(spec.paths["/api/auth/login/"].post.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "413",
      "429",
    ]);
    expect(Object.keys(spec.paths["/api/auth/forgot-password/"].post.responses)).toContain("429");
    expect(Object.keys(spec.paths["/api/auth/google/authorize/"].get.responses)).toContain("503");
    expect(Object.keys(spec.paths["/api/auth/linkedin/callback/"].get.responses).sort()).toEqual([
      "200",
      "400",
      "409",
      "503",
    ]);
    expect(spec.paths["/api/auth/login/"].post.responses["429"].description).toMatch(/Too many attempts/);
  });

  it("answers 413 {detail} for a body over 5 MB", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(5 * 1024 * 1024 + 10) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: "Request body is too large (the limit is 5 MB)." });
  });

  it("sends security headers and no CORS allowance", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends the whole set of security headers on answers, errors and unknown paths alike", async () => {
    const expected = {
      "content-security-policy":
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';media-src 'self' blob:;frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const url of ["/api/health", "/api/auth/me/", "/api/no-such-thing"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers).toMatchObject(expected);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found." });
  });

  it("answers 503 when the database is unreachable", async () => {
    const other = await startTestApp(kind);
    await other.app.context.db.destroy();
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json().database).toBe("unreachable");
    await other.close().catch(() => undefined);
  });
});

describe("serving the web app", () => {
  it("serves index.html for app routes (SPA fallback) and real files as they are", async () => {
    const web = tempDir("sw-web-");
    mkdirSync(path.join(web.dir, "assets"));
    writeFileSync(path.join(web.dir, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(web.dir, "assets", "app-123.js"), "console.log(1)");
    const t = await startTestApp(databaseKinds()[0]!, { WEB_DIST_DIR: web.dir });
    try {
      for (const route of ["/", "/login", "/proposals/create", "/auth/google/callback/?code=x&state=y"]) {
        const res = await t.app.inject({ method: "GET", url: route });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain("<div id=root>");
      }
      const asset = await t.app.inject({ method: "GET", url: "/assets/app-123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect(asset.body).toBe("console.log(1)");
      // A file added after start (a rebuild) is served without a restart; a missing one is a plain 404, not the page.
      writeFileSync(path.join(web.dir, "assets", "app-456.js"), "console.log(2)");
      expect((await t.app.inject({ method: "GET", url: "/assets/app-456.js" })).body).toBe("console.log(2)");
      const missing = await t.app.inject({ method: "GET", url: "/assets/gone.js" });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["content-type"]).toContain("text/plain");
      // Files the build does not have are 404s at any depth, never the app's page.
      for (const url of ["/robots.txt", "/wp-login.php", "/.env", "/proposals/backup.zip", "/favicon.ico?v=2"]) {
        const probe = await t.app.inject({ method: "GET", url });
        expect(probe.statusCode, url).toBe(404);
        expect(probe.body, url).not.toContain("<div id=root>");
      }
      writeFileSync(path.join(web.dir, "robots.txt"), "User-agent: *");
      expect((await t.app.inject({ method: "GET", url: "/robots.txt" })).body).toBe("User-agent: *");
    } finally {
      await t.close();
      web.remove();
    }
  });

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it, and the plain file otherwise", async () => {
    const web = tempDir("sw-web-");
    mkdirSync(path.join(web.dir, "assets"));
    writeFileSync(path.join(web.dir, "index.html"), "<!doctype html><div id=root></div>");
    const script = `console.log(${JSON.stringify("x".repeat(5000))});`;
    writeFileSync(path.join(web.dir, "assets", "app-789.js"), script);
    writeFileSync(path.join(web.dir, "assets", "app-789.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(web.dir, "assets", "app-789.js.gz"), gzipSync(script));
    const t = await startTestApp(databaseKinds()[0]!, { WEB_DIST_DIR: web.dir });
    try {
      const asset = (encoding: string) =>
        t.app.inject({ method: "GET", url: "/assets/app-789.js", headers: { "accept-encoding": encoding } });
      const brotli = await asset("br, gzip");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toContain("Accept-Encoding");
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await asset("gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await asset("identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await t.close();
      web.remove();
    }
  });
});

describe("configuration", () => {
  it("stops with one clear line for a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ AI_PROVIDER: "anthropic" })).toThrow(/ANTHROPIC_API_KEY/);
  });

  it("stops when only half of a social provider is configured, naming the missing variable", () => {
    const google = () => loadConfig({ GOOGLE_CLIENT_ID: "google-client" });
    expect(google).toThrow(ConfigError);
    expect(google).toThrow(
      "Invalid configuration — GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both to enable Google sign-in, or neither",
    );
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: "secret" })).toThrow(
      /LINKEDIN_CLIENT_ID: LINKEDIN_CLIENT_SECRET is set but LINKEDIN_CLIENT_ID is not/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "  " })).toThrow(
      /GOOGLE_CLIENT_SECRET is not/,
    );
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).oauth.google).toMatchObject({
      clientId: "id",
      clientSecret: "secret",
    });
  });

  it(".env.example lists every variable the server reads and every build-time variable of the web app", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
    const webSources = (readdirSync(path.join(root, "apps/web/src"), { recursive: true }) as string[]).filter((f) =>
      /\.tsx?$/.test(f),
    );
    const viteVariables = new Set(
      webSources.flatMap((file) =>
        [
          ...readFileSync(path.join(root, "apps/web/src", file), "utf8").matchAll(
            /import\.meta\.env\.(VITE_[A-Z0-9_]+)/g,
          ),
        ].map((m) => m[1]!),
      ),
    );
    expect(viteVariables.size).toBeGreaterThan(0);
    expect([...viteVariables].filter((name) => !listed.has(name))).toEqual([]);
  });

  it("reads a .env file, with the real environment winning over it", () => {
    const data = tempDir();
    try {
      const file = path.join(data.dir, ".env");
      writeFileSync(file, '# comment\nPORT=4100\nLOG_LEVEL=debug\nPUBLIC_URL="http://from.file"\n');
      const env: NodeJS.ProcessEnv = { PORT: "5000" };
      expect(loadEnvFile(file, env)).toBe(true);
      expect(env).toEqual({ PORT: "5000", LOG_LEVEL: "debug", PUBLIC_URL: "http://from.file" });
      expect(loadConfig(env)).toMatchObject({ port: 5000, logLevel: "debug", publicUrl: "http://from.file" });
      expect(loadEnvFile(path.join(data.dir, "missing.env"), env)).toBe(false);
    } finally {
      data.remove();
    }
  });

  it("defaults to SQLite under DATA_DIR and picks PostgreSQL from DATABASE_URL", () => {
    const sqlite = loadConfig({ DATA_DIR: "/tmp/sw-data" });
    expect(sqlite.database).toEqual({ kind: "sqlite", file: "/tmp/sw-data/scopewise.sqlite" });
    expect(sqlite.publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@h/db",
    });
    expect(loadConfig({}).oauth.google).toBeUndefined();
  });

  it("generates the JWT secret once into DATA_DIR and reuses it", () => {
    const data = tempDir();
    try {
      const first = resolveJwtSecret(undefined, data.dir);
      const second = resolveJwtSecret(undefined, data.dir);
      expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
      expect(first.byteLength).toBeGreaterThanOrEqual(48);
      const file = path.join(data.dir, "jwt-secret");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toBe(Buffer.from(first).toString());
      // Written through a temp file that is gone afterwards.
      expect(readdirSync(data.dir)).toEqual(["jwt-secret"]);
      expect(Buffer.from(resolveJwtSecret("y".repeat(40), data.dir)).toString()).toBe("y".repeat(40));
    } finally {
      data.remove();
    }
  });

  it("refuses an empty or cut-short secret file with a clear message instead of signing with it", () => {
    const data = tempDir();
    try {
      const file = path.join(data.dir, "jwt-secret");
      writeFileSync(file, "");
      expect(() => resolveJwtSecret(undefined, data.dir)).toThrow(
        `${file} holds no secret (32+ needed): delete it to have a new one generated (everyone is signed out), or set JWT_SECRET.`,
      );
      writeFileSync(file, "abc123\n");
      expect(() => resolveJwtSecret(undefined, data.dir)).toThrow(/jwt-secret holds only 6 characters \(32\+ needed\)/);
      // JWT_SECRET still works; deleting the file gives a fresh secret.
      expect(Buffer.from(resolveJwtSecret("z".repeat(32), data.dir)).toString()).toBe("z".repeat(32));
      rmSync(file);
      expect(resolveJwtSecret(undefined, data.dir).byteLength).toBeGreaterThanOrEqual(48);
    } finally {
      data.remove();
    }
  });

  it("masks secrets in logged URLs", () => {
    expect(redactedUrl("/api/auth/google/callback/?code=abc&state=def")).toBe(
      "/api/auth/google/callback/?code=%5Bredacted%5D&state=%5Bredacted%5D",
    );
    expect(redactedUrl("/api/health")).toBe("/api/health");
  });
});

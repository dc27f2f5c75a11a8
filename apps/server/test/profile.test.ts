import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { expectEveryTableCovered, filesOf, giveEverything, KEY_COLUMNS, rowsOf } from "./account-footprint.js";
import { bearer, signUp, startTestApp, type TestApp } from "./test-app.js";

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A real multipart/form-data body, as a browser would send it. */
async function multipart(fields: Record<string, string | { bytes: Uint8Array; name: string; type: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

describe.each(databaseKinds())("profile and account on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const update = (token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/auth/update/", payload, headers: bearer(token) });

  it("updates first and last name (JSON) and /me shows them", async () => {
    const u = await signUp(t.app);
    const res = await update(u.access, { first_name: "Augusta", last_name: "King" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: "Augusta", last_name: "King", email: u.email });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) });
    expect(me.json()).toMatchObject({ first_name: "Augusta", last_name: "King" });
  });

  it("enforces the name rules and read-only username and email", async () => {
    const u = await signUp(t.app);
    expect((await update(u.access, { first_name: "x".repeat(51) })).json()).toEqual({
      first_name: ["First name must be less than 50 characters"],
    });
    expect((await update(u.access, { last_name: "  " })).json()).toEqual({ last_name: ["Last name is required"] });
    const username = await update(u.access, { username: "someone-else" });
    expect(username.statusCode).toBe(400);
    expect(username.json()).toEqual({ username: ["Username cannot be changed"] });
    expect((await update(u.access, { email: "new@example.com" })).json()).toEqual({
      email: ["Email cannot be changed"],
    });
    // Nothing changed.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) });
    expect(me.json()).toMatchObject({ first_name: "Ada", username: u.username, email: u.email });
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/auth/update/", payload: { first_name: "X" } });
    expect(res.statusCode).toBe(401);
  });

  it("stores an uploaded PNG (multipart), serves it back, and replaces it", async () => {
    const u = await signUp(t.app);
    const body = await multipart({
      first_name: "Pictured",
      profile_image: { bytes: PNG_1PX, name: "me.png", type: "image/png" },
    });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/auth/update/",
      ...body,
      headers: { ...body.headers, ...bearer(u.access) },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.first_name).toBe("Pictured");
    expect(user.profile_image).toMatch(/^\/api\/media\/avatars\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: "GET", url: user.profile_image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const dataUrl = `data:image/png;base64,${PNG_1PX.toString("base64")}`;
    const replaced = await update(u.access, { profile_image: dataUrl });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().user.profile_image).not.toBe(user.profile_image);
    expect(existsSync(path.join(t.dataDir, "uploads", "avatars", path.basename(user.profile_image)))).toBe(false);
  });

  it("checks the picture by content and size", async () => {
    const u = await signUp(t.app);
    const fake = await multipart({
      profile_image: { bytes: Buffer.from("<svg onload=alert(1)>"), name: "evil.png", type: "image/png" },
    });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/auth/update/",
      ...fake,
      headers: { ...fake.headers, ...bearer(u.access) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ profile_image: ["Please select a valid image file"] });

    const huge = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await multipart({ profile_image: { bytes: huge, name: "big.png", type: "image/png" } });
    const tooBig = await t.app.inject({
      method: "PUT",
      url: "/api/auth/update/",
      ...big,
      headers: { ...big.headers, ...bearer(u.access) },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ profile_image: ["Image size must be less than 5MB"] });

    const me = await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) });
    expect(me.json().profile_image).toBeNull();
  });

  it("deletes the account and everything it owns, in every table and on disk, and nothing of anyone else", async () => {
    const u = await signUp(t.app);
    const bystander = await signUp(t.app);
    await giveEverything(t.app, u);
    await giveEverything(t.app, bystander);
    const db = t.app.context.db;
    const before = await rowsOf(db, u);
    const bystanderBefore = await rowsOf(db, bystander);
    await expectEveryTableCovered(db, Object.keys(before));
    for (const [table, keys] of Object.entries(before))
      expect(keys.length, `${table} has rows of the user`).toBeGreaterThan(0);
    const files = await filesOf(db, t.dataDir, u.id);
    const bystanderFiles = await filesOf(db, t.dataDir, bystander.id);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(existsSync(file), file).toBe(true);

    const del = await t.app.inject({ method: "DELETE", url: "/api/auth/account/", headers: bearer(u.access) });
    expect(del.statusCode).toBe(204);

    const after = await rowsOf(db, u);
    for (const [table, keys] of Object.entries(after))
      expect(keys, `${table} still has rows of the deleted user`).toEqual([]);
    // Nothing keyed by the deleted rows' ids survives either (e.g. through another column).
    for (const [table, keys] of Object.entries(before)) {
      const column = KEY_COLUMNS[table] ?? "id";
      const left = await db
        .selectFrom(table as "users")
        .select(column as "id")
        .where(column as "id", "in", keys)
        .execute();
      expect(left, table).toEqual([]);
    }
    for (const file of files) expect(existsSync(file), file).toBe(false);
    expect(await rowsOf(db, bystander)).toEqual(bystanderBefore);
    for (const file of bystanderFiles) expect(existsSync(file), file).toBe(true);

    expect((await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(u.access) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login/",
          payload: { email: u.email, password: u.password },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/refresh-token/", payload: { refresh_token: u.refresh } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/me/", headers: bearer(bystander.access) })).statusCode,
    ).toBe(200);
    // The email and username are free again.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        first_name: "A",
        last_name: "B",
        email: u.email,
        username: u.username,
        password: "password123",
        password_confirm: "password123",
      },
    });
    expect(again.statusCode).toBe(201);
  });
});

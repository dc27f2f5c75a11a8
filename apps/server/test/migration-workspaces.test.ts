import path from "node:path";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb } from "../src/db/client.js";
import { migrations } from "../src/db/migrations/index.js";
import type { Db } from "../src/db/types.js";
import { hashPassword } from "../src/modules/auth/crypto.js";
import { databaseKinds, tempDir } from "./databases.js";
import { useMigratingDatabase } from "./migration-fixture.js";
import { bearer, startTestApp } from "./test-app.js";

const AT = "2026-03-01T10:00:00.000Z";
const BEFORE = "0015_company_profile_and_templates";
const PASSWORD = "correct horse battery";
const USERS = ["ada", "bob"] as const;

/** Fills a database as 0015 left it: two users, each with a project, a document, a company profile and a template. */
async function fillOldShape(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  for (const name of USERS) {
    await sql`insert into users (id, username, username_key, email, first_name, last_name, password_hash, created_at, updated_at)
      values (${`u-${name}`}, ${name}, ${name}, ${`${name}@example.com`}, ${name}, 'L', ${hash}, ${AT}, ${AT})`.execute(
      db,
    );
    await sql`insert into projects (id, owner_id, title, created_at, updated_at)
      values (${`p-${name}`}, ${`u-${name}`}, ${`${name}'s project`}, ${AT}, ${AT})`.execute(db);
    await sql`insert into documents (id, uuid, owner_id, project_id, title, user_query, document, status, version, created_at, updated_at)
      values (${`d-${name}`}, ${`00000000-0000-4000-8000-00000000000${name === "ada" ? 1 : 2}`}, ${`u-${name}`}, ${`p-${name}`}, ${`${name}'s proposal`}, '', '<p>Scope</p>', 'ready', 1, ${AT}, ${AT})`.execute(
      db,
    );
    await sql`insert into company_profiles (id, owner_id, workspace_id, company_name, address, default_location, rates, created_at, updated_at)
      values (${`c-${name}`}, ${`u-${name}`}, null, ${`${name} & Co`}, '', '', '[]', ${AT}, ${AT})`.execute(db);
    await sql`insert into proposal_templates (id, owner_id, workspace_id, name, domain, sections, created_at)
      values (${`t-${name}`}, ${`u-${name}`}, null, ${`${name}'s template`}, null, '[{"heading":"Scope","kind":"boilerplate","html":"<p>x</p>"}]', ${AT})`.execute(
      db,
    );
  }
}

describe.each(databaseKinds())("workspaces on a database made before them on $name", (kind) => {
  const migrating = useMigratingDatabase(kind);

  it("puts every user's rows in their personal workspace, and goes back to the old shape", async () => {
    const { db, migrator } = await migrating.open();
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await fillOldShape(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const personal = await db
      .selectFrom("workspaces as w")
      .innerJoin("workspace_members as m", "m.workspace_id", "w.id")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["w.id", "w.name", "w.personal", "m.user_id", "m.role", "u.current_workspace_id"])
      .orderBy("m.user_id")
      .execute();
    expect(personal.map((row) => ({ ...row, personal: Number(row.personal) }))).toEqual(
      USERS.map((name) => ({
        id: expect.any(String),
        name: "Personal",
        personal: 1,
        user_id: `u-${name}`,
        role: "owner",
        current_workspace_id: expect.any(String),
      })),
    );
    for (const row of personal) {
      expect(row.current_workspace_id).toBe(row.id);
      const owner = row.user_id.slice(2);
      for (const [table, prefix] of [
        ["projects", "p"],
        ["company_profiles", "c"],
        ["proposal_templates", "t"],
      ] as const) {
        const rows = await db
          .selectFrom(table)
          .select(["id", "workspace_id"])
          .where("owner_id", "=", row.user_id)
          .execute();
        expect(rows, table).toEqual([{ id: `${prefix}-${owner}`, workspace_id: row.id }]);
      }
    }

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const tables = Object.fromEntries(
      (await db.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name)]),
    );
    expect(tables.workspaces).toBeUndefined();
    expect(tables.workspace_members).toBeUndefined();
    expect(tables.workspace_invitations).toBeUndefined();
    expect(tables.projects).not.toContain("workspace_id");
    expect(tables.users).not.toContain("current_workspace_id");
    expect(
      await sql`select id, workspace_id from company_profiles order by id`.execute(db).then((r) => r.rows),
    ).toEqual([
      { id: "c-ada", workspace_id: null },
      { id: "c-bob", workspace_id: null },
    ]);
    expect(await db.selectFrom("documents").select("id").orderBy("id").execute()).toEqual([
      { id: "d-ada" },
      { id: "d-bob" },
    ]);
  });

  it("lets each user read their migrated data through the API, and nobody else's", async () => {
    const database = await kind.create();
    const folder = tempDir();
    const settings = database.url
      ? ({ kind: "postgres", url: database.url } as const)
      : ({ kind: "sqlite", file: path.join(folder.dir, "old.sqlite") } as const);
    const old = createDb(settings);
    const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await fillOldShape(old);
    await old.destroy();

    // The server migrates the database to the latest schema as it starts.
    const t = await startTestApp(kind, {
      DATABASE_URL: settings.kind === "postgres" ? settings.url : `sqlite:${settings.file}`,
    });
    try {
      const get = async (token: string, url: string) => {
        const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      };
      const tokens: Record<string, string> = {};
      for (const name of USERS) {
        const login = await t.app.inject({
          method: "POST",
          url: "/api/auth/login/",
          payload: { email: `${name}@example.com`, password: PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        tokens[name] = login.json().access_token;
      }
      for (const name of USERS) {
        const token = tokens[name]!;
        const [workspace, ...others] = await get(token, "/api/workspaces/");
        expect(others).toEqual([]);
        expect(workspace).toMatchObject({
          name: "Personal",
          personal: true,
          role: "owner",
          current: true,
          member_count: 1,
        });
        expect((await get(token, "/api/projects/")).map((p: { id: string }) => p.id)).toEqual([`p-${name}`]);
        expect((await get(token, "/api/documents/")).map((d: { id: string }) => d.id)).toEqual([`d-${name}`]);
        expect((await get(token, `/api/documents/d-${name}/`)).document).toBe("<p>Scope</p>");
        expect((await get(token, "/api/company-profile/")).company_name).toBe(`${name} & Co`);
        expect((await get(token, "/api/templates/")).map((tpl: { id: string }) => tpl.id)).toContain(`t-${name}`);
        const other = name === "ada" ? "bob" : "ada";
        for (const url of [`/api/projects/p-${other}/`, `/api/documents/d-${other}/`]) {
          const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
          expect(res.statusCode, url).toBe(404);
        }
        expect((await get(token, "/api/templates/")).map((tpl: { id: string }) => tpl.id)).not.toContain(`t-${other}`);
      }
      // A migrated account works on as before: a new project goes into its personal workspace.
      const created = await t.app.inject({
        method: "POST",
        url: "/api/projects/",
        headers: bearer(tokens.ada!),
        payload: { title: "After the move" },
      });
      expect(created.statusCode).toBe(201);
      expect((await get(tokens.ada!, "/api/projects/")).length).toBe(2);
    } finally {
      await t.close();
      await database.drop();
      folder.remove();
    }
  });
});

import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { bearer, useSignedInApp } from "./test-app.js";

describe.each(databaseKinds())("proposal history order on $name", (kind) => {
  const ctx = useSignedInApp(kind);

  it("lists proposals newest created first, whatever was edited last (the cards show the creation date)", async () => {
    const { t, user } = ctx;
    const create = async (title: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(user.access),
        payload: { title, document: "<p>x</p>" },
      });
      expect(res.statusCode).toBe(201);
      t.clock.advance(60_000);
      return (res.json() as { id: string }).id;
    };
    const older = await create("Older proposal");
    const newer = await create("Newer proposal");
    const rename = await t.app.inject({
      method: "PATCH",
      url: `/api/documents/${older}/`,
      headers: bearer(user.access),
      payload: { title: "Older proposal, edited" },
    });
    expect(rename.statusCode).toBe(200);

    const history = await t.app.inject({
      method: "GET",
      url: "/api/Proposal_Generation/proposals/",
      headers: bearer(user.access),
    });
    expect(history.statusCode).toBe(200);
    const rows = history.json() as { session_id: string; created_at: string }[];
    expect(rows.map((row) => row.session_id)).toEqual([newer, older]);
    expect(Date.parse(rows[0]!.created_at)).toBeGreaterThan(Date.parse(rows[1]!.created_at));
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@scopewise/shared";
import { AUDIT_CSV_HEADER } from "../src/modules/audit/audit-csv.js";
import { approvalApi, approvalTeam, valueOf } from "./approval-fixture.js";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { SIGNER, clientApi, unsharedPricedProposal } from "./sharing-fixture.js";
import { ROLE_REFUSED } from "./teams-fixture.js";
import { type SignedUpUser, signUp } from "./test-app.js";

interface EntryJson {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_title: string | null;
  detail: Record<string, unknown>;
}

/**
 * Splits CSV text into rows of cells (quoted cells, doubled quotes, line breaks inside quotes): the
 * reading side, written apart from audit-csv.ts so the download is checked by an independent reader.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

type Team = Awaited<ReturnType<typeof approvalTeam>>;
interface Scenario extends Team {
  declined: { id: string; uuid: string };
  doomed: { id: string; project_id: string };
  hostile: string;
  value: number;
  log: (query?: string) => Promise<{ items: EntryJson[]; next_before: string | null }>;
}

describe.each(databaseKinds())("a workspace's audit log on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });
  const get = (user: SignedUpUser, url: string) =>
    fx.t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${user.access}` } });
  // One team's history, made once: every action of the list, then read in the tests below.
  const state = {} as Scenario;
  beforeAll(async () => {
    const { teams, ada, carol, bob, vic, adam, team, proposal } = await approvalTeam(fx.t.app, () => fx.smtp);
    const api = approvalApi(teams);
    const { call, ok } = teams;
    const log = async (query = "") =>
      ok<{ items: EntryJson[]; next_before: string | null }>(
        call("GET", `/api/workspaces/${team.id}/audit/?limit=200${query}`, ada.access),
        200,
      );

    // Members' changes, an invitation revoked, a sign-in.
    await ok(call("PATCH", `/api/workspaces/${team.id}/members/${bob.id}/`, ada.access, { role: "viewer" }), 200);
    const invited = await teams.invite(ada.access, team.id, "later@example.com", "editor");
    await ok(call("DELETE", `/api/workspaces/${team.id}/invitations/${invited.invitation.id}/`, ada.access), 204);
    await ok(call("DELETE", `/api/workspaces/${team.id}/members/${bob.id}/`, adam.access), 204);
    await ok(call("POST", "/api/auth/login/", undefined, { email: vic.email, password: vic.password }), 200);

    // Approval, sharing, sending, export, the client's answers, deletions.
    const value = await valueOf(api, ada, proposal.id);
    await api.settings(ada, team.id, { approval_threshold: value - 1, approver_ids: [carol.id] });
    expect((await api.request(ada, proposal.id)).statusCode).toBe(201);
    expect((await api.decide(carol, proposal.id, "reject", "Too dear.")).statusCode).toBe(200);
    expect((await api.request(ada, proposal.id)).statusCode).toBe(201);
    expect((await api.decide(carol, proposal.id, "approve")).statusCode).toBe(200);
    expect((await api.share(ada, proposal.id)).statusCode).toBe(200);
    expect((await api.share(ada, proposal.id, false)).statusCode).toBe(200);
    expect((await api.send(ada, proposal.id)).statusCode).toBe(201);
    expect((await get(vic, `/api/documents/${proposal.id}/export?format=html`)).statusCode).toBe(200);
    const client = clientApi(fx.t.app);
    const read = (await client.read(proposal.uuid)).json();
    const accepted = await client.post(proposal.uuid, "accept", {
      ...SIGNER,
      selected: [],
      document_sha256: read.document_sha256,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);

    await api.settings(ada, team.id, { approval_threshold: null, approver_ids: [] });
    const declined = await unsharedPricedProposal(fx.t.app, ada.access);
    expect((await api.share(ada, declined.id)).statusCode).toBe(200);
    const decline = await fx.t.app.inject({
      method: "POST",
      url: `/api/share/${declined.uuid}/decline/`,
      payload: { name: "Grace Hopper", reason: "Over budget." },
    });
    expect(decline.statusCode).toBe(201);
    // A title a spreadsheet would run as a formula, with a comma, quotes and a line break.
    const hostile = '=HYPERLINK("http://evil.example","x"), "quoted"\nnext';
    const doomed = await ok<{ id: string; project_id: string }>(
      call("POST", "/api/documents/", ada.access, { title: hostile, document: "<p>x</p>" }),
      201,
    );
    await ok(call("DELETE", `/api/documents/${doomed.id}/`, ada.access), 204);
    await ok(call("DELETE", `/api/projects/${doomed.project_id}/`, ada.access), 204);

    Object.assign(state, { teams, ada, carol, bob, vic, adam, team, proposal, declined, doomed, hostile, value, log });
  }, 120_000);

  it("records every action listed, with who, what, when and where", async () => {
    const { teams, ada, carol, bob, vic, adam, team, proposal, declined, doomed, hostile, value, log } = state;
    const { call, ok } = teams;
    const { items, next_before } = await log();
    expect(next_before).toBeNull();
    const actions = new Set(items.map((e) => e.action));
    // Every action of the list is there (approval_reset has its own test in the approval tests).
    for (const action of AUDIT_ACTIONS.filter((a) => a !== "approval_reset")) expect(actions, action).toContain(action);
    // Newest first.
    expect([...items].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map((e) => e.at)).toEqual(
      items.map((e) => e.at),
    );
    const first = (action: string) => items.find((e) => e.action === action)!;
    expect(first("member_role_changed")).toMatchObject({
      actor: { id: ada.id, email: ada.email, name: "Ada Lovelace" },
      target_type: "member",
      target_id: bob.id,
      detail: { from: "editor", to: "viewer" },
    });
    expect(first("member_removed")).toMatchObject({
      actor: { id: adam.id },
      target_id: bob.id,
      detail: { role: "viewer" },
    });
    expect(first("invitation_revoked")).toMatchObject({
      target_title: "later@example.com",
    });
    expect(first("sign_in")).toMatchObject({ actor: { id: vic.id }, detail: { method: "email" } });
    expect(first("approval_rejected")).toMatchObject({
      actor: { id: carol.id },
      target_type: "document",
      target_id: proposal.id,
      detail: { comment: "Too dear." },
    });
    expect(first("proposal_accepted")).toMatchObject({
      actor: null,
      target_id: proposal.id,
      detail: { name: SIGNER.name },
    });
    expect(first("proposal_declined")).toMatchObject({ actor: null, target_id: declined.id });
    expect(first("document_exported")).toMatchObject({ actor: { id: vic.id }, detail: { format: "html" } });
    expect(first("proposal_sent")).toMatchObject({ detail: { recipients: ["grace@client.example"] } });
    expect(first("settings_changed").detail).toEqual({
      before: { approval_threshold: value - 1, approver_ids: [carol.id] },
      after: { approval_threshold: null, approver_ids: [] },
    });
    expect(first("document_deleted")).toMatchObject({ target_id: doomed.id, target_title: hostile });
    expect(first("project_deleted")).toMatchObject({ target_id: doomed.project_id });
    expect(first("workspace_created")).toMatchObject({ actor: { id: ada.id }, target_id: team.id });
    // A sign-in is in the log of each workspace the user is a member of: their personal one too.
    const vicPersonal = (await teams.list(vic.access)).find((w) => w.personal)!;
    const vicOwn = await ok<{ items: EntryJson[] }>(
      call("GET", `/api/workspaces/${vicPersonal.id}/audit/?action=sign_in`, vic.access),
      200,
    );
    expect(vicOwn.items.length).toBeGreaterThanOrEqual(2);
    // Nobody else's workspace holds it.
    expect(
      (await log("&action=sign_in")).items.every((e) =>
        [ada.id, carol.id, bob.id, vic.id, adam.id].includes(e.actor!.id),
      ),
    ).toBe(true);
  });

  it("filters by action, actor and time; refuses filters that are not ones (400)", async () => {
    const { teams, ada, carol, team, log } = state;
    const { call } = teams;
    const { items } = await log();
    // Filters.
    const approvals = await log("&action=approval_requested");
    expect(approvals.items.map((e) => e.action)).toEqual(["approval_requested", "approval_requested"]);
    const carols = await log(`&actor_id=${carol.id}`);
    expect(carols.items.length).toBeGreaterThan(0);
    expect(carols.items.every((e) => e.actor?.id === carol.id)).toBe(true);
    const middle = items[Math.floor(items.length / 2)]!.at;
    const from = await log(`&from=${encodeURIComponent(middle)}`);
    const to = await log(`&to=${encodeURIComponent(middle)}`);
    expect(from.items.every((e) => e.at >= middle)).toBe(true);
    expect(to.items.every((e) => e.at < middle)).toBe(true);
    expect(from.items.length + to.items.length).toBe(items.length);
    for (const bad of ["action=nonsense", "from=yesterday", "limit=0", "limit=201", "limit=x", "before=zzz"]) {
      const res = await call("GET", `/api/workspaces/${team.id}/audit/?${bad}`, ada.access);
      expect([res.statusCode, Object.keys(res.json())], bad).toEqual([400, [bad.split("=")[0]]]);
    }
  });

  it("pages newest first by key: each entry once, in order, whatever is written meanwhile", async () => {
    const { teams, ada, team, log } = state;
    const { call, ok } = teams;
    const { items } = await log();
    // Keyset pages: each entry once, in order, whatever is written meanwhile.
    const paged: EntryJson[] = [];
    let before: string | null = null;
    do {
      const page: { items: EntryJson[]; next_before: string | null } = await ok(
        call("GET", `/api/workspaces/${team.id}/audit/?limit=3${before ? `&before=${before}` : ""}`, ada.access),
        200,
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items);
      before = page.next_before;
      if (paged.length === 3)
        await ok(call("POST", "/api/auth/login/", undefined, { email: ada.email, password: ada.password }), 200);
    } while (before);
    expect(paged.map((e) => e.id)).toEqual(items.map((e) => e.id));
  });

  it("downloads as CSV: same entries and filters, every cell quoted, formulas kept as text", async () => {
    const first = (action: string) => items.find((e) => e.action === action)!;
    const { teams, ada, team, doomed, hostile, log } = state;
    const { call, ok } = teams;
    const { items } = await log();
    // CSV: the same entries, every cell quoted, formulas kept as text.
    const csv = await get(ada, `/api/workspaces/${team.id}/audit.csv?action=document_deleted`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="audit-.+\.csv"$/);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      [
        first("document_deleted").at,
        "document_deleted",
        ada.id,
        "Ada Lovelace",
        ada.email,
        "document",
        doomed.id,
        `'${hostile}`,
        JSON.stringify(first("document_deleted").detail),
      ],
    ]);
    expect(csv.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x""), ""quoted""\nnext"');
    await ok(call("POST", "/api/auth/login/", undefined, { email: ada.email, password: ada.password }), 200);
    const all = parseCsv((await get(ada, `/api/workspaces/${team.id}/audit.csv`)).body);
    // Everything, newest first: a sign-in made now, then what the pages held.
    expect(all.slice(1).map((row) => row[1])).toEqual(["sign_in", ...items.map((e) => e.action)]);
    expect((await get(ada, `/api/workspaces/${team.id}/audit.csv?from=nope`)).statusCode).toBe(400);
  });

  it("is for admins and owners (403 for others); another workspace's log is not there (404)", async () => {
    const { carol, bob, vic, adam, team } = state;
    // Admins and owners only; another workspace's log is not there.
    expect((await get(adam, `/api/workspaces/${team.id}/audit/`)).statusCode).toBe(200);
    for (const member of [carol, vic]) {
      expect((await get(member, `/api/workspaces/${team.id}/audit/`)).json()).toEqual(ROLE_REFUSED);
      expect((await get(member, `/api/workspaces/${team.id}/audit.csv`)).json()).toEqual(ROLE_REFUSED);
    }
    const stranger = await signUp(fx.t.app);
    expect((await get(stranger, `/api/workspaces/${team.id}/audit/`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/workspaces/${team.id}/audit.csv`)).statusCode).toBe(404);
    expect((await get(bob, `/api/workspaces/${team.id}/audit/`)).statusCode).toBe(404);
  });
});

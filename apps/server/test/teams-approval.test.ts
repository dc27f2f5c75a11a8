import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useMailingApp } from "./mailing-app.js";
import { decodeQuotedPrintable } from "./outbox.js";
import { NEEDS_APPROVAL, approvalApi, approvalTeam, valueOf } from "./approval-fixture.js";
import { waitForJob } from "./generation-helpers.js";
import { ROLE_REFUSED } from "./teams-fixture.js";
import { signUp } from "./test-app.js";

describe.each(databaseKinds())("approval before a proposal goes to the client on $name", (kind) => {
  const fx = useMailingApp(kind, { signedIn: false });
  const setUp = async () => {
    const team = await approvalTeam(fx.t.app, () => fx.smtp);
    return { ...team, api: approvalApi(team.teams) };
  };
  const sharing = async (token: string, id: string) =>
    (
      await fx.t.app.inject({
        method: "GET",
        url: `/api/documents/${id}/sending/`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  it("the new calls are described in the OpenAPI document: operationId, request and response schemas, 4xx answers", async () => {
    const paths = (await fx.t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    const calls = [
      ["/api/workspaces/{id}/settings/", "get", "getWorkspaceSettings", ["200", "401", "404"]],
      [
        "/api/workspaces/{id}/settings/",
        "put",
        "updateWorkspaceSettings",
        ["200", "400", "401", "403", "404", "409", "413"],
      ],
      ["/api/documents/{id}/approval/", "get", "getDocumentApproval", ["200", "401", "404"]],
      [
        "/api/documents/{id}/approval/",
        "post",
        "requestDocumentApproval",
        ["201", "400", "401", "403", "404", "409", "413"],
      ],
      [
        "/api/documents/{id}/approval/approve/",
        "post",
        "approveDocument",
        ["200", "400", "401", "403", "404", "409", "413"],
      ],
      [
        "/api/documents/{id}/approval/reject/",
        "post",
        "rejectDocument",
        ["200", "400", "401", "403", "404", "409", "413"],
      ],
      ["/api/documents/{id}/history/events/", "get", "listDocumentEvents", ["200", "401", "404"]],
      ["/api/workspaces/{id}/audit/", "get", "listWorkspaceAudit", ["200", "400", "401", "403", "404"]],
      ["/api/workspaces/{id}/audit.csv", "get", "downloadWorkspaceAudit", ["200", "400", "401", "403", "404"]],
    ] as const;
    for (const [path, method, operationId, statuses] of calls) {
      const operation = paths[path]?.[method];
      expect(operation?.operationId, path).toBe(operationId);
      expect(Object.keys(operation.responses).sort(), path).toEqual([...statuses].sort());
      for (const status of statuses) expect(operation.responses[status].content, `${path} ${status}`).toBeTruthy();
      if (method !== "get") expect(operation.requestBody, path).toBeTruthy();
    }
  });

  it("settings: members read them, admins change them; approvers are editors or above of the workspace; bad input changes nothing", async () => {
    const { teams, ada, carol, bob, vic, adam, team, api } = await setUp();
    const url = `/api/workspaces/${team.id}/settings/`;
    const read = (token: string) => teams.ok(teams.call("GET", url, token), 200);
    expect(await read(vic.access)).toEqual({ approval_threshold: null, approver_ids: [] });

    const body = { approval_threshold: 1000, approver_ids: [carol.id] };
    expect((await teams.call("PUT", url, bob.access, body)).json()).toEqual(ROLE_REFUSED);
    expect(await api.settings(adam, team.id, body)).toEqual(body);

    const refused: Array<[unknown, string]> = [
      [{ approval_threshold: 1000, approver_ids: [vic.id] }, "approver_ids"],
      [{ approval_threshold: 1000, approver_ids: ["not-a-member"] }, "approver_ids"],
      [{ approval_threshold: 1000, approver_ids: [] }, "approver_ids"],
      [{ approval_threshold: -5, approver_ids: [carol.id] }, "approval_threshold"],
      [{ approval_threshold: "lots", approver_ids: [carol.id] }, "approval_threshold"],
      [{ approval_threshold: 1000, approver_ids: "carol" }, "approver_ids"],
    ];
    for (const [bad, field] of refused) {
      const res = await teams.call("PUT", url, ada.access, bad);
      expect([res.statusCode, Object.keys(res.json())], JSON.stringify(bad)).toEqual([400, [field]]);
    }
    expect(
      (await teams.call("PUT", url, ada.access, { approval_threshold: 1000, approver_ids: [vic.id] })).json(),
    ).toEqual({
      approver_ids: [expect.stringMatching(/is a viewer: approvers are owners, admins or editors/)],
    });
    expect(await read(ada.access)).toEqual(body);

    // No threshold: nobody needs to be named.
    expect(await api.settings(ada, team.id, { approval_threshold: null, approver_ids: [] })).toEqual({
      approval_threshold: null,
      approver_ids: [],
    });
    // A personal workspace has no approval; another's workspace is not there.
    const personal = (await teams.list(ada.access)).find((w) => w.personal)!;
    const personalPut = await teams.call("PUT", `/api/workspaces/${personal.id}/settings/`, ada.access, body);
    expect(personalPut.statusCode).toBe(409);
    expect(await read(ada.access)).toEqual({ approval_threshold: null, approver_ids: [] });
    const stranger = await signUp(fx.t.app);
    expect((await teams.call("GET", url, stranger.access)).statusCode).toBe(404);
    expect((await teams.call("PUT", url, stranger.access, body)).statusCode).toBe(404);
  });

  it("a proposal above the threshold is refused the share link and sending (409) until approved; a rejection says why; then it goes out", async () => {
    const { ada, carol, bob, vic, team, proposal, api } = await setUp();
    const value = await valueOf(api, ada, proposal.id);
    await api.settings(ada, team.id, { approval_threshold: value - 1, approver_ids: [carol.id] });

    expect(await api.approval(ada, proposal.id)).toMatchObject({
      required: true,
      status: "not_requested",
      threshold: value - 1,
      value,
      can_decide: false,
    });
    const before = await sharing(ada.access, proposal.id);
    const share = await api.share(ada, proposal.id);
    expect([share.statusCode, share.json()]).toEqual([409, NEEDS_APPROVAL]);
    const mailsBefore = fx.smtp.messages.length;
    const send = await api.send(ada, proposal.id);
    expect([send.statusCode, send.json()]).toEqual([409, NEEDS_APPROVAL]);
    // Nothing changed and nobody was mailed.
    expect(await sharing(ada.access, proposal.id)).toEqual(before);
    expect(before.share.enabled).toBe(false);
    expect(fx.smtp.messages.length).toBe(mailsBefore);

    // Nothing to decide yet; a viewer may not ask.
    expect((await api.decide(carol, proposal.id, "approve")).statusCode).toBe(409);
    expect((await api.request(vic, proposal.id)).json()).toEqual(ROLE_REFUSED);

    const asked = await api.request(ada, proposal.id, "Big one, please look at the travel costs.");
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: "pending",
      requested_by: { id: ada.id, email: ada.email },
      comment: "Big one, please look at the travel costs.",
    });
    expect((await api.request(bob, proposal.id)).statusCode).toBe(409);
    // The approver is mailed a link to the proposal's page.
    await fx.smtp.waitFor(mailsBefore + 1);
    const mail = fx.smtp.messages.filter((m) => m.to.includes(carol.email)).at(-1)!;
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/proposals/${proposal.id}`);
    expect(fx.smtp.messages.slice(mailsBefore).map((m) => m.to)).toEqual([[carol.email]]);
    expect((await api.approval(carol, proposal.id)).can_decide).toBe(true);

    // Only approvers decide.
    for (const other of [bob, vic, ada]) {
      expect((await api.decide(other, proposal.id, "approve")).json()).toEqual(ROLE_REFUSED);
      expect((await api.decide(other, proposal.id, "reject", "No.")).json()).toEqual(ROLE_REFUSED);
    }
    const noReason = await api.decide(carol, proposal.id, "reject");
    expect([noReason.statusCode, Object.keys(noReason.json())]).toEqual([400, ["comment"]]);
    const rejected = await api.decide(carol, proposal.id, "reject", "Travel is priced twice.");
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      decided_by: { id: carol.id },
      comment: "Travel is priced twice.",
    });
    expect((await api.share(ada, proposal.id)).json()).toEqual(NEEDS_APPROVAL);

    // Asked again, approved: the link turns on and it can be sent.
    expect((await api.request(ada, proposal.id)).statusCode).toBe(201);
    const approved = await api.decide(carol, proposal.id, "approve", "Fine now.");
    expect(approved.json()).toMatchObject({ status: "approved", approved_value: value, comment: "Fine now." });
    expect((await api.decide(carol, proposal.id, "approve")).statusCode).toBe(409);
    expect((await api.share(ada, proposal.id)).statusCode).toBe(200);
    expect((await api.send(ada, proposal.id)).statusCode).toBe(201);

    // Each step is in the document's history, at the version it had.
    const events = await fx.t.app.inject({
      method: "GET",
      url: `/api/documents/${proposal.id}/history/events/`,
      headers: { authorization: `Bearer ${vic.access}` },
    });
    expect(
      events.json().map((e: { kind: string; comment: string | null; author: string }) => [e.kind, e.comment]),
    ).toEqual([
      ["approval_approved", "Fine now."],
      ["approval_requested", null],
      ["approval_rejected", "Travel is priced twice."],
      ["approval_requested", "Big one, please look at the travel costs."],
    ]);
    expect(events.json()[0]).toMatchObject({ author: "Ada Lovelace", version: expect.any(Number) });
  });

  it("nobody approves their own request; a proposal at or below the threshold needs no approval", async () => {
    const { ada, carol, team, proposal, api } = await setUp();
    const value = await valueOf(api, ada, proposal.id);
    await api.settings(ada, team.id, { approval_threshold: value - 1, approver_ids: [carol.id] });
    expect((await api.request(carol, proposal.id)).statusCode).toBe(201);
    const own = await api.decide(carol, proposal.id, "approve");
    expect([own.statusCode, own.json()]).toEqual([
      403,
      { detail: "You asked for this approval: another approver decides it." },
    ]);
    expect((await api.approval(carol, proposal.id)).status).toBe("pending");

    await api.settings(ada, team.id, { approval_threshold: value, approver_ids: [carol.id] });
    expect(await api.approval(ada, proposal.id)).toMatchObject({ required: false, status: "not_required" });
    const ask = await api.request(ada, proposal.id);
    expect(ask.statusCode).toBe(409);
    expect((await api.share(ada, proposal.id)).statusCode).toBe(200);
    expect((await api.send(ada, proposal.id)).statusCode).toBe(201);
  });

  it("an edit keeps the approval; a change that raises the value above the approved one needs approval again", async () => {
    const { teams, ada, carol, team, proposal, api } = await setUp();
    const value = await valueOf(api, ada, proposal.id);
    await api.settings(ada, team.id, { approval_threshold: value - 1, approver_ids: [carol.id] });
    await api.request(ada, proposal.id);
    expect((await api.decide(carol, proposal.id, "approve")).statusCode).toBe(200);

    const doc = (await teams.call("GET", `/api/documents/${proposal.id}/`, ada.access)).json();
    await teams.ok(
      teams.call("PATCH", `/api/documents/${proposal.id}/`, ada.access, {
        document: `${doc.document}<p>One more clause.</p>`,
      }),
      200,
    );
    expect((await api.approval(ada, proposal.id)).status).toBe("approved");

    const brief = (await teams.call("GET", `/api/documents/${proposal.id}/brief/`, ada.access)).json();
    const area = brief.quantities.area_m2 as number;
    expect(area).toBeGreaterThan(0);
    const current = (await teams.call("GET", `/api/documents/${proposal.id}/`, ada.access)).json();
    const put = await teams.call("PUT", `/api/documents/${proposal.id}/brief/`, ada.access, {
      ...brief,
      quantities: { ...brief.quantities, area_m2: area * 4 },
      version: current.version,
    });
    expect(put.statusCode, put.body).toBe(202);
    expect((await waitForJob(fx.t.app, ada.access, proposal.id)).status).toBe("ready");

    const after = await api.approval(ada, proposal.id);
    expect(after.value).toBeGreaterThan(value);
    expect(after).toMatchObject({ required: true, status: "not_requested", approved_value: null });
    expect((await api.share(ada, proposal.id)).json()).toEqual(NEEDS_APPROVAL);
    const events = (
      await teams.call("GET", `/api/documents/${proposal.id}/history/events/`, ada.access)
    ).json() as Array<{ kind: string }>;
    expect(events[0]!.kind).toBe("approval_reset");
  });

  it("another workspace's document answers 404 for every approval call", async () => {
    const { proposal, api } = await setUp();
    const stranger = await signUp(fx.t.app);
    const calls = [
      api.request(stranger, proposal.id),
      api.decide(stranger, proposal.id, "approve"),
      api.decide(stranger, proposal.id, "reject", "No."),
      fx.t.app.inject({
        method: "GET",
        url: `/api/documents/${proposal.id}/approval/`,
        headers: { authorization: `Bearer ${stranger.access}` },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
  });
});

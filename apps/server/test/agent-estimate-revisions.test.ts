import { describe, expect, it } from "vitest";
import type { Estimate } from "@scopewise/shared";
import { formatMoney } from "@scopewise/estimator";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const REQUEST = "estimate the timeline and cost for a mobile app with payments and chat";

/**
 * The estimate behind the charts follows the saved text: the assistant's re-estimates and currency
 * changes answer the revision their text states, and only a save that carries it stores it.
 */
describe.each(databaseKinds())("estimate revisions from the assistant on $name", (kind) => {
  const s = useSignedInApp(kind);

  const ask = (payload: Record<string, unknown>, token = s.user.access) =>
    s.t.app.inject({ method: "POST", url: "/api/editor-agent", headers: bearer(token), payload });
  const storedEstimate = async (id: string) => (await waitForJob(s.t.app, s.user.access, id)).estimate as Estimate;
  const readDocument = async (id: string) =>
    (await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })).json() as {
      document: string;
      version: number;
    };
  const save = (id: string, payload: Record<string, unknown>, token = s.user.access) =>
    s.t.app.inject({ method: "PATCH", url: `/api/documents/${id}/`, headers: bearer(token), payload });
  const proposal = async () => {
    const id = await generate(s.t.app, s.user.access, REQUEST);
    const before = await storedEstimate(id);
    return { id, before, ...(await readDocument(id)) };
  };

  it("reports each figure against the one the text stated before, and stores nothing until the save that carries it", async () => {
    const { id, before, document, version } = await proposal();
    const usd = (value: number) => formatMoney(value, "USD");

    // One person is fewer than this app's nominal schedule needs, so the stated team lengthens the plan.
    const team = await ask({ user_query: "re-estimate with a team of 1", content: document, document_id: id });
    expect(team.statusCode, team.body).toBe(200);
    const revision = team.json().estimate_revision as string;
    expect(typeof revision).toBe("string");
    // A team's size moves the schedule (and the simulated percentiles), not the expected effort.
    expect(team.json().summary).toContain(`expected cost ${usd(before.total_cost.expected)} (unchanged)`);
    expect(team.json().summary).toMatch(
      new RegExp(`\\$[\\d,]+ \\(was ${usd(before.total_cost.p80).replace("$", "\\$")}\\) at 80% confidence \\(P80\\)`),
    );
    expect(team.json().summary).toMatch(
      new RegExp(`about [\\d.]+ weeks \\(was ${before.duration_weeks.p50} weeks\\) at P50`),
    );
    // Proposed (and then accepted or rejected in the editor): the stored estimate has not moved.
    expect(await storedEstimate(id)).toEqual(before);

    // A second instruction on the unsaved text starts from what that text states.
    const teamAfter = await ask({
      user_query: "re-estimate with a team of 8",
      content: team.json().result,
      document_id: id,
      estimate_revision: revision,
    });
    expect(teamAfter.statusCode, teamAfter.body).toBe(200);
    const twoWeeks = /about [\d.]+ weeks \(was ([\d.]+) weeks\) at P50/.exec(teamAfter.json().summary)?.[1];
    expect(Number(twoWeeks)).toBeGreaterThan(before.duration_weeks.p50);
    expect(await storedEstimate(id)).toEqual(before);

    const saved = await save(id, { document: team.json().result, version, estimate_revision: revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await storedEstimate(id);
    expect(after.duration_weeks.p50).toBe(Number(twoWeeks));
    expect(after.total_cost.p80).not.toBe(before.total_cost.p80);
    expect((await readDocument(id)).document).toContain(`80% (P80): ${usd(after.total_cost.p80)} or less`);
  });

  it("converts the estimate with the whole proposal's currency, at the stated rate or by name only", async () => {
    const { id, before, document, version } = await proposal();
    const converted = await ask({ user_query: "convert to EUR at 0.92", content: document, document_id: id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await storedEstimate(id)).toEqual(before);
    const saved = await save(id, {
      document: converted.json().result,
      version,
      estimate_revision: converted.json().estimate_revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const euros = await storedEstimate(id);
    expect(euros.currency).toBe("EUR");
    expect(euros.total_cost.expected).toBeCloseTo(before.total_cost.expected * 0.92, 2);
    const text = saved.json().document as string;
    expect(euros.total_cost.p10).toBeCloseTo(before.total_cost.p10! * 0.92, 2);
    for (const value of [euros.total_cost.expected, euros.total_cost.p10!, euros.total_cost.p80, euros.total_cost.p90])
      expect(text).toContain(formatMoney(value, "EUR"));
    expect(text).not.toMatch(/\$\d/);

    // Then a re-estimate compares with the euros the text states, and prices in euros.
    const team = await ask({ user_query: "re-estimate with a team of 2", content: text, document_id: id });
    expect(team.json().summary).toMatch(new RegExp(`\\(was ${formatMoney(euros.total_cost.p80, "EUR")}\\) at 80%`));
    expect(team.json().result).toContain("€");

    const renamed = await ask({ user_query: "use pounds", content: text, document_id: id });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await save(id, { document: renamed.json().result, estimate_revision: renamed.json().estimate_revision });
    const pounds = await storedEstimate(id);
    expect(pounds.currency).toBe("GBP");
    expect(pounds.total_cost).toEqual(euros.total_cost);
  });

  it("scales the estimate with the whole proposal's costs, and the stated budget alone with 'raise the budget'", async () => {
    const { id, before, document, version } = await proposal();
    const scaled = await ask({ user_query: "increase the costs by 10%", content: document, document_id: id });
    expect(scaled.statusCode, scaled.body).toBe(200);
    expect(await storedEstimate(id)).toEqual(before);
    const saved = await save(id, {
      document: scaled.json().result,
      version,
      estimate_revision: scaled.json().estimate_revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await storedEstimate(id);
    expect(after.currency).toBe(before.currency);
    expect(after.total_cost.expected).toBeCloseTo(before.total_cost.expected * 1.1, 2);
    expect(after.contingency).toBeCloseTo(before.contingency * 1.1, 2);
    // The text and the stored estimate state the same figures.
    const text = saved.json().document as string;
    for (const value of [after.total_cost.expected, after.total_cost.p80, after.contingency])
      expect(text).toContain(formatMoney(value, "USD"));

    const budgeted = await generate(s.t.app, s.user.access, `${REQUEST} with a budget of $300,000`);
    const budgetBefore = await storedEstimate(budgeted);
    const raised = await ask({
      user_query: "raise the budget by 10%",
      content: (await readDocument(budgeted)).document,
      document_id: budgeted,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await save(budgeted, { document: raised.json().result, estimate_revision: raised.json().estimate_revision });
    const budgetAfter = await storedEstimate(budgeted);
    expect(budgetAfter.total_cost).toEqual(budgetBefore.total_cost);
    expect(budgetAfter.constraints.find((c) => c.kind === "budget")?.stated).toBeCloseTo(330_000, 2);
  });

  it("leaves the estimate alone for a change inside a selection and a save without a revision", async () => {
    const { id, before, document } = await proposal();
    const paragraph = /<p>[^<]*\$[\d,]+[^<]*<\/p>/.exec(document)![0];
    const selection = await ask({ user_query: "convert to EUR at 0.92", content: paragraph, document_id: id });
    expect(selection.statusCode, selection.body).toBe(200);
    expect(selection.json().estimate_revision).toBeUndefined();
    expect((await save(id, { document: document.replace(paragraph, selection.json().result) })).statusCode).toBe(200);
    expect(await storedEstimate(id)).toEqual(before);
  });

  it("refuses a revision the server did not sign for that document, changing nothing", async () => {
    const first = await proposal();
    const second = await proposal();
    const answer = await ask({
      user_query: "re-estimate with a team of 2",
      content: first.document,
      document_id: first.id,
    });
    const revision = answer.json().estimate_revision as string;
    const [payload, mac] = revision.split(".") as [string, string];
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, "base64url").toString()),
        estimate: { ...first.before, total_cost: { expected: 1, p50: 1, p80: 1, p90: 1 } },
      }),
    ).toString("base64url");

    for (const bad of [`${forged}.${mac}`, "not-a-revision", `${payload}.${mac}x`]) {
      const res = await save(first.id, { document: "<h1>Changed</h1><p>x</p>", estimate_revision: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        estimate_revision: [expect.stringMatching(/^The revised estimate could not be read/)],
      });
      expect(
        (
          await ask({
            user_query: "re-estimate with a team of 4",
            content: first.document,
            document_id: first.id,
            estimate_revision: bad,
          })
        ).statusCode,
      ).toBe(400);
    }
    // Signed for another document: refused there too.
    expect((await save(second.id, { document: second.document, estimate_revision: revision })).statusCode).toBe(400);
    expect((await readDocument(first.id)).document).toBe(first.document);
    expect(await storedEstimate(first.id)).toEqual(first.before);
    expect(await storedEstimate(second.id)).toEqual(second.before);

    // Another user cannot save it onto the document.
    const other = await signUp(s.t.app);
    expect(
      (await save(first.id, { document: first.document, estimate_revision: revision }, other.access)).statusCode,
    ).toBe(404);
    expect(await storedEstimate(first.id)).toEqual(first.before);
  });
});

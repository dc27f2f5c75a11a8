import { describe, expect, it } from "vitest";
import type { Estimate } from "@scopewise/shared";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, useSignedInApp } from "./test-app.js";

const PARA =
  "<p>We will design the app first. Then we build the features in short sprints. Finally we test and launch it.</p>";

/** Each edit kind, several phrasings, and what the answer must contain. */
const EDITS: Array<{ kind: string; phrasings: string[]; content: string; expect: (html: string) => void }> = [
  {
    kind: "bullet list",
    phrasings: ["make this a bullet list", "Turn it into bullet points", "as a list please"],
    content: PARA,
    expect: (h) =>
      expect(h).toBe(
        "<ul><li><p>We will design the app first.</p></li><li><p>Then we build the features in short sprints.</p></li><li><p>Finally we test and launch it.</p></li></ul>",
      ),
  },
  {
    kind: "numbered list",
    phrasings: ["make a numbered list", "number the steps"],
    content: PARA,
    expect: (h) => expect(h).toMatch(/^<ol><li><p>We will design the app first\.<\/p><\/li>/),
  },
  {
    kind: "paragraphs",
    phrasings: ["turn this into paragraphs", "remove the bullets", "as prose"],
    content: "<ul><li><p>Design</p></li><li><p>Build it.</p></li></ul>",
    expect: (h) => expect(h).toBe("<p>Design. Build it.</p>"),
  },
  {
    kind: "table",
    phrasings: ["make a table", "turn this into a table", "tabulate this"],
    content: "<ul><li><p>Design: 3 weeks</p></li><li><p>Build: 10 weeks</p></li></ul>",
    expect: (h) =>
      expect(h).toBe(
        '<table style="min-width: 100px;"><colgroup><col style="min-width: 50px;"><col style="min-width: 50px;"></colgroup><tbody><tr><th><p>Item</p></th><th><p>Detail</p></th></tr><tr><td><p>Design</p></td><td><p>3 weeks</p></td></tr><tr><td><p>Build</p></td><td><p>10 weeks</p></td></tr></tbody></table>',
      ),
  },
  {
    kind: "bold",
    phrasings: ["make it bold", "Bold this", "embolden the text"],
    content: "<p>Key <em>point</em></p>",
    expect: (h) => expect(h).toBe("<p><strong>Key <em>point</em></strong></p>"),
  },
  {
    kind: "italic",
    phrasings: ["italicize", "make it italic"],
    content: "<p>Note</p>",
    expect: (h) => expect(h).toBe("<p><em>Note</em></p>"),
  },
  {
    kind: "underline",
    phrasings: ["underline this", "make it underlined"],
    content: "<p>Note</p>",
    expect: (h) => expect(h).toBe("<p><u>Note</u></p>"),
  },
  {
    kind: "remove bold",
    phrasings: ["remove bold", "unbold this", "strip the bold formatting"],
    content: "<p><strong>Key</strong> point and <b>more</b></p>",
    expect: (h) => expect(h).toBe("<p>Key point and more</p>"),
  },
  {
    kind: "remove italic",
    phrasings: ["remove the italics", "un-italicize"],
    content: "<p><em>Note</em> this <i>too</i></p>",
    expect: (h) => expect(h).toBe("<p>Note this too</p>"),
  },
  {
    kind: "remove underline",
    phrasings: ["remove the underline", "no longer underlined"],
    content: "<p><u>Note</u> this</p>",
    expect: (h) => expect(h).toBe("<p>Note this</p>"),
  },
  {
    kind: "heading (default level 2)",
    phrasings: ["make this a heading", "turn it into a header"],
    content: "<p>Budget overview</p>",
    expect: (h) => expect(h).toBe("<h2>Budget overview</h2>"),
  },
  {
    kind: "heading level 3",
    phrasings: ["turn into an h3", "heading 3", "make this a subheading"],
    content: "<p>Budget overview</p>",
    expect: (h) => expect(h).toBe("<h3>Budget overview</h3>"),
  },
  {
    kind: "heading level 4",
    phrasings: ["make it a level 4 heading", "h4 please"],
    content: "<p>Budget overview</p>",
    expect: (h) => expect(h).toBe("<h4>Budget overview</h4>"),
  },
  {
    kind: "upper case",
    phrasings: ["upper case", "make it all caps", "capitalize all letters"],
    content: "<p>The cost is high.</p>",
    expect: (h) => expect(h).toBe("<p>THE COST IS HIGH.</p>"),
  },
  {
    kind: "lower case",
    phrasings: ["lower case", "make it lowercase"],
    content: "<p>The Cost Is HIGH.</p>",
    expect: (h) => expect(h).toBe("<p>the cost is high.</p>"),
  },
  {
    kind: "title case",
    phrasings: ["title case", "capitalize each word"],
    content: "<p>the cost of the mobile app in the US</p>",
    expect: (h) => expect(h).toBe("<p>The Cost of the Mobile App in the US</p>"),
  },
  {
    kind: "sentence case",
    phrasings: ["sentence case", "use sentence case please"],
    content: "<p>THE COST IS HIGH. WE CAN REDUCE IT.</p>",
    expect: (h) => expect(h).toBe("<p>The cost is high. We can reduce it.</p>"),
  },
  {
    kind: "sentence case past abbreviations and decimals",
    phrasings: ["sentence case"],
    content: "<p>WE PAY A PROVIDER, E.G. STRIPE, FOR APPROX. 34.9 HOURS. IT WORKS.</p>",
    expect: (h) => expect(h).toBe("<p>We pay a provider, e.g. stripe, for approx. 34.9 hours. It works.</p>"),
  },
  {
    kind: "spelling",
    phrasings: ["fix spelling", "correct the typos", "proofread this"],
    content: "<p>We will recieve teh buget next week and adress the isue.</p>",
    expect: (h) => expect(h).toBe("<p>We will receive the budget next week and address the issue.</p>"),
  },
  {
    kind: "shorten",
    phrasings: ["shorten this", "make it more concise", "condense"],
    content: PARA,
    expect: (h) => expect(h).toBe("<p>We will design the app first. Then we build the features in short sprints.</p>"),
  },
  {
    kind: "summarise",
    phrasings: ["summarise", "give me the gist", "summarize this"],
    content: PARA,
    expect: (h) => expect(h).toBe("<p>We will design the app first.</p>"),
  },
  {
    kind: "expand",
    phrasings: ["expand", "elaborate on this", "add more detail"],
    content: "<h2>Risks</h2><p>The main risk is scope creep.</p>",
    expect: (h) => expect(h).toMatch(/^<h2>Risks<\/h2><p>The main risk is scope creep\. \S.+contingency.+<\/p>$/),
  },
  {
    kind: "scale",
    phrasings: ["increase the costs by 10%", "raise all prices by 10 percent", "bump the figures up 10%"],
    content: "<p>Design costs $12,000 and build costs $48,500.50.</p>",
    expect: (h) => expect(h).toBe("<p>Design costs $13,200 and build costs $53,350.55.</p>"),
  },
  {
    kind: "scale down",
    phrasings: ["reduce the costs by 25%", "cut prices by 25 percent"],
    content: "<td><p>€1,000</p></td><p>EUR 400</p>",
    expect: (h) => expect(h).toContain("€750"),
  },
  {
    kind: "convert",
    phrasings: ["convert to EUR at 0.92", "change the currency to euros at a rate of 0.92"],
    content: "<p>Design costs $12,000.</p>",
    expect: (h) => expect(h).toBe("<p>Design costs €11,040.</p>"),
  },
  {
    kind: "currency symbol",
    phrasings: ["use pounds", "switch the currency to GBP"],
    content: "<p>Design costs $12,000.</p>",
    expect: (h) => expect(h).toBe("<p>Design costs £12,000.</p>"),
  },
];

describe.each(databaseKinds())("editor agent (built-in) on $name", (kind) => {
  const s = useSignedInApp(kind);

  const ask = (payload: Record<string, unknown>, token = s.user.access) =>
    s.t.app.inject({ method: "POST", url: "/api/editor-agent", headers: bearer(token), payload });

  for (const edit of EDITS) {
    it.each(edit.phrasings)(`${edit.kind}: "%s"`, async (phrasing) => {
      const res = await ask({ user_query: phrasing, content: edit.content });
      expect(res.statusCode, res.body).toBe(200);
      expect(typeof res.json().summary).toBe("string");
      edit.expect(res.json().result);
    });
  }

  it("answers 422 naming what it can do for an instruction it does not know", async () => {
    const res = await ask({ user_query: "write a poem about it", content: PARA });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(
      /^I can't do that with the built-in assistant\. I can shorten or summarise, expand, .*re-estimate/,
    );
  });

  it("never returns the content unchanged as a success", async () => {
    for (const [query, content] of [
      ["make it bold", "<p><strong>Already</strong></p>"],
      ["fix spelling", "<p>All words are fine.</p>"],
      ["increase the costs by 10%", "<p>No money here.</p>"],
      ["title case", "<p>Already Title Case</p>"],
    ]) {
      const res = await ask({ user_query: query, content });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail.length).toBeGreaterThan(10);
    }
  });

  it("validates the instruction and the content, and checks ownership", async () => {
    expect((await ask({ user_query: "  ", content: PARA })).json()).toEqual({
      user_query: ["Please Select Content and Enter Message"],
    });
    expect((await ask({ user_query: "shorten", content: "<p> </p>" })).json()).toEqual({
      content: ["No content found in editor. Please add some content first."],
    });
    expect(
      (
        await s.t.app.inject({
          method: "POST",
          url: "/api/editor-agent",
          payload: { user_query: "shorten", content: PARA },
        })
      ).statusCode,
    ).toBe(401);
    const other = await signUp(s.t.app);
    const theirs = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(other.access),
        payload: { title: "Theirs", document: PARA },
      })
    ).json();
    expect((await ask({ user_query: "shorten", content: PARA, document_id: theirs.id })).statusCode).toBe(404);
  });

  it("adds the instruction and the answer to the document's chat, and sanitizes the result", async () => {
    const doc = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(s.user.access),
        payload: { title: "Plan", document: PARA },
      })
    ).json();
    const res = await ask({
      user_query: "make this a bullet list",
      content: `${PARA}<img src=x onerror="alert(1)">`,
      document_id: doc.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).not.toContain("onerror");
    const chat = (
      await s.t.app.inject({
        method: "GET",
        url: `/api/Proposal_Generation/proposals/${doc.id}/chat/`,
        headers: bearer(s.user.access),
      })
    ).json();
    expect(chat.map((m: { type: string; content: string }) => [m.type, m.content])).toEqual([
      ["user", "make this a bullet list"],
      ["ai", "Turned the text into a bullet list."],
    ]);
  });

  it("records an accepted or rejected change in the document's chat, for the owner only", async () => {
    const doc = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(s.user.access),
        payload: { title: "Plan", document: PARA },
      })
    ).json();
    const decide = (payload: Record<string, unknown>, headers: Record<string, string> = bearer(s.user.access)) =>
      s.t.app.inject({ method: "POST", url: "/api/editor-agent/outcome", headers, payload });
    const chat = async () =>
      (
        await s.t.app.inject({
          method: "GET",
          url: `/api/Proposal_Generation/proposals/${doc.id}/chat/`,
          headers: bearer(s.user.access),
        })
      )
        .json()
        .map((m: { content: string }) => m.content);

    const accepted = await decide({ document_id: doc.id, outcome: "accepted" });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ type: "ai", content: "Content updated successfully" });
    expect((await decide({ document_id: doc.id, outcome: "rejected" })).statusCode).toBe(201);
    expect(await chat()).toEqual(["Content updated successfully", "Change rejected: the content was left as it was."]);

    // Bad input, no sign-in and someone else's document change nothing.
    expect((await decide({ document_id: doc.id, outcome: "maybe" })).statusCode).toBe(400);
    const missing = await decide({ outcome: "accepted" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ document_id: ["document_id is required"] });
    expect((await decide({ document_id: doc.id, outcome: "accepted" }, {})).statusCode).toBe(401);
    const other = await signUp(s.t.app);
    expect((await decide({ document_id: doc.id, outcome: "accepted" }, bearer(other.access))).statusCode).toBe(404);
    expect(await chat()).toHaveLength(2);
  });

  it("re-estimates a generated proposal for a time frame and for a budget, several phrasings each", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    await waitForJob(s.t.app, s.user.access, id);
    const document = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json().document as string;
    for (const phrasing of ["re-estimate to finish in 4 months", "what if we need it in 4 months"]) {
      const res = await ask({ user_query: phrasing, content: document, document_id: id });
      expect(res.statusCode, phrasing).toBe(200);
      expect(res.json().summary).toMatch(
        /^Re-estimated with a time frame of 17\.3 weeks: expected cost \$[\d,]+ \((unchanged|was \$[\d,]+)\), /,
      );
      expect(res.json().brief).toMatchObject({ deadline_weeks: 17.3 });
      expect(res.json().result).toContain("Stated time frame: 4 months.");
    }
    for (const phrasing of ["re-estimate with a budget of $50k", "what if the budget is $50,000"]) {
      const res = await ask({ user_query: phrasing, content: document, document_id: id });
      expect(res.statusCode, phrasing).toBe(200);
      expect(res.json().summary).toMatch(/^Re-estimated with a budget of 50,000 USD: /);
      expect(res.json().brief).toMatchObject({ budget: 50_000, currency: "USD" });
      expect(res.json().result).toContain("Stated budget: $50,000.");
    }
  });

  it("re-estimates a generated proposal for a changed team or scope, and the accepted brief updates the estimate", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    const before = (await waitForJob(s.t.app, s.user.access, id)).estimate as Estimate;
    const document = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json().document as string;

    const team = await ask({ user_query: "re-estimate with a team of 1", content: document, document_id: id });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().summary).toMatch(
      /^Re-estimated with a team of 1: expected cost \$[\d,]+ \((unchanged|was \$[\d,]+)\), \$[\d,]+ \((unchanged|was \$[\d,]+)\) at 80% confidence \(P80\), about [\d.]+ weeks \((unchanged|was [\d.]+ weeks)\) at P50 and [\d.]+ weeks \((unchanged|was [\d.]+ weeks)\) at P80\.$/,
    );
    expect(team.json().result).toMatch(/^<h1/);
    // The rewritten proposal keeps the cover of the one it replaces.
    const cover = /^<h1[^>]*>.*?<\/h1>(<p>.*?<\/p><hr>)/.exec(document)?.[1];
    expect(cover).toContain("<strong>Prepared by:</strong>");
    expect(team.json().result).toContain(`</h1>${cover}<h2`);

    const scope = await ask({
      user_query: "what if we add video streaming and an AI assistant",
      content: document,
      document_id: id,
    });
    expect(scope.statusCode).toBe(200);
    expect(scope.json().summary).toContain("adding video streaming and calls");
    const accepted = await s.t.app.inject({
      method: "POST",
      url: `/api/technical-estimation/proposal/${id}/brief/`,
      headers: bearer(s.user.access),
      payload: { brief: scope.json().brief },
    });
    expect(accepted.statusCode).toBe(200);
    const after = accepted.json().estimate as Estimate;
    expect(after.total_cost.expected).toBeGreaterThan(before.total_cost.expected);
    expect(scope.json().result).toContain(after.total_cost.expected.toLocaleString("en-US"));

    expect((await ask({ user_query: "re-estimate please", content: document, document_id: id })).statusCode).toBe(422);
    expect(
      (
        await ask({ user_query: "re-estimate with a team of 4", content: "<p>Just a paragraph</p>", document_id: id })
      ).json().detail,
    ).toMatch(/nothing selected/);
    const plain = (
      await s.t.app.inject({
        method: "POST",
        url: "/api/documents/",
        headers: bearer(s.user.access),
        payload: { title: "Plain", document: "<h1>Plain</h1><p>x</p>" },
      })
    ).json();
    expect(
      (
        await ask({
          user_query: "re-estimate with a team of 4",
          content: "<h1>Plain</h1><p>x</p>",
          document_id: plain.id,
        })
      ).json().detail,
    ).toMatch(/no estimate behind it/);
    const badBrief = await s.t.app.inject({
      method: "POST",
      url: `/api/technical-estimation/proposal/${id}/brief/`,
      headers: bearer(s.user.access),
      payload: { brief: { domain: "nope" } },
    });
    expect(badBrief.statusCode).toBe(400);
  });
});

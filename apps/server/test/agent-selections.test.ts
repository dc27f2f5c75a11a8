import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, useSignedInApp } from "./test-app.js";

/**
 * The built-in assistant on a selection, as the editor sends it: a block as itself (a list item in
 * its list, a cell in its table), that block's selected text alone with `selection_context`, or
 * plain text. Every figure of the selection survives each edit.
 */
const PARAGRAPH =
  "In order to keep the plan honest, we will basically price every task bottom-up. The expected cost is $504,804 including a $45,239 contingency. The team will really meet you every week, which keeps surprises small and decisions quick. We expect it to take about 50.8 weeks (55.1 weeks at 80% confidence).";
const ITEM =
  "Discovery and design: weeks 1–10, about $79,983. It ends with a design review, where you sign off the scope before the build starts.";
const CELL =
  "The build is actually planned as 21 weeks of work at $249,690, due to the fact that the payments work needs a security review, which adds time at the end of the build.";
const WITH_SLIPS =
  "we will recieve teh budget of $48,500 in 3 weeks . the the team starts on day 1 , and it is a important step";
const SLIPS_FIXED =
  "We will receive the budget of $48,500 in 3 weeks. The team starts on day 1, and it is an important step";

type Place = "paragraph" | "list_item" | "table_cell";
const AS_ITSELF: Record<Place, (inner: string) => string> = {
  paragraph: (inner) => `<p>${inner}</p>`,
  list_item: (inner) => `<ul><li><p>${inner}</p></li></ul>`,
  table_cell: (inner) =>
    `<table><tbody><tr><th><p>Phase</p></th><th><p>Notes</p></th></tr><tr><td><p>Build</p></td><td><p>${inner}</p></td></tr></tbody></table>`,
};
const STARTS: Record<Place, RegExp> = { paragraph: /^<p>/, list_item: /^<ul><li><p>/, table_cell: /^<table\b/ };
const TEXT_OF: Record<Place, string> = { paragraph: PARAGRAPH, list_item: ITEM, table_cell: CELL };

/** The three ways a selection arrives. */
const FORMS = [
  { name: "the block as itself", body: (place: Place, inner: string) => ({ content: AS_ITSELF[place](inner) }) },
  {
    name: "the selected text alone, with selection_context",
    body: (place: Place, inner: string) => ({ content: `<p>${inner}</p>`, selection_context: place }),
  },
  { name: "plain text", body: (_place: Place, inner: string) => ({ content: inner }) },
] as const;

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const figures = (value: string) => (value.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
/** The text of the selected block in an answer: the cell that held it, or the whole answer. */
const selectedText = (place: Place, html: string) =>
  place === "table_cell" && html.includes("<table")
    ? words(/<td><p>(?:(?!<td>).)*<\/td>\s*<\/tr>\s*<\/tbody>/.exec(html)?.[0] ?? "").replace(/^Build /, "")
    : words(html);

describe.each(databaseKinds())("the assistant on a selection (built-in) on $name", (kind) => {
  const s = useSignedInApp(kind);
  const ask = (payload: Record<string, unknown>) =>
    s.t.app.inject({ method: "POST", url: "/api/editor-agent", headers: bearer(s.user.access), payload });

  for (const place of ["paragraph", "list_item", "table_cell"] as const) {
    for (const form of FORMS) {
      const text = TEXT_OF[place];
      const send = (user_query: string, inner = text) => ask({ user_query, ...form.body(place, inner) });

      it(`${place}, ${form.name}: shorten and summarise keep every figure and the block's place`, async () => {
        for (const instruction of ["make this more concise", "shorten this", "summarise this"]) {
          const res = await send(instruction);
          expect(res.statusCode, `${instruction}: ${res.body}`).toBe(200);
          const result = res.json().result as string;
          const after = selectedText(place, result);
          expect(after.length, instruction).toBeLessThan(text.length);
          expect(figures(after), instruction).toEqual(figures(text));
          if (form.name === "the block as itself") expect(result, instruction).toMatch(STARTS[place]);
          else expect(result, instruction).toMatch(/^<p>(?:(?!<p>).)*<\/p>$/);
        }
      });

      it(`${place}, ${form.name}: expand adds to the text and keeps it`, async () => {
        const res = await send("expand on this");
        expect(res.statusCode, res.body).toBe(200);
        const after = selectedText(place, res.json().result);
        expect(after.startsWith(text)).toBe(true);
        expect(after.length).toBeGreaterThan(text.length + 20);
      });

      it(`${place}, ${form.name}: bullets give one item per sentence, with the figures`, async () => {
        const res = await send("turn this into bullet points");
        expect(res.statusCode, res.body).toBe(200);
        const result = res.json().result as string;
        const items = [...result.matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1]!);
        expect(items.length).toBeGreaterThanOrEqual(place === "table_cell" ? 1 : 2);
        expect(figures(items.join(" "))).toEqual(figures(text));
        // Never a list inside a list: a list item becomes items beside each other.
        expect(result).not.toMatch(/<li>(?:(?!<\/li>).)*<(?:ul|ol)>/);
      });

      it(`${place}, ${form.name}: grammar fixes slips and keeps the figures`, async () => {
        const res = await send("fix the grammar", WITH_SLIPS);
        expect(res.statusCode, res.body).toBe(200);
        expect(selectedText(place, res.json().result)).toBe(SLIPS_FIXED);
        const clean = await send("fix the grammar");
        expect(clean.statusCode).toBe(422);
        expect(clean.json().detail).toBe("I found no grammar, punctuation or spelling mistakes in the selection.");
      });
    }
  }

  it("keeps marks and links of what stays when it shortens", async () => {
    const res = await ask({
      user_query: "make this more concise",
      content:
        '<p>The <strong>expected cost</strong> is <a href="https://example.com/basis">$504,804</a>. It is really quite a lot of money for a first version.</p>',
      selection_context: "paragraph",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe(
      '<p>The <strong>expected cost</strong> is <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/basis">$504,804</a>.</p>',
    );
  });

  it("says honestly when a selection is as short as it can be, and refuses a bad selection_context", async () => {
    const short = await ask({
      user_query: "make this more concise",
      content: "<p>Build: weeks 11–31.</p>",
      selection_context: "list_item",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(
      "The selection is already as short as I can make it without losing its meaning or its figures.",
    );
    const heading = await ask({ user_query: "make this more concise", content: "<h2>Approach</h2>" });
    expect(heading.json().detail).toMatch(/^There is no running text to shorten in the selection/);
    const lone = await ask({
      user_query: "turn this into bullet points",
      content: "<p>Build: weeks 11–31.</p>",
      selection_context: "list_item",
    });
    expect(lone.statusCode).toBe(422);
    expect(lone.json().detail).toBe("The selection is already in a list, so there is nothing to change.");
    const bad = await ask({ user_query: "shorten", content: `<p>${PARAGRAPH}</p>`, selection_context: "footnote" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["selection_context"]);
  });

  it("makes a whole generated proposal more concise without cutting a figure, and records it in the chat", async () => {
    const id = await generate(
      s.t.app,
      s.user.access,
      "estimate the timeline and cost for a mobile app with payments and chat",
    );
    await waitForJob(s.t.app, s.user.access, id);
    const document = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json().document as string;
    const res = await ask({ user_query: "make this more concise", content: document, document_id: id });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as string;
    expect(words(result).length).toBeLessThan(words(document).length);
    expect(figures(words(result))).toEqual(figures(words(document)));
    // Every confidence figure ("at 80% confidence", "P80") is still there.
    const confidence = (html: string) => words(html).match(/[^.]*\b(?:\d+% confidence|P\d0)\b/g)?.length ?? 0;
    expect(confidence(result)).toBe(confidence(document));
    expect(result.match(/<h[1-6][^>]*>.*?<\/h[1-6]>/g)).toEqual(document.match(/<h[1-6][^>]*>.*?<\/h[1-6]>/g));
    const chat = (
      await s.t.app.inject({
        method: "GET",
        url: `/api/Proposal_Generation/proposals/${id}/chat/`,
        headers: bearer(s.user.access),
      })
    ).json();
    expect(chat.slice(-2).map((m: { content: string }) => m.content)).toEqual([
      "make this more concise",
      "Shortened the text, keeping every figure.",
    ]);
  });
});

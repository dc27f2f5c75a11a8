import { beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, useSignedInApp } from "./test-app.js";

/** The built-in assistant on the HTML of a real generated proposal (the text a user edits). */
const REQUEST = "estimate the timeline and cost for a mobile app with payments and chat with $300k budget";
const MONEY = /\$[\d,]+(?:\.\d+)?k?/g;
const paragraphs = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);
const dollars = (amount: string) => Number(amount.replace(/[$,k]/g, "")) * (amount.endsWith("k") ? 1000 : 1);

describe.each(databaseKinds())("built-in edits on a generated proposal on $name", (kind) => {
  const s = useSignedInApp(kind);
  let id = "";
  let document = "";
  beforeAll(async () => {
    id = await generate(s.t.app, s.user.access, REQUEST);
    await waitForJob(s.t.app, s.user.access, id);
    document = (
      await s.t.app.inject({ method: "GET", url: `/api/documents/${id}/`, headers: bearer(s.user.access) })
    ).json().document as string;
  });
  const ask = (user_query: string, content: string) =>
    s.t.app.inject({
      method: "POST",
      url: "/api/editor-agent",
      headers: bearer(s.user.access),
      payload: { user_query, content, document_id: id },
    });

  it("turns the executive summary into a bullet list without splitting decimal numbers", async () => {
    // The body rounds its figures: the appendix's sizing sentence (person-months and people with decimals) and its
    // account of the expected cost, as one paragraph of several sentences.
    const sizing = paragraphs(document).find(
      (p) => /person-months/.test(p) && (p.match(/\d+\.\d+/g) ?? []).length > 1,
    )!;
    const summary = `${sizing} ${paragraphs(document).find((p) => p.startsWith("The expected cost, "))!}`;
    const decimals = summary.match(/\d+\.\d+/g) ?? [];
    expect(decimals.length).toBeGreaterThan(1);
    const res = await ask("make this a bullet list", `<p>${summary}</p>`);
    expect(res.statusCode, res.body).toBe(200);
    const items = [...(res.json().result as string).matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1]!);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item).toMatch(/^[A-Z].*[.!?]$/);
    expect(items.join(" ")).toBe(summary);
    for (const decimal of decimals)
      expect(
        items.some((item) => item.includes(decimal)),
        decimal,
      ).toBe(true);
  });

  it("leaves a list item a list: 422 for the same kind, a kind change for the other, never a nested list", async () => {
    const item = /<li><p>Stated budget: [^<]*<\/p><\/li>/.exec(document)![0];
    const selection = `<ul>${item}</ul>`;
    const wholeList = /<ul><li><p>Type of project.*?<\/ul>/.exec(document)![0];
    for (const content of [selection, item, wholeList]) {
      const res = await ask("make this a bullet list", content);
      expect(res.statusCode, content).toBe(422);
      expect(res.json().detail).toBe("The selection is already a bullet list, so there is nothing to change.");
    }
    const numbered = await ask("make a numbered list", selection);
    expect(numbered.statusCode).toBe(200);
    expect(numbered.json().result).toBe(selection.replace("<ul>", "<ol>").replace("</ul>", "</ol>"));
    const mixed = await ask("make this a bullet list", `${selection}<p>Design first. Then build.</p>`);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().result).toBe(`${selection}<ul><li><p>Design first.</p></li><li><p>Then build.</p></li></ul>`);
    expect(mixed.json().result).not.toMatch(/<li>(?:(?!<\/li>).)*<ul>/);
  });

  it("makes bullet lists of a whole proposal section by section, moving no text and nesting no list", async () => {
    const res = await ask("make this a bullet list", document);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as string;
    const textOnly = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s/g, "");
    expect(textOnly(result)).toBe(textOnly(document));
    const headings = (html: string) => html.match(/<h[1-6][^>]*>.*?<\/h[1-6]>/g);
    expect(headings(result)).toEqual(headings(document));
    // Each section's text stays under its heading.
    const sections = (html: string) => html.split(/<h[1-6][^>]*>/).map(textOnly);
    expect(sections(result)).toEqual(sections(document));
    expect(result).not.toMatch(/<li>(?:(?!<\/li>).)*<(?:ul|ol)>/);
    expect(result).not.toMatch(/<ol>/);
    // Outside tables, every paragraph is now a list item.
    expect(result.replace(/<table[^>]*>.*?<\/table>/g, "")).not.toMatch(/(?<!<li>)<p>/);
  });

  it("scales the costs of the whole proposal by 10% but not the budget, the title, the request or other numbers", async () => {
    const res = await ask("increase the costs by 10%", document);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as string;

    // Headings, the quoted request and the stated budget are as they were.
    const untouched = (html: string) =>
      [...html.matchAll(/<h[1-6][^>]*>.*?<\/h[1-6]>/g)]
        .map((m) => m[0])
        .concat(paragraphs(html).filter((p) => p.startsWith("You asked for:") || p.startsWith("Stated budget:")));
    expect(untouched(result)).toEqual(untouched(document));
    expect(result).toContain("$300k budget");
    expect(result).toContain("Stated budget: $300,000.");
    expect(result).toContain("The stated budget of $300,000 cannot cover this scope");

    // Everything but money (weeks, hours, percentages, counts) is unchanged.
    expect(result.replace(MONEY, "$")).toBe(document.replace(MONEY, "$"));

    // Every other amount grew by 10%, and the summary counts exactly the amounts that changed.
    const before = document.match(MONEY)!;
    const after = result.match(MONEY)!;
    const changed = before
      .map((amount, i) => [dollars(amount), dollars(after[i]!)] as const)
      .filter(([b, a]) => b !== a);
    expect(changed.length).toBeGreaterThan(20);
    expect(changed.length).toBe(before.length - 4);
    expect(res.json().summary).toBe(
      `${changed.length} amounts increased by 10%. 4 amounts were left as written: the stated budget, headings and the quoted request are not costs.`,
    );

    // The gap to the budget follows the new expected cost; every other amount is 10% more.
    const budgetLine = paragraphs(result).find((p) => p.startsWith("Budget:"))!;
    const [, cost, gap] = /the expected cost is (\$[\d,]+) \((\$[\d,]+) more\)/.exec(budgetLine)!;
    expect(Math.abs(dollars(gap!) - (dollars(cost!) - 300_000))).toBeLessThanOrEqual(1);
    for (const [b, a] of changed)
      if (a !== dollars(gap!)) expect(Math.abs(a - b * 1.1), `${b} → ${a}`).toBeLessThanOrEqual(1);
  });

  it("raises only the stated budget when the instruction names the budget, and the gap to the cost follows", async () => {
    const res = await ask("raise the budget by 10%", document);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as string;
    expect(result).toContain("Stated budget: $330,000.");
    expect(result).toContain("The stated budget of $330,000 cannot cover this scope");
    const gapOf = (html: string) =>
      /the expected cost is (\$[\d,]+) \((\$[\d,]+) more\)/.exec(html)!.slice(1).map(dollars);
    const [costBefore, gapBefore] = gapOf(document);
    expect(gapOf(result)).toEqual([costBefore, gapBefore! - 30_000]);
    const changed = document.match(MONEY)!.filter((amount, i) => amount !== result.match(MONEY)![i]);
    // The budget paragraph (budget, then the gap), then the "Stated budget" line.
    expect(changed).toEqual(["$300,000", document.match(/\((\$[\d,]+) more\)/)![1], "$300,000"]);
    expect(res.json().summary).toMatch(
      /^3 amounts increased by 10%\. \d+ amounts were left as written: only the budget was changed/,
    );
  });

  it("answers 422 when the only amounts are the budget, a heading or the quoted request", async () => {
    const title = /<h1[^>]*>.*?<\/h1>/.exec(document)![0];
    const res = await ask("increase the costs by 10%", `${title}<ul><li><p>Stated budget: $40,000.</p></li></ul>`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^The only amounts in the selection are the stated budget/);
  });
});

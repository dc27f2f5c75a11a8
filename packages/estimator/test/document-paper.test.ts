import { describe, expect, it } from "vitest";
import { clientIn, coverOf, estimate, extractBrief } from "../src/index.js";
import { proposalHtml } from "./proposal-html.js";

const REQUEST =
  "Build a customer self-service portal for a mid-sized insurance company: policy management, claims submission and a chat with agents";
const brief = extractBrief(REQUEST);
const e = estimate(brief, 500);
const cover = { date: "2026-11-25", preparedBy: "Mary Jackson" };
const html = proposalHtml(e, brief, {}, cover);

/** Each table's rows as lists of [paragraph opening tag, text] per cell. */
function tables(source: string): Array<Array<Array<[string, string]>>> {
  return [...source.matchAll(/<table\b[^>]*>(.*?)<\/table>/g)].map((t) =>
    [...(t[1] ?? "").matchAll(/<tr>(.*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? "").matchAll(/<t[hd][^>]*>(<p[^>]*>)(.*?)<\/p><\/t[hd]>/g)].map(
        (c) => [c[1] ?? "", c[2] ?? ""] as [string, string],
      ),
    ),
  );
}

describe("the proposal's cover block", () => {
  it("follows the title with the client, the date and who prepared it, closed by a rule", () => {
    expect(
      html.startsWith(
        `<h1 id="customer-self-service-portal-for-a-mid-sized-insurance-company">Customer self-service portal for a mid-sized insurance company</h1>`,
      ),
    ).toBe(true);
    expect(html).toContain(
      "<p><strong>Client:</strong> A mid-sized insurance company<br><strong>Date:</strong> 25 November 2026<br><strong>Prepared by:</strong> Mary Jackson</p><hr><h2",
    );
  });

  it("leaves out a client the request does not name, and an unknown author", () => {
    const plain = extractBrief("a mobile app with payments and chat");
    const out = proposalHtml(estimate(plain, 200), plain, {}, { date: "2026-01-05" });
    expect(out).toContain("</h1><p><strong>Date:</strong> 5 January 2026</p><hr>");
    expect(out).not.toContain("Client:");
    expect(out).not.toContain("Prepared by");
  });

  it("escapes what it writes, and is read back by coverOf so a rewritten proposal keeps it", () => {
    const odd = proposalHtml(
      e,
      brief,
      {},
      { date: "2026-11-25", preparedBy: "<b>Ann & Bo</b>", client: "O'Neil & Sons" },
    );
    expect(odd).toContain("<strong>Prepared by:</strong> &lt;b&gt;Ann &amp; Bo&lt;/b&gt;");
    expect(coverOf(odd)).toEqual({ date: "25 November 2026", preparedBy: "<b>Ann & Bo</b>", client: "O'Neil & Sons" });
    expect(proposalHtml(e, brief, {}, coverOf(html))).toBe(html);
    expect(coverOf(proposalHtml(e, brief))).toBeUndefined();
  });

  it("finds the client a request names", () => {
    expect(clientIn("Client: Northwind Traders, a new booking system")).toBe("Northwind Traders");
    expect(clientIn("an intranet for Contoso Pharma Ltd with SSO")).toBe("Contoso Pharma Ltd");
    expect(clientIn("a loyalty app for a regional chain of bakeries")).toBeUndefined();
    expect(clientIn("a website for the city council")).toBe("The city council");
    expect(clientIn("a mobile app with payments")).toBeUndefined();
  });
});

describe("figures in the proposal's tables", () => {
  it("are right-aligned, header included, and text columns are not", () => {
    const all = tables(html);
    const [, byPhase, byRole, risks] = all;
    for (const t of [byPhase, byRole]) {
      for (const row of t ?? []) {
        expect(row[0]?.[0]).toBe("<p>");
        for (const cell of row.slice(1)) expect(cell[0]).toBe('<p style="text-align: right;">');
      }
    }
    expect(byPhase?.[0]?.map((c) => c[1])).toEqual(["Phase", "Weeks", "Effort (hours)", "Cost", "Share"]);
    for (const row of risks ?? []) {
      expect(row.map((c) => c[0])).toEqual([
        "<p>",
        '<p style="text-align: right;">',
        '<p style="text-align: right;">',
        '<p style="text-align: right;">',
        "<p>",
      ]);
    }
  });

  it("every cell holding an amount, a count or a share is right-aligned in every domain", () => {
    for (const request of [
      REQUEST,
      "risk analysis and budget for a 3-storey office building of 2,000 m²",
      "a product launch campaign on Instagram and Google Ads with $40k",
      "a conference for 300 attendees in Lisbon",
    ]) {
      const b = extractBrief(request);
      const out = proposalHtml(estimate(b, 200), b);
      // The timeline (the first table) marks weeks rather than stating figures.
      for (const t of tables(out).slice(1)) {
        for (const row of t.slice(1)) {
          for (const [open, text] of row.slice(1)) {
            if (/^[$€£]?[\d.,]+(%|\/h)?$/.test(text.replace(/&nbsp;/g, "")))
              expect(open, `${request}: ${text}`).toBe('<p style="text-align: right;">');
          }
        }
      }
    }
  });
});

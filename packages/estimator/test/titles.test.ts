import { describe, expect, it } from "vitest";
import { extractBrief, requestTitle } from "../src/index.js";
import { shortTitle } from "../src/reader/title.js";

// Long requests as people type them: each title must end where a phrase ends.
const LONG_REQUESTS: Array<[request: string, title: string]> = [
  [
    "Build a customer self-service portal for a mid-sized insurance company: policy management, claims submission with photo upload, document storage and a chat with agents",
    "Customer self-service portal for a mid-sized insurance company",
  ],
  [
    "We need a mobile app for a chain of 40 veterinary clinics with appointment booking, pet health records, reminders and in-app payments, team of 5, launch in 4 months",
    "Mobile app for a chain of 40 veterinary clinics",
  ],
  [
    "Renovate a 1930s three-storey townhouse of 240 m² in Dublin (new kitchen, two bathrooms, rewiring and insulation) to a high standard",
    "Renovate a 1930s three-storey townhouse of 240 m² in Dublin",
  ],
  [
    "Run a 12-week paid social and search campaign to drive sign-ups for our B2B invoicing software across the UK and Ireland with £80k",
    "12-week paid social and search campaign to drive sign-ups",
  ],
  [
    "Design and run a mixed-methods study of how small farmers in Kenya adopt mobile money, with 40 interviews, 6 focus groups and a survey of 800 respondents",
    "Mixed-methods study of how small farmers in Kenya adopt mobile money",
  ],
  [
    "Organise a product launch party for our fintech startup in Lagos, budget of ₦2 million for 300 guests",
    "Product launch party for our fintech startup in Lagos",
  ],
];

describe("titles of long requests", () => {
  it.each(LONG_REQUESTS)("%s", (request, title) => {
    expect(extractBrief(request).title).toBe(title);
    // The title alone, as a new document is named before its request is read.
    expect(requestTitle(request)).toBe(title);
  });

  it("a request that fits is kept whole", () => {
    expect(extractBrief("Plan a conference for 300 attendees in Lisbon").title).toBe(
      "Conference for 300 attendees in Lisbon",
    );
  });
});

describe("shortTitle", () => {
  it("never cuts inside a word, on a dangling word or inside brackets", () => {
    const text =
      "Warehouse extension (steel frame with cladding and a mezzanine floor for storage of pallets) near the port";
    const title = shortTitle(text, 40);
    expect(title.length).toBeLessThanOrEqual(40);
    expect(title).toBe("Warehouse extension");
  });

  it("falls back to the last whole word when no phrase boundary fits", () => {
    const title = shortTitle(
      "Supercalifragilistic expialidocious multidisciplinary interdepartmental reorganisation programme",
      50,
    );
    expect(title).toBe("Supercalifragilistic expialidocious");
  });

  it("takes the first sentence only", () => {
    expect(shortTitle("Quarterly board report. It covers sales, hiring and the new office.", 80)).toBe(
      "Quarterly board report",
    );
  });
});

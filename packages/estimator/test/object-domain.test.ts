import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/index.js";
import { domainsNamed } from "../src/reader/domain-words.js";

const read = (text: string) => understandRequest(text).brief;

describe("the kind stays inside the domain the request's object names", () => {
  it.each([
    [
      "An outdoor music festival for 8,000 people over 3 days near Austin, with stages, portable toilets and security",
      "event",
    ],
    ["SAP S/4HANA rollout for 300 users across 3 plants in Germany, go-live in 9 months", "software"],
    ["LinkedIn ads campaign for our B2B SaaS, $15,000 per month for 3 months, UK audience", "marketing"],
    ["Focus groups: 6 groups of 8 participants in Madrid, plus a survey of 1,000 consumers", "research"],
    ["A multi-storey car park with 400 spaces for our hospital in Leeds", "construction"],
    ["Our employee handbook and 12 training videos translated and subtitled into German and Polish", "other"],
    ["A 2-day leadership training programme for 20 managers in Leeds, with a coaching session after", "other"],
    ["Programma di formazione manageriale di 3 giornate per 15 responsabili a Torino", "other"],
    ["A 90-second company film with 1 shoot day at our factory and 3 cut-downs for LinkedIn", "marketing"],
  ])("%s → %s", (text, domain) => {
    expect(read(text).domain).toBe(domain);
  });

  it("words about the client or listed as parts do not name the object", () => {
    const named = domainsNamed("We need a festival for 5,000 people with portable toilets, for our hotel");
    expect([...named.object]).toEqual(["event"]);
  });

  it("a reading the request supports anywhere is the classifier's to keep", () => {
    // Research on an app and promotion of an app: the app is what is studied or promoted.
    expect(read("Usability test of our banking app with 8 users over 65, in 3 weeks").domain).toBe("research");
    expect(
      read("We're looking for TikTok creators to promote our finance app to young people for 3 months").domain,
    ).toBe("marketing");
  });

  it("an amenity or the client's business added to any request never changes its domain to theirs", () => {
    const requests = [
      "A corporate conference for 300 people in Lisbon over 2 days",
      "A booking web app for a chain of 12 gyms with payments",
      "A survey of 1,000 consumers in France about breakfast habits",
    ];
    const additions = [
      ", with portable toilets",
      ", for our hotel",
      ", with a kitchen for the catering",
      ", for our hospital",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...requests), fc.constantFrom(...additions), (request, addition) => {
        expect(read(request + addition).domain).toBe(read(request).domain);
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    // German and Dutch compounds name their domain by their head noun.
    ["Wir brauchen eine Kostenschätzung für eine Tiefgarage mit 40 Stellplätzen in Köln", "construction"],
    ["Onze gemeente wil een bewonersonderzoek met een vragenlijst onder 2.000 huishoudens", "research"],
    // "An agency for our party": what follows someone to hire is the project, not the client's account of themselves.
    [
      "Wir suchen eine Agentur für unsere Sommerfeier in Hamburg, etwa 200 Gäste, ein Abend mit Buffet und Band",
      "event",
    ],
    // What the client makes is not what they ask for.
    [
      "We make accounting software for dentists and want a LinkedIn ads campaign for 3 months, $5,000 a month",
      "marketing",
    ],
    [
      "Looking for a retained executive search for a CFO at our 400-person logistics company in Chicago, shortlist in 10 weeks, fee up to $90,000",
      "other",
    ],
  ])("%s → %s", (text, domain) => {
    expect(read(text).domain).toBe(domain);
  });

  it("a short wish with no figure and no kind the classifier is sure of asks what to deliver", () => {
    for (const text of [
      "Quiero publicidad para mi negocio en Sevilla, ¿cuánto cuesta?",
      "We'd like some research on our customers, what would it cost?",
    ]) {
      expect(understandRequest(text).questions.length, text).toBeGreaterThan(0);
    }
  });

  it("what the client says they make never moves a request out of its domain", () => {
    const requests = [
      "A warehouse extension of 1,200 m² with two loading docks in Lyon",
      "A two-day conference for 250 people in Madrid with simultaneous translation",
      "A LinkedIn and Google ads campaign for 4 months, budget €8,000 a month",
    ];
    const selves = ["We make banking software. ", "We're a wedding planner. ", "We run a market research agency. "];
    fc.assert(
      fc.property(fc.constantFrom(...requests), fc.constantFrom(...selves), (request, self) => {
        expect(read(self + request).domain).toBe(read(request).domain);
      }),
      { numRuns: 30 },
    );
  });
});

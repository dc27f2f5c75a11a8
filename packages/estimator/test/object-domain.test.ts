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
});

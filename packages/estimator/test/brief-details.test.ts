import type { BriefInput } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const cost = (brief: BriefInput) => estimate(brief, 200).total_cost.expected;

describe("the reader reads a kind's details once, and the kind prices from them", () => {
  it("records each detail with the words it came from", () => {
    const { brief } = understandRequest(
      "20 in-person interviews of 45 minutes with oncologists in Germany, then a report",
    );
    expect(brief.details).toMatchObject({ audience: "specialist", in_person: true, session_minutes: 45 });
    expect(brief.fields?.["details.session_minutes"]).toMatchObject({ value: 45, source: "45 minutes" });
    expect(brief.fields?.["details.audience"]?.source).toMatch(/oncologists/i);
  });

  it("prices what the details say, not what the summary's words say", () => {
    const read = understandRequest("20 interviews with oncologists in Germany").brief;
    expect(read.details?.audience).toBe("specialist");
    // The same brief corrected to consumers (the words unchanged) is priced as consumers: the text is not read again.
    const corrected = { ...read, details: { ...read.details, audience: undefined } };
    expect(cost(corrected)).toBeLessThan(cost(read));
    // And a detail the words never stated is priced when the brief carries it.
    const overnight = understandRequest("A two-day offsite for 40 employees in Lisbon").brief;
    expect(overnight.details?.stays_overnight).toBeUndefined();
    expect(cost({ ...overnight, details: { ...overnight.details, stays_overnight: true } })).toBeGreaterThan(
      cost(overnight),
    );
  });

  it("reads a brief that never went through the reader (stored before its details) the same as when read", () => {
    const { brief } = understandRequest("A corporate offsite for 60 people with 2 nights in a hotel, full board");
    const { details: _details, ...stored } = brief;
    expect(estimate(stored, 200)).toEqual(estimate(brief, 200));
  });
});

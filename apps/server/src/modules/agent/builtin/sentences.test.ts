import { describe, expect, it } from "vitest";
import { sentences } from "./sentences.js";

describe("sentences", () => {
  it("does not split inside numbers", () => {
    expect(
      sentences(
        "It is estimated at about 34.9 person-months over 47 weeks. It takes 51.1 weeks. It costs $1,234.56 at 1.5x the effort.",
      ),
    ).toEqual([
      "It is estimated at about 34.9 person-months over 47 weeks.",
      "It takes 51.1 weeks.",
      "It costs $1,234.56 at 1.5x the effort.",
    ]);
  });

  it("does not split after abbreviations or initials", () => {
    const text =
      "Use a provider, e.g. Stripe, i.e. One vendor. It costs approx. 40 hours vs. the old plan. Ask Mr. Smith and Dr. Jones about No. 5. J. R. Tolkien wrote it in the U.S. Then we start.";
    expect(sentences(text)).toEqual([
      "Use a provider, e.g. Stripe, i.e. One vendor.",
      "It costs approx. 40 hours vs. the old plan.",
      "Ask Mr. Smith and Dr. Jones about No. 5.",
      "J. R. Tolkien wrote it in the U.S. Then we start.",
    ]);
  });

  it("splits at sentence ends followed by a capital, a quote or a digit, and keeps closing quotes", () => {
    expect(sentences('We build it. "Then" we test! 3 teams help? Yes, etc. The end... Done')).toEqual([
      "We build it.",
      '"Then" we test!',
      "3 teams help?",
      "Yes, etc.",
      "The end...",
      "Done",
    ]);
    expect(sentences('He said "stop." Then left. costs rise. no split here')).toEqual([
      'He said "stop."',
      "Then left. costs rise. no split here",
    ]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Brief } from "@scopewise/shared";
import { estimate, understandRequest } from "../src/index.js";
import { ASKS_FOR, asksFor } from "./asks-for.js";

/** What the Brief holds from the request, by the kind of value a question may ask for. */
const STATED: Record<string, (brief: Brief) => boolean> = {
  budget: (b) => b.budget !== undefined,
  deadline: (b) => b.deadline_weeks !== undefined,
  duration: (b) => b.duration_weeks !== undefined,
  locations: (b) => Boolean(b.location),
  area: (b) => b.quantities.area_m2 !== undefined,
  attendees: (b) => b.quantities.attendees !== undefined,
  days: (b) => b.quantities.days !== undefined,
  respondents: (b) => b.quantities.participants !== undefined,
  pages: (b) => b.quantities.pages !== undefined,
  team: (b) => b.team_size !== undefined,
};

const corpus = readFileSync(new URL("../corpus/requests.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { text: string });

describe("the judge of questions asking for a stated value", () => {
  it.each([
    ["duration", "How long should the campaign run?", true],
    ["duration", "How long is the questionnaire, and in how many languages?", false],
    ["duration", "¿Cuánto debe durar cada sesión, y a distancia o presencial?", false],
    ["attendees", "How many guests will attend?", true],
    ["attendees", "Hoeveel mensen bemannen de stand, en hebben zij reizen en hotels nodig?", false],
    ["locations", "Where is the site?", true],
    ["locations", "Where is the training data, how much history is there, and is it labelled?", false],
  ])("%s: %s → %s", (what, question, asks) => {
    expect(asksFor(what, question)).toBe(asks);
  });
});

describe("no question asks for what the request states", () => {
  it("over the whole corpus, no question of the reader or of the estimate asks for a value the request states", () => {
    const offences: string[] = [];
    let asked = 0;
    for (const { text } of corpus) {
      const { brief, questions: readerQuestions } = understandRequest(text);
      const questions = readerQuestions.length > 0 ? readerQuestions : (estimate(brief, 100).questions ?? []);
      if (questions.length === 0) continue;
      asked++;
      for (const [what, stated] of Object.entries(STATED)) {
        if (!stated(brief)) continue;
        const question = questions.find((q) => asksFor(what, q));
        if (question) offences.push(`${what}: ${text.slice(0, 60)} → ${question}`);
      }
    }
    expect(asked).toBeGreaterThan(500);
    expect(offences).toEqual([]);
  }, 300_000); // The whole corpus, read and priced once per row: minutes on a machine shared with other work.

  it.each([
    "We need something for our company in Leeds, budget £20k",
    "Hola, una pregunta sobre Sevilla con presupuesto de 30.000 €",
    "A project in Berlin, budget 50.000 €, by June",
  ])("a vague request that states its budget and place is asked only for what it leaves open: %s", (text) => {
    const { questions } = understandRequest(text);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question).not.toMatch(ASKS_FOR.budget!);
      expect(question).not.toMatch(ASKS_FOR.locations!);
    }
  });

  it.each([
    ["A new detached house of 180 m² on two storeys in Leeds", /storeys/i],
    ["A new office building of 4,000 m² with 5 floors in Lyon", /storeys/i],
    ["Product launch campaign for our new app, launch in 10 weeks, budget $40k", /launch date/i],
  ])("the estimate's own questions leave out what the request states: %s", (text, asked) => {
    const { brief, questions } = understandRequest(text);
    expect(questions).toEqual([]);
    expect(estimate(brief, 200).questions).not.toContainEqual(expect.stringMatching(asked));
  });
});

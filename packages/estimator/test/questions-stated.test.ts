import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

/** Words by which a question asks for a budget, a date or the site, in the seven languages (read apart from the reader's own tables). */
const ASKS_BUDGET = /budget|presupuesto|or[çc]amento|kostenrahmen|begroting/i;
const ASKS_DATE = /\bdate\b|fecha|\bdata\b|termin|\bdatum\b|lanceerdatum|opleverdatum|einddatum/i;
const ASKS_SITE = /where is the site|which city|d[óo]nde est[áa] la obra|qu[ée] ciudad|wo liegt|welcher stadt|o[ùu] se trouve|quelle ville|onde fica|que cidade|dove si trova|quale citt[àa]|waar ligt|welke stad/i;

const corpus = readFileSync(new URL("../corpus/requests.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { text: string });

describe("no question asks for what the request states", () => {
  it("over the whole corpus, a request whose budget, deadline or site was read is never asked for it", () => {
    const offences: string[] = [];
    let asked = 0;
    for (const { text } of corpus) {
      const { brief, questions } = understandRequest(text);
      if (questions.length === 0) continue;
      asked++;
      for (const question of questions) {
        if (brief.budget !== undefined && ASKS_BUDGET.test(question)) offences.push(`budget: ${text.slice(0, 60)} → ${question}`);
        if (brief.deadline_weeks !== undefined && ASKS_DATE.test(question)) offences.push(`date: ${text.slice(0, 60)} → ${question}`);
        if (brief.location && ASKS_SITE.test(question)) offences.push(`site: ${text.slice(0, 60)} → ${question}`);
      }
    }
    expect(asked).toBeGreaterThan(50);
    expect(offences).toEqual([]);
  }, 300_000); // The whole corpus, read and priced once per row: minutes on a machine shared with other work.

  it.each(["We need something for our company in Leeds, budget £20k", "Hola, una pregunta sobre Sevilla con presupuesto de 30.000 €", "A project in Berlin, budget 50.000 €, by June"])(
    "a vague request that states its budget and place is asked only for what it leaves open: %s",
    (text) => {
      const { questions } = understandRequest(text);
      expect(questions.length).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question).not.toMatch(ASKS_BUDGET);
        expect(question).not.toMatch(ASKS_SITE);
      }
    },
  );

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


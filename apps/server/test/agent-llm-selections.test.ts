import { describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { useOpenAiStub } from "./openai-stub.js";
import { bearer, useSignedInApp } from "./test-app.js";

/** A selection through an OpenAI-compatible model on loopback: what the prompt carries, and what comes back. */
const ITEM =
  "Discovery and design: weeks 1–10, about $79,983. It ends with a design review, where you sign off the scope before the build starts.";
const CELL = "The build is planned as 21 weeks of work at $249,690, because the payments work needs a security review.";
const PARAGRAPH =
  "We expect it to cost $504,804 including a $45,239 contingency. With 80% confidence it costs at most $580,560 and finishes within 55.1 weeks.";

const SELECTIONS = [
  {
    place: "paragraph",
    content: `<p>${PARAGRAPH}</p>`,
    words: "part of one paragraph",
    answer:
      "<p>Expected cost $504,804 (with a $45,239 contingency); at 80% confidence at most $580,560 and 55.1 weeks.</p>",
  },
  {
    place: "list_item",
    content: `<p>${ITEM}</p>`,
    words: "part of one list item",
    answer: "<p>Discovery and design: weeks 1–10, about $79,983, ending with your sign-off.</p>",
  },
  {
    place: "table_cell",
    content: `<p>${CELL}</p>`,
    words: "part of one table cell",
    answer: "<p>21 weeks, $249,690: payments need a security review.</p>",
  },
] as const;

describe.each(databaseKinds())("the assistant on a selection through an OpenAI-compatible model on $name", (kind) => {
  const llm = useOpenAiStub(() => ({ content: "<p>unused</p>" }));
  const s = useSignedInApp(kind, () => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: llm.stub.baseUrl,
    OPENAI_API_KEY: "test-key",
    AI_MODEL: "stub-model",
    AI_TIMEOUT_MS: "2000",
    AI_MAX_RETRIES: "1",
  }));
  const ask = (payload: Record<string, unknown>) =>
    s.t.app.inject({ method: "POST", url: "/api/editor-agent", headers: bearer(s.user.access), payload });

  for (const selection of SELECTIONS) {
    it(`sends a ${selection.place} selection with the instruction and the rule to keep figures, and answers the model's text for exactly that selection`, async () => {
      llm.stub.script.push({ content: selection.answer });
      const res = await ask({
        user_query: "make this more concise",
        content: selection.content,
        selection_context: selection.place,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        result: selection.answer,
        summary: "Here is the proposed change: accept or reject it in the document.",
      });
      const [system, user] = llm.stub.requests.at(-1)!.messages;
      expect(system?.content).toContain(
        "Keep every figure: each number, amount, percentage, duration, range and confidence level (P10, P50, P80, P90)",
      );
      expect(user?.content).toContain("Instruction: make this more concise");
      expect(user?.content).toContain(`The HTML is the user's selection: ${selection.words}.`);
      expect(user?.content).toContain("Keep every figure of the HTML exactly as written.");
      expect(user?.content).toContain(selection.content);
    });
  }

  it("says nothing of a selection for the whole document", async () => {
    llm.stub.script.push({ content: "<h1>Plan</h1><p>Shorter: $1,200.</p>" });
    const res = await ask({
      user_query: "make this more concise",
      content: "<h1>Plan</h1><p>It is really going to cost $1,200 in total.</p>",
    });
    expect(res.statusCode).toBe(200);
    const user = llm.stub.requests.at(-1)!.messages[1]?.content ?? "";
    expect(user).not.toContain("The HTML is the user's selection");
    expect(user).toContain("Keep every figure of the HTML exactly as written.");
  });

  it("does not pass on a model's shortening that drops a figure: the built-in assistant makes the change instead", async () => {
    llm.stub.script.push({ content: "<p>We expect it to cost $504,804, and it is likely to finish on time.</p>" });
    const res = await ask({
      user_query: "make this more concise",
      content: `<p>${PARAGRAPH} It is really a lot of work for a small team.</p>`,
      selection_context: "paragraph",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe(`<p>${PARAGRAPH}</p>`);
    expect(res.json().summary).toBe(
      "Shortened the text, keeping every figure. (The AI model's answer left out figures of the text (45,239, 80, 580,560). The built-in assistant made this change.)",
    );

    // When the built-in assistant has nothing to do either, the answer is a 422, never the model's lossy text.
    llm.stub.script.push({ content: "<p>Design: about a week.</p>" });
    const refused = await ask({
      user_query: "make this more concise",
      content: "<p>Design: 3 weeks.</p>",
      selection_context: "list_item",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      "The AI model's answer left out a figure of the text (3). Try again, or ask for a smaller change.",
    );
  });

  it("lets a model change figures when the instruction asks for it", async () => {
    llm.stub.script.push({ content: "<p>Design costs $13,200.</p>" });
    const res = await ask({
      user_query: "increase the costs by 10%",
      content: "<p>Design costs $12,000.</p>",
      selection_context: "paragraph",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe("<p>Design costs $13,200.</p>");
  });

  it("falls back to the built-in assistant on the same selection when the model cannot be reached", async () => {
    llm.stub.script.push({ status: 500 }, { status: 500 });
    const res = await ask({
      user_query: "make this more concise",
      content: `<p>${ITEM}</p>`,
      selection_context: "list_item",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe("<p>Discovery and design: weeks 1–10, about $79,983.</p>");
    expect(res.json().summary).toContain("The built-in assistant made this change.");
  });
});

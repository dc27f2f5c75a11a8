import { describe, expect, it } from "vitest";
import { quickAnswers } from "./quick-answers";

const labels = (question: string) => quickAnswers(question).map((answer) => answer.label);

describe("quick answers to clarifying questions", () => {
  it("offers the choices a question lists after a colon, each sent with its question", () => {
    const answers = quickAnswers("Which platforms should it run on: iOS, Android or both?");
    expect(answers.map((answer) => answer.label)).toEqual(["iOS", "Android", "Both"]);
    expect(answers[2]?.content).toBe("Which platforms should it run on: iOS, Android or both? Both.");
  });

  it("does not take an example list for choices", () => {
    expect(
      labels("Roughly how big is it (for example the number of screens, square metres, attendees or interviews)?"),
    ).toEqual([]);
    expect(labels("What should it include: for example payments, chat or maps?")).toEqual([]);
  });

  it("does not offer long phrases as choices", () => {
    expect(
      labels(
        "Which describes it best: a shop that sells handmade furniture online, or a booking site for a small hotel?",
      ),
    ).toEqual([]);
  });

  it("answers a budget-and-date question without a figure the user did not give", () => {
    const answers = quickAnswers("Is there a budget or a date it has to fit?");
    expect(answers.map((answer) => answer.label)).toEqual([
      "No fixed budget or deadline",
      "No fixed budget",
      "No fixed deadline",
    ]);
    expect(answers.every((answer) => !/\d/.test(answer.content))).toBe(true);
  });

  it("offers time frames for a deadline question", () => {
    expect(labels("By when does it need to be live?")).toEqual([
      "No fixed deadline",
      "Within 3 months",
      "Within 6 months",
    ]);
  });

  it("offers yes and no for a closed question, sent with the question", () => {
    const answers = quickAnswers("Do you already have designs?");
    expect(answers.map((answer) => answer.label)).toEqual(["Yes", "No"]);
    expect(answers[1]?.content).toBe("Do you already have designs? No.");
  });

  it("leaves open questions to be typed", () => {
    expect(
      labels("What would you like to build, run or organise? One or two sentences about the project are enough."),
    ).toEqual([]);
    expect(labels("Where is the site?")).toEqual([]);
  });
});

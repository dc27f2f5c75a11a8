import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};

describe("a study is priced from what it asks for: groups, audience, mode, modules and waves", () => {
  it("the reader puts the number of focus groups into the brief, and each group adds to the cost", () => {
    const request = (groups: number) =>
      `A coffee roaster in Leeds wants ${groups} focus groups with regular café customers, 7 people per group, with a moderator, transcripts and a short report.`;
    const four = priced(request(4));
    const ten = priced(request(10));
    expect(four.brief.quantities.groups).toBe(4);
    expect(four.e.total_cost.expected).toBeGreaterThan(8_000);
    expect(ten.e.total_cost.expected).toBeGreaterThan(four.e.total_cost.expected * 1.8);
    expect(ten.e.duration_weeks.p50).toBeGreaterThanOrEqual(four.e.duration_weeks.p50);
  });

  it("a physician costs more per complete than a consumer", () => {
    const request = (who: string) =>
      `We need an online survey of 300 ${who} in the US, 20 minutes, with data tables and a summary report.`;
    const consumers = priced(request("adult consumers")).e.total_cost.expected;
    const physicians = priced(request("cardiologists")).e.total_cost.expected;
    expect(physicians).toBeGreaterThan(consumers * 2);
  });

  it("a telephone survey costs more than the same survey online", () => {
    const online = priced(
      "A city council wants a residents' survey, n=500, 15-minute questionnaire online, with a report.",
    );
    const phone = priced(
      "A city council wants a residents' survey, n=500, 15-minute questionnaire by telephone (CATI), with a report.",
    );
    expect(phone.brief.quantities.methods).toContain("telephone");
    expect(phone.e.total_cost.expected).toBeGreaterThan(online.e.total_cost.expected * 1.4);
  });

  it("a conjoint module is priced on top of the questionnaire", () => {
    const plain = priced(
      "Online survey of 1,000 car owners in Germany about charging habits, 15 minutes, with a report.",
    );
    const conjoint = priced(
      "Online survey of 1,000 car owners in Germany about charging habits, 15 minutes, with a conjoint exercise and a report.",
    );
    expect(conjoint.brief.quantities.methods).toContain("conjoint");
    expect(conjoint.e.total_cost.expected).toBeGreaterThan(plain.e.total_cost.expected * 1.3);
  });

  it("a tracker's waves multiply its fieldwork and stretch its weeks", () => {
    const one = priced("We need a brand awareness survey of 600 consumers in Spain, with a report.");
    const four = priced(
      "We need a brand tracking survey of 600 consumers in Spain: 4 waves over the year, with a report after each wave.",
    );
    expect(four.brief.quantities.waves).toBe(4);
    expect(four.e.total_cost.expected).toBeGreaterThan(one.e.total_cost.expected * 2.2);
    expect(four.e.duration_weeks.p50).toBeGreaterThan(one.e.duration_weeks.p50 + 26);
  });

  it("interviews with several groups are all counted, in any of the languages", () => {
    for (const [text, n] of [
      [
        "A patient journey study: 30 in-depth interviews with patients and 10 interviews with rheumatologists, remote, across the US",
        40,
      ],
      ["Étude qualitative : 15 entretiens avec des artisans et 5 entretiens avec des grossistes à Lyon", 20],
      ["Wir möchten 30 Experteninterviews mit Einkaufsleitern in Polen führen lassen", 30],
    ] as const) {
      expect(understandRequest(text).brief.details?.method_units?.interviews, text).toBe(n);
    }
    const cost = (text: string) => priced(text).e.total_cost.expected;
    expect(
      cost("30 in-depth interviews with patients and 10 interviews with rheumatologists, remote, across the US"),
    ).toBeGreaterThan(cost("30 in-depth interviews with patients, remote, across the US"));
  });
});

/**
 * Figures a request states are priced as stated: an incentive per participant, sides of an area written with
 * their units, hectares (but never the land's area), a group said as a group, a named launch date, social
 * posts and reels counted as such (not as blog articles); and every study carries the lead's management hours.
 */
import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 400) };
};
const line = (e: ReturnType<typeof estimate>, pattern: RegExp) => e.lines?.find((l) => pattern.test(l.item));
const tasks = (e: ReturnType<typeof estimate>) => e.phases.flatMap((p) => p.tasks.map((t) => t.name));

describe("a stated incentive per participant", () => {
  const survey = (incentive: string) =>
    `Online survey of US medical oncologists, n=150, 20 minutes.${incentive} We need programming, fielding and data tables.`;

  it("is read with its amount and currency in seven languages' words", () => {
    for (const [text, amount, currency] of [
      ["Honoraria will be about $150 per completed interview.", 150, "USD"],
      ["12 user interviews with nurses, $100 incentives, budget $20,000.", 100, "USD"],
      ["20 Interviews mit Hausärzten, Aufwandsentschädigung 120 € pro Teilnehmer.", 120, "EUR"],
      ["Entrevistas con 15 directivos, incentivo de 200 € por entrevista.", 200, "EUR"],
      ["15 entretiens avec des pharmaciens, 80 € par participant.", 80, "EUR"],
    ] as const) {
      expect(understandRequest(text).brief.details?.incentive, text).toEqual({ amount, currency });
    }
    expect(understandRequest("Survey of 1,000 consumers in France, budget 30 000 €").brief.details?.incentive).toBe(
      undefined,
    );
  });

  it("is paid as stated: a higher honorarium raises the cost per complete by the difference", () => {
    const low = priced(survey(" Honoraria will be about $100 per completed interview."));
    const high = priced(survey(" Honoraria will be about $300 per completed interview."));
    const lowLine = line(low.e, /cost per complete/i);
    const highLine = line(high.e, /cost per complete/i);
    expect(highLine!.unit_cost - lowLine!.unit_cost).toBeCloseTo(200, 0);
    expect(highLine!.source).toMatch(/stated in the request/);
    // The stated amount is not the study's budget.
    expect(high.brief.budget).toBeUndefined();
  });

  it("replaces the model's incentive in an interview study", () => {
    const stated = priced("12 user interviews with nurses in Boston, 45 minutes, $175 incentives per participant.");
    expect(line(stated.e, /incentive/i)?.unit_cost).toBe(175);
  });
});

describe("an area written as two sides with their units", () => {
  it("is the product of the sides, whichever side carries the unit", () => {
    for (const text of [
      "We want an in-ground concrete pool in our backyard in Sydney, around 8m x 4m, with a heat pump.",
      "An in-ground pool 8 x 4 m in our garden in Sydney.",
      "An in-ground pool of 8 m by 4 m in our garden in Sydney.",
    ]) {
      expect(understandRequest(text).brief.quantities.area_m2, text).toBe(32);
    }
  });
});

describe("areas of land and in hectares", () => {
  it("hectares are read as 10,000 m² each, in the languages' words", () => {
    expect(understandRequest("Landscaping of 1.5 hectares of parkland in Leeds.").brief.quantities.area_m2).toBe(
      15_000,
    );
    expect(understandRequest("Riego por goteo para 3 hectáreas de jardines en Murcia.").brief.quantities.area_m2).toBe(
      30_000,
    );
  });

  it("the land the work sits on is never the work's area", () => {
    const borehole = understandRequest("A borehole with a solar pump on our 2-hectare farm near Pretoria.").brief;
    expect(borehole.quantities.area_m2).toBeUndefined();
    expect(understandRequest("A house of 180 m² on a 600 m² plot in Lyon.").brief.quantities.area_m2).toBe(180);
    // A site's area stays the work's when nothing else is named (a new warehouse on it).
    expect(understandRequest("A new warehouse on a 5,000 m² site near Lyon.").brief.quantities.area_m2).toBe(5_000);
  });
});

describe("a group said as a group", () => {
  it("is the event's attendees", () => {
    for (const [text, n] of [
      ["Corso di cucina per team building a Milano, siamo in 35.", 35],
      ["We are a group of 40 for a company offsite in Lisbon, 2 days.", 40],
      ["Organizamos una cena de empresa en Madrid, somos 25.", 25],
      ["Wir sind 18 und suchen ein Teamevent in Hamburg.", 18],
    ] as const) {
      expect(understandRequest(text).brief.quantities.attendees, text).toBe(n);
    }
  });
});

describe("a launch date the request names", () => {
  it("is kept with its words, and the launch date is not asked for again", () => {
    const { brief, e } = priced(
      "We are launching our new craft gin in September and need a launch campaign in London: PR, paid social and an event.",
    );
    expect(brief.details?.stated_date).toBe("in September");
    expect((e.questions ?? []).join(" ")).not.toMatch(/launch date/i);
    const undated = priced("We need a launch campaign in London for our new craft gin: PR, paid social and an event.");
    expect((undated.e.questions ?? []).join(" ")).toMatch(/launch date/i);
  });

  it("is read in the seven languages, and English 'may' only as the month", () => {
    for (const text of [
      "Lanzamos en mayo nuestra nueva marca",
      "Wir starten im Juni mit der Kampagne",
      "lancement prévu d'ici septembre",
      "lançamento em março de 2026",
      "lancio a settembre",
      "lancering vóór 1 mei",
      "Launch on 1 October 2026",
    ])
      expect(
        understandRequest(`${text}. Campaign with PR and paid social.`).brief.details?.stated_date,
        text,
      ).toBeDefined();
    expect(
      understandRequest("We may need a campaign with PR and paid social.").brief.details?.stated_date,
    ).toBeUndefined();
  });
});

describe("a bare dollar sign in a request whose place is unknown", () => {
  it("is Canadian in French, and stays as read in English", () => {
    const french = understandRequest(
      "Bonjour! On se marie en août et on cherche une planificatrice : 150 invités. Notre budget est d'environ 20 000 $ pour tout.",
    ).brief;
    expect(french.currency).toBe("CAD");
    expect((french.assumptions ?? []).join(" ")).toMatch(/Canadian dollars/);
    expect(
      understandRequest("We are getting married in August, 150 guests, budget about $20,000.").brief.currency,
    ).toBe("USD");
    // A place still decides: French with "$" in Paris is not Canadian.
    expect(understandRequest("Un site web pour notre boutique à Paris, budget 5 000 €").brief.currency).toBe("EUR");
  });
});

describe("social content is counted as social content", () => {
  const request =
    "Independent gin distillery in the Cotswolds. Looking for someone to run our Instagram, TikTok and Facebook for 6 months: 12 posts and 8 reels a month and a short monthly report.";

  it("posts next to a social network are social posts and reels are reels, with no blog articles added", () => {
    const { brief, e } = priced(request);
    expect(brief.details?.pieces?.social).toEqual({ count: 12, monthly: true });
    expect(brief.details?.pieces?.reels).toEqual({ count: 8, monthly: true });
    expect(brief.details?.pieces?.articles).toBeUndefined();
    const names = tasks(e).join(" | ");
    expect(names).toMatch(/reels/i);
    expect(names).not.toMatch(/Articles of about/);
  });

  it("more reels a month never cost less", () => {
    const more = priced(request.replace("8 reels", "16 reels")).e.total_cost.expected;
    expect(more).toBeGreaterThan(priced(request).e.total_cost.expected);
  });

  it("blog posts with no social network named stay articles", () => {
    const { brief } = priced("A B2B software firm wants 4 blog posts a month for 6 months, about 1,200 words each.");
    expect(brief.details?.pieces?.articles?.count).toBe(4);
  });
});

describe("every study is managed", () => {
  it("carries the lead's project management at about an eighth of the study's hours", () => {
    for (const text of [
      "Online survey of 1,000 consumers in Germany about coffee habits, 15 minutes, with a report.",
      "20 user interviews with nurses in Boston, 45 minutes each, with a synthesis report.",
      "Market sizing for electric cargo bikes in 5 European countries, with a deck.",
    ]) {
      const { e } = priced(text);
      const all = e.phases.flatMap((p) => p.tasks);
      const management = all.find((t) => /project management and client meetings/i.test(t.name));
      expect(management, text).toBeDefined();
      const hours = all.reduce((sum, t) => sum + t.effort_hours, 0);
      expect(management!.effort_hours / hours).toBeGreaterThan(0.08);
      expect(management!.effort_hours / hours).toBeLessThan(0.16);
      expect(e.method).toMatch(/Capers Jones/);
    }
  });
});

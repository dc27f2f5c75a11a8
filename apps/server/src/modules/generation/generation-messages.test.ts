import { estimate, jargonIn, understandRequest } from "@scopewise/estimator";
import { briefSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { failureMessage, questionsMessage, readyMessage } from "./generation-messages.js";

/** Money as a reader in that country writes it, built here with Intl rather than with the engine's formatter. */
const money = (locale: string, currency: string, value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(value);

describe("the chat answers of a generation, in the request's language", () => {
  it.each([
    ["en", "Austin", "USD", "en-US", /^Your proposal is ready\. We expect it to cost about /],
    ["de", "Berlin", "EUR", "de-DE", /^Ihr Angebot ist fertig\. /],
    ["es", "Ciudad de México", "MXN", "es-MX", /^Su propuesta está lista\. /],
    ["fr", "Montréal", "CAD", "fr-CA", /^Votre proposition est prête\. /],
    ["pt", "São Paulo", "BRL", "pt-BR", /^A sua proposta está pronta\. /],
  ])(
    "a ready proposal in %s (%s) states its figures in the proposal's plain words, as the site writes them",
    (language, location, currency, locale, opening) => {
      const brief = briefSchema.parse({
        domain: "software",
        kind: "web_app",
        title: "App",
        summary: "A web app",
        language,
        location,
        currency,
      });
      const e = estimate(brief, 200);
      const message = readyMessage(e, brief.location);
      expect(message).toMatch(opening);
      // The words the proposal's body keeps to: no percentile codes, no fractions of weeks, months as months.
      expect(jargonIn(message)).toBeUndefined();
      expect(message).not.toMatch(/\bP\d0\b|confiden|Wahrscheinlichkeit/i);
      // The expected cost, rounded as a client quotes it and written as the site writes money.
      const rounded = [2, 3, 4].map((digits) => {
        const step = 10 ** (Math.floor(Math.log10(e.total_cost.expected)) - (digits - 1));
        return money(locale, currency, Math.round(e.total_cost.expected / step) * step);
      });
      expect(rounded.some((amount) => message.includes(amount))).toBe(true);
    },
  );

  it("says a project of months in months and a short one in whole weeks", () => {
    const long = estimate(
      briefSchema.parse({ domain: "software", kind: "mobile_app", title: "App", summary: "A mobile app" }),
      2_000,
    );
    expect(long.duration_weeks.p50).toBeGreaterThan(8);
    expect(readyMessage(long)).toMatch(/It takes about \d+(\.5)? months/);
    const short = estimate(
      briefSchema.parse({ domain: "software", kind: "website", title: "Site", summary: "A small website" }),
      10,
    );
    expect(short.duration_weeks.p50).toBeLessThan(8);
    expect(readyMessage(short)).toMatch(/It takes about \d+ weeks?[,.]/);
    expect(jargonIn(readyMessage(short))).toBeUndefined();
  });

  it("asks its questions in the request's language", () => {
    const { brief, questions } = understandRequest("Hola, necesito una aplicación");
    expect(brief.language).toBe("es");
    const message = questionsMessage(questions, brief.language);
    expect(message).toMatch(/^Antes de estimar nada/);
    for (const question of questions) expect(message).toContain(`- ${question}`);
  });

  it("says why a generation failed in the request's language, English otherwise", () => {
    expect(failureMessage("internal", "fr")).toBe(
      "La proposition n'a pas pu être générée à cause d'une erreur interne. Veuillez réessayer.",
    );
    expect(failureMessage("interrupted", "it")).toBe("La generazione è stata interrotta più volte. Riprovi.");
    expect(failureMessage("interrupted", "sv")).toBe("Generation was interrupted several times. Please try again.");
  });
});

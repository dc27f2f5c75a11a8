import { estimate, understandRequest } from "@scopewise/estimator";
import { briefSchema } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { failureMessage, questionsMessage, readyMessage } from "./generation-messages.js";

/** Money as a reader in that country writes it, built here with Intl rather than with the engine's formatter. */
const money = (locale: string, currency: string, value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(value);

describe("the chat answers of a generation, in the request's language", () => {
  it.each([
    ["en", "Austin", "USD", "en-US", /^Your proposal is ready: expected cost /],
    ["de", "Berlin", "EUR", "de-DE", /^Ihr Angebot ist fertig: erwartete Kosten /],
    ["es", "Ciudad de México", "MXN", "es-MX", /^Su propuesta está lista: coste esperado de /],
    ["fr", "Montréal", "CAD", "fr-CA", /^Votre proposition est prête : coût attendu de /],
    ["pt", "São Paulo", "BRL", "pt-BR", /^A sua proposta está pronta: custo esperado de /],
  ])(
    "a ready proposal in %s (%s) states its figures as the site writes them",
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
      expect(message).toContain(money(locale, currency, e.total_cost.expected));
      expect(message).toContain(money(locale, currency, e.total_cost.p80));
    },
  );

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

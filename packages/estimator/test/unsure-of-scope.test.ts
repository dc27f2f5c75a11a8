import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/index.js";

describe("a client who does not know yet what they need", () => {
  it.each([
    "Everyone keeps telling us we need an app. Not totally sure what it would do yet, maybe bookings. What would it cost?",
    "Queremos hacer marketing para nuestra clínica nueva pero no sabemos qué necesitamos: ¿anuncios, web, redes?",
    "Wir möchten unsere Kunden besser verstehen, haben aber keine Ahnung, welche Art von Studie sinnvoll ist.",
    "Nous voulons une application pour notre restaurant, mais nous ne savons pas trop ce qu'elle devrait faire.",
    "Queremos um aplicativo para a nossa loja, mas não sabemos bem o que ele deveria fazer.",
    "Vorremmo fare una ricerca di mercato in Francia ma non sappiamo bene cosa serve.",
    "We willen onderzoek naar de Franse markt, maar hebben geen idee of we een enquête nodig hebben.",
  ])("is asked, not priced: %s", (text) => {
    expect(understandRequest(text).questions.length).toBeGreaterThan(0);
  });

  it("is priced when only the budget is open, or when the request states figures", () => {
    expect(
      understandRequest("google ads for my plumbing business please, want more calls, not sure what budget").questions,
    ).toEqual([]);
    expect(
      understandRequest(
        "A 20-screen booking app for iOS and Android with payments for our 3 clinics in Leeds; not sure which payment provider.",
      ).questions,
    ).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/index.js";

const asks = (text: string) => understandRequest(text).questions.length > 0;

describe("when the reader asks instead of pricing", () => {
  it.each([
    "mobile app with payments and chat",
    "A customer portal web app with payments",
    "a simple landing page for my bakery",
    "Hello! A mobile app for booking yoga classes with payments",
    "Hi, we need an online booking system for our clinics",
    "a 2,000 m² warehouse",
  ])("prices a short request that says what to make: %s", (text) => {
    expect(asks(text)).toBe(false);
  });

  it.each([
    "I need an app",
    "I want a website",
    "Website please.",
    "Hello, how are you today?",
    "Thanks a lot, that is great!",
    "What does a website cost?",
    "¿Cuánto cuesta una casa?",
    "Wir brauchen eine neue Webseite, was kostet das?",
    "Quero reformar minha casa",
  ])("asks when there is no project or only its kind: %s", (text) => {
    expect(asks(text)).toBe(true);
  });
});

describe("German compounds name the building", () => {
  it("reads a Lagerhaus as a warehouse and an Einfamilienhaus as a house", () => {
    expect(
      understandRequest("Ein Lagerhaus mit 2.400 m² in Leipzig, Budget 3,5 Mio. €, fertig in 12 Monaten").brief.kind,
    ).toBe("warehouse");
    expect(understandRequest("Wir planen ein Einfamilienhaus mit 160 m² in München").brief.kind).toBe("house");
  });
});

import { describe, expect, it } from "vitest";
import { clientSectorIn } from "../src/reader/design-stage.js";
import { understandRequest } from "../src/index.js";
import { locationWrittenIn, worldTownIn } from "../src/reader/world-places.js";

describe("towns the gazetteer does not list", () => {
  it.each([
    ["We're a 90-room hotel in Harrogate and want EV chargers in our car park.", "Harrogate, United Kingdom", "GBP"],
    ["Field day near Toowoomba in May for 5,000 visitors: marquees, toilets and power.", "Toowoomba, Australia", "AUD"],
    ["Vamos construir uma pousada em Paraty com 18 quartos e 1.100 m².", "Paraty, Brazil", "BRL"],
    ["Abbiamo un capannone a Settimo Torinese da ristrutturare, 800 m².", "Settimo Torinese, Italy", "EUR"],
    ["Planning a destination wedding in Udaipur for about 300 guests over 3 days.", "Udaipur, India", "INR"],
  ])("%s → %s, priced in %s", (text, location, currency) => {
    const { brief } = understandRequest(text);
    expect(brief.location).toBe(location);
    expect(brief.currency).toBe(currency);
  });

  it("keeps words that are also towns as words: months, lower case, no word saying where", () => {
    expect(worldTownIn("We want the new site live in March, with a blog.")).toBeUndefined();
    expect(worldTownIn("we are interested in reading analytics for our shop")).toBeUndefined();
    expect(worldTownIn("Reading is our main market for the campaign")).toBeUndefined();
  });

  it("reads a name several countries share by the currency the request states, else not at all", () => {
    const spanish = "Una boda en Córdoba para 180 invitados, presupuesto 30.000 €";
    expect(worldTownIn(spanish, new Set(["EUR"]))?.country).toBe("ES");
    expect(worldTownIn(spanish)?.country).toBe("AR");
    // The reader passes the currencies the request states: the whole reading places it in Spain.
    expect(understandRequest(spanish).brief.location).toBe("Córdoba, Spain");
    // Marlborough is a town in Massachusetts and in England, and a region of New Zealand.
    expect(worldTownIn("We are a vineyard in Marlborough and need a new brand.")).toBeUndefined();
  });

  it("leaves the gazetteer's own places as they are", () => {
    expect(locationWrittenIn("A new office in Zürich for 40 people")).toBe("Zürich");
  });
});

describe("a public body named as the authority, not the client", () => {
  it.each([
    ["O terreno é próprio e o projeto já está aprovado na prefeitura.", undefined],
    ["The council says anything new has to meet BAL-29.", undefined],
    ["Planning approval from the county is in hand.", undefined],
    ["Couleur de façade à valider avec la mairie.", undefined],
    ["Il Comune ha pubblicato una gara per la costruzione di un asilo nido.", "public"],
    ["NHS trust estates team here: a new multi-storey car park.", "public"],
  ])("%s → %s", (text, sector) => {
    expect(clientSectorIn(text)).toBe(sector);
  });
});

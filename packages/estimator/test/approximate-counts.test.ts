import { describe, expect, it } from "vitest";
import { understandRequest } from "../src/index.js";

describe("counts written as 'about so many' and the people a system serves", () => {
  it.each([
    ["Nous voulons une application web interne pour une dizaine d'utilisateurs internes à Lyon.", 10],
    ["Un gestionale web per una ventina di utenti a Milano.", 20],
    ["Queremos una aplicación web para una veintena de técnicos en Sevilla.", 20],
    ["Een webapplicatie voor een twintigtal gebruikers in Gent.", 20],
    ["A dealer portal for our network of around 800 dealers in Punjab.", 800],
  ])("%s → %i users", (text, users) => {
    const { brief } = understandRequest(text);
    expect(brief.domain).toBe("software");
    expect(brief.quantities.users).toBe(users);
    expect(brief.fields?.["quantities.users"]?.source).toBeTruthy();
  });
});

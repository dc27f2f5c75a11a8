import { documentSchema, serializeDocument, serializeDocumentWithFullDom } from "@scopewise/editor-schema/server";
import { describe, expect, it } from "vitest";
import { estimate, renderProposal, understandRequest } from "../src/index.js";

const REQUESTS = [
  "A mobile app for booking yoga classes with payments",
  "Lagerhalle mit 2.400 m² in Leipzig, Budget 2,5 Mio. €",
  "Mariage de 120 invités à Lyon, budget 30 000 €",
  "Campaña de Google Ads y Meta en Madrid con 5.000 € de inversión",
  "20 user interviews with nurses in Boston within 3 weeks",
  "Conferência de 800 participantes em Lisboa",
];

describe("proposals written through the light DOM", () => {
  it.each(REQUESTS)("%s: the same HTML as a full DOM writes", (request) => {
    const { brief } = understandRequest(request);
    const doc = documentSchema.nodeFromJSON(renderProposal(estimate(brief, 200), brief));
    expect(serializeDocument(doc)).toBe(serializeDocumentWithFullDom(doc));
  });
});

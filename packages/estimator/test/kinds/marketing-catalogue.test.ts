/**
 * Every message the marketing kinds write is said in the request's language: each `t("…")` literal in
 * src/kinds/marketing has a translation in the marketing (or creative production) catalogue of es, de, fr and pt, with the same
 * placeholders; and the reference data is cited and consistent with the published bands it names.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { marketing as deMarketing } from "../../../i18n/src/locales/de/marketing.js";
import { creative as deCreative } from "../../../i18n/src/locales/de/creative.js";
import { marketing as esMarketing } from "../../../i18n/src/locales/es/marketing.js";
import { creative as esCreative } from "../../../i18n/src/locales/es/creative.js";
import { marketing as frMarketing } from "../../../i18n/src/locales/fr/marketing.js";
import { creative as frCreative } from "../../../i18n/src/locales/fr/creative.js";
import { marketing as ptMarketing } from "../../../i18n/src/locales/pt/marketing.js";
import { creative as ptCreative } from "../../../i18n/src/locales/pt/creative.js";
import { describe, expect, it } from "vitest";
import { estimate } from "../../src/index.js";
import { CHANNELS } from "../../src/kinds/marketing/shared/channels.js";
import { AGENCY_RATE_BAND, ROLE_WAGES, usdRate, type MarketingRole } from "../../src/kinds/marketing/shared/roles.js";
import { QUICK } from "./harness.js";
import { brief } from "./marketing-support.js";

// The creative production kind keeps its messages in a catalogue of its own beside the marketing one.
const de = { ...deMarketing, ...deCreative };
const es = { ...esMarketing, ...esCreative };
const fr = { ...frMarketing, ...frCreative };
const pt = { ...ptMarketing, ...ptCreative };

const ROOT = fileURLToPath(new URL("../../src/kinds/marketing", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith(".ts") ? [path] : [];
  });
}

const LITERALS = [
  ...new Set(
    sources(ROOT).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      ),
    ),
  ),
];
const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

describe("marketing messages are translated", () => {
  it.each([
    ["es", es],
    ["de", de],
    ["fr", fr],
    ["pt", pt],
  ] as const)("%s: every message has a translation with the same placeholders", (_, catalogue) => {
    expect(LITERALS.length).toBeGreaterThan(150);
    const missing = LITERALS.filter((key) => catalogue[key] === undefined);
    expect(missing).toEqual([]);
    for (const key of LITERALS) expect(placeholders(catalogue[key]!), key).toEqual(placeholders(key));
  });

  it("an estimate for a Spanish request is written in Spanish", () => {
    const e = estimate(
      brief("paid_campaign", "Campaña en Google Ads y Meta en Madrid con 5.000 € de medios", {
        location: "Madrid",
        language: "es",
        currency: "EUR",
      }),
      QUICK,
    );
    expect(e.summary).toMatch(/^Una campaña de 8 semanas/);
    expect(e.phases.map((p) => p.name)).toContain("Periodo de emisión de la campaña");
    expect(e.roles.map((r) => r.role)).toContain("Estratega de marketing");
    expect(
      (e.lines ?? []).some(
        (l) =>
          l.item === "Inversión en medios: Anuncios en Instagram y Facebook, Anuncios en la Búsqueda de Google" &&
          l.cost === 5000,
      ),
    ).toBe(true);
  });

  it("every kind writes German when asked", () => {
    for (const kind of [
      "seo_retainer",
      "content_marketing",
      "pr_campaign",
      "influencer_campaign",
      "product_launch",
    ] as const) {
      const e = estimate(brief(kind, "Projekt in Berlin", { location: "Berlin", language: "de" }), QUICK);
      const english = estimate(brief(kind, "Projekt in Berlin", { location: "Berlin" }), QUICK);
      expect(e.summary).not.toBe(english.summary);
      expect((e.questions ?? []).every((q, i) => q !== english.questions?.[i])).toBe(true);
    }
  });
});

describe("marketing reference data", () => {
  it("every channel names the sources of its price, click-through and conversion rates", () => {
    for (const c of CHANNELS) {
      expect(c.sources).toMatch(/\(\d{4}\)/);
      expect(c.cpm).toBeGreaterThan(0);
      expect(c.ctr).toBeGreaterThan(0);
      expect(c.cvr).toBeGreaterThan(0);
    }
  });

  it("the rate card (BLS wages × the agency multiplier) averages inside Clutch's most common agency band", () => {
    const roles = Object.keys(ROLE_WAGES) as MarketingRole[];
    // Clutch's band is in current prices; the card is escalated to the price year by CPI-U, so allow that rise.
    const mean = roles.reduce((s, r) => s + usdRate(r), 0) / roles.length;
    expect(mean).toBeGreaterThanOrEqual(AGENCY_RATE_BAND.value.low);
    expect(mean).toBeLessThanOrEqual(AGENCY_RATE_BAND.value.high * 1.1);
  });
});

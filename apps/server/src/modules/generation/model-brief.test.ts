import { describe, expect, it } from "vitest";
import { briefSchema } from "@scopewise/shared";
import { extractBrief, understandRequest } from "@scopewise/estimator";
import { mergeModelBrief } from "./model-brief.js";

describe("a model's brief merged with the request", () => {
  it("drops a number the request does not state and keeps the request's own", () => {
    const request = "An eight-week Instagram campaign with a budget of $12,000";
    const builtin = extractBrief(request);
    const model = briefSchema.parse({ ...builtin, summary: "Instagram campaign", budget: 50_000, duration_weeks: 8 });
    const merged = mergeModelBrief(model, builtin, request);
    expect(merged.budget).toBe(12_000);
    expect(merged.duration_weeks).toBe(8);
    expect(merged.summary).toBe(builtin.summary);
  });

  it("keeps what the request plainly says when the model left it out (a campaign's length, a renovation)", () => {
    const campaign = "A 3 month TikTok campaign for our new sneakers";
    const builtinCampaign = extractBrief(campaign);
    expect(builtinCampaign.duration_weeks).toBeGreaterThan(12);
    const { duration_weeks: _dropped, ...withoutLength } = builtinCampaign;
    const mergedCampaign = mergeModelBrief(briefSchema.parse(withoutLength), builtinCampaign, campaign);
    expect(mergedCampaign.duration_weeks).toBe(builtinCampaign.duration_weeks);

    const renovation = "Renovate a 1,500 sq ft house in Leeds";
    const builtinRenovation = extractBrief(renovation);
    expect(builtinRenovation.scope_type).toBe("renovation");
    const { scope_type: _none, ...withoutScope } = builtinRenovation;
    expect(mergeModelBrief(briefSchema.parse(withoutScope), builtinRenovation, renovation).scope_type).toBe(
      "renovation",
    );
  });

  it("keeps the request's language and project type, which the model is not asked for", () => {
    const request = "Reforma de una cocina de 15 m2 en Madrid";
    const builtin = understandRequest(request).brief;
    expect(builtin.language).toBe("es");
    const { language: _language, kind: _kind, ...modelOwn } = builtin;
    const merged = mergeModelBrief(briefSchema.parse(modelOwn), builtin, request);
    expect(merged.language).toBe("es");
    expect(merged.kind).toBe(builtin.kind);
  });
});

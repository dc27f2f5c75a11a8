import type { FastifyBaseLogger } from "fastify";
import { briefSchema, type Brief, type Estimate, type TemplateSection } from "@scopewise/shared";
import {
  type CompanyTerms,
  type ProposalCover,
  type ProposalProse,
  renderProposal,
  weeksLabel,
} from "@scopewise/estimator";
import { formatMoney, translator, type Translate } from "@scopewise/i18n";
import { type AiProvider, AiProviderError, failureText } from "../../integrations/ai/ai-provider.js";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { htmlToText } from "../../html/sanitize.js";
import { changedFigures } from "./figure-check.js";
import { mergeModelBrief } from "./model-brief.js";
import { followTemplate } from "../templates/template-sections.js";

const BRIEF_SYSTEM = `You turn a project request into a JSON brief for a cost and schedule estimation engine.
Answer with one JSON object with these fields:
- domain: one of "software", "construction", "marketing", "event", "research", "other"
- title: a short project title (max 80 characters)
- features: list of scope items (software capabilities such as "payments", "chat", "admin"; or deliverables)
- quantities: object with any of area_m2 (number, square metres), floors, attendees, days, participants, pages, channels (list such as "instagram", "google ads"), methods (list such as "survey", "interviews"), platforms (list such as "web", "ios", "android")
- building_type (construction only: office, residential, house, retail, warehouse, industrial, hospital, school, hotel, restaurant)
- location (city or country, if stated)
- currency: ISO 4217 code (default "USD")
- budget: number, only if the request states one
- deadline_weeks: number, only if the request states a time frame the work must fit in
- duration_weeks: number, only if the request states how long the engagement itself runs (a campaign's flight)
- team_size: number, only if stated
- complexity: "low", "nominal" or "high"
- quality: "basic", "standard" or "premium"
- design_maturity (construction only): "concept", "schematic" or "detailed"
- scope_type (construction only): "new_build", "renovation", "extension" or "fit_out"
Only use numbers that the request states. Do not estimate costs or durations yourself.`;

const PROSE_SYSTEM = `You write the prose of a project proposal around figures computed by an estimation engine.
Answer with one JSON object: {"executive_summary": string, "understanding": string, "approach": string}, each 2-5 sentences, plain text, written in the language named in LANGUAGE.
Use only figures from FIGURES, written exactly as given there. Never compute, round, convert or invent a number.`;

export interface WriterResult<T> {
  value: T;
  /** A note for the document's chat when the model could not be used as asked. */
  note?: string;
  /** The model cannot answer now (unreachable, key refused, too slow, rate-limited): the rest of the job does without it. */
  modelDown?: boolean;
}

/**
 * What a job's model calls go through: `clear` runs before each call and throws when the job is no
 * longer this worker's (so the error is never turned into a note); `signal` cancels a call under way.
 */
export interface ModelCallFence {
  readonly signal: AbortSignal;
  clear(): Promise<void>;
}

/** Turns requests into briefs and writes prose, with the language model when one is configured. */
export class ProposalWriter {
  constructor(
    private readonly ai: AiProvider | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The brief behind a request: the model's structure over the user's own words, or the reader's brief (`builtin`). */
  async brief(request: string, builtin: Brief, fence?: ModelCallFence): Promise<WriterResult<Brief>> {
    if (!this.ai) return { value: builtin };
    const t = translator(builtin.language);
    let feedback = "";
    for (let attempt = 1; attempt <= 2; attempt++) {
      let answer: string;
      // Outside the try: a job that is no longer this worker's stops here, it is not a model failure.
      await fence?.clear();
      try {
        answer = await this.ai.complete({
          system: BRIEF_SYSTEM,
          user: `${feedback}Request:\n${request}`,
          json: true,
          maxTokens: 1200,
          signal: fence?.signal,
        });
      } catch (error) {
        if (isModelDown(error))
          return {
            value: builtin,
            note: `${providerMessage(error, t)} ${t("The built-in engine read the request and wrote the proposal.")}`,
            modelDown: true,
          };
        return {
          value: builtin,
          note: `${providerMessage(error, t)} ${t("The built-in extractor read the request instead.")}`,
        };
      }
      const parsed = parseJsonObject(answer);
      // The summary is what the engine reads for features, channels and counts: the user's words, never the model's restatement.
      const brief = parsed ? briefSchema.safeParse({ ...parsed, summary: builtin.summary }) : undefined;
      if (brief?.success) return { value: mergeModelBrief(brief.data, builtin, request) };
      feedback = `Your previous answer was not a valid brief (${brief ? brief.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") : "not JSON"}). Answer again with valid JSON only.\n\n`;
      this.log.warn({ attempt }, "language model returned an invalid brief");
    }
    return {
      value: builtin,
      note: t("The AI model's brief was not valid twice, so the built-in extractor read the request."),
    };
  }

  /**
   * The proposal's HTML; `ownProse` is the engine's wording where it knows better than the default
   * wording (a model may still replace it); `company` sets the terms, and `sections` (a template's)
   * the order and the boilerplate sections.
   */
  async document(
    estimate: Estimate,
    brief: Brief,
    options: {
      fence?: ModelCallFence;
      ownProse?: ProposalProse;
      withModel?: boolean;
      cover?: ProposalCover;
      company?: CompanyTerms;
      template?: readonly TemplateSection[];
    } = {},
  ): Promise<WriterResult<string>> {
    const { fence, ownProse = {}, withModel = true, cover, company, template: sections = [] } = options;
    const written = (prose: ProposalProse) =>
      followTemplate(documentJsonToHtml(renderProposal(estimate, brief, prose, cover, company)), sections);
    const template = written(ownProse);
    if (!this.ai || !withModel) return { value: template };
    const t = translator(brief.language);
    const figures = figuresFor(estimate, brief);
    let prose: ProposalProse = { ...ownProse };
    let note: string | undefined;
    await fence?.clear();
    try {
      const language = new Intl.DisplayNames(["en"], { type: "language" }).of(estimate.language ?? "en") ?? "English";
      const answer = await this.ai.complete({
        system: PROSE_SYSTEM,
        user: JSON.stringify({ request: brief.summary, title: brief.title, LANGUAGE: language, FIGURES: figures }),
        json: true,
        maxTokens: 1500,
        signal: fence?.signal,
      });
      const parsed = parseJsonObject(answer) ?? {};
      const sources = [htmlToText(template), brief.summary, JSON.stringify(figures)];
      const rejected: string[] = [];
      const part = {
        executive_summary: t("executive summary"),
        understanding: t("understanding"),
        approach: t("approach"),
      };
      for (const key of ["executive_summary", "understanding", "approach"] as const) {
        const text = parsed[key];
        if (typeof text !== "string" || text.trim() === "" || text.length > 3000) continue;
        const changed = changedFigures(text, sources);
        if (changed.length > 0) rejected.push(part[key]);
        else prose = { ...prose, [key]: text.trim() };
      }
      if (rejected.length > 0)
        note = t("AI prose for {{parts}} changed figures and was replaced by the engine's own wording.", {
          parts: rejected.join(", "),
        });
    } catch (error) {
      note = `${providerMessage(error, t)} ${t("The proposal uses the engine's own wording.")}`;
    }
    return { value: written(prose), note };
  }
}

/** The figures the model may quote, written as the proposal writes them (its language, the site's locale). */
function figuresFor(e: Estimate, brief: Brief): Record<string, unknown> {
  const m = (v: number) => formatMoney(v, e.currency, e.language, brief.location);
  return {
    expected_cost: m(e.total_cost.expected),
    cost_p50: m(e.total_cost.p50),
    cost_p80: m(e.total_cost.p80),
    cost_p90: m(e.total_cost.p90),
    contingency: m(e.contingency),
    duration_weeks_p50: e.duration_weeks.p50,
    duration_weeks_p80: e.duration_weeks.p80,
    phases: e.phases.map((p) => ({ name: p.name, weeks: weeksLabel(p, translator(e.language)), cost: m(p.cost) })),
    constraints: e.constraints.map((c) => c.message),
  };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const body = text.replace(/^\s*```(?:json)?\s*/i, "").replace(/\s*```\s*$/, "");
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Failures that would only repeat on the next call of the same job. */
function isModelDown(error: unknown): boolean {
  return error instanceof AiProviderError && ["unreachable", "auth", "timeout", "rate_limited"].includes(error.kind);
}

function providerMessage(error: unknown, t: Translate): string {
  return error instanceof AiProviderError ? failureText(error.kind, t) : t("The AI provider failed unexpectedly.");
}

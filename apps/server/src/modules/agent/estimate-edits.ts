import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { coverOf, formatMoney, formatNumber, renderProposal, reviseBrief } from "@scopewise/estimator";
import type { GenerationService } from "../generation/generation.service.js";
import { convertRevision, scaleRevision } from "../estimates/convert-estimate.js";
import type { EstimateRevision, EstimateRevisions } from "../estimates/estimate-revision.js";
import { unsupported } from "./builtin/engine.js";
import type { Intent } from "./builtin/intents.js";
import { isWholeProposal } from "./builtin/text-blocks.js";

export interface EstimateEditRequest {
  user_query: string;
  content: string;
  document_id?: string | undefined;
  /** The revision the editor's text states when it differs from the stored one (accepted, not yet saved). */
  estimate_revision?: string | undefined;
}

export interface ReEstimateAnswer {
  result: string;
  summary: string;
  brief: unknown;
  estimate_revision: string;
}

/** "$504,804 (was $498,120)", or "(unchanged)" when the figure did not move. */
function compared(after: number, before: number, show: (value: number) => string): string {
  return show(after) === show(before) ? `${show(after)} (unchanged)` : `${show(after)} (was ${show(before)})`;
}

/**
 * The assistant's edits that change a proposal's figures: a re-estimate through the engine, a
 * currency change and scaled costs or budget. Each answers the revision its new text states, signed, so the estimate behind
 * the charts follows the text only when the change is accepted and saved.
 */
export class EstimateEdits {
  constructor(private readonly deps: { generation: GenerationService; revisions: EstimateRevisions }) {}

  /** The figures the editor's text states: its unsaved revision, else the stored estimate. */
  private async current(ownerId: string, request: EstimateEditRequest): Promise<EstimateRevision | undefined> {
    if (!request.document_id) return undefined;
    if (request.estimate_revision) return this.deps.revisions.read(request.document_id, request.estimate_revision);
    return this.deps.generation.storedRevision(ownerId, request.document_id);
  }

  /** Re-runs the estimator with the brief changed by the instruction and rewrites the whole proposal. */
  async reEstimate(ownerId: string, request: EstimateEditRequest): Promise<ReEstimateAnswer> {
    if (!request.document_id)
      throw unsupported("Re-estimating needs the proposal it belongs to: ask from the proposal's page.");
    const base = await this.current(ownerId, request);
    if (!base)
      throw unsupported(
        "This document has no estimate behind it, so it cannot be re-estimated; generate a proposal from a request first.",
      );
    if (!isWholeProposal(request.content))
      throw unsupported("Re-estimating rewrites the whole proposal: ask again with nothing selected.");
    const before = base.estimate;
    const team = Number(before.metrics.average_team_size) || undefined;
    const revised = reviseBrief(base.brief, request.user_query, team);
    if (revised.changes.length === 0) {
      throw unsupported(
        'Tell me what changes: a team size ("a team of 6" or "2 more developers"), a time frame ("in 4 months"), a budget ("with a budget of $50k"), or features to add or remove.',
      );
    }
    const after = await this.deps.generation.estimateFor(ownerId, revised.brief, request.document_id);
    // Amounts in another currency than before cannot be compared figure by figure: each keeps its own.
    const money = (value: number) => formatMoney(value, after.currency);
    const moneyBefore = (value: number) => formatMoney(value, before.currency);
    const cost = (a: number, b: number) =>
      after.currency === before.currency ? compared(a, b, money) : `${money(a)} (was ${moneyBefore(b)})`;
    const weeks = (value: number) => `${formatNumber(value, 1)} weeks`;
    return {
      // The rewritten proposal keeps the cover (client, date, author) of the one it replaces.
      result: documentJsonToHtml(renderProposal(after, revised.brief, {}, coverOf(request.content))),
      brief: revised.brief,
      estimate_revision: this.deps.revisions.sign(request.document_id, { brief: revised.brief, estimate: after }),
      summary:
        `Re-estimated with ${revised.changes.join(", ")}: expected cost ${cost(after.total_cost.expected, before.total_cost.expected)}, ` +
        `${cost(after.total_cost.p80, before.total_cost.p80)} at 80% confidence (P80), ` +
        `about ${compared(after.duration_weeks.p50, before.duration_weeks.p50, weeks)} at P50 and ${compared(after.duration_weeks.p80, before.duration_weeks.p80, weeks)} at P80.`,
    };
  }

  /**
   * The revision a currency change states, when it is made to a whole proposal with an estimate;
   * a change inside a selection leaves the estimate as it is.
   */
  async currencyRevision(
    ownerId: string,
    request: EstimateEditRequest,
    intent: Extract<Intent, { kind: "currency" }>,
  ): Promise<string | undefined> {
    return this.revisionOfWhole(ownerId, request, (base) => convertRevision(base, intent.to, intent.rate));
  }

  /** The revision scaling the costs (or the budget) of a whole proposal states. */
  async scaleRevision(
    ownerId: string,
    request: EstimateEditRequest,
    intent: Extract<Intent, { kind: "scale" }>,
  ): Promise<string | undefined> {
    return this.revisionOfWhole(ownerId, request, (base) => scaleRevision(base, intent.factor, intent.target));
  }

  private async revisionOfWhole(
    ownerId: string,
    request: EstimateEditRequest,
    revise: (base: EstimateRevision) => EstimateRevision,
  ): Promise<string | undefined> {
    if (!request.document_id || !isWholeProposal(request.content)) return undefined;
    const base = await this.current(ownerId, request);
    return base ? this.deps.revisions.sign(request.document_id, revise(base)) : undefined;
  }
}

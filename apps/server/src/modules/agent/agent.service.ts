import type { FastifyBaseLogger } from "fastify";
import { CHANGE_OUTCOME_MESSAGES, type ChangeOutcome, type ChatMessage } from "@scopewise/shared";
import { type AiProvider, AiProviderError } from "../../integrations/ai/ai-provider.js";
import { fieldError, HttpError, serviceUnavailable } from "../../http/errors.js";
import { sanitizeDocumentHtml } from "../../html/sanitize.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { builtinEdit, plainText, type SelectionContext, unsupported } from "./builtin/engine.js";
import { parseFragment } from "./builtin/dom.js";
import { lostFigures, spacedText } from "./builtin/figures.js";
import { parseIntent, rewritesText } from "./builtin/intents.js";
import { EDIT_SYSTEM, editPrompt } from "./edit-prompt.js";
import type { EstimateEdits } from "./estimate-edits.js";

/** The chat line for a model's answer; "Content updated successfully" follows once the user accepts it. */
const MODEL_ANSWER_SUMMARY = "Here is the proposed change: accept or reject it in the document.";

export interface AgentRequest {
  user_query: string;
  content: string;
  document_id?: string | undefined;
  /** The signed revision the editor's text states, when an accepted change is not saved yet. */
  estimate_revision?: string | undefined;
  /** Where the selected content sits when it lies inside one block (the editor sends that block's selected text alone). */
  selection_context?: SelectionContext | undefined;
}

export interface AgentAnswer {
  result: string;
  summary: string;
  /** The revised brief behind a re-estimated proposal (recompute with it when the change is accepted). */
  brief?: unknown;
  /** The signed estimate the new text states; the editor saves it with the text once the change is accepted. */
  estimate_revision?: string;
}

/** The editor's assistant: the configured model, or the built-in instruction engine. */
export class AgentService {
  constructor(
    private readonly deps: {
      ai: AiProvider | null;
      documents: DocumentsService;
      estimates: EstimateEdits;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * With onDelta, a model's answer is passed on piece by piece as it is written (the final result is
   * still checked and sanitized). The signal cancels the model's call (the client went away).
   */
  async edit(
    ownerId: string,
    request: AgentRequest,
    options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
  ): Promise<AgentAnswer> {
    const instruction = request.user_query.trim();
    if (!instruction) throw fieldError({ user_query: ["Please Select Content and Enter Message"] });
    if (!plainText(request.content) && !/<(img|table|iframe)\b/i.test(request.content)) {
      throw fieldError({ content: ["No content found in editor. Please add some content first."] });
    }
    if (request.document_id) await this.deps.documents.get(ownerId, request.document_id);

    const intent = parseIntent(instruction);
    const answer: AgentAnswer =
      intent?.kind === "re-estimate"
        ? await this.deps.estimates.reEstimate(ownerId, request)
        : await this.rewrite(request, options);
    // Edits that change the figures of a whole proposal carry the estimate their new text states.
    const revision =
      intent?.kind === "currency"
        ? await this.deps.estimates.currencyRevision(ownerId, request, intent)
        : intent?.kind === "scale"
          ? await this.deps.estimates.scaleRevision(ownerId, request, intent)
          : undefined;
    if (revision) answer.estimate_revision = revision;
    const result = sanitizeDocumentHtml(answer.result);
    if (!plainText(result) && !/<(img|table|iframe)\b/i.test(result))
      throw new HttpError(502, { detail: "API returned empty response. Please try again." });
    if (result === sanitizeDocumentHtml(request.content))
      throw unsupported(
        "That instruction leaves the content unchanged. Try another wording, or select different content.",
      );
    if (request.document_id) {
      await this.deps.documents.appendChat(request.document_id, [
        { type: "user", content: instruction },
        { type: "ai", content: answer.summary },
      ]);
    }
    return { ...answer, result };
  }

  /** Records the user's decision on a proposed change in the document's chat, so a reload shows it. */
  async recordOutcome(ownerId: string, { document_id, outcome }: ChangeOutcome): Promise<ChatMessage> {
    await this.deps.documents.get(ownerId, document_id);
    const content = CHANGE_OUTCOME_MESSAGES[outcome];
    const created_at = await this.deps.documents.appendChat(document_id, [{ type: "ai", content }]);
    return { type: "ai", content, created_at };
  }

  private async rewrite(
    request: AgentRequest,
    { onDelta, signal }: { onDelta?: (text: string) => void; signal?: AbortSignal },
  ): Promise<AgentAnswer> {
    if (this.deps.ai) {
      try {
        const ask = { system: EDIT_SYSTEM, user: editPrompt(request), maxTokens: 8000, signal };
        const text = (await (onDelta ? this.deps.ai.stream(ask, onDelta) : this.deps.ai.complete(ask)))
          .replace(/^\s*```(?:html)?\s*/i, "")
          .replace(/\s*```\s*$/, "");
        const refusal = /^CANNOT:\s*(.+)$/s.exec(text.trim());
        if (refusal?.[1]) throw unsupported(refusal[1].trim());
        const lost = rewritesText(request.user_query)
          ? lostFigures(
              spacedText(parseFragment(request.content).root),
              spacedText(parseFragment(sanitizeDocumentHtml(text)).root),
            )
          : [];
        if (lost.length > 0)
          return this.withoutModel(
            request,
            `The AI model's answer left out ${lost.length === 1 ? "a figure" : "figures"} of the text (${[...new Set(lost)].slice(0, 3).join(", ")}).`,
          );
        return { result: text, summary: MODEL_ANSWER_SUMMARY };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const message = error instanceof AiProviderError ? error.message : "The AI model could not be reached.";
        // Nobody is waiting for a cancelled answer: do no more work for it.
        if (signal?.aborted) throw serviceUnavailable(message);
        // The model is unreachable or refused the key: the built-in engine may still do it.
        this.deps.log.warn({ err: error }, "AI edit failed; trying the built-in assistant");
        return this.withoutModel(request, message, serviceUnavailable(message));
      }
    }
    const local = builtinEdit(request.user_query, request.content, request.selection_context);
    return { result: local.html, summary: local.summary };
  }

  /** The built-in assistant's change when the model's could not be used, saying why; `failure` when it cannot make it either. */
  private withoutModel(
    request: AgentRequest,
    why: string,
    failure: HttpError = unsupported(`${why} Try again, or ask for a smaller change.`),
  ): AgentAnswer {
    try {
      const local = builtinEdit(request.user_query, request.content, request.selection_context);
      return { result: local.html, summary: `${local.summary} (${why} The built-in assistant made this change.)` };
    } catch {
      throw failure;
    }
  }
}

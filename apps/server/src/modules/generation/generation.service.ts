import {
  briefSchema,
  issuesToFieldErrors,
  type Brief,
  type DocumentCreateInput,
  type Estimate,
  type TemplateSection,
} from "@scopewise/shared";
import { estimate, formatNumber, requestTitle } from "@scopewise/estimator";
import { HttpError, fieldError } from "../../http/errors.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import type { DocumentsService, ProposalStarter } from "../documents/documents.service.js";
import { BRIEF_TEXT_LIMIT } from "./brief-files.js";
import { requestText } from "./generation-messages.js";
import { composeJobRequest, type JobRequest, parseJobRequest, titleFromBrief } from "./job-request.js";
import { isoAt, JobRunner, type JobRunnerDeps } from "./job-runner.js";
import type { JobRow, JobsRepo } from "./jobs.repo.js";

export const MAX_REQUEST_LENGTH = 10_000;

const GREETING_LINE =
  /^\s*(?:hi|hello|hey|thanks?|thank you|hola|gracias|hallo|danke|bonjour|merci|olá|ola|oi|obrigad[oa])\b[\s\p{P}]*/iu;

/** The turns of a conversation without the greetings they open with (a proposal is not named "Hello"). */
function withoutGreetings(conversation: string): string {
  return conversation
    .split("\n")
    .map((line) => line.replace(GREETING_LINE, ""))
    .filter((line) => line.trim() !== "")
    .join("\n");
}

/** What the service needs beyond the runner's: the templates a new proposal may follow. */
export interface GenerationDeps extends JobRunnerDeps {
  templates: { sectionsFor(ownerId: string, id: string): Promise<TemplateSection[]> };
}

/** Creates generating documents and queues their jobs; a JobRunner does the work of each: understand → estimate → write. */
export class GenerationService implements ProposalStarter {
  /** Wakes the in-process worker when a job is queued, so it need not wait for its next poll. */
  onQueued: () => void = () => undefined;

  private readonly runner: JobRunner;

  constructor(private readonly deps: GenerationDeps) {
    this.runner = new JobRunner(deps);
  }

  start(ownerId: string, input: DocumentCreateInput): Promise<DocumentRow> {
    const request = requestText(input.conversation);
    if (!request) throw fieldError({ conversation: ["Please describe what you need."] });
    return this.begin(ownerId, input, { shown: request, title: requestTitle(request), job: { typed: request } });
  }

  /** A request with an attached brief: its text goes to the estimator with the request, the file is listed with the document. */
  startWithBrief(
    ownerId: string,
    input: DocumentCreateInput,
    brief: { name: string; mime: string; bytes: Buffer; ext: string; text: string },
  ): Promise<DocumentRow> {
    const typed = requestText(input.conversation);
    const job: JobRequest = { typed, attachment: { name: brief.name, text: brief.text.slice(0, BRIEF_TEXT_LIMIT) } };
    const request = {
      shown: typed || `Estimate the project described in the attached brief "${brief.name}".`,
      // With nothing typed, the document and its project are named after the brief's own title.
      title: typed ? requestTitle(typed) : titleFromBrief(brief.text),
      job,
    };
    return this.begin(ownerId, input, request, (documents, doc) =>
      documents.attachFile(doc.id, {
        kind: "brief",
        name: brief.name,
        mime: brief.mime,
        bytes: brief.bytes,
        ext: brief.ext,
      }),
    );
  }

  /**
   * Creates the generating document, its project when needed, the user's chat line, the job and
   * (`alsoWrite`) anything else that belongs to the same creation, in one transaction: a failure
   * anywhere leaves nothing, so a document is never "generating" without a job to finish it.
   * `shown` is the request as the user's chat line and the document's query.
   */
  private async begin(
    ownerId: string,
    input: DocumentCreateInput,
    request: { shown: string; title: string; job: JobRequest },
    alsoWrite?: (documents: DocumentsService, doc: DocumentRow) => Promise<unknown>,
  ): Promise<DocumentRow> {
    if (request.job.typed.length > MAX_REQUEST_LENGTH)
      throw fieldError({
        conversation: [`Please keep the request under ${formatNumber(MAX_REQUEST_LENGTH)} characters.`],
      });
    // The template's sections are copied into the job: a rewrite later follows them even if it is deleted.
    const template = input.template_id
      ? JSON.stringify(await this.deps.templates.sectionsFor(ownerId, input.template_id))
      : null;
    const doc = await this.deps.documents.inTransaction(async (documents, trx) => {
      const created = await documents.insert(ownerId, {
        title: input.title || request.title,
        user_query: request.shown,
        document: "",
        status: "generating",
        projectId: input.project_id ?? undefined,
      });
      await documents.appendChat(created.id, [{ type: "user", content: request.shown }]);
      await this.deps.jobs
        .using(trx)
        .enqueue(
          { id: created.id, owner_id: ownerId, request: composeJobRequest(request.job), template },
          this.stamp(),
        );
      await alsoWrite?.(documents, created);
      return created;
    });
    this.onQueued();
    return doc;
  }

  /** Puts a failed generation back in the queue; the job and the document's status change together. */
  async retry(ownerId: string, id: string): Promise<DocumentRow> {
    return this.requeue(ownerId, id, async ({ doc }) => {
      if (doc.status !== "failed") throw new HttpError(409, { detail: "Only a failed generation can be retried." });
      return {};
    });
  }

  /**
   * The user's answer (to the questions of a `needs_input` document, or a follow-up to a ready or
   * failed one): added to the chat and to the conversation, which is read again as a whole.
   */
  async reply(ownerId: string, id: string, content: string): Promise<DocumentRow> {
    return this.requeue(ownerId, id, async ({ documents, doc, job }) => {
      const request = parseJobRequest(job.request);
      const typed = [request.typed, content].filter(Boolean).join("\n");
      if (typed.length > MAX_REQUEST_LENGTH)
        throw fieldError({
          content: [
            `The conversation is too long to read again (over ${formatNumber(MAX_REQUEST_LENGTH)} characters): please start a new proposal.`,
          ],
        });
      await documents.appendChat(id, [{ type: "user", content }]);
      // A document named after a request with no project in it ("Hello!") takes the name of the
      // conversation once it holds one; so does the project made for it. A name the user chose stays.
      const named = requestTitle(request.typed);
      const title =
        doc.status === "needs_input" && doc.title === named ? requestTitle(withoutGreetings(typed)) : undefined;
      if (title && doc.project_id) await documents.renameProjectNamed(ownerId, doc.project_id, named, title);
      return {
        work: { request: composeJobRequest({ ...request, typed }), source: "request" },
        changes: title ? { title } : undefined,
      };
    });
  }

  /**
   * Rebuilds the estimate and the proposal from a corrected brief (the text is replaced, the cover
   * kept); with `version`, only if the document is still at that version.
   */
  async rebuildFromBrief(ownerId: string, id: string, brief: Brief, version: number | undefined): Promise<DocumentRow> {
    return this.requeue(
      ownerId,
      id,
      async () => ({
        work: { source: "brief" },
        changes: { brief: JSON.stringify(brief), questions: null },
        reason: "brief",
      }),
      version,
    );
  }

  /**
   * Queues a generated document's job again and marks the document generating, in one transaction
   * (a document is never generating without a job to finish it). `prepare` checks the document and
   * says what the job now works from. Refused with 409 while a generation runs, or on a document
   * that was not generated from a request.
   */
  private async requeue(
    ownerId: string,
    id: string,
    prepare: (context: { documents: DocumentsService; doc: DocumentRow; job: JobRow }) => Promise<{
      work?: Parameters<JobsRepo["requeue"]>[2];
      changes?: { brief?: string; questions?: null; title?: string };
      /** A change the history keeps (a corrected brief), or none (a retry, a follow-up). */
      reason?: "brief";
    }>,
    expectedVersion?: number,
  ): Promise<DocumentRow> {
    const updated = await this.deps.documents.inTransaction(async (documents, trx) => {
      const jobs = this.deps.jobs.using(trx);
      const doc = await documents.get(ownerId, id);
      const job = await jobs.find(ownerId, id);
      if (!job)
        throw new HttpError(409, {
          detail: "This document was not generated from a request, so it cannot be generated again.",
        });
      if (doc.status === "generating")
        throw new HttpError(409, { detail: "This proposal is being generated; wait until it is ready." });
      const { work, changes, reason } = await prepare({ documents, doc, job });
      // Written only at the version read (or the one the caller saw), so two follow-ups cannot both start.
      const note = reason ? { authorId: ownerId, reason } : undefined;
      const generating = await documents.write(
        ownerId,
        id,
        { ...changes, status: "generating", error: null },
        expectedVersion ?? doc.version,
        note,
      );
      await jobs.requeue(id, this.stamp(), work);
      return generating;
    });
    this.onQueued();
    return updated;
  }

  /** A brief sent by a client, checked against the schema (field errors in the contract's shape). */
  private parseBrief(input: unknown): Brief {
    const parsed = briefSchema.safeParse(input);
    if (!parsed.success) throw fieldError(issuesToFieldErrors(parsed.error.issues));
    return parsed.data;
  }

  /** Prices a brief for its owner: with the organisation effect learned from their own recorded outcomes and their company's rates. */
  async estimateFor(ownerId: string, brief: Brief, documentId: string): Promise<Estimate> {
    return estimate(brief, undefined, {
      organisation: await this.deps.calibration.forUser(ownerId, brief.domain),
      company: await this.deps.company.termsFor({ documentId }),
    });
  }

  /** Recomputes the estimate from a revised brief (never from client figures) and keeps it with the document. */
  async applyBrief(ownerId: string, documentId: string, input: unknown): Promise<Estimate> {
    await this.deps.documents.get(ownerId, documentId);
    const brief = this.parseBrief(input);
    const result = await this.estimateFor(ownerId, brief, documentId);
    await this.storeRevision(ownerId, documentId, { brief, estimate: result });
    return result;
  }

  /** Keeps a brief and the estimate its document states (the engine's, checked by the caller) with the document. */
  async storeRevision(
    ownerId: string,
    documentId: string,
    revision: { brief: Brief; estimate: Estimate },
  ): Promise<void> {
    await this.deps.documents.storeEstimate(
      ownerId,
      documentId,
      await this.revisionColumns(ownerId, documentId, revision),
    );
  }

  /** A revision as the document's stored brief and estimate; refused (409) for a document that was not generated. */
  async revisionColumns(
    ownerId: string,
    documentId: string,
    revision: { brief: Brief; estimate: Estimate },
  ): Promise<{ brief: string; estimate: string }> {
    if (!(await this.deps.jobs.find(ownerId, documentId))) {
      await this.deps.documents.get(ownerId, documentId); // someone else's or no document: 404 first
      throw new HttpError(409, {
        detail: "This document was not generated from a request, so it has no estimate to revise.",
      });
    }
    return { brief: JSON.stringify(revision.brief), estimate: JSON.stringify(revision.estimate) };
  }

  /** The brief and the estimate a document's text states, when it has both. */
  async storedRevision(ownerId: string, documentId: string): Promise<{ brief: Brief; estimate: Estimate } | undefined> {
    const doc = await this.deps.documents.get(ownerId, documentId);
    if (!doc.brief || !doc.estimate) return undefined;
    const brief = briefSchema.safeParse(JSON.parse(doc.brief));
    return brief.success ? { brief: brief.data, estimate: JSON.parse(doc.estimate) as Estimate } : undefined;
  }

  job(ownerId: string, documentId: string): Promise<JobRow | undefined> {
    return this.deps.jobs.find(ownerId, documentId);
  }

  /** Takes the next job for a worker slot; `processId` is its process's row in generation_workers (when it has one). */
  claim(slotId: string, processId: string | null = null): Promise<JobRow | undefined> {
    return this.runner.claim(slotId, processId);
  }

  /** Runs one claimed job to the end (see JobRunner). */
  process(job: JobRow): Promise<void> {
    return this.runner.process(job);
  }

  /** Gives the jobs this process is running back to the queue (a clean shutdown). */
  releaseRunning(): Promise<number> {
    return this.runner.releaseRunning();
  }

  private stamp(): string {
    return isoAt(this.deps.now);
  }
}

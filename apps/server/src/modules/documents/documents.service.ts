import { randomUUID } from "node:crypto";
import { shortTitle } from "@scopewise/estimator";
import type { DocumentCreateInput, DocumentFile, DocumentUpdateInput } from "@scopewise/shared";
import { HttpError, badRequest, notFound, serviceUnavailable } from "../../http/errors.js";
import type { SanitizeDocument } from "../../html/document-sanitizer.js";
import { htmlToText, sanitizeDocumentHtml } from "../../html/sanitize.js";
import type { Db } from "../../db/types.js";
import { ProjectsRepo } from "../projects/projects.repo.js";
import { ProjectsService } from "../projects/projects.service.js";
import { type ChatMessageRow, ChatRepo } from "./chat.repo.js";
import { type DocumentRow, type DocumentSummaryRow, DocumentsRepo } from "./documents.repo.js";
import { FilesRepo } from "./files.repo.js";
import { imagesIn } from "./images-in-html.js";
import { MEDIA_URL_PREFIX } from "./media-urls.js";
import type { DeleteWithUploads } from "./upload-scope.js";
import type { VersionNote } from "../versions/versions.repo.js";
import { refuseWhenLocked } from "../../policies/resource.policy.js";
import type { StoredFile } from "../../integrations/storage/file-store.js";
import type { UploadStore } from "../../integrations/storage/upload-store.js";

export const UNTITLED = "Untitled Document";
/**
 * A new document's sharing columns: its link off until its owner shares it (documents shared before
 * keep their state), no expiry or password, no client options, not sent, accepted or declined.
 */
export const NEW_DOCUMENT_SHARING = {
  share_enabled: 0,
  share_expires_at: null,
  share_password_hash: null,
  share_allow_options: 0,
  share_created_at: null,
  client_options: null,
  locked_at: null,
  visitors_mailed_at: null,
  shared_at: null,
  declined_at: null,
  decline_name: null,
  decline_email: null,
  decline_reason: null,
} as const;

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Starts generating a proposal into a new document (the proposal-generation module). */
export interface ProposalStarter {
  start(ownerId: string, input: DocumentCreateInput): Promise<DocumentRow>;
}

export interface DocumentsServiceDeps {
  /** The database the repos below work on (a transaction in a service made by `inTransaction`). */
  db: Db;
  uploads: UploadStore;
  documents: DocumentsRepo;
  projects: ProjectsService;
  projectsRepo: ProjectsRepo;
  chat: ChatRepo;
  files: FilesRepo;
  /** Sanitizes HTML for storage; a large document's schema pass runs off the event loop. */
  sanitize: SanitizeDocument;
  now: () => Date;
}

/** Document use cases for one signed-in user. */
export class DocumentsService {
  private starter: ProposalStarter | undefined;

  constructor(private readonly deps: DocumentsServiceDeps) {}

  /** Generation plugs in here once it is wired (it needs this service to store its result). */
  useProposalStarter(starter: ProposalStarter): void {
    this.starter = starter;
  }

  /**
   * Runs `work` in one database transaction, with a copy of this service whose writes go into it,
   * so the caller's own rows (a generation job) are committed or rolled back with the document's.
   */
  inTransaction<T>(work: (documents: DocumentsService, trx: Db) => Promise<T>): Promise<T> {
    if (this.deps.db.isTransaction) return work(this, this.deps.db);
    return this.deps.db.transaction().execute((trx) => {
      const projectsRepo = new ProjectsRepo(trx);
      const projects = new ProjectsService(projectsRepo, this.deps.now);
      const documents = new DocumentsRepo(trx);
      return work(
        new DocumentsService({
          ...this.deps,
          db: trx,
          documents,
          projects,
          projectsRepo,
          chat: new ChatRepo(trx),
          files: new FilesRepo(trx),
        }),
        trx,
      );
    });
  }

  list(ownerId: string): Promise<DocumentSummaryRow[]> {
    return this.deps.documents.listSummaries(ownerId);
  }

  async listByProject(ownerId: string, projectId: string): Promise<DocumentSummaryRow[]> {
    await this.deps.projects.get(ownerId, projectId);
    return this.deps.documents.listSummaries(ownerId, projectId);
  }

  async create(ownerId: string, input: DocumentCreateInput): Promise<DocumentRow> {
    if (input.conversation !== undefined) {
      if (!this.starter) throw serviceUnavailable("Proposal generation is not available on this server.");
      return this.starter.start(ownerId, input);
    }
    if (input.document === undefined && input.title === undefined) {
      throw badRequest(
        "Send a `conversation` to generate a proposal, or a `title` and `document` for a plain document.",
      );
    }
    const html = await this.deps.sanitize(input.document ?? "");
    const title = input.title || shortTitle(htmlToText(html), 80) || UNTITLED;
    return this.insert(
      ownerId,
      { title, user_query: "", document: html, status: "ready", projectId: input.project_id ?? undefined },
      { authorId: ownerId, reason: "created" },
    );
  }

  /** Stores a new document in the given project, or in a new project named after it. */
  async insert(
    ownerId: string,
    doc: {
      title: string;
      user_query: string;
      document: string;
      status: DocumentRow["status"];
      projectId: string | undefined;
    },
    note?: VersionNote,
  ): Promise<DocumentRow> {
    const project = doc.projectId
      ? await this.deps.projects.get(ownerId, doc.projectId)
      : await this.deps.projects.createNamed(ownerId, doc.title);
    const at = this.deps.now().toISOString();
    const row = await this.deps.documents
      .insert(
        {
          id: randomUUID(),
          uuid: randomUUID(),
          owner_id: ownerId,
          project_id: project.id,
          title: doc.title,
          user_query: doc.user_query,
          document: doc.document,
          status: doc.status,
          error: null,
          version: 1,
          brief: null,
          estimate: null,
          questions: null,
          ...NEW_DOCUMENT_SHARING,
          created_at: at,
          updated_at: at,
        },
        note,
      )
      .catch(async (error: unknown) => {
        // The project was made for this document only: don't leave it behind empty (a transaction's rollback removes it).
        if (!doc.projectId && !this.deps.db.isTransaction) await this.deps.projectsRepo.delete(ownerId, project.id);
        throw error;
      });
    await this.deps.projectsRepo.touch(project.id, at);
    return row;
  }

  async get(ownerId: string, id: string): Promise<DocumentRow> {
    const doc = await this.deps.documents.find(ownerId, id);
    if (!doc) throw notFound();
    return doc;
  }

  /** The owner's document when it may still be changed: 404 when missing or foreign, 409 once accepted. */
  async getWritable(ownerId: string, id: string): Promise<DocumentRow> {
    const doc = await this.get(ownerId, id);
    refuseWhenLocked("edit", doc.locked_at);
    return doc;
  }

  /** A user's save or rename; it becomes a version of the document's history, for `reason`. */
  async update(
    ownerId: string,
    id: string,
    input: DocumentUpdateInput,
    {
      reason = "save",
      estimate,
    }: { reason?: VersionNote["reason"]; estimate?: { brief: string; estimate: string } } = {},
  ): Promise<DocumentRow> {
    if (input.title === undefined && input.document === undefined)
      throw badRequest("Send a `title` or a `document` to change.");
    // An accepted assistant change's estimate is stored with the text that states it, in the same write.
    const changes: Partial<Pick<DocumentRow, "title" | "document" | "updated_at" | "brief" | "estimate">> = {
      updated_at: this.deps.now().toISOString(),
      ...estimate,
    };
    if (input.title !== undefined) changes.title = input.title;
    if (input.document !== undefined) changes.document = await this.deps.sanitize(input.document);
    return (
      (await this.deps.documents.update(ownerId, id, changes, input.version, { authorId: ownerId, reason })) ??
      this.staleOrMissing(ownerId, id)
    );
  }

  /**
   * Internal write by the server itself (generation, the assistant); with `expectedVersion`, only
   * if nobody wrote since (else 409). With a `note`, the write becomes a version of the history.
   */
  async write(
    ownerId: string,
    id: string,
    changes: Partial<
      Pick<DocumentRow, "title" | "document" | "status" | "error" | "user_query" | "brief" | "estimate" | "questions">
    >,
    expectedVersion?: number,
    note?: VersionNote,
  ): Promise<DocumentRow> {
    // Inside a transaction the pass runs inline: waiting on a worker would hold the transaction (and, on SQLite, every writer) open.
    const sanitize = this.deps.db.isTransaction ? sanitizeDocumentHtml : this.deps.sanitize;
    const safe = changes.document === undefined ? changes : { ...changes, document: await sanitize(changes.document) };
    const updated = await this.deps.documents.update(
      ownerId,
      id,
      { ...safe, updated_at: this.deps.now().toISOString() },
      expectedVersion,
      note,
    );
    if (updated) return updated;
    if (expectedVersion === undefined) {
      // Nothing matched: 404 when missing or foreign, 409 when accepted; deleted meanwhile, 404.
      await this.getWritable(ownerId, id);
      throw notFound();
    }
    return this.staleOrMissing(ownerId, id);
  }

  /** Renames a project that still has the name it was given automatically (`from`); one the user renamed keeps its name. */
  async renameProjectNamed(ownerId: string, projectId: string, from: string, to: string): Promise<void> {
    const project = await this.deps.projects.get(ownerId, projectId);
    if (project.title === from) await this.deps.projects.rename(ownerId, projectId, to);
  }

  /** Keeps the brief and the estimate a document's text states (no content write: the version stays). */
  async storeEstimate(ownerId: string, id: string, revision: { brief: string; estimate: string }): Promise<void> {
    if (!(await this.deps.documents.setEstimate(ownerId, id, revision, this.deps.now()))) {
      // As in write(): the reason nothing matched.
      await this.getWritable(ownerId, id);
      throw notFound();
    }
  }

  /** After a versioned write matched nothing: 404 for a missing or foreign document, 409 when locked, else 409 naming its version. */
  private async staleOrMissing(ownerId: string, id: string): Promise<never> {
    const current = await this.get(ownerId, id);
    refuseWhenLocked("edit", current.locked_at);
    throw new HttpError(409, {
      detail: `This document was changed since you opened it (it is now at version ${current.version}). Reload it, or save again to overwrite.`,
    });
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.deleteWithUploads(ownerId, { documentId: id }, () => this.deps.documents.delete(ownerId, id))))
      throw notFound();
  }

  deleteAll(ownerId: string): Promise<number> {
    return this.deleteWithUploads(ownerId, {}, () => this.deps.documents.deleteAll(ownerId));
  }

  /**
   * Deleting documents (directly, or with their project or account) cascades their rows; this
   * removes their stored files too. Only the files of the rows this delete removes are touched —
   * their names are read from the owner's rows before it — so no other upload, this owner's or
   * anyone's, finished or still being made, is ever at risk, and nothing else is scanned.
   */
  readonly deleteWithUploads: DeleteWithUploads = async (ownerId, scope, remove) => {
    const names = await this.deps.files.storedNamesOf(ownerId, scope);
    const result = await remove();
    const stillReferenced = await this.deps.files.referencedAmong(names);
    for (const name of names) if (!stillReferenced.has(name)) await this.deps.uploads.remove(name);
    return result;
  };

  async chat(ownerId: string, id: string): Promise<ChatMessageRow[]> {
    await this.get(ownerId, id);
    return this.deps.chat.list(id);
  }

  /** Answers the time the messages were stored at. */
  async appendChat(
    documentId: string,
    messages: ReadonlyArray<{ type: "user" | "ai"; content: string }>,
  ): Promise<string> {
    const at = this.deps.now().toISOString();
    await this.deps.chat.append(documentId, messages, at);
    return at;
  }

  /** Stores an uploaded file with a document: an editor image (public URL) or a brief (downloaded with the sign-in). */
  async attachFile(
    documentId: string,
    file: { kind: "image" | "brief"; name: string; mime: string; bytes: Buffer; ext: string },
  ): Promise<DocumentFile> {
    const id = randomUUID();
    // The row comes first, so a concurrent orphan sweep never sees the file unreferenced.
    const stored = this.deps.uploads.newName(file.ext);
    const row = {
      id,
      document_id: documentId,
      kind: file.kind,
      name: file.name.slice(0, 200),
      mime: file.mime,
      size: file.bytes.byteLength,
      url:
        file.kind === "image" ? `${MEDIA_URL_PREFIX}${stored}` : `/api/documents/${documentId}/files/${id}/download/`,
      stored_name: stored,
      created_at: this.deps.now().toISOString(),
    };
    await this.deps.files.insert(row);
    try {
      await this.deps.uploads.write(stored, file.bytes, file.mime);
    } catch (error) {
      // Not stored (the file store is down): no row is left pointing at nothing.
      await this.deps.files.delete(id);
      throw error;
    }
    return {
      id,
      kind: row.kind,
      name: row.name,
      mime: row.mime,
      size: row.size,
      url: row.url,
      created_at: row.created_at,
    };
  }

  /** An image for the editor: stored like other files, but served publicly by URL so shared links show it. */
  attachImage(
    documentId: string,
    image: { name: string; mime: string; bytes: Buffer; ext: string },
  ): Promise<DocumentFile> {
    return this.attachFile(documentId, { kind: "image", ...image });
  }

  /** An editor image's bytes by its stored name (they are public: shared documents show them). */
  mediaBytes(storedName: string): Promise<Buffer> {
    return this.deps.uploads.read(storedName);
  }

  /** An attached file as a stream from the file store, for its owner (a file gone from the store is 404). */
  async fileContent(
    ownerId: string,
    documentId: string,
    fileId: string,
  ): Promise<{ name: string; mime: string; content: StoredFile }> {
    await this.get(ownerId, documentId);
    const file = (await this.deps.files.list(documentId)).find((f) => f.id === fileId);
    if (!file) throw notFound();
    if (!file.stored_name) throw notFound();
    return { name: file.name, mime: file.mime, content: await this.deps.uploads.open(file.stored_name) };
  }

  /** The Files tab: attached briefs and uploads, plus every image the document shows. */
  async files(ownerId: string, id: string): Promise<DocumentFile[]> {
    const doc = await this.get(ownerId, id);
    const stored = await this.deps.files.list(id);
    const listed: DocumentFile[] = stored.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.name,
      mime: f.mime,
      size: Number(f.size),
      url: f.url,
      created_at: f.created_at,
    }));
    const known = new Set(listed.map((f) => f.url));
    for (const image of imagesIn(doc.document)) if (!known.has(image.url)) listed.push(image);
    return listed;
  }
}

import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { VersionReason } from "@scopewise/shared";
import type { Db, DocumentVersionsTable } from "../../db/types.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import { contentHash, splitIntoChunks } from "./content-chunks.js";
import { versionsToPrune } from "./pruning-policy.js";

export type VersionRow = Selectable<DocumentVersionsTable>;
export type VersionSummaryRow = Pick<VersionRow, "version" | "created_at" | "reason" | "author_id"> & {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
};

/** What a version holds: the document's title and text, and the brief and estimate behind its figures. */
export interface VersionContent {
  version: number;
  created_at: string;
  title: string;
  document: string;
  brief: string | null;
  estimate: string | null;
}

/** Who made a write and why: every write that carries one becomes a version. */
export interface VersionNote {
  authorId: string | null;
  reason: VersionReason;
}

/** The only SQL on document versions. Callers check the document's owner first. */
export class VersionsRepo {
  constructor(private readonly db: Db) {}

  /** Stores the document as it is after a write (only chunks not already stored), then prunes its history. */
  async record(doc: DocumentRow, note: VersionNote, now: Date): Promise<void> {
    const chunks = splitIntoChunks(doc.document);
    const hashes = await this.storeChunks(doc.id, [
      ...chunks,
      ...[doc.brief, doc.estimate].filter((text): text is string => text !== null),
    ]);
    await this.db
      .insertInto("document_versions")
      .values({
        id: randomUUID(),
        document_id: doc.id,
        version: doc.version,
        author_id: note.authorId,
        reason: note.reason,
        title: doc.title,
        chunks: JSON.stringify(hashes.slice(0, chunks.length)),
        brief_hash: doc.brief === null ? null : contentHash(doc.brief),
        estimate_hash: doc.estimate === null ? null : contentHash(doc.estimate),
        created_at: now.toISOString(),
      })
      .execute();
    await this.prune(doc.id, now);
  }

  /** Newest first, with the author's name. */
  list(documentId: string): Promise<VersionSummaryRow[]> {
    return this.db
      .selectFrom("document_versions")
      .leftJoin("users", "users.id", "document_versions.author_id")
      .select([
        "document_versions.version",
        "document_versions.created_at",
        "document_versions.reason",
        "document_versions.author_id",
        "users.first_name",
        "users.last_name",
        "users.username",
      ])
      .where("document_versions.document_id", "=", documentId)
      .orderBy("document_versions.version", "desc")
      .execute();
  }

  async read(documentId: string, version: number): Promise<VersionContent | undefined> {
    const row = await this.db
      .selectFrom("document_versions")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!row) return undefined;
    const order = JSON.parse(row.chunks) as string[];
    const wanted = [
      ...new Set([...order, row.brief_hash, row.estimate_hash].filter((hash): hash is string => hash !== null)),
    ];
    const stored =
      wanted.length === 0
        ? []
        : await this.db
            .selectFrom("document_version_chunks")
            .select(["hash", "content"])
            .where("document_id", "=", documentId)
            .where("hash", "in", wanted)
            .execute();
    const byHash = new Map(stored.map((chunk) => [chunk.hash, chunk.content]));
    const content = (hash: string | null) => (hash === null ? null : (byHash.get(hash) ?? null));
    return {
      version: row.version,
      created_at: row.created_at,
      title: row.title,
      document: order.map((hash) => byHash.get(hash) ?? "").join(""),
      brief: content(row.brief_hash),
      estimate: content(row.estimate_hash),
    };
  }

  /** Answers each text's hash, storing the ones this document's history does not hold yet. */
  private async storeChunks(documentId: string, texts: string[]): Promise<string[]> {
    const hashes = texts.map(contentHash);
    const unique = new Map(hashes.map((hash, i) => [hash, texts[i]!]));
    const known = new Set<string>();
    const keys = [...unique.keys()];
    // Looked up in slices: a statement's parameters are limited (SQLite: 32766).
    for (let at = 0; at < keys.length; at += 500) {
      const rows = await this.db
        .selectFrom("document_version_chunks")
        .select("hash")
        .where("document_id", "=", documentId)
        .where("hash", "in", keys.slice(at, at + 500))
        .execute();
      for (const row of rows) known.add(row.hash);
    }
    const fresh = keys
      .filter((hash) => !known.has(hash))
      .map((hash) => ({ document_id: documentId, hash, content: unique.get(hash)! }));
    for (let at = 0; at < fresh.length; at += 100)
      await this.db
        .insertInto("document_version_chunks")
        .values(fresh.slice(at, at + 100))
        .execute();
    return hashes;
  }

  /** Applies the pruning policy to one document's history and drops the chunks no version uses any more. */
  private async prune(documentId: string, now: Date): Promise<void> {
    const versions = await this.db
      .selectFrom("document_versions")
      .select(["id", "created_at"])
      .where("document_id", "=", documentId)
      .execute();
    const doomed = versionsToPrune(versions, now);
    if (doomed.length === 0) return;
    for (let at = 0; at < doomed.length; at += 500)
      await this.db
        .deleteFrom("document_versions")
        .where("id", "in", doomed.slice(at, at + 500))
        .execute();
    const kept = await this.db
      .selectFrom("document_versions")
      .select(["chunks", "brief_hash", "estimate_hash"])
      .where("document_id", "=", documentId)
      .execute();
    const used = new Set(
      kept.flatMap((row) => [...(JSON.parse(row.chunks) as string[]), row.brief_hash, row.estimate_hash]),
    );
    const stored = await this.db
      .selectFrom("document_version_chunks")
      .select("hash")
      .where("document_id", "=", documentId)
      .execute();
    const unused = stored.map((row) => row.hash).filter((hash) => !used.has(hash));
    for (let at = 0; at < unused.length; at += 500) {
      await this.db
        .deleteFrom("document_version_chunks")
        .where("document_id", "=", documentId)
        .where("hash", "in", unused.slice(at, at + 500))
        .execute();
    }
  }
}

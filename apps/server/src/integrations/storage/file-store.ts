import type { Readable } from "node:stream";

/** One stored object as read back: its bytes as a stream, with the type and size it was stored with. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
  /** A validator for conditional requests, when the store gives one. */
  etag: string | undefined;
}

/** What is known of a stored object without reading it. */
export interface StoredFileInfo {
  contentType: string;
  size: number;
}

/**
 * Where uploads live: a folder under DATA_DIR (the default) or an S3-compatible bucket
 * (STORAGE_URL), so any server process can serve a file another took. Keys are relative paths
 * made of our own random names ("documents/<uuid>.png"), never a user's file name.
 */
export interface FileStore {
  /** Stores the bytes (a buffer, or a stream of exactly `size` bytes) under the key, replacing any. */
  put(key: string, body: Uint8Array | Readable, info: StoredFileInfo): Promise<void>;
  /** Opens the object for reading; throws FileMissingError when there is none. */
  open(key: string): Promise<StoredFile>;
  /** What is stored under the key, or null when nothing is. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (when the server closes). */
  close(): Promise<void>;
}

/** The object is not in the store (answered 404, never 500). */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** The store could not be reached or refused the call (answered 503; the cause goes only to the log). */
export class StorageUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super("The file store could not be reached.");
  }
}

/** Reads a stored object whole: for the few readers that need bytes (exports embed images). */
export async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const file = await store.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

/** The content type of one of our stored names, by its extension (the folder keeps no metadata). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

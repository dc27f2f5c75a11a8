import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { type FileStore, FileMissingError, type StoredFile, type StoredFileInfo, contentTypeOf } from "./file-store.js";

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/**
 * Uploads as files in one folder (DATA_DIR/uploads), one process's own disk: the default. The
 * content type follows from the stored name's extension, which is ours (never the user's).
 */
export class FolderStore implements FileStore {
  constructor(readonly root: string) {}

  /** The file for a key; every segment is reduced to a plain name, so a key never leaves the folder. */
  pathOf(key: string): string {
    const segments = key
      .split("/")
      .map((segment) => path.basename(segment))
      .filter((segment) => segment && segment !== "." && segment !== "..");
    return path.join(this.root, ...segments);
  }

  async put(key: string, body: Uint8Array | Readable, _info: StoredFileInfo): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed into place, so a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await pipeline(body instanceof Uint8Array ? [body] : body, createWriteStream(partial));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<StoredFile> {
    const file = this.pathOf(key);
    const info = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) throw new FileMissingError(key);
      throw error;
    });
    if (!info.isFile()) throw new FileMissingError(key);
    return {
      body: createReadStream(file),
      contentType: contentTypeOf(key),
      size: info.size,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { contentType: contentTypeOf(key), size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }
}

import { randomUUID } from "node:crypto";
import { type FileStore, type StoredFile, contentTypeOf, readAll } from "./file-store.js";

/**
 * One kind of upload ("documents", "avatars") in the file store, each file under a random name
 * (never the user's file name) in its own folder of keys.
 */
export class UploadStore {
  constructor(
    private readonly store: FileStore,
    readonly folder: string,
  ) {}

  /** A fresh random file name with this extension. */
  newName(ext: string): string {
    return `${randomUUID()}.${ext}`;
  }

  /** Stores the bytes and returns the stored file name. */
  async save(bytes: Uint8Array, ext: string): Promise<string> {
    const name = this.newName(ext);
    await this.write(name, bytes);
    return name;
  }

  write(name: string, body: Uint8Array, contentType = contentTypeOf(name)): Promise<void> {
    return this.store.put(this.keyOf(name), body, { contentType, size: body.byteLength });
  }

  /** The file as a stream with its type and size; FileMissingError when it is not stored. */
  open(name: string): Promise<StoredFile> {
    return this.store.open(this.keyOf(name));
  }

  read(name: string): Promise<Buffer> {
    return readAll(this.store, this.keyOf(name));
  }

  remove(name: string): Promise<void> {
    return this.store.remove(this.keyOf(name));
  }

  /** The store's key of a stored name: only its last segment counts, so a name never reaches another folder. */
  private keyOf(name: string): string {
    return `${this.folder}/${name.slice(name.lastIndexOf("/") + 1)}`;
  }
}

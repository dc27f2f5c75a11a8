import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Uploaded files in one folder under DATA_DIR/uploads, named by random ids (never by the user's file name). */
export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string, folder: string) {
    this.dir = path.join(dataDir, "uploads", folder);
  }

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

  async write(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, path.basename(name)), bytes);
  }

  read(name: string): Promise<Buffer> {
    return readFile(path.join(this.dir, path.basename(name)));
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.dir, path.basename(name)), { force: true });
  }
}

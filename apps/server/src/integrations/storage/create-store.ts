import type { FileStore } from "./file-store.js";
import { FolderStore } from "./folder-store.js";
import { S3Store } from "./s3-store.js";
import type { StorageSettings } from "./storage-url.js";

/** The store STORAGE_URL names (see config.ts): the folder under DATA_DIR, or an S3-compatible bucket. */
export function createFileStore(settings: StorageSettings): FileStore {
  return settings.kind === "folder" ? new FolderStore(settings.root) : new S3Store(settings);
}

import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { type FileStore, contentTypeOf } from "./file-store.js";

export interface CopyCounts {
  copied: number;
  /** Already in the store with the same size: left as they are, so a second run copies nothing. */
  skipped: number;
  failed: number;
}

/** Every file under `root`, as keys relative to it ("documents/<name>"); half-written files are left out. */
async function keysUnder(root: string, folder = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await keysUnder(root, key)));
    else if (entry.isFile() && !entry.name.endsWith(".partial")) keys.push(key);
  }
  return keys;
}

/**
 * Copies a folder of uploads (DATA_DIR/uploads) into a store under the same keys, streaming each
 * file. Idempotent: a key the store already holds at the same size is skipped.
 */
export async function copyUploads(
  root: string,
  target: FileStore,
  onFailure: (key: string, error: unknown) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0 };
  for (const key of await keysUnder(root)) {
    try {
      const file = path.join(root, ...key.split("/"));
      const { size } = await stat(file);
      const existing = await target.stat(key);
      if (existing && existing.size === size) {
        counts.skipped += 1;
        continue;
      }
      await target.put(key, createReadStream(file), { contentType: contentTypeOf(key), size });
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      onFailure(key, error);
    }
  }
  return counts;
}

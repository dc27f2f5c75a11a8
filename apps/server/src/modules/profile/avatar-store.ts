import path from "node:path";
import type { UploadStore } from "../../integrations/storage/upload-store.js";

export const AVATAR_URL_PREFIX = "/api/media/avatars/";

/** Profile pictures in the file store's "avatars" folder, served back by URL (see http/media-routes.ts). */
export class AvatarStore {
  constructor(private readonly files: UploadStore) {}

  async save(bytes: Uint8Array, ext: string): Promise<string> {
    return `${AVATAR_URL_PREFIX}${await this.files.save(bytes, ext)}`;
  }

  /** Removes a picture we stored; URLs from elsewhere (a social provider) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (url?.startsWith(AVATAR_URL_PREFIX)) await this.files.remove(path.basename(url));
  }
}

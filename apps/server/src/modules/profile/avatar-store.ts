import path from "node:path";
import { UploadStore } from "../../integrations/storage/upload-store.js";

export const AVATAR_URL_PREFIX = "/api/media/avatars/";

/** Profile pictures as files under DATA_DIR/uploads/avatars, served back by URL. */
export class AvatarStore {
  private readonly files: UploadStore;

  constructor(dataDir: string) {
    this.files = new UploadStore(dataDir, "avatars");
  }

  get dir(): string {
    return this.files.dir;
  }

  async save(bytes: Uint8Array, ext: string): Promise<string> {
    return `${AVATAR_URL_PREFIX}${await this.files.save(bytes, ext)}`;
  }

  /** Removes a picture we stored; URLs from elsewhere (a social provider) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (url?.startsWith(AVATAR_URL_PREFIX)) await this.files.remove(path.basename(url));
  }
}

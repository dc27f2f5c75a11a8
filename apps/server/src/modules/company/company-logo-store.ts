import { LIMITS } from "@scopewise/shared";
import { fieldError } from "../../http/errors.js";
import type { AvatarStore } from "../profile/avatar-store.js";
import { detectImageType } from "../profile/image-type.js";
import { IMAGE_INVALID, IMAGE_TOO_LARGE } from "../profile/profile.service.js";

/**
 * Company logos, kept where profile pictures are (the file store's image folder, served by the
 * media routes): the same checks on size and content as a profile picture.
 */
export class CompanyLogoStore {
  constructor(private readonly images: AvatarStore) {}

  async save(bytes: Uint8Array): Promise<string> {
    if (bytes.byteLength >= LIMITS.profileImageMaxBytes) throw fieldError({ logo: [IMAGE_TOO_LARGE] });
    const type = detectImageType(bytes);
    if (!type) throw fieldError({ logo: [IMAGE_INVALID] });
    return this.images.save(bytes, type.ext);
  }

  remove(url: string | null): Promise<void> {
    return this.images.remove(url);
  }
}

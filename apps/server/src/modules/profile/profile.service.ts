import { LIMITS } from "@scopewise/shared";
import { fieldError } from "../../http/errors.js";
import type { UserRow, UsersRepo } from "../auth/users.repo.js";
import { type DeleteWithUploads, deleteOnly } from "../documents/upload-scope.js";
import type { AvatarStore } from "./avatar-store.js";
import { detectImageType } from "./image-type.js";

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  /** New picture bytes, or null to remove the picture; undefined leaves it. */
  image?: Uint8Array | null;
}

export const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
export const IMAGE_INVALID = "Please select a valid image file";

/** Profile edits and account deletion. */
export class ProfileService {
  /** The account delete runs through this, which removes its documents' stored files. */
  deleteWithUploads: DeleteWithUploads = deleteOnly;
  /** Files of the user's kept outside their documents (the company logo), removed with the account. */
  removeOwnFiles: (userId: string) => Promise<void> = async () => undefined;
  /** The account's workspaces before it goes (see WorkspacesService.releaseAccount). */
  releaseWorkspaces: (userId: string) => Promise<void> = async () => undefined;

  constructor(
    private readonly users: UsersRepo,
    private readonly avatars: AvatarStore,
    private readonly now: () => Date,
  ) {}

  async update(user: UserRow, changes: ProfileChanges): Promise<UserRow> {
    const set: Partial<Pick<UserRow, "first_name" | "last_name" | "profile_image">> = {};
    if (changes.first_name !== undefined) set.first_name = changes.first_name;
    if (changes.last_name !== undefined) set.last_name = changes.last_name;
    if (changes.image !== undefined) {
      set.profile_image = changes.image === null ? null : await this.storeImage(changes.image);
    }
    if (Object.keys(set).length === 0) return user;
    const updated = await this.users.update(user.id, { ...set, updated_at: this.now().toISOString() });
    if (set.profile_image !== undefined) await this.avatars.remove(user.profile_image);
    return updated;
  }

  async deleteAccount(user: UserRow): Promise<void> {
    // Rows owned by the user go with it (foreign keys cascade); files are removed here.
    await this.removeOwnFiles(user.id);
    await this.deleteWithUploads(user.id, {}, async () => {
      await this.releaseWorkspaces(user.id);
      await this.users.delete(user.id);
    });
    await this.avatars.remove(user.profile_image);
  }

  private async storeImage(bytes: Uint8Array): Promise<string> {
    if (bytes.byteLength >= LIMITS.profileImageMaxBytes) throw fieldError({ profile_image: [IMAGE_TOO_LARGE] });
    const type = detectImageType(bytes);
    if (!type) throw fieldError({ profile_image: [IMAGE_INVALID] });
    return this.avatars.save(bytes, type.ext);
  }
}

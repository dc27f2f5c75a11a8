import { firstNameSchema, lastNameSchema, LIMITS, PROFILE_IMAGE_TYPES, type User } from "@scopewise/shared";

export interface ProfileNames {
  first_name: string;
  last_name: string;
}

export type ProfileNameErrors = Partial<Record<keyof ProfileNames, string>>;

/** Inline errors for the name fields, using the shared schemas' messages. */
export function validateProfileNames(values: ProfileNames): ProfileNameErrors {
  const errors: ProfileNameErrors = {};
  const first = firstNameSchema.safeParse(values.first_name);
  const last = lastNameSchema.safeParse(values.last_name);
  if (!first.success) errors.first_name = first.error.issues[0]?.message;
  if (!last.success) errors.last_name = last.error.issues[0]?.message;
  return errors;
}

/** Why a chosen picture cannot be used, or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return "Please select a valid image file";
  if (file.size >= LIMITS.profileImageMaxBytes) return "Image size must be less than 5MB";
  return null;
}

/**
 * The multipart body for PUT /api/auth/update/ holding only what changed, or null when nothing did.
 * Names are compared trimmed, the way the server stores them.
 */
export function buildProfileUpdate(user: User, values: ProfileNames, picture: File | null): FormData | null {
  const body = new FormData();
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  if (firstName !== user.first_name) body.append("first_name", firstName);
  if (lastName !== user.last_name) body.append("last_name", lastName);
  if (picture) body.append("profile_image", picture, picture.name);
  return body.keys().next().done ? null : body;
}

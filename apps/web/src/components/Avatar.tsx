import type { User } from "@scopewise/shared";
import { useState } from "react";

interface AvatarProps {
  user: User;
  /** A picture to show instead of the stored one, e.g. a local preview. */
  imageUrl?: string | null;
  className?: string;
}

export function displayName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

function initials(user: User): string {
  const fromNames = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`;
  return (fromNames || user.username.charAt(0) || "?").toUpperCase();
}

/** The user's picture, or their initials on the accent colour. */
export function Avatar({ user, imageUrl, className = "size-8 text-xs" }: AvatarProps) {
  const src = imageUrl ?? user.profile_image;
  // A picture that fails to load falls back to the initials instead of a broken image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className={`shrink-0 rounded-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-violet-600/90 font-semibold text-white ${className}`}
    >
      {initials(user)}
    </span>
  );
}

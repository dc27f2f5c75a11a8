import { PROFILE_IMAGE_TYPES, type User } from "@scopewise/shared";
import { Camera } from "lucide-react";
import type { ChangeEvent } from "react";
import toast from "react-hot-toast";
import { Avatar } from "../../components/Avatar";
import { pictureProblem } from "./profile-form";

interface ProfilePicturePickerProps {
  user: User;
  previewUrl: string | null;
  onPick: (file: File) => void;
}

/** The avatar with a "Change Profile" file picker; a valid choice is previewed, not uploaded yet. */
export function ProfilePicturePicker({ user, previewUrl, onPick }: ProfilePicturePickerProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a rejection.
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    onPick(file);
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar user={user} imageUrl={previewUrl} className="size-16 text-lg sm:size-20 sm:text-xl" />
      <div>
        {/* The visible label is the control; the real input stays focusable for keyboard users. */}
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-zinc-800 bg-zinc-900 px-3 text-sm font-medium text-zinc-100 transition-colors hover:border-zinc-700 hover:bg-zinc-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-400">
          <Camera aria-hidden="true" className="size-4" />
          Change Profile
          <input type="file" accept={PROFILE_IMAGE_TYPES.join(",")} onChange={onChange} className="sr-only" />
        </label>
        <p className="mt-2 text-xs text-zinc-500">PNG, JPEG or WebP, under 5MB.</p>
      </div>
    </div>
  );
}

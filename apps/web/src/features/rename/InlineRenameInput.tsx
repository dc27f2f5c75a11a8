import { TITLE_MAX_LENGTH } from "@scopewise/shared";
import type { InlineRename } from "./use-inline-rename";

interface InlineRenameInputProps {
  rename: InlineRename;
  label: string;
  className?: string;
}

/** The text box that replaces a title while it is being renamed. */
export function InlineRenameInput({ rename, label, className = "" }: InlineRenameInputProps) {
  return (
    <input
      aria-label={label}
      value={rename.draft}
      maxLength={TITLE_MAX_LENGTH}
      disabled={rename.isSaving}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => rename.setDraft(event.target.value)}
      onBlur={() => void rename.commit("blur")}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          void rename.commit("enter");
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          rename.cancel();
        }
      }}
      className={`w-full min-w-0 rounded-md border border-violet-500 bg-zinc-900 px-2 py-1 text-sm text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/30 disabled:opacity-60 ${className}`}
    />
  );
}

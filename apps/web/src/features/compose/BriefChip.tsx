import { FileText, X } from "lucide-react";
import { formatFileSize } from "../chat/chat-text";

interface BriefChipProps {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}

/** The attached brief above the message: its name and size, and a button to take it off. */
export function BriefChip({ file, onRemove, disabled = false }: BriefChipProps) {
  return (
    <div className="mb-2 inline-flex max-w-full items-center gap-2 rounded-lg border border-zinc-800 bg-zinc-900 py-1.5 pr-1 pl-2.5 text-xs">
      <FileText aria-hidden="true" className="size-4 shrink-0 text-violet-400" />
      <span className="min-w-0 truncate text-zinc-200" title={file.name}>
        {file.name}
      </span>
      <span className="shrink-0 text-zinc-500">{formatFileSize(file.size)}</span>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
        title="Remove the brief"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}

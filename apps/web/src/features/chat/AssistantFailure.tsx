import { Bot, X } from "lucide-react";

/** Why the assistant did not carry out the last instruction, in full, where the instruction was typed. */
export function AssistantFailure({ reason, onDismiss }: { reason: string; onDismiss: () => void }) {
  return (
    <div
      role="note"
      aria-label="The assistant's answer"
      className="mb-2 flex gap-2 rounded-lg border border-amber-500/30 bg-amber-950/30 p-2 text-sm text-amber-50"
    >
      <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <p className="max-h-40 min-w-0 flex-1 overflow-y-auto leading-relaxed break-words">{reason}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        title="Dismiss"
        className="h-fit rounded p-1 text-amber-200/80 hover:bg-amber-500/20 hover:text-white"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}

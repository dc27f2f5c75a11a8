import { Bot } from "lucide-react";
import { chatPlainText } from "./chat-text";

/** Enough of the answer's end to follow it being written, without re-reading the whole of it. */
const TAIL_SOURCE = 800;
const TAIL_SHOWN = 320;

function draftTail(draft: string): string {
  const text = chatPlainText(draft.slice(-TAIL_SOURCE)).replace(/\s+/g, " ").trim();
  return text.length > TAIL_SHOWN ? `…${text.slice(-TAIL_SHOWN)}` : text;
}

/**
 * The assistant's answer as a language model writes it, word by word. The finished answer is still
 * checked by the server and shown in the document as a change to accept or reject.
 */
export function AnswerDraft({ draft }: { draft: string }) {
  if (!draft) return null;
  return (
    <div
      className="mb-2 flex gap-2 rounded-lg border border-violet-500/30 bg-violet-950/40 p-2 text-xs text-violet-100"
      data-testid="answer-draft"
    >
      <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-300" />
      {/* Not a live region: "Processing your request..." is announced once; reading every word as it arrives would drown it. */}
      <p className="min-w-0 break-words">
        <span className="font-medium text-violet-300">Writing: </span>
        {draftTail(draft)}
      </p>
    </div>
  );
}

import { SendHorizontal } from "lucide-react";
import { SUGGESTED_PROMPTS } from "./suggested-prompts";

interface SuggestedPromptsProps {
  /** Puts the prompt into the message box (it is not sent until the user sends it). */
  onChoose: (prompt: string) => void;
}

export function SuggestedPrompts({ onChoose }: SuggestedPromptsProps) {
  return (
    // Columns follow the room the cards have, not the window: beside an open sidebar a tablet is narrow.
    <section aria-label="Suggested prompts" className="@container w-full max-w-[1000px]">
      <div className="grid gap-3 @xl:grid-cols-3">
        {SUGGESTED_PROMPTS.map(({ title, icon: Icon, prompt }) => (
          <div
            key={title}
            className="group relative flex flex-col rounded-xl border border-zinc-800 bg-zinc-950/80 transition-colors hover:border-zinc-700 hover:bg-zinc-900/60"
          >
            <button
              type="button"
              onClick={() => onChoose(prompt)}
              className="flex flex-1 flex-col gap-2 rounded-xl p-4 pb-12 text-left"
            >
              <span className="flex items-center gap-2 text-sm font-medium text-zinc-100">
                <Icon aria-hidden="true" className="size-4 text-violet-400" />
                {title}
              </span>
              <span className="line-clamp-3 text-xs leading-relaxed text-zinc-400">{prompt}</span>
            </button>
            <button
              type="button"
              onClick={() => onChoose(prompt)}
              aria-label={`Put "${title}" into the message box`}
              title="Use this prompt"
              className="absolute right-3 bottom-3 inline-flex size-8 items-center justify-center rounded-lg border border-zinc-800 text-zinc-400 transition-colors hover:border-violet-500/60 hover:text-violet-300"
            >
              <SendHorizontal aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

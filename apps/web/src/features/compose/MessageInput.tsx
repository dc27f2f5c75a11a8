import { ArrowUp, Mic } from "lucide-react";
import { useId, useRef, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { Spinner } from "../../components/Spinner";
import { AUTO_HEIGHT_CLASS, useAutoHeight } from "../../components/use-auto-height";
import { AttachBriefButton } from "./AttachBriefButton";
import { BriefChip } from "./BriefChip";
import { useSpeechInput } from "./use-speech-input";

export interface BriefAttachment {
  file: File | null;
  /** Receives a file that passed the client-side checks. */
  attach: (file: File) => void;
  remove: () => void;
}

interface MessageInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed message (empty when only a brief is sent); the parent clears or keeps the text. */
  onSend: (message: string) => void;
  /** Offers attaching a brief to the message; with one attached, the message may be empty. */
  brief?: BriefAttachment;
  isLoading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Lets the parent focus the box, e.g. after a suggested prompt fills it. */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  autoFocus?: boolean;
}

const MAX_TEXTAREA_HEIGHT = 200;

const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-zinc-400";

/** The message box of home and the Create screen (spec section 2, "Message input"). */
export function MessageInput({
  value,
  onChange,
  onSend,
  isLoading = false,
  disabled = false,
  placeholder = "Ask what you want to know...",
  textareaRef,
  autoFocus = false,
  brief,
}: MessageInputProps) {
  const inputId = useId();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? ownRef;
  const speech = useSpeechInput(onChange);
  const canSend = (value.trim().length > 0 || Boolean(brief?.file)) && !isLoading && !disabled;

  // Grows with its content up to a limit, then scrolls.
  useAutoHeight(ref, value, 0, MAX_TEXTAREA_HEIGHT);

  const send = () => {
    if (!canSend) return;
    if (speech.isListening) speech.stop();
    onSend(value.trim());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter adds a line; Enter while an IME is composing confirms the composition instead.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="w-full max-w-[1000px]">
      <div
        className={`rounded-2xl border border-zinc-800 bg-zinc-950 p-2.5 shadow-lg shadow-black/40 transition-colors focus-within:border-focus-ring sm:p-3 ${
          disabled ? "opacity-60" : ""
        }`}
      >
        {brief?.file ? <BriefChip file={brief.file} onRemove={brief.remove} disabled={disabled || isLoading} /> : null}
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          ref={ref}
          rows={1}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={`block min-h-[30px] max-h-[200px] w-full resize-none ${AUTO_HEIGHT_CLASS} bg-transparent px-1.5 py-1 text-sm leading-relaxed text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-none disabled:cursor-not-allowed sm:min-h-[40px] sm:text-base`}
        />
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            {brief ? (
              <AttachBriefButton onAttach={brief.attach} disabled={disabled || isLoading} className={iconButtonClass} />
            ) : null}
            <span title={speech.isAvailable ? undefined : "Voice input is not supported in this browser"}>
              <button
                type="button"
                disabled={!speech.isAvailable || disabled || isLoading}
                aria-label={speech.isListening ? "Stop voice input" : "Start voice input"}
                aria-pressed={speech.isListening}
                onClick={speech.isListening ? speech.stop : speech.start}
                className={`${iconButtonClass} ${speech.isListening ? "bg-violet-600/20 text-violet-300" : ""}`}
              >
                <Mic aria-hidden="true" className="size-4" />
              </button>
            </span>
          </div>
          {speech.isListening ? (
            <button
              type="button"
              onClick={speech.stop}
              aria-label="Stop listening"
              className="inline-flex size-9 items-center justify-center rounded-lg bg-violet-600 text-white transition-colors hover:bg-violet-500"
            >
              <Mic aria-hidden="true" className="size-4 animate-pulse" />
            </button>
          ) : (
            <button
              type="submit"
              disabled={!canSend}
              aria-label="Send message"
              className="inline-flex size-9 items-center justify-center rounded-lg bg-violet-600 text-white transition-colors hover:bg-violet-500 disabled:cursor-not-allowed disabled:bg-zinc-800 disabled:text-zinc-500"
            >
              {isLoading ? <Spinner className="size-4" /> : <ArrowUp aria-hidden="true" className="size-4" />}
            </button>
          )}
        </div>
      </div>
      {isLoading ? (
        <p role="status" className="mt-3 flex items-center justify-center gap-2 text-xs text-zinc-400">
          <Spinner className="size-3.5" />
          Processing your request...
        </p>
      ) : null}
    </form>
  );
}

import { ArrowUp, Mic, Sparkles, X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Spinner } from "../../components/Spinner";
import { AUTO_HEIGHT_CLASS, useAutoHeight } from "../../components/use-auto-height";
import { useAskAssistant } from "../../editor/ai/use-ask-assistant";
import { useEditorSession } from "../../editor/session/EditorSession";
import { useSpeechInput } from "../compose/use-speech-input";
import { AnswerDraft } from "./AnswerDraft";
import { AssistantFailure } from "./AssistantFailure";
import { selectionPreview } from "./selection-preview";

const MIN_HEIGHT = 40;
const MAX_HEIGHT = 160;

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * The instruction box under the chat (spec section 2, Ask AI and AI chat): typed or dictated. In AI
 * mode it works on the selected text, shown above it; otherwise on the whole document.
 */
export function AssistantComposer({ documentId }: { documentId: string }) {
  const inputId = useId();
  const [message, setMessage] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const assistant = useAskAssistant(documentId);
  const { dispatchAi } = useEditorSession();
  const speech = useSpeechInput(setMessage);
  const canSend = message.trim().length > 0 && !assistant.busy && assistant.editorReady;

  // Ask AI moves the focus here, ready for the instruction.
  useLayoutEffect(() => {
    if (assistant.isAIActive) textareaRef.current?.focus();
  }, [assistant.isAIActive]);

  useAutoHeight(textareaRef, message, MIN_HEIGHT, MAX_HEIGHT);

  const send = async () => {
    if (!canSend) return;
    if (speech.isListening) speech.stop();
    if (await assistant.send(message.trim())) setMessage("");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const target = assistant.isAIActive ? "the selected text" : "the whole document";
  const reviewing = assistant.phase === "CHANGED" || assistant.phase === "CHANGEDALL";

  return (
    <form onSubmit={onSubmit} className="border-t border-zinc-900 bg-zinc-950 p-3">
      {assistant.isRequestInFlight ? <AnswerDraft draft={assistant.draft} /> : null}
      {assistant.failure ? <AssistantFailure reason={assistant.failure} onDismiss={assistant.dismissFailure} /> : null}
      {assistant.isAIActive ? (
        <div className="mb-2 rounded-lg border border-violet-500/30 bg-violet-500/10">
          <div className="flex items-center justify-between gap-2 px-2.5 pt-1.5">
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-violet-200">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Selected text
            </span>
            <button
              type="button"
              onClick={() => dispatchAi({ type: "aiModeEnded" })}
              disabled={assistant.isRequestInFlight}
              aria-label="Work on the whole document instead"
              title="Work on the whole document instead"
              className="rounded p-1 text-violet-200/80 hover:bg-violet-500/20 hover:text-white disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <p
            data-testid="selection-preview"
            className="max-h-[200px] overflow-y-auto px-2.5 pt-1 pb-2 text-sm break-words text-zinc-200"
          >
            {assistant.selection ? (
              selectionPreview(assistant.selection.text)
            ) : (
              <span className="text-zinc-400">Select text in the document to work on it.</span>
            )}
          </p>
        </div>
      ) : null}
      <div className="rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 focus-within:border-focus-ring">
        <label htmlFor={inputId} className="sr-only">
          Instruction for the assistant
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          rows={1}
          value={message}
          disabled={!assistant.editorReady}
          placeholder={
            reviewing ? "Accept or reject the change first" : `Tell the assistant what to do with ${target}...`
          }
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
          className={`block min-h-10 max-h-40 w-full resize-none ${AUTO_HEIGHT_CLASS} bg-transparent px-2 py-2 text-sm leading-snug text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-none disabled:cursor-not-allowed`}
        />
        <div className="flex items-center justify-between gap-2">
          <span title={speech.isAvailable ? undefined : "Voice input is not supported in this browser"}>
            <button
              type="button"
              disabled={!speech.isAvailable || assistant.busy}
              aria-label={speech.isListening ? "Stop voice input" : "Dictate the instruction"}
              aria-pressed={speech.isListening}
              onClick={speech.isListening ? speech.stop : speech.start}
              className={`${iconButton} ${speech.isListening ? "bg-violet-600/20 text-violet-300" : ""}`}
            >
              <Mic aria-hidden="true" className={`size-4 ${speech.isListening ? "animate-pulse" : ""}`} />
            </button>
          </span>
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send instruction"
            title="Send instruction"
            className="inline-flex size-9 items-center justify-center rounded-lg bg-violet-600 text-white transition-colors hover:bg-violet-500 disabled:cursor-not-allowed disabled:bg-zinc-800 disabled:text-zinc-500"
          >
            {assistant.isRequestInFlight ? (
              <Spinner className="size-4" />
            ) : (
              <ArrowUp aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>
      {assistant.isRequestInFlight ? (
        <p role="status" className="mt-2 flex items-center justify-center gap-2 text-xs text-zinc-400">
          <Spinner className="size-3.5" />
          Processing your request...
        </p>
      ) : null}
    </form>
  );
}

import { ArrowUp } from "lucide-react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { useReplyToDocumentMutation } from "../brief/brief-api";
import { useGetEstimateJobQuery } from "../generation/generation-api";
import { quickAnswers, type QuickAnswer } from "./quick-answers";

/** The answer box's id, so the page can move the focus to it. */
export const replyInputId = (documentId: string) => `reply-${documentId}`;

/**
 * Under the chat while the assistant waits for answers: quick answers to the questions that have
 * obvious ones, and a box for the rest. Sending continues the same document from the whole conversation.
 */
export function ReplyComposer({ documentId }: { documentId: string }) {
  const questions = useGetEstimateJobQuery(documentId).data?.questions ?? [];
  const [draft, setDraft] = useState("");
  const [reply, { isLoading }] = useReplyToDocumentMutation();
  const answerable = questions
    .map((question) => ({ question, answers: quickAnswers(question) }))
    .filter((entry) => entry.answers.length > 0);

  const send = async (content: string) => {
    const text = content.trim();
    if (!text || isLoading) return;
    try {
      await reply({ documentId, content: text }).unwrap();
      setDraft("");
    } catch (failure) {
      toast.error(apiErrorText(failure, "The answer could not be sent", "Request failed"));
    }
  };

  // A quick answer goes at once; while an answer is being typed it joins that text instead.
  const choose = (answer: QuickAnswer) => {
    if (draft.trim()) setDraft(`${draft.trimEnd()}\n${answer.content}`);
    else void send(answer.content);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Answer the questions"
      className="space-y-3 border-t border-zinc-900 bg-zinc-950 p-3"
    >
      {answerable.length > 0 ? (
        <div className="max-h-48 space-y-2 overflow-y-auto">
          {answerable.map(({ question, answers }) => (
            <div key={question} role="group" aria-label={`Quick answers: ${question}`}>
              <p className="truncate text-xs text-zinc-400" title={question}>
                {question}
              </p>
              <div className="mt-1 flex flex-wrap gap-1.5">
                {answers.map((answer) => (
                  <button
                    key={answer.label}
                    type="button"
                    disabled={isLoading}
                    onClick={() => choose(answer)}
                    className="rounded-full border border-violet-500/40 bg-violet-500/10 px-3 py-1 text-xs font-medium text-violet-100 transition-colors hover:bg-violet-500/25 disabled:opacity-50"
                  >
                    {answer.label}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      <div className="rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 focus-within:border-violet-500/60">
        <label htmlFor={replyInputId(documentId)} className="sr-only">
          Your answer
        </label>
        <textarea
          id={replyInputId(documentId)}
          rows={3}
          value={draft}
          disabled={isLoading}
          placeholder="Answer the questions in your own words..."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-40 w-full resize-none bg-transparent px-2 py-2 text-sm leading-snug text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-none disabled:cursor-not-allowed"
        />
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={!draft.trim() || isLoading}
            aria-label="Send answer"
            title="Send answer"
            className="inline-flex size-9 items-center justify-center rounded-lg bg-violet-600 text-white transition-colors hover:bg-violet-500 disabled:cursor-not-allowed disabled:bg-zinc-800 disabled:text-zinc-500"
          >
            {isLoading ? <Spinner className="size-4" /> : <ArrowUp aria-hidden="true" className="size-4" />}
          </button>
        </div>
      </div>
    </form>
  );
}

import { MessageCircleQuestion } from "lucide-react";
import { Button } from "../../components/Button";
import { useAppDispatch } from "../../store/hooks";
import { useGetBriefQuery } from "../brief/brief-api";
import { NotUnderstoodList } from "../brief/NotUnderstoodList";
import { useGetEstimateJobQuery } from "../generation/generation-api";
import { chatHistoryOpened } from "../shell/ui-slice";
import { replyInputId } from "./ReplyComposer";

/**
 * A document whose request was too thin to price: no estimate and no proposal, the assistant's
 * questions, what the reader could not place, and the way to the answer box in the chat.
 */
export function NeedsInputView({ documentId, title }: { documentId: string; title: string }) {
  const dispatch = useAppDispatch();
  const questions = useGetEstimateJobQuery(documentId).data?.questions ?? [];
  const brief = useGetBriefQuery(documentId).data;

  const answer = () => {
    dispatch(chatHistoryOpened());
    // The chat panel may only now be mounting; its box exists after this render.
    window.setTimeout(() => document.getElementById(replyInputId(documentId))?.focus(), 0);
  };

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <article className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-8">
        <h1 className="text-xl font-semibold tracking-tight break-words text-zinc-50 sm:text-2xl">{title}</h1>
        <section
          aria-labelledby={`${documentId}-questions`}
          className="rounded-xl border border-violet-500/25 bg-violet-500/5 p-4 sm:p-6"
        >
          <h2 id={`${documentId}-questions`} className="flex items-center gap-2 text-base font-semibold text-zinc-50">
            <MessageCircleQuestion aria-hidden="true" className="size-5 text-violet-300" />A few questions before
            pricing
          </h2>
          <p className="mt-2 text-sm text-zinc-300">
            There is not enough in the request to price it honestly, so no estimate or proposal has been made yet.
            Answer in the chat: a sentence, or one of the quick answers, is enough.
          </p>
          {questions.length > 0 ? (
            <ol aria-label="Questions" className="mt-4 list-decimal space-y-2 pl-5 text-sm text-zinc-100">
              {questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          ) : null}
          <Button className="mt-5" onClick={answer}>
            Answer in the chat
          </Button>
        </section>
        <NotUnderstoodList items={brief?.not_understood} />
      </article>
    </div>
  );
}

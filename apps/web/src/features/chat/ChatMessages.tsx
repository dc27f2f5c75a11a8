import { Bot, MessagesSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { useGetProposalChatQuery } from "../proposals/proposals-api";
import { chatPlainText } from "./chat-text";
import { PanelEmpty, PanelError, PanelLoading } from "./PanelStatus";

/** The document's conversation: the user's messages on the right, the assistant's on the left. */
export function ChatMessages({ documentId }: { documentId: string }) {
  const { data, isLoading, isError } = useGetProposalChatQuery(documentId);
  const endRef = useRef<HTMLDivElement>(null);

  // Keeps the newest message in view as messages arrive.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [data]);

  if (isLoading) return <PanelLoading label="Loading messages" />;
  if (isError) return <PanelError>The messages could not be loaded.</PanelError>;
  if (!data || data.length === 0) {
    return (
      <PanelEmpty icon={MessagesSquare} title="No messages yet">
        The request behind this document and your instructions to the assistant appear here.
      </PanelEmpty>
    );
  }

  return (
    // A log: each message that arrives (the assistant's answer) is read out; those already there are not.
    <div role="log" aria-label="Conversation" className="px-3 py-4">
      <ol aria-label="Messages" className="space-y-3">
        {data.map((message, index) => {
          const fromUser = message.type === "user";
          return (
            <li
              key={`${message.created_at ?? ""}-${index}`}
              className={`flex gap-2 ${fromUser ? "justify-end" : "justify-start"}`}
            >
              {fromUser ? null : (
                <span
                  aria-hidden="true"
                  className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-violet-600/20 text-violet-300"
                >
                  <Bot className="size-3.5" />
                </span>
              )}
              <div
                className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words ${
                  fromUser
                    ? "rounded-br-md bg-violet-600 text-white"
                    : "rounded-bl-md border border-zinc-800 bg-zinc-900 text-zinc-200"
                }`}
              >
                <span className="sr-only">{fromUser ? "You: " : "Assistant: "}</span>
                {chatPlainText(message.content)}
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </div>
  );
}

import { useRef, useState } from "react";
import { LoadingMessages } from "./LoadingMessages";
import { MessageInput, type BriefAttachment } from "./MessageInput";
import { SuggestedPrompts } from "./SuggestedPrompts";
import { useCreateDocument } from "./use-create-document";
import { TemplatePicker } from "../templates/TemplatePicker";
import { ReadOnlyRoleNotice, useIsReadOnlyRole } from "../teams/ReadOnlyRoleNotice";

interface ComposerProps {
  /** The project the new document goes into; without one the server creates a project for it. */
  projectId: string | null;
  placeholder?: string;
  showSuggestions?: boolean;
  /** Text to start with, e.g. an example proposal's prompt chosen on the history screen. */
  initialMessage?: string;
  autoFocus?: boolean;
}

/**
 * Message box plus suggested prompts, sending the message as a request for a new proposal; for a
 * member whose role only lets them read, the reason there is none.
 */
export function Composer(props: ComposerProps) {
  if (useIsReadOnlyRole()) return <ReadOnlyRoleNotice className="w-full max-w-[1000px]" />;
  return <RequestComposer {...props} />;
}

function RequestComposer({
  projectId,
  placeholder,
  showSuggestions = false,
  initialMessage = "",
  autoFocus = false,
}: ComposerProps) {
  const [message, setMessage] = useState(initialMessage);
  const [briefFile, setBriefFile] = useState<File | null>(null);
  const [templateId, setTemplateId] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { send, isLoading } = useCreateDocument();

  const onSend = async (text: string) => {
    const sentBrief = briefFile;
    setMessage("");
    setBriefFile(null);
    // A failed request gives the text and the brief back, so nothing is lost.
    if (!(await send(text, projectId, sentBrief, templateId || null))) {
      setMessage((current) => current || text);
      setBriefFile((current) => current ?? sentBrief);
    }
  };

  const brief: BriefAttachment = { file: briefFile, attach: setBriefFile, remove: () => setBriefFile(null) };

  const choosePrompt = (prompt: string) => {
    setMessage(prompt);
    textareaRef.current?.focus();
  };

  return (
    <div className="flex w-full flex-col items-center gap-5">
      {isLoading ? <LoadingMessages /> : null}
      <MessageInput
        value={message}
        onChange={setMessage}
        onSend={(text) => void onSend(text)}
        brief={brief}
        isLoading={isLoading}
        placeholder={placeholder}
        textareaRef={textareaRef}
        autoFocus={autoFocus}
      />
      {/* A brief goes as its own upload, which follows no template. */}
      {briefFile ? null : <TemplatePicker value={templateId} onChange={setTemplateId} />}
      {showSuggestions && message.length === 0 && !isLoading ? <SuggestedPrompts onChoose={choosePrompt} /> : null}
    </div>
  );
}

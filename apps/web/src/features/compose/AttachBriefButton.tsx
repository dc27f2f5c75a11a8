import { Paperclip } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { BRIEF_ACCEPT, briefFileProblem } from "./brief-file";

interface AttachBriefButtonProps {
  /** Receives a file that passed the type and size checks. */
  onAttach: (file: File) => void;
  disabled?: boolean;
  className: string;
}

/** The paperclip button: opens the file picker and checks the chosen file before attaching it. */
export function AttachBriefButton({ onAttach, disabled = false, className }: AttachBriefButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) still reports a change.
    event.target.value = "";
    if (!file) return;
    const problem = briefFileProblem(file);
    if (problem) toast.error(problem);
    else onAttach(file);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={BRIEF_ACCEPT}
        onChange={onChange}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
      />
      <button
        type="button"
        disabled={disabled}
        aria-label="Attach a brief"
        title="Attach a brief (.txt, .md, .docx or .pdf, up to 10 MB)"
        onClick={() => inputRef.current?.click()}
        className={className}
      >
        <Paperclip aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

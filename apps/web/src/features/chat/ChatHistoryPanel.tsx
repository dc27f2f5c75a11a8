import { PanelRightClose } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Spinner } from "../../components/Spinner";
import { ChatMessages } from "./ChatMessages";
import { DocumentFiles } from "./DocumentFiles";

type Tab = "chats" | "files";

const TABS: { id: Tab; label: string }[] = [
  { id: "chats", label: "Chats" },
  { id: "files", label: "Files" },
];

interface ChatHistoryPanelProps {
  /** Null until the document has loaded, so a wrong id is not asked about three times. */
  documentId: string | null;
  /** See panel-layout.ts: beside the document on wide screens, over it on smaller ones. */
  width: number;
  floating: boolean;
  onClose: () => void;
  /** Under the messages: the assistant's instruction box on the document page. */
  footer?: ReactNode;
}

/** The right-hand panel of the document page: the chats and files, and the assistant's instruction box. */
export function ChatHistoryPanel({ documentId, width, floating, onClose, footer }: ChatHistoryPanelProps) {
  const [tab, setTab] = useState<Tab>("chats");
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as in any tab list.
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "chats" ? "files" : "chats";
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <aside
      aria-label="Chat history"
      style={{ width }}
      className={`fixed inset-y-0 right-0 z-30 flex flex-col border-l border-zinc-900 bg-zinc-950 print:hidden ${floating ? "shadow-2xl shadow-black/60" : ""}`}
    >
      <div className="flex h-14 items-center justify-between gap-2 border-b border-zinc-900 px-3">
        <div
          role="tablist"
          aria-label="Chat history"
          onKeyDown={onTabKeyDown}
          className="flex gap-1 rounded-lg bg-zinc-900 p-1"
        >
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${id}-tab`}
              aria-selected={tab === id}
              aria-controls={`${baseId}-${id}-panel`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
                tab === id ? "bg-zinc-800 text-zinc-50" : "text-zinc-400 hover:text-zinc-100"
              }`}
            >
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat history"
          title="Close chat history"
          className="rounded-lg p-2 text-zinc-400 transition-colors hover:bg-zinc-900 hover:text-zinc-100"
        >
          <PanelRightClose aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {documentId === null ? (
          <div className="flex justify-center py-10 text-violet-400">
            <Spinner className="size-5" label="Loading" />
          </div>
        ) : tab === "chats" ? (
          <ChatMessages documentId={documentId} />
        ) : (
          <DocumentFiles documentId={documentId} />
        )}
      </div>
      {footer}
    </aside>
  );
}

import type { ExportFormat } from "@scopewise/shared";
import type { ReactNode } from "react";
import { Download, FileCode, FileText, FileType, History, ListTree, MessagesSquare, Save } from "lucide-react";
import { MenuPanel } from "../../components/MenuPanel";
import { Spinner } from "../../components/Spinner";
import { useMenu } from "../../components/use-menu";

interface DocumentTopBarProps {
  /** The request cut to four words, else the title. */
  heading: string;
  fullRequest: string;
  /** Leaves room for the shell's open-sidebar button. */
  sidebarOpen: boolean;
  chatOpen: boolean;
  tocOpen: boolean;
  /** Save and Download need the editor; while generating or reviewing they wait. */
  actionsReady: boolean;
  /** Download works without the editor when the document is accepted (the server makes the signed copy). */
  downloadReady: boolean;
  /** False for a member whose role only lets them read: no Save button at all. */
  canSave?: boolean;
  actionsHint: string | null;
  isSaving: boolean;
  /** The format being made, while a download runs. */
  downloading: ExportFormat | null;
  hasUnsavedChanges: boolean;
  onSave: () => void;
  onDownload: (format: ExportFormat) => void;
  onOpenHistory: () => void;
  onOpenChat: () => void;
  onToggleToc: () => void;
  /** The Share button (given once the document can be shared). */
  share?: (buttonClass: string) => ReactNode;
  /** The "Save as template" icon button (given once the document can be saved as one). */
  saveAsTemplate?: (iconButtonClass: string) => ReactNode;
}

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-zinc-800 bg-zinc-950 text-zinc-300 transition-colors hover:bg-zinc-900 hover:text-white";
const actionButton =
  "inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";

const FORMAT_NAMES: Record<ExportFormat, string> = { html: "HTML", pdf: "PDF", docx: "DOCX" };

/** The document page's top bar (spec section 2): the request, History, Download (HTML, PDF, DOCX), Save Chat and panel buttons. */
export function DocumentTopBar(props: DocumentTopBarProps) {
  const {
    heading,
    fullRequest,
    sidebarOpen,
    chatOpen,
    tocOpen,
    actionsReady,
    actionsHint,
    isSaving,
    downloading,
    hasUnsavedChanges,
  } = props;
  const downloadMenu = useMenu();
  const isDownloading = downloading !== null;
  const downloadLabel = isDownloading ? `Making the ${FORMAT_NAMES[downloading]} file...` : "Download";
  return (
    <header
      className={`sticky top-0 z-10 flex h-14 shrink-0 items-center gap-1 border-b border-zinc-900 bg-black/90 px-2 backdrop-blur sm:gap-2 sm:px-4 print:hidden ${
        sidebarOpen ? "" : "pl-16 sm:pl-16"
      }`}
    >
      <button
        type="button"
        onClick={props.onToggleToc}
        aria-label={tocOpen ? "Close table of contents" : "Open table of contents"}
        aria-pressed={tocOpen}
        title="Table of contents"
        className={`${iconButton} ${tocOpen ? "border-violet-500/50 text-violet-200" : ""}`}
      >
        <ListTree aria-hidden="true" className="size-4" />
      </button>
      <p className="min-w-0 flex-1 truncate text-sm text-zinc-300" title={fullRequest || undefined}>
        {heading}
        {hasUnsavedChanges ? <span className="ml-2 text-xs text-amber-300/90">Unsaved changes</span> : null}
      </p>
      <button
        type="button"
        onClick={props.onOpenHistory}
        aria-label="Version history"
        title="Version history"
        className={iconButton}
      >
        <History aria-hidden="true" className="size-4" />
      </button>
      {/* Left out below 360 px, where the bar's other buttons take the whole width. */}
      {props.saveAsTemplate?.(`${iconButton} max-[359px]:hidden`)}
      {props.share?.(`${actionButton} border border-zinc-800 bg-zinc-950 text-zinc-200 hover:bg-zinc-900`)}
      <button
        type="button"
        {...downloadMenu.triggerProps}
        disabled={!props.downloadReady || isDownloading}
        title={actionsHint ?? "Download as HTML, PDF or DOCX"}
        className={`${actionButton} border border-zinc-800 bg-zinc-950 text-zinc-200 hover:bg-zinc-900`}
      >
        {isDownloading ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
        <span className={isDownloading ? "" : "hidden sm:inline"} aria-live="polite">
          {downloadLabel}
        </span>
        {isDownloading ? null : <span className="sr-only sm:hidden">Download</span>}
      </button>
      <MenuPanel
        menu={downloadMenu}
        label="Download as"
        actions={[
          { label: "HTML", icon: FileCode, run: () => props.onDownload("html") },
          { label: "PDF", icon: FileText, run: () => props.onDownload("pdf") },
          { label: "Word (DOCX)", icon: FileType, run: () => props.onDownload("docx") },
        ]}
      />
      {props.canSave === false ? null : (
        <button
          type="button"
          onClick={props.onSave}
          disabled={!actionsReady || isSaving}
          title={actionsHint ?? "Save (Ctrl+S)"}
          className={`${actionButton} bg-violet-600 text-white hover:bg-violet-500 disabled:hover:bg-violet-600`}
        >
          {isSaving ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
          <span className={isSaving ? "" : "hidden sm:inline"}>{isSaving ? "Saving..." : "Save Chat"}</span>
          {isSaving ? null : <span className="sr-only sm:hidden">Save Chat</span>}
        </button>
      )}
      {chatOpen ? null : (
        <button
          type="button"
          onClick={props.onOpenChat}
          aria-label="Open chat history"
          title="Open chat history"
          className={iconButton}
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
        </button>
      )}
    </header>
  );
}

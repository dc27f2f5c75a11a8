import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

interface CollapsibleSectionProps {
  /** The region's accessible name. */
  label: string;
  /** What the header button shows (the label, perhaps with a summary). */
  heading: ReactNode;
  defaultOpen?: boolean;
  /** Where the reader's last choice (open or closed) is kept, so the panel opens as they left it. */
  rememberAs?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A panel above the document whose heading is a button that shows or hides its content. A panel
 * that starts closed renders its content only when first opened (a closed panel costs the page's
 * first render nothing); from then on closing hides it, so what it holds (a form's draft) is kept.
 */
export function CollapsibleSection({
  label,
  heading,
  defaultOpen = true,
  rememberAs,
  className = "",
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(() => rememberedOpen(rememberAs) ?? defaultOpen);
  const [opened, setOpened] = useState(open);
  const panelId = useId();
  return (
    <section
      aria-label={label}
      className={`rounded-xl border border-zinc-900 bg-zinc-950/60 print:hidden ${className}`}
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpened(true);
            setOpen((value) => {
              remember(rememberAs, !value);
              return !value;
            });
          }}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm hover:bg-zinc-900/60"
        >
          {heading}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 text-zinc-400 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-3 pb-4 sm:px-4">
        {opened ? children : null}
      </div>
    </section>
  );
}

const STORAGE_PREFIX = "scopewise.panel.";

function rememberedOpen(key: string | undefined): boolean | undefined {
  if (!key) return undefined;
  try {
    const value = window.localStorage.getItem(STORAGE_PREFIX + key);
    return value === null ? undefined : value === "open";
  } catch {
    return undefined; // Storage refused (private mode, a sandbox): the default applies.
  }
}

function remember(key: string | undefined, open: boolean): void {
  if (!key) return;
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, open ? "open" : "closed");
  } catch {
    // Not kept: the panel still opens and closes.
  }
}

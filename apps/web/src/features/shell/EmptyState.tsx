import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

/** A calm placeholder panel for a page section with nothing to show. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-800 bg-zinc-950/60 px-6 py-14 text-center">
      <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-zinc-900 text-zinc-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="text-base font-medium text-zinc-200">{title}</p>
      {children ? <div className="mt-2 max-w-sm text-sm text-zinc-500">{children}</div> : null}
    </div>
  );
}

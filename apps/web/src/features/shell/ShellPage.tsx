import type { ReactNode } from "react";

interface ShellPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Page frame inside the signed-in shell; the top padding leaves room for the sidebar button. */
export function ShellPage({ title, description, actions, children }: ShellPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-16 pb-12 sm:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-50 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-2 text-sm text-zinc-400">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "../../components/Spinner";

/** The chat panel's tabs share these loading, error and empty states. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10 text-violet-400">
      <Spinner className="size-5" label={label} />
    </div>
  );
}

export function PanelError({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-sm text-red-400">{children}</p>;
}

export function PanelEmpty({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-6 text-zinc-600" />
      <p className="mt-3 text-sm font-medium text-zinc-300">{title}</p>
      <p className="mt-1 text-xs text-zinc-500">{children}</p>
    </div>
  );
}

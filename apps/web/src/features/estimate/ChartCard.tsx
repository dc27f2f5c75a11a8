import type { ReactNode } from "react";

interface ChartCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The panel each estimate chart sits in. */
export function ChartCard({ title, subtitle, children }: ChartCardProps) {
  return (
    <section className="min-w-0 rounded-xl border border-zinc-800 bg-zinc-950 p-4 sm:p-5">
      <h3 className="text-sm font-semibold text-zinc-100">{title}</h3>
      {subtitle ? <p className="mt-0.5 text-xs text-zinc-500">{subtitle}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

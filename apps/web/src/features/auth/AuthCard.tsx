import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every pre-login screen renders its form or message in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="w-full max-w-md">
      <div className="rounded-xl border border-zinc-800/80 bg-zinc-950 p-6 shadow-2xl shadow-violet-950/20 sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-xl font-semibold tracking-tight text-zinc-50 sm:text-2xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-zinc-400">{subtitle}</p> : null}
        </div>
        {children}
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-zinc-400">{footer}</div> : null}
    </section>
  );
}

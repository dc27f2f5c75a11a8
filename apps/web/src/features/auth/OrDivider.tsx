/** Separates the email form from the social sign-in buttons. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-zinc-500" aria-hidden="true">
      <span className="h-px flex-1 bg-zinc-800" />
      or
      <span className="h-px flex-1 bg-zinc-800" />
    </div>
  );
}

/** The workspace's first letter on a square tile (personal: the accent colour; teams: a neutral tile). */
export function WorkspaceBadge({
  name,
  personal,
  className = "size-8 text-sm",
}: {
  name: string;
  personal: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-semibold ${
        personal ? "bg-violet-600/90 text-white" : "bg-emerald-700 text-white"
      } ${className}`}
    >
      {(name.trim().charAt(0) || "?").toUpperCase()}
    </span>
  );
}

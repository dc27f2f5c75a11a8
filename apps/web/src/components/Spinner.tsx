import { LoaderCircle } from "lucide-react";

interface SpinnerProps {
  className?: string;
  label?: string;
}

/** An animated loading icon; with a label it is announced as a status. */
export function Spinner({ className = "size-4", label }: SpinnerProps) {
  if (!label) return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullScreenLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-black text-violet-400">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}

import { TIMINGS } from "@scopewise/shared";
import { useEffect, useState } from "react";
import { Spinner } from "../../components/Spinner";

/** Shown while a proposal is being generated, one every three seconds (spec section 2). */
export const LOADING_MESSAGES = [
  "Generating your proposal.",
  "This might take a minute.",
  "It requires your patience.",
  "Almost there...",
  "Creating a tailored solution for you.",
  "Analyzing requirements and specifications.",
] as const;

export function LoadingMessages({ className = "" }: { className?: string }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % LOADING_MESSAGES.length),
      TIMINGS.loadingMessageRotationMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-sm text-violet-300 ${className}`}
    >
      <Spinner className="size-4 text-violet-400" />
      <span key={index} className="animate-fade-in motion-reduce:animate-none">
        {LOADING_MESSAGES[index]}
      </span>
    </div>
  );
}

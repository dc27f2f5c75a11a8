import { useEffect } from "react";
import toast, { ToastBar, Toaster, useToasterStore } from "react-hot-toast";

/** Spec section 9: how long each kind of toast stays, how many are kept, and how long one takes to leave. */
export const TOAST_TIMINGS = {
  blankMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  loadingMs: Infinity,
  removeDelayMs: 1000,
  maxToasts: 20,
} as const;

/**
 * Dismisses the oldest shown toasts beyond the limit (newest come first in the store). react-hot-toast
 * happens to keep 20 today; this holds the spec's number whatever the library's default becomes.
 */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((shown) => shown.visible)
      .slice(limit)
      .forEach((extra) => toast.dismiss(extra.id));
  }, [toasts, limit]);
}

/**
 * Toasts at the top centre, themed, with the spec's durations set here rather than left to the
 * library. Each stays one line (longer news belongs where it happened, e.g. the chat); dialogs keep
 * this lane free above them (Modal.tsx).
 */
export function AppToaster() {
  useToastLimit(TOAST_TIMINGS.maxToasts);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className: "text-sm",
        removeDelay: TOAST_TIMINGS.removeDelayMs,
        style: {
          background: "#18181b",
          color: "#f4f4f5",
          border: "1px solid #27272a",
          borderRadius: "0.75rem",
          maxWidth: "min(420px, calc(100vw - 2rem))",
        },
        blank: { duration: TOAST_TIMINGS.blankMs },
        error: { duration: TOAST_TIMINGS.errorMs, iconTheme: { primary: "#f87171", secondary: "#18181b" } },
        success: { duration: TOAST_TIMINGS.successMs, iconTheme: { primary: "#a78bfa", secondary: "#18181b" } },
        loading: { duration: TOAST_TIMINGS.loadingMs },
      }}
    >
      {(shown) => (
        <ToastBar toast={shown}>
          {({ icon, message }) => (
            <>
              {icon}
              {/* The library's message box wraps (pre-line, unlayered styles), hence the important overrides. */}
              <span
                title={typeof shown.message === "string" ? shown.message : undefined}
                className="block min-w-0 flex-1 [&>div]:block! [&>div]:overflow-hidden! [&>div]:text-ellipsis! [&>div]:whitespace-nowrap!"
              >
                {message}
              </span>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}

import { Toaster } from "react-hot-toast";

/** Toasts keep react-hot-toast's default durations (spec section 9); only the look is themed. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className: "text-sm",
        style: {
          background: "#18181b",
          color: "#f4f4f5",
          border: "1px solid #27272a",
          borderRadius: "0.75rem",
          maxWidth: "min(420px, calc(100vw - 2rem))",
        },
        success: { iconTheme: { primary: "#a78bfa", secondary: "#18181b" } },
        error: { iconTheme: { primary: "#f87171", secondary: "#18181b" } },
      }}
    />
  );
}

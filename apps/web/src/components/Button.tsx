import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const BASE =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-50";

// White text needs 4.5:1 on every state it shows, hover included: the danger button darkens on
// hover (red-700, 6.4:1) since the lighter red-500 gives 3.8:1.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-violet-600 text-white hover:bg-violet-500 disabled:hover:bg-violet-600",
  secondary: "border border-zinc-800 bg-zinc-900 text-zinc-100 hover:border-zinc-700 hover:bg-zinc-800",
  ghost: "text-zinc-300 hover:bg-zinc-800/70 hover:text-white",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:hover:bg-red-600",
};

/** Button look, shared with links that act like buttons. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = "primary", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

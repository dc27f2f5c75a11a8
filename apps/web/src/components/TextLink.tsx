import type { ComponentProps } from "react";
import { Link } from "react-router";

/** An in-app link in the accent colour. */
export function TextLink({ className = "", ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={`rounded-sm font-medium text-violet-400 transition-colors hover:text-violet-300 ${className}`}
      {...props}
    />
  );
}

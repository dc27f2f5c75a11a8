import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "type"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box with a magnifier and an accessible label. */
export function SearchField({ label, value, onChange, className = "", ...input }: SearchFieldProps) {
  return (
    <div className={`relative ${className}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-zinc-800 bg-zinc-900 pr-3 pl-9 text-sm text-zinc-100 placeholder:text-zinc-500 transition-colors hover:border-zinc-700 focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-500/30 focus-visible:outline-none"
        {...input}
      />
    </div>
  );
}

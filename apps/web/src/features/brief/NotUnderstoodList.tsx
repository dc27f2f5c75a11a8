import { HelpCircle } from "lucide-react";

/** The parts of the request the reader could not place: listed, never silently dropped. */
export function NotUnderstoodList({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section
      aria-label="Not understood"
      className="rounded-lg border border-amber-500/30 bg-amber-500/5 p-3 text-sm text-amber-50"
    >
      <h3 className="flex items-center gap-2 font-medium text-amber-100">
        <HelpCircle aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
        What I could not place
      </h3>
      <p className="mt-1 text-xs text-amber-100/70">
        These words of your request were not used for the estimate. Say more about them in the chat if they matter.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

import { PackageCheck } from "lucide-react";
import type { Brief, ProvidedItem } from "@scopewise/shared";

const ITEM_NAMES: Record<ProvidedItem, string> = {
  venue: "The venue",
  accommodation: "Accommodation",
  catering: "Catering",
  licences: "Licences",
};

/** What the request says the client provides or buys themselves: shown so a missing line reads as intended, not lost. */
export function ProvidedByClientList({ brief }: { brief: Brief }) {
  const items = brief.details?.provided_by_client;
  if (!items || items.length === 0) return null;
  const source = brief.fields?.["details.provided_by_client"]?.source;
  return (
    <section aria-label="Provided by you" className="rounded-lg border border-zinc-800 p-3 text-sm text-zinc-300">
      <h3 className="flex items-center gap-2 font-medium text-zinc-200">
        <PackageCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-300" />
        Provided by you, not priced
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{ITEM_NAMES[item]}</li>
        ))}
      </ul>
      {source ? <p className="mt-2 text-xs text-zinc-400 break-words">From your words: “{source}”</p> : null}
    </section>
  );
}

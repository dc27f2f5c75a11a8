import { CircleX } from "lucide-react";
import type { Ref } from "react";

/** The client's page once they declined: when, and the reason they gave (the sender has it too). */
export function DeclinedNotice({ decline, ref }: { decline: { name: string; reason: string; declined_at: string }; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} tabIndex={-1} data-section="Declined" aria-labelledby="declined-heading" role="status" className="space-y-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 outline-none sm:p-6">
      <h2 id="declined-heading" className="flex items-center gap-2 text-lg font-semibold text-red-100">
        <CircleX aria-hidden="true" className="size-5" />
        Declined by {decline.name}
      </h2>
      <p className="text-sm text-red-50">On {new Date(decline.declined_at).toLocaleString()}. The sender has been told, with your reason:</p>
      <blockquote className="border-l-2 border-red-400/50 pl-3 text-sm whitespace-pre-line text-red-50/90">{decline.reason}</blockquote>
    </section>
  );
}

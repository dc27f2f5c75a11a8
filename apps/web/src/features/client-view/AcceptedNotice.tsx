import { BadgeCheck } from "lucide-react";
import type { Ref } from "react";
import { CertificateLinks, type CertificateLoader } from "./CertificateLinks";
import { formatAmount } from "./money";

/** Shown once the proposal is accepted: by whom, when, for what, and the certificate (read with the link's password). */
export function AcceptedNotice({
  acceptance,
  currency,
  loadCertificate,
  ref,
}: {
  acceptance: { name: string; accepted_at: string; total_cost: number; certificate_url: string };
  currency: string;
  loadCertificate: CertificateLoader;
  /** Given when the notice is brought into view and focused (right after signing). */
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} tabIndex={-1} data-section="Accepted" aria-labelledby="accepted-heading" role="status" className="space-y-2 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-4 outline-none sm:p-6">
      <h2 id="accepted-heading" className="flex items-center gap-2 text-lg font-semibold text-emerald-100">
        <BadgeCheck aria-hidden="true" className="size-5" />
        Accepted by {acceptance.name}
      </h2>
      <p className="text-sm text-emerald-50">
        On {new Date(acceptance.accepted_at).toLocaleString()}, for {formatAmount(acceptance.total_cost, currency)}. The proposal is locked as accepted.
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        <CertificateLinks url={acceptance.certificate_url} load={loadCertificate} linkClassName="font-medium text-emerald-100 underline underline-offset-4" pdfLabel="Certificate (PDF)" />
      </p>
    </section>
  );
}

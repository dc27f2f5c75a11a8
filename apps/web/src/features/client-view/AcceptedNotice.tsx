import { BadgeCheck } from "lucide-react";
import type { Ref } from "react";
import { AnswerNotice } from "./AnswerNotice";
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
    <AnswerNotice
      ref={ref}
      tone="accepted"
      section="Accepted"
      icon={BadgeCheck}
      heading={`Accepted by ${acceptance.name}`}
    >
      <p className="text-sm text-emerald-50">
        On {new Date(acceptance.accepted_at).toLocaleString()}, for {formatAmount(acceptance.total_cost, currency)}. The
        proposal is locked as accepted.
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        <CertificateLinks
          url={acceptance.certificate_url}
          load={loadCertificate}
          linkClassName="font-medium text-emerald-100 underline underline-offset-4"
          pdfLabel="Certificate (PDF)"
        />
      </p>
    </AnswerNotice>
  );
}

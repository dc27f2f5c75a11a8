import { BadgeCheck } from "lucide-react";
import { CollapsibleSection } from "../../components/CollapsibleSection";
import { StatTile } from "../../components/StatTile";
import { useGetAcceptanceQuery, useGetViewsQuery, useLoadCertificateMutation } from "../sharing/sharing-api";
import { DeclineNotice } from "../sending/DeclineNotice";
import { ProposalStanding } from "../sending/ProposalStanding";
import { useGetSendingQuery } from "../sending/sending-api";
import { CertificateLinks } from "./CertificateLinks";

/** Rechecked while the page is open, so a client's reading and acceptance show up without a reload. */
const POLL_MS = 30_000;

const duration = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`);

/**
 * What clients did with the share link: views, visitors, time per section (a small chart), last
 * opened, and the acceptance of an `accepted` document (the document says so; only then is there one to read).
 */
export function ClientActivityPanel({ documentId, accepted }: { documentId: string; accepted: boolean }) {
  const { data: views } = useGetViewsQuery(documentId, { pollingInterval: POLL_MS });
  const { data: acceptance } = useGetAcceptanceQuery(documentId, { skip: !accepted });
  const { data: sending } = useGetSendingQuery(documentId, { pollingInterval: POLL_MS });
  const [loadCertificate] = useLoadCertificateMutation();
  if (!views) return null;
  const { totals } = views;
  const longest = Math.max(1, ...totals.sections.map((s) => s.seconds));
  return (
    <CollapsibleSection
      label="Client activity"
      heading={
        <span className="font-semibold text-zinc-100">
          Client activity{" "}
          <span className="font-normal text-zinc-400">
            · {totals.views} view{totals.views === 1 ? "" : "s"}
          </span>
          {sending ? (
            <span className="ml-2 align-middle">
              <ProposalStanding status={sending.proposal_status} value={sending.proposal_value} />
            </span>
          ) : null}
        </span>
      }
      defaultOpen={totals.views > 0 || Boolean(acceptance) || Boolean(sending?.decline)}
      className="mb-4"
    >
      {sending?.decline ? <DeclineNotice documentId={documentId} decline={sending.decline} /> : null}
      {acceptance ? (
        <div
          role="status"
          className="mb-4 space-y-1 rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-50"
        >
          <p className="flex items-center gap-2 font-medium">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Accepted by {acceptance.name} ({acceptance.email}) on {new Date(acceptance.accepted_at).toLocaleString()}
          </p>
          <p>
            Signed “{acceptance.signature}” from {acceptance.ip}.{" "}
            <CertificateLinks
              url={acceptance.certificate_url}
              load={(url) => loadCertificate(url).unwrap()}
              linkClassName="underline underline-offset-4"
              pdfLabel="PDF"
              separator=" · "
            />
          </p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <StatTile label="Views" value={String(totals.views)} />
        <StatTile label="Visitors" value={String(totals.visitors)} />
        <StatTile label="Reading time" value={duration(totals.seconds)} />
        <StatTile
          label="Last opened"
          value={totals.last_opened_at ? new Date(totals.last_opened_at).toLocaleString() : "Not yet"}
        />
      </dl>
      {totals.sections.length > 0 ? (
        <figure className="mt-4">
          <figcaption className="mb-2 text-xs text-zinc-400">Time spent on each section</figcaption>
          <ul className="space-y-1.5" data-testid="section-times">
            {totals.sections.map((section) => (
              <li
                key={section.heading}
                className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-2 text-xs sm:grid-cols-[minmax(0,16rem)_1fr_auto]"
              >
                <span className="truncate text-zinc-300" title={section.heading}>
                  {section.heading}
                </span>
                <span aria-hidden="true" className="h-2.5 rounded-full bg-zinc-900">
                  <span
                    className="block h-full rounded-full bg-violet-500"
                    style={{ width: `${(section.seconds / longest) * 100}%` }}
                  />
                </span>
                <span className="text-zinc-300 tabular-nums">{duration(section.seconds)}</span>
              </li>
            ))}
          </ul>
        </figure>
      ) : (
        <p className="mt-3 text-xs text-zinc-400">
          Nobody has read the shared link yet. Your own views are not counted.
        </p>
      )}
    </CollapsibleSection>
  );
}

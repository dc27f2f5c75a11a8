import type { ProposalSend } from "@scopewise/shared";
import { formatShortDate } from "../../lib/format-date";

const REMINDER_TEXT: Record<ProposalSend["reminder"], (send: ProposalSend) => string> = {
  none: () => "no reminder",
  pending: (send) => `reminder on ${send.remind_at ? formatShortDate(send.remind_at) : "its day"}`,
  sent: (send) => `reminded on ${send.reminded_at ? formatShortDate(send.reminded_at) : "its day"}`,
  skipped: () => "reminder not needed: the client answered, or the link changed",
};

/** The mails sent so far, newest first. */
export function SendHistory({ sends }: { sends: ProposalSend[] }) {
  return (
    <section aria-labelledby="send-history-heading">
      <h3 id="send-history-heading" className="mb-2 text-sm font-medium text-zinc-300">
        Sent
      </h3>
      <ul className="divide-y divide-zinc-800/80 text-sm" data-testid="send-history">
        {sends.map((send) => (
          <li key={send.id} className="py-2">
            <p className="break-words text-zinc-100">{send.recipients.join(", ")}</p>
            <p className="text-xs text-zinc-400">
              <time dateTime={send.sent_at}>{formatShortDate(send.sent_at)}</time> ·{" "}
              {REMINDER_TEXT[send.reminder](send)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

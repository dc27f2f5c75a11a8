import { SenderBanner } from "./SenderBanner";
import {
  quote,
  type Acceptance,
  type OptionSetting,
  type QuoteSelection,
  type SharedDocument,
} from "@scopewise/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AcceptedNotice } from "./AcceptedNotice";
import { AcceptForm } from "./AcceptForm";
import { ClientOptionsPanel } from "./ClientOptionsPanel";
import { DeclinedNotice } from "./DeclinedNotice";
import { DeclineForm } from "./DeclineForm";
import { acceptShared, declineShared, documentHash, loadSharedCertificate, readShared } from "./public-share-client";
import { QuoteSummary } from "./QuoteSummary";
import { SharedDocumentBody } from "./SharedDocumentBody";
import { StickySummary, type ClientStanding } from "./StickySummary";
import { useReadingBeacon } from "./use-reading-beacon";

/** Brings an answer's notice (or the form) into view and gives it focus, for keyboards and screen readers too. */
function bringIntoView(element: HTMLElement | null, focusTarget?: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ behavior: "smooth", block: "start" });
  (focusTarget ?? element).focus({ preventScroll: true });
}

/**
 * The proposal as the client reads and answers it: the document (its total following their
 * choices), the options and totals, the accept form and the decline, with a summary always in view.
 * An answer given here is shown where it was given, in view.
 */
export function ClientProposal({
  uuid,
  password,
  accessToken,
  initial,
}: {
  uuid: string;
  password: string | null;
  accessToken: string | null;
  initial: SharedDocument;
}) {
  const [data, setData] = useState(initial);
  const [acceptance, setAcceptance] = useState(initial.acceptance);
  const [decline, setDecline] = useState(initial.decline);
  /** Answered on this page (not found so on opening it): the notice takes the form's place. */
  const [answeredHere, setAnsweredHere] = useState(false);
  const [selection, setSelection] = useState<QuoteSelection>(() => ({
    selected: initial.options.filter((o) => o.optional).map((o) => o.id),
    quantities: {},
  }));
  const root = useRef<HTMLDivElement>(null);
  const acceptSection = useRef<HTMLElement>(null);
  const answerNotice = useRef<HTMLElement>(null);
  useReadingBeacon(root, { uuid, password, accessToken, ready: true });

  const settings = useMemo<OptionSetting[]>(
    () =>
      data.options.map((o) => ({
        id: o.id,
        optional: o.optional,
        quantity: o.quantity && { min: o.quantity.min, max: o.quantity.max },
      })),
    [data.options],
  );
  // The same function the server runs for `quote` and `accept`: what is shown here is what is accepted.
  const current = useMemo(
    () => (data.estimate_summary ? quote(data.estimate_summary, settings, selection) : null),
    [data.estimate_summary, settings, selection],
  );

  useEffect(() => {
    if (answeredHere) bringIntoView(answerNotice.current);
  }, [answeredHere]);

  const accept = useCallback(
    async (signer: { name: string; email: string; signature: string }) => {
      const result = await acceptShared(uuid, password, {
        ...signer,
        selected: [...selection.selected],
        quantities: { ...selection.quantities },
        document_sha256: await documentHash(data),
      });
      if (result.kind === "ok") {
        setAcceptance(result.acceptance);
        setAnsweredHere(true);
        return result.acceptance;
      }
      // The proposal changed (or was answered) meanwhile: show the current one.
      const fresh = await readShared(uuid, password);
      if (fresh.kind === "ok" && fresh.data.document_sha256 !== data.document_sha256) setData(fresh.data);
      if (fresh.kind === "ok" && fresh.data.acceptance) setAcceptance(fresh.data.acceptance);
      if (fresh.kind === "ok" && fresh.data.decline) setDecline(fresh.data.decline);
      return result;
    },
    [uuid, password, selection, data],
  );

  const declineProposal = useCallback(
    async (answer: { name: string; email: string; reason: string }) => {
      const result = await declineShared(uuid, password, answer);
      if (result.kind !== "ok") return result;
      setDecline({ name: result.decline.name, reason: result.decline.reason, declined_at: result.decline.declined_at });
      setAnsweredHere(true);
      return null;
    },
    [uuid, password],
  );

  const keptNames = data.options.filter((o) => o.optional && selection.selected.includes(o.id)).map((o) => o.item);
  const currency = current?.currency ?? data.estimate_summary?.currency ?? "USD";
  const open = !acceptance && !decline;
  const standing: ClientStanding = acceptance
    ? { kind: "accepted", name: acceptance.name, total: acceptance.total_cost }
    : decline
      ? { kind: "declined" }
      : { kind: "open", quote: current };
  const acceptedNotice = acceptance ? (
    <AcceptedNotice
      ref={answerNotice}
      acceptance={acceptance as Acceptance}
      currency={currency}
      loadCertificate={(url) => loadSharedCertificate(url, password)}
    />
  ) : null;
  const declinedNotice = decline ? <DeclinedNotice ref={answerNotice} decline={decline} /> : null;
  const review = () => {
    if (open) bringIntoView(acceptSection.current, acceptSection.current?.querySelector("input"));
    else bringIntoView(answerNotice.current);
  };
  return (
    <div ref={root} className="space-y-8 pb-24">
      {data.sender ? <SenderBanner sender={data.sender} /> : null}
      <div>
        <h2 className="text-lg font-medium break-words text-zinc-200">Title : {data.title}</h2>
        <p className="mt-1 text-sm text-zinc-400">
          {acceptance
            ? "Accepted: this proposal is final."
            : decline
              ? "You declined this proposal."
              : "Read the proposal, choose your options, and accept it below."}
        </p>
      </div>
      {answeredHere ? null : (acceptedNotice ?? declinedNotice)}
      <SharedDocumentBody
        html={data.document}
        title={data.title}
        total={
          data.estimate_summary
            ? {
                currency,
                original: data.estimate_summary.total_cost.expected,
                amount:
                  acceptance?.total_cost ?? current?.total_cost.expected ?? data.estimate_summary.total_cost.expected,
              }
            : null
        }
      />
      {data.options.length > 0 && current && open ? (
        <ClientOptionsPanel
          options={data.options}
          currency={currency}
          selection={selection}
          disabled={false}
          onChange={setSelection}
        />
      ) : null}
      {current && open ? <QuoteSummary quote={current} /> : null}
      {open ? (
        <AcceptForm
          ref={acceptSection}
          total={current?.total_cost.expected ?? 0}
          currency={currency}
          keptOptions={keptNames}
          onAccept={accept}
        />
      ) : null}
      {open ? <DeclineForm onDecline={declineProposal} /> : null}
      {answeredHere ? (acceptedNotice ?? declinedNotice) : null}
      <StickySummary standing={standing} currency={currency} onReview={review} />
    </div>
  );
}

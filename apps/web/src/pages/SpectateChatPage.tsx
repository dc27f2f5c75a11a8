import { Eye } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/Button";
import { quote, type Acceptance, type OptionSetting, type QuoteSelection, type SharedDocument } from "@scopewise/shared";
import { Logo } from "../components/Logo";
import { Spinner } from "../components/Spinner";
import { selectAccessToken } from "../features/auth/auth-slice";
import { AcceptedNotice } from "../features/client-view/AcceptedNotice";
import { AcceptForm } from "../features/client-view/AcceptForm";
import { ClientOptionsPanel } from "../features/client-view/ClientOptionsPanel";
import { PasswordGate } from "../features/client-view/PasswordGate";
import { acceptShared, documentHash, loadSharedCertificate, readShared, type ShareRead } from "../features/client-view/public-share-client";
import { QuoteSummary } from "../features/client-view/QuoteSummary";
import { SharedDocumentBody } from "../features/client-view/SharedDocumentBody";
import { useReadingBeacon } from "../features/client-view/use-reading-beacon";
import { useAppSelector } from "../store/hooks";

/**
 * The client's page behind a share link (both link shapes land here): the sanitized proposal, the
 * options the owner allows with totals recomputed as they change, and the accept form. No editor code.
 */
export default function SpectateChatPage() {
  const { chatId, id } = useParams();
  const uuid = chatId ?? id ?? "";
  const [password, setPassword] = useState<string | null>(null);
  const [read, setRead] = useState<ShareRead | "loading">("loading");
  const accessToken = useAppSelector(selectAccessToken);
  const navigate = useNavigate();
  const failed = read !== "loading" && read.kind === "missing";

  useEffect(() => {
    if (failed) toast.error("Chat not found", { id: "spectate-not-found" });
  }, [failed]);

  useEffect(() => {
    let current = true;
    setRead("loading");
    readShared(uuid, password).then(
      (result) => current && setRead(result),
      () => current && setRead({ kind: "missing" }),
    );
    return () => {
      current = false;
    };
  }, [uuid, password]);

  return (
    <div className="min-h-dvh bg-black">
      <header className="border-b border-zinc-900 px-4 py-4 sm:px-8">
        <Link to="/estimate-your-project" className="inline-block rounded-md">
          <Logo className="h-7 w-auto" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-8 sm:py-12">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50 sm:text-3xl">Spectate Chat</h1>
        <p className="mt-2 mb-8 inline-flex items-center gap-2 text-sm text-zinc-400">
          <Eye aria-hidden="true" className="size-4" />
          You cannot make changes to this chat.
        </p>
        {read === "loading" ? (
          <div className="flex justify-center py-16 text-violet-400">
            <Spinner className="size-7" label="Loading proposal" />
          </div>
        ) : read.kind === "password" || read.kind === "limited" ? (
          <PasswordGate wrong={read.kind === "password" && read.wrong} limited={read.kind === "limited" ? read.detail : null} onSubmit={setPassword} />
        ) : read.kind === "missing" ? (
          <div className="rounded-xl border border-zinc-800 bg-zinc-950 px-6 py-12 text-center">
            <p className="text-lg font-medium text-zinc-100">Error loading chat</p>
            <p className="mt-2 text-sm text-zinc-400">The link may be wrong, expired, or sharing was turned off. Ask its author for a new link.</p>
            <Button className="mt-6" onClick={() => void navigate("/estimate-your-project")}>
              Go to Home
            </Button>
          </div>
        ) : (
          <ClientProposal uuid={uuid} password={password} accessToken={accessToken} initial={read.data} />
        )}
      </main>
    </div>
  );
}

function ClientProposal({ uuid, password, accessToken, initial }: { uuid: string; password: string | null; accessToken: string | null; initial: SharedDocument }) {
  const [data, setData] = useState(initial);
  const [acceptance, setAcceptance] = useState(initial.acceptance);
  const [selection, setSelection] = useState<QuoteSelection>(() => ({ selected: initial.options.filter((o) => o.optional).map((o) => o.id), quantities: {} }));
  const root = useRef<HTMLDivElement>(null);
  useReadingBeacon(root, { uuid, password, accessToken, ready: true });

  const settings = useMemo<OptionSetting[]>(() => data.options.map((o) => ({ id: o.id, optional: o.optional, quantity: o.quantity && { min: o.quantity.min, max: o.quantity.max } })), [data.options]);
  // The same function the server runs for `quote` and `accept`: what is shown here is what is accepted.
  const current = useMemo(() => (data.estimate_summary ? quote(data.estimate_summary, settings, selection) : null), [data.estimate_summary, settings, selection]);

  const accept = useCallback(
    async (signer: { name: string; email: string; signature: string }) => {
      const result = await acceptShared(uuid, password, { ...signer, selected: [...selection.selected], quantities: { ...selection.quantities }, document_sha256: await documentHash(data) });
      if (result.kind === "ok") {
        setAcceptance(result.acceptance);
        return result.acceptance;
      }
      // The proposal changed (or was accepted) meanwhile: show the current one.
      const fresh = await readShared(uuid, password);
      if (fresh.kind === "ok" && fresh.data.document_sha256 !== data.document_sha256) setData(fresh.data);
      if (fresh.kind === "ok" && fresh.data.acceptance) setAcceptance(fresh.data.acceptance);
      return result;
    },
    [uuid, password, selection, data],
  );

  const keptNames = data.options.filter((o) => o.optional && selection.selected.includes(o.id)).map((o) => o.item);
  const currency = current?.currency ?? data.estimate_summary?.currency ?? "USD";
  return (
    <div ref={root} className="space-y-8">
      <div>
        <h2 className="text-lg font-medium break-words text-zinc-200">Title : {data.title}</h2>
        <p className="mt-1 text-sm text-zinc-400">{acceptance ? "Accepted: this proposal is final." : "Read the proposal, choose your options, and accept it below."}</p>
      </div>
      {acceptance ? <AcceptedNotice acceptance={acceptance as Acceptance} currency={currency} loadCertificate={(url) => loadSharedCertificate(url, password)} /> : null}
      <SharedDocumentBody html={data.document} title={data.title} />
      {data.options.length > 0 && current && !acceptance ? (
        <ClientOptionsPanel options={data.options} currency={currency} selection={selection} disabled={false} onChange={setSelection} />
      ) : null}
      {current && !acceptance ? <QuoteSummary quote={current} /> : null}
      {!acceptance ? <AcceptForm total={current?.total_cost.expected ?? 0} currency={currency} keptOptions={keptNames} onAccept={accept} /> : null}
    </div>
  );
}

import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/Button";
import { Logo } from "../components/Logo";
import { Spinner } from "../components/Spinner";
import { selectAccessToken } from "../features/auth/auth-slice";
import { PasswordGate } from "../features/client-view/PasswordGate";
import { ClientProposal } from "../features/client-view/ClientProposal";
import { readShared, type ShareRead } from "../features/client-view/public-share-client";
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
          <PasswordGate
            wrong={read.kind === "password" && read.wrong}
            limited={read.kind === "limited" ? read.detail : null}
            onSubmit={setPassword}
          />
        ) : read.kind === "missing" ? (
          <div className="rounded-xl border border-zinc-800 bg-zinc-950 px-6 py-12 text-center">
            <p className="text-lg font-medium text-zinc-100">Error loading chat</p>
            <p className="mt-2 text-sm text-zinc-400">
              The link may be wrong, expired, or sharing was turned off. Ask its author for a new link.
            </p>
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

import { Eye } from "lucide-react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/Button";
import { Logo } from "../components/Logo";
import { Spinner } from "../components/Spinner";
import { useGetSharedDocumentQuery } from "../features/documents/documents-api";
import { ReadOnlyHtml } from "../features/documents/ReadOnlyHtml";

/** Public, read-only view of a shared chat's document (both share-link shapes land here). */
export default function SpectateChatPage() {
  const { chatId, id } = useParams();
  const shareId = chatId ?? id ?? "";
  const { data, isLoading, isError } = useGetSharedDocumentQuery(shareId, { skip: !shareId });
  const navigate = useNavigate();
  const failed = isError || !shareId;

  useEffect(() => {
    if (failed) toast.error("Chat not found", { id: "spectate-not-found" });
  }, [failed]);

  return (
    <div className="min-h-dvh bg-black">
      <header className="border-b border-zinc-900 px-4 py-4 sm:px-8">
        <Link to="/estimate-your-project" className="inline-block rounded-md">
          <Logo className="h-7 w-auto" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-8 sm:py-12">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50 sm:text-3xl">Spectate Chat</h1>
        <p className="mt-2 inline-flex items-center gap-2 text-sm text-zinc-400">
          <Eye aria-hidden="true" className="size-4" />
          You cannot make changes to this chat.
        </p>

        <div className="mt-8">
          {failed ? (
            <div className="rounded-xl border border-zinc-800 bg-zinc-950 px-6 py-12 text-center">
              <p className="text-lg font-medium text-zinc-100">Error loading chat</p>
              <p className="mt-2 text-sm text-zinc-400">The link may be wrong, or sharing was turned off.</p>
              <Button className="mt-6" onClick={() => void navigate("/estimate-your-project")}>
                Go to Home
              </Button>
            </div>
          ) : isLoading || !data ? (
            <div className="flex justify-center py-16 text-violet-400">
              <Spinner className="size-7" label="Loading chat" />
            </div>
          ) : (
            <article className="space-y-4">
              <h2 className="text-lg font-medium text-zinc-200">Title : {data.title}</h2>
              <ReadOnlyHtml html={data.document} title={data.title || "Shared document"} />
            </article>
          )}
        </div>
      </main>
    </div>
  );
}

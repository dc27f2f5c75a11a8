import { AlertTriangle, RotateCcw } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { useRetryGenerationMutation } from "./generation-api";

interface GenerationFailedProps {
  documentId: string;
  error: string | null;
  /** Called once the generation is queued again, e.g. to follow its progress anew. */
  onRetried?: () => void;
}

/** A failed generation: the server's reason and a way to queue it again. */
export function GenerationFailed({ documentId, error, onRetried }: GenerationFailedProps) {
  const [retry, { isLoading }] = useRetryGenerationMutation();

  const onRetry = async () => {
    try {
      await retry(documentId).unwrap();
      onRetried?.();
    } catch (failure) {
      toast.error(apiErrorText(failure, "The generation could not be restarted", "Request failed"));
    }
  };

  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-red-500/30 bg-red-500/5 p-4 text-sm text-red-200 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{error || "Generating this proposal failed."}</p>
      <Button variant="secondary" className="h-9 shrink-0" disabled={isLoading} onClick={() => void onRetry()}>
        {isLoading ? <Spinner /> : <RotateCcw aria-hidden="true" className="size-4" />}
        Try again
      </Button>
    </div>
  );
}

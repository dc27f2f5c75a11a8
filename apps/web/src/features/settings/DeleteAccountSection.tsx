import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText } from "../../lib/api-errors";
import { useDeleteAccountMutation } from "../auth/auth-api";
import { useEndSession } from "../auth/use-end-session";

const CONFIRM_WORD = "DELETE";

/** Account deletion behind a type-to-confirm step, since it removes everything the user owns. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const endSession = useEndSession();

  const onDelete = async () => {
    try {
      await deleteAccount().unwrap();
      toast.success("Account deleted");
      endSession();
    } catch (error) {
      toast.error(apiErrorText(error, "Something went wrong"));
    }
  };

  if (!confirming) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-zinc-100">Delete account</p>
          <p className="mt-0.5 text-xs text-zinc-500">Permanently remove your account, projects and documents.</p>
        </div>
        <Button
          variant="secondary"
          className="h-9 shrink-0 whitespace-nowrap text-red-400 hover:text-red-300"
          onClick={() => setConfirming(true)}
        >
          Delete account
        </Button>
      </div>
    );
  }

  return (
    <form
      className="space-y-4 rounded-xl border border-red-500/30 bg-red-500/5 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed === CONFIRM_WORD) void onDelete();
      }}
    >
      <p className="text-sm text-zinc-300">
        This permanently deletes your account with all your projects and documents. It cannot be undone.
      </p>
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoFocus
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            setConfirming(false);
            setTyped("");
          }}
        >
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={typed !== CONFIRM_WORD || isLoading}>
          {isLoading ? <Spinner /> : null}
          Delete my account
        </Button>
      </div>
    </form>
  );
}

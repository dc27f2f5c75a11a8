import { DECLINE_LIMITS } from "@scopewise/shared";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import type { AnswerProblem } from "./public-share-client";

interface DeclineFormProps {
  onDecline: (answer: { name: string; email: string; reason: string }) => Promise<AnswerProblem | null>;
}

/** "Decline this proposal", behind a button: the client's name, an optional email and why. */
export function DeclineForm({ onDecline }: DeclineFormProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<AnswerProblem | null>(null);

  if (!open) {
    return (
      <p className="text-sm text-zinc-400">
        Not the right fit?{" "}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-sm font-medium text-zinc-200 underline underline-offset-4 hover:text-white"
        >
          Decline this proposal
        </button>
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(await onDecline({ name, email, reason }));
    setBusy(false);
  };
  const fieldError = (field: string) => problem?.fields[field]?.[0];
  return (
    <section
      data-section="Decline"
      aria-labelledby="decline-heading"
      className="space-y-4 rounded-xl border border-zinc-800 bg-zinc-950 p-4 sm:p-6"
    >
      <h2 id="decline-heading" className="text-lg font-semibold text-zinc-50">
        Decline this proposal
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Your name"
            autoComplete="name"
            required
            maxLength={DECLINE_LIMITS.nameMaxLength}
            value={name}
            error={fieldError("name")}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextField
            label="Your email (optional)"
            type="email"
            autoComplete="email"
            value={email}
            error={fieldError("email")}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <TextAreaField
          label="Why are you declining?"
          hint="The sender reads this: it helps them answer, or send a better proposal."
          required
          rows={4}
          maxLength={DECLINE_LIMITS.reasonMaxLength}
          value={reason}
          error={fieldError("reason")}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {problem && Object.keys(problem.fields).length === 0 ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200">
            {problem.detail}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={busy || !name.trim() || !reason.trim()}>
            {busy ? <Spinner className="size-4" /> : null}
            Decline proposal
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useState, type FormEvent, type Ref } from "react";
import type { Acceptance } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { CheckboxRow } from "../sharing/CheckboxRow";
import { formatAmount } from "./money";

interface AcceptFormProps {
  total: number;
  currency: string;
  keptOptions: string[];
  onAccept: (signer: {
    name: string;
    email: string;
    signature: string;
  }) => Promise<{ detail: string; fields: Record<string, string[]> } | Acceptance>;
  /** The form's section, which "Review and accept" brings into view. */
  ref?: Ref<HTMLElement>;
}

/** Name, email and a typed signature; the client confirms the total and options shown before accepting. */
export function AcceptForm({ total, currency, keptOptions, onAccept, ref }: AcceptFormProps) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [signature, setSignature] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ detail: string; fields: Record<string, string[]> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await onAccept({ name, email, signature });
    setBusy(false);
    setProblem("detail" in result && !("accepted_at" in result) ? result : null);
  };
  const fieldError = (field: string) => problem?.fields[field]?.[0];

  return (
    <section
      ref={ref}
      data-section="Accept"
      aria-labelledby="accept-heading"
      className="scroll-mt-4 space-y-4 rounded-xl border border-violet-500/40 bg-zinc-950 p-4 sm:p-6"
    >
      <h2 id="accept-heading" className="text-lg font-semibold text-zinc-50">
        Accept this proposal
      </h2>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Your full name"
            autoComplete="name"
            required
            value={name}
            error={fieldError("name")}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={fieldError("email")}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <TextField
          label="Typed signature"
          hint="Type your full name: it is your signature."
          required
          value={signature}
          error={fieldError("signature")}
          onChange={(e) => setSignature(e.currentTarget.value)}
          className="font-serif text-lg italic"
        />
        <CheckboxRow
          label={`I accept this proposal for ${formatAmount(total, currency)}${keptOptions.length ? `, with: ${keptOptions.join(", ")}` : ""}.`}
          hint="The proposal is locked as you read it; you and its author both get the acceptance certificate."
          checked={confirmed}
          onChange={setConfirmed}
        />
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200">
            {problem.detail}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={busy || !confirmed || !name.trim() || !email.trim() || !signature.trim()}
          className="w-full sm:w-auto"
        >
          {busy ? <Spinner className="size-4" /> : null}
          Accept and sign
        </Button>
      </form>
    </section>
  );
}

import { useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";

/** The link has a password: ask for it (and say so when the last one was wrong or tries ran out). */
export function PasswordGate({
  wrong,
  limited,
  onSubmit,
}: {
  wrong: boolean;
  limited: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form onSubmit={submit} className="mx-auto max-w-sm space-y-4 rounded-xl border border-zinc-800 bg-zinc-950 p-6">
      <h2 className="text-lg font-semibold text-zinc-50">This proposal is protected</h2>
      <p className="text-sm text-zinc-400">Enter the password its author gave you.</p>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        error={limited ?? (wrong ? "That password is not correct." : undefined)}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Button type="submit" className="w-full" disabled={!password}>
        Open proposal
      </Button>
    </form>
  );
}

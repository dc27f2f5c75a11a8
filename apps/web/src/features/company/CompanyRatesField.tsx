import { Plus, X } from "lucide-react";
import { Button } from "../../components/Button";
import { fieldInputClass } from "../../components/FieldFrame";
import type { CompanyFormValues } from "./company-form";

type Rates = CompanyFormValues["rates"];

/** Roles of the reference rate card, offered as suggestions (any role name may be typed). */
const ROLE_SUGGESTIONS = [
  "Project manager",
  "Business analyst",
  "UX/UI designer",
  "Software engineer",
  "QA engineer",
  "DevOps engineer",
];

/** Hourly rates per role, in the default currency: rows of role and rate, added and removed. */
export function CompanyRatesField({
  rates,
  currency,
  error,
  onChange,
}: {
  rates: Rates;
  currency: string;
  error?: string | undefined;
  onChange: (rates: Rates) => void;
}) {
  const set = (index: number, field: "role" | "rate", value: string) =>
    onChange(rates.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-zinc-300">Hourly rates by role</legend>
      <p className="mb-2 text-xs text-zinc-500">
        They replace the reference rate for the same role in new proposals (
        {currency.trim() || "the proposal's currency"}).
      </p>
      <datalist id="company-rate-roles">
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <ul className="space-y-2">
        {rates.map((row, index) => (
          <li
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_6rem_2.75rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_7rem_2.75rem]"
          >
            <input
              aria-label={`Role ${index + 1}`}
              list="company-rate-roles"
              className={fieldInputClass}
              value={row.role}
              placeholder="Role"
              onChange={(event) => set(index, "role", event.target.value)}
            />
            <input
              aria-label={`Hourly rate ${index + 1}`}
              inputMode="decimal"
              className={`${fieldInputClass} text-right`}
              value={row.rate}
              placeholder="Rate"
              onChange={(event) => set(index, "rate", event.target.value)}
            />
            <Button
              variant="ghost"
              className="size-11 px-0"
              aria-label={`Remove rate ${index + 1}`}
              onClick={() => onChange(rates.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" className="mt-2 h-9" onClick={() => onChange([...rates, { role: "", rate: "" }])}>
        <Plus aria-hidden="true" className="size-4" />
        Add a rate
      </Button>
    </fieldset>
  );
}

import type { ClientOption, QuoteSelection } from "@scopewise/shared";
import { CheckboxRow } from "../sharing/CheckboxRow";
import { formatAmount } from "./money";

interface ClientOptionsPanelProps {
  options: ClientOption[];
  currency: string;
  selection: QuoteSelection;
  disabled: boolean;
  onChange: (selection: QuoteSelection) => void;
}

/** The items the owner let the client change: keep or leave out optional ones, choose adjustable quantities. */
export function ClientOptionsPanel({ options, currency, selection, disabled, onChange }: ClientOptionsPanelProps) {
  const kept = new Set(selection.selected);
  const toggle = (id: string, keep: boolean) =>
    onChange({
      ...selection,
      selected: keep ? [...selection.selected, id] : selection.selected.filter((other) => other !== id),
    });
  const setQuantity = (id: string, value: number) =>
    onChange({ ...selection, quantities: { ...selection.quantities, [id]: value } });
  return (
    <section
      data-section="Your options"
      aria-labelledby="options-heading"
      className="space-y-4 rounded-xl border border-zinc-800 bg-zinc-950 p-4 sm:p-6"
    >
      <div>
        <h2 id="options-heading" className="text-lg font-semibold text-zinc-50">
          Your options
        </h2>
        <p className="text-sm text-zinc-400">Choose what to include. The total below updates as you go.</p>
      </div>
      <ul className="space-y-4">
        {options.map((option) => (
          <li key={option.id} className="space-y-2">
            {option.optional ? (
              <CheckboxRow
                label={`${option.item} — ${formatAmount(option.cost, currency)}`}
                hint={`${option.phase} · optional`}
                checked={kept.has(option.id)}
                disabled={disabled}
                onChange={(keep) => toggle(option.id, keep)}
              />
            ) : (
              <p className="text-sm text-zinc-100">
                {option.item} <span className="text-xs text-zinc-400">({option.phase})</span>
              </p>
            )}
            {option.quantity && (!option.optional || kept.has(option.id)) ? (
              <QuantityInput
                option={option}
                quantity={option.quantity}
                value={selection.quantities[option.id] ?? option.quantity.default}
                disabled={disabled}
                onChange={(value) => setQuantity(option.id, value)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuantityInput({
  option,
  quantity,
  value,
  disabled,
  onChange,
}: {
  option: ClientOption;
  quantity: NonNullable<ClientOption["quantity"]>;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const id = `quantity-${option.id}`;
  return (
    <div className="flex flex-wrap items-center gap-3 pl-7">
      <label htmlFor={id} className="text-sm text-zinc-300">
        Quantity ({quantity.unit}, {quantity.min}–{quantity.max})
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={quantity.min}
        max={quantity.max}
        step="any"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) onChange(Math.min(quantity.max, Math.max(quantity.min, next)));
        }}
        className="h-10 w-28 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-violet-400"
      />
    </div>
  );
}

import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { OptionSetting } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { CollapsibleSection } from "../../components/CollapsibleSection";
import { apiErrorText } from "../../lib/api-errors";
import { CheckboxRow } from "../sharing/CheckboxRow";
import { useGetClientOptionsQuery, useSetClientOptionsMutation } from "../sharing/sharing-api";

type Draft = Record<string, OptionSetting>;

/**
 * The owner marks priced items optional, or their quantity adjustable within a range, for the
 * client's page (shown there when the share link lets the client choose options).
 */
export function ClientOptionsEditor({ documentId, readOnly = false }: { documentId: string; readOnly?: boolean }) {
  const { data } = useGetClientOptionsQuery(documentId);
  const [save, { isLoading: isSaving }] = useSetClientOptionsMutation();
  const [draft, setDraft] = useState<Draft>({});
  useEffect(() => {
    if (data) setDraft(Object.fromEntries(data.options.map((o) => [o.id, o])));
  }, [data]);
  if (!data || data.items.length === 0) return null;

  const setting = (id: string): OptionSetting => draft[id] ?? { id, optional: false, quantity: null };
  const change = (id: string, next: Partial<OptionSetting>) =>
    setDraft((all) => ({ ...all, [id]: { ...setting(id), ...next } }));
  const submit = async () => {
    try {
      await save({ id: documentId, options: Object.values(draft).filter((o) => o.optional || o.quantity) }).unwrap();
      toast.success("Client options saved.");
    } catch (error) {
      toast.error(apiErrorText(error, "The client options could not be saved"));
    }
  };
  const count = Object.values(draft).filter((o) => o.optional || o.quantity).length;

  return (
    <CollapsibleSection
      label="Client options"
      heading={
        <span className="font-semibold text-zinc-100">
          Client options{" "}
          <span className="font-normal text-zinc-400">
            · {count} item{count === 1 ? "" : "s"} the client can change
          </span>
        </span>
      }
      defaultOpen={false}
      className="mb-4"
    >
      <p className="mb-3 text-xs text-zinc-400">
        Mark items the client may leave out, or whose quantity they may choose. Turn on “Let the client choose options”
        in the share dialog.
      </p>
      <ul className="divide-y divide-zinc-900">
        {data.items.map((item) => {
          const current = setting(item.id);
          return (
            <li key={item.id} className="space-y-2 py-3">
              <p className="text-sm text-zinc-100">
                {item.item} <span className="text-xs text-zinc-400">· {item.phase}</span>
              </p>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <CheckboxRow
                  label="Optional"
                  checked={current.optional}
                  disabled={readOnly}
                  onChange={(optional) => change(item.id, { optional })}
                />
                <CheckboxRow
                  label={`Adjustable quantity (priced for ${item.quantity} ${item.unit})`}
                  checked={current.quantity !== null}
                  disabled={readOnly}
                  onChange={(on) =>
                    change(item.id, {
                      quantity: on ? { min: Math.max(0, Math.floor(item.quantity / 2)), max: item.quantity * 2 } : null,
                    })
                  }
                />
              </div>
              {current.quantity ? (
                <div className="flex flex-wrap gap-3 pl-7">
                  <RangeInput
                    label="Minimum"
                    value={current.quantity.min}
                    disabled={readOnly}
                    onChange={(min) => change(item.id, { quantity: { ...current.quantity!, min } })}
                  />
                  <RangeInput
                    label="Maximum"
                    value={current.quantity.max}
                    disabled={readOnly}
                    onChange={(max) => change(item.id, { quantity: { ...current.quantity!, max } })}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <Button className="mt-3" disabled={isSaving} onClick={() => void submit()}>
          Save client options
        </Button>
      )}
    </CollapsibleSection>
  );
}

function RangeInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-xs text-zinc-300">
      {label}
      <input
        type="number"
        min={0}
        step="any"
        value={value}
        disabled={disabled}
        onChange={(event) =>
          Number.isFinite(event.currentTarget.valueAsNumber) && onChange(event.currentTarget.valueAsNumber)
        }
        className="h-9 w-24 rounded-lg border border-zinc-700 bg-zinc-900 px-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-violet-400"
      />
    </label>
  );
}

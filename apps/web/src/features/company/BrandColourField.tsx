import { HEX_COLOUR, readableTextOn } from "@scopewise/shared";
import { useId } from "react";
import { FieldFrame, fieldDescriptionId, fieldInputClass } from "../../components/FieldFrame";

/** The brand colour as `#RRGGBB`, typed or picked, with a sample of the readable text on it. */
export function BrandColourField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const valid = HEX_COLOUR.test(value);
  return (
    <FieldFrame id={id} label="Brand colour" error={error} hint="Shown on your client's page, as #RRGGBB.">
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick the brand colour"
          value={valid ? value.toLowerCase() : "#7c3aed"}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-zinc-800 bg-zinc-900 p-1"
        />
        <input
          id={id}
          name="brand_colour"
          placeholder="#1a73e8"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionId(id, error, "hint")}
          className={`${fieldInputClass} min-w-0 flex-1 font-mono`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {valid ? (
          <span
            className="hidden h-11 shrink-0 items-center rounded-lg px-3 text-sm font-medium sm:inline-flex"
            style={{ backgroundColor: value, color: readableTextOn(value) }}
          >
            Sample
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

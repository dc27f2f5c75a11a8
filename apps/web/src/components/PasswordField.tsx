import { useId, useState } from "react";
import { FieldFrame, fieldDescriptionId, fieldInputClass } from "./FieldFrame";
import type { TextFieldProps } from "./TextField";

type PasswordFieldProps = Omit<TextFieldProps, "type">;

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, error, hint, className = "", ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionId(id, error, hint)}
          className={`${fieldInputClass} pr-16 ${className}`}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-1.5 right-1.5 rounded-md px-2.5 text-xs font-medium text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </FieldFrame>
  );
}

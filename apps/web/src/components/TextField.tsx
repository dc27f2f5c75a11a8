import { useId, type InputHTMLAttributes } from "react";
import { FieldFrame, fieldDescriptionId, fieldInputClass } from "./FieldFrame";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, type = "text", className = "", ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionId(id, error, hint)}
        className={`${fieldInputClass} ${className}`}
        {...input}
      />
    </FieldFrame>
  );
}

import { useId, type TextareaHTMLAttributes } from "react";
import { FieldFrame, fieldDescriptionId, fieldInputClass } from "./FieldFrame";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line text box, with its error or hint below (as TextField). */
export function TextAreaField({ label, error, hint, className = "", rows = 4, ...input }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionId(id, error, hint)}
        className={`${fieldInputClass} h-auto resize-y py-2.5 leading-relaxed ${className}`}
        {...input}
      />
    </FieldFrame>
  );
}

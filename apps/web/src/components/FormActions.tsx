import { Button } from "./Button";
import { Spinner } from "./Spinner";

/** A dialog form's foot: Cancel, and the submit button with a spinner while it saves. */
export function FormActions({
  submitLabel,
  busy,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-zinc-800/80 pt-5 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled || busy}>
        {busy ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";

export interface PromptRequest {
  title: string;
  label: string;
  placeholder: string;
  initialValue: string;
  submitLabel: string;
  /** Shown under the field, e.g. which addresses are accepted. */
  hint: string;
  /** Returns an error text to show, or null when the value was used. */
  onSubmit: (value: string) => string | null;
  /** Offered when the value can also be removed (an existing link). */
  onRemove?: () => void;
}

/** The one-field dialog behind Link, Video and Formula. */
export function PromptDialog({ request, onClose }: { request: PromptRequest | null; onClose: () => void }) {
  return (
    <Modal open={request !== null} title={request?.title ?? ""} onClose={onClose} widthClass="max-w-md">
      {request ? <PromptForm key={request.title} request={request} onClose={onClose} /> : null}
    </Modal>
  );
}

function PromptForm({ request, onClose }: { request: PromptRequest; onClose: () => void }) {
  const fieldId = useId();
  const [value, setValue] = useState(request.initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = request.onSubmit(value);
    if (problem) setError(problem);
    else onClose();
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-zinc-200">
          {request.label}
        </label>
        <input
          id={fieldId}
          data-autofocus
          value={value}
          placeholder={request.placeholder}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={`${fieldId}-hint`}
          className="h-11 w-full rounded-lg border border-zinc-800 bg-zinc-900 px-3 text-sm text-zinc-100 placeholder:text-zinc-500 focus:border-violet-500 focus:outline-none"
        />
        <p
          id={`${fieldId}-hint`}
          className={`mt-1.5 text-xs ${error ? "text-red-400" : "text-zinc-500"}`}
          role={error ? "alert" : undefined}
        >
          {error ?? request.hint}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {request.onRemove ? (
          <Button
            variant="ghost"
            onClick={() => {
              request.onRemove?.();
              onClose();
            }}
            className="sm:mr-auto"
          >
            Remove
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!value.trim()}>
          {request.submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { TEMPLATE_LIMITS } from "@scopewise/shared";
import { LayoutTemplate } from "lucide-react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../components/Modal";
import { FormActions } from "../../components/FormActions";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { useCreateTemplateMutation } from "./templates-api";

/** "Save as template" on the document page: names the template and saves the proposal's structure and boilerplate. */
export function SaveTemplateButton({
  documentId,
  title,
  className,
  disabled,
}: {
  documentId: string;
  title: string;
  className: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label="Save as template"
        title="Save as template"
        className={className}
      >
        <LayoutTemplate aria-hidden="true" className="size-4" />
      </button>
      <Modal open={open} title="Save as template" onClose={() => setOpen(false)}>
        {open ? <SaveTemplateForm documentId={documentId} title={title} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function SaveTemplateForm({ documentId, title, onDone }: { documentId: string; title: string; onDone: () => void }) {
  const [name, setName] = useState(title.slice(0, TEMPLATE_LIMITS.nameMaxLength));
  const [error, setError] = useState<string | undefined>();
  const [create, { isLoading }] = useCreateTemplateMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await create({ name, document_id: documentId });
    if (result.error) {
      const fields = serverFieldErrors(result.error);
      setError(fields.name);
      toast.error(fields.document_id ?? apiErrorText(result.error, "The template could not be saved"));
      return;
    }
    toast.success("Template saved");
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-zinc-400">
        The template keeps the proposal&rsquo;s sections in order and the text of the sections you wrote yourself, as
        last saved; the figures are worked out again for each new proposal.
      </p>
      <TextField
        label="Template name"
        name="template_name"
        value={name}
        maxLength={TEMPLATE_LIMITS.nameMaxLength}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <FormActions submitLabel="Save template" busy={isLoading} onCancel={onDone} />
    </form>
  );
}

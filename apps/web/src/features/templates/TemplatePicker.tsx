import { X } from "lucide-react";
import { useId } from "react";
import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useDeleteTemplateMutation, useListTemplatesQuery } from "./templates-api";

/** The template a new proposal follows (none: the writer's own order); the user's own can be deleted here. */
export function TemplatePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const id = useId();
  const { data: templates = [] } = useListTemplatesQuery();
  const [remove] = useDeleteTemplateMutation();
  const chosen = templates.find((t) => t.id === value);

  const deleteChosen = async () => {
    if (!chosen) return;
    const result = await remove(chosen.id);
    if (result.error) return void toast.error(apiErrorText(result.error, "The template could not be deleted"));
    onChange("");
    toast.success("Template deleted");
  };

  return (
    <div className="flex w-full flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-zinc-400">
        Template
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-0 max-w-full flex-1 rounded-lg border border-zinc-800 bg-zinc-900 px-2 text-zinc-100 focus-visible:border-violet-500 focus-visible:outline-none sm:flex-none"
      >
        <option value="">No template</option>
        <optgroup label="Built-in">
          {templates
            .filter((t) => t.builtin)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </optgroup>
        {templates.some((t) => !t.builtin) ? (
          <optgroup label="Yours">
            {templates
              .filter((t) => !t.builtin)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </optgroup>
        ) : null}
      </select>
      {chosen && !chosen.builtin ? (
        <button
          type="button"
          onClick={() => void deleteChosen()}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-zinc-400 hover:bg-zinc-800/70 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
          Delete template
        </button>
      ) : null}
    </div>
  );
}

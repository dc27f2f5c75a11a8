import type { Editor } from "@tiptap/core";
import { normaliseLinkInput, toVideoEmbedUrl } from "@scopewise/editor-schema";
import type { PromptRequest } from "./PromptDialog";

/** Link: http, https, mailto, tel and sms only; with no selection the address becomes the link text. */
export function linkPrompt(editor: Editor): PromptRequest {
  const current = editor.getAttributes("link").href as string | undefined;
  return {
    title: current ? "Edit link" : "Add link",
    label: "Address",
    placeholder: "https://example.com",
    initialValue: current ?? "",
    submitLabel: "Apply",
    hint: "Web (http, https), email (mailto), phone (tel) or text message (sms) addresses.",
    onSubmit: (value) => {
      const href = normaliseLinkInput(value);
      if (!href) return "Links can only point to http, https, mailto, tel or sms addresses.";
      const chain = editor.chain().focus().extendMarkRange("link");
      if (editor.state.selection.empty && !editor.isActive("link")) {
        chain.insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
      } else {
        chain.setLink({ href }).run();
      }
      return null;
    },
    onRemove: current ? () => editor.chain().focus().extendMarkRange("link").unsetLink().run() : undefined,
  };
}

export function videoPrompt(editor: Editor): PromptRequest {
  return {
    title: "Embed video",
    label: "Video address",
    placeholder: "https://www.youtube.com/watch?v=…",
    initialValue: "",
    submitLabel: "Embed",
    hint: "A YouTube or Vimeo video.",
    onSubmit: (value) => {
      const src = toVideoEmbedUrl(value);
      if (!src) return "Only YouTube and Vimeo videos can be embedded.";
      editor.chain().focus().setVideo(src).run();
      return null;
    },
  };
}

export function formulaPrompt(editor: Editor): PromptRequest {
  const selected = editor.isActive("inlineMath") ? (editor.getAttributes("inlineMath").latex as string) : "";
  return {
    title: selected ? "Edit formula" : "Insert formula",
    label: "Formula (LaTeX)",
    placeholder: "E = mc^2",
    initialValue: selected,
    submitLabel: selected ? "Update" : "Insert",
    hint: "Written in LaTeX, drawn with KaTeX.",
    onSubmit: (value) => {
      if (!value.trim()) return "Enter a formula.";
      editor.chain().focus().setFormula(value).run();
      return null;
    },
  };
}

import type { Editor } from "@tiptap/core";
import { ImagePlus } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { apiErrorText } from "../../lib/api-errors";
import { useUploadDocumentImageMutation } from "../api/editor-api";
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from "../editor-constants";
import { ToolbarButton } from "./ToolbarButton";

const NOT_READY = "No file selected or editor not ready";
const NOT_AN_IMAGE = "Selected file is not an image";

/** Picks a PNG or JPEG, uploads it with the document and inserts it by its URL (spec section 5). */
export function ImageUploadButton({
  editor,
  documentId,
  disabled,
}: {
  editor: Editor | null;
  documentId: string;
  disabled: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadDocumentImageMutation();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !editor || editor.isDestroyed) {
      toast.error(NOT_READY);
      return;
    }
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(NOT_AN_IMAGE);
      return;
    }
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      toast.error("Image size must be less than 5MB");
      return;
    }
    try {
      const { url } = await upload({ id: documentId, file }).unwrap();
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
    } catch (error) {
      toast.error(
        apiErrorText(error, NOT_AN_IMAGE, "The image could not be uploaded. Check your connection and try again."),
      );
    }
  };

  return (
    <>
      <ToolbarButton
        label={isLoading ? "Uploading image…" : "Insert image"}
        icon={ImagePlus}
        disabled={disabled || isLoading}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(",")}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChange(event)}
      />
    </>
  );
}

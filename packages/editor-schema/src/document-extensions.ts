import type { AnyExtension, Extensions } from "@tiptap/core";
import { CodeBlock } from "@tiptap/extension-code-block";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import TextAlign from "@tiptap/extension-text-align";
import { TextStyle } from "@tiptap/extension-text-style";
import StarterKit from "@tiptap/starter-kit";
import { DOCUMENT_HEADING_LEVELS } from "./formats/format-values.js";
import { HeadingId } from "./formats/heading-id.js";
import { Highlight } from "./formats/highlight.js";
import { Indent } from "./formats/indent.js";
import { InlineMath } from "./formats/inline-math.js";
import { isAllowedLinkUrl } from "./formats/link-protocols.js";
import { SafeImage } from "./formats/safe-image.js";
import { Subscript, Superscript } from "./formats/script-marks.js";
import { ModelBackgroundColor, ModelColor, ModelFontFamily, ModelFontSize } from "./formats/style-values.js";
import { tableExtensions } from "./formats/table-nodes.js";
import { TextDirection } from "./formats/text-direction.js";
import { VideoEmbed } from "./formats/video-embed.js";

export interface DocumentExtensionOptions {
  /** The code block node; the editor passes one that also highlights (same node, same HTML). */
  codeBlock?: AnyExtension;
  /** The formula node; the editor passes one that also draws it with KaTeX. */
  inlineMath?: AnyExtension;
  /** Behaviour the editor adds to tables (generated ids); it changes no format. */
  tableBehaviour?: Extensions;
  /** Undo history of a live editor; it does not change the schema. */
  undoRedo?: { depth: number; newGroupDelay: number };
}

/**
 * Every format a document may hold (spec section 2), defined once: the web editor, the read-only
 * views, the server's parser and serializer, the assistant's prompt and the proposal writer are all
 * built from this list.
 */
export function documentExtensions(options: DocumentExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...DOCUMENT_HEADING_LEVELS] },
      codeBlock: false,
      undoRedo: options.undoRedo ?? false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
      },
    }),
    options.codeBlock ?? CodeBlock.configure({ defaultLanguage: null }),
    TextStyle,
    ModelColor,
    ModelBackgroundColor,
    ModelFontFamily,
    ModelFontSize,
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
    Subscript,
    Superscript,
    Highlight,
    TaskList,
    TaskItem.configure({ nested: true }),
    SafeImage,
    VideoEmbed,
    options.inlineMath ?? InlineMath,
    ...tableExtensions,
    ...(options.tableBehaviour ?? []),
    Indent,
    TextDirection,
    HeadingId,
  ];
}

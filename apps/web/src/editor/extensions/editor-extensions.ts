import type { Extensions } from "@tiptap/core";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import TextAlign from "@tiptap/extension-text-align";
import { TextStyle } from "@tiptap/extension-text-style";
import { Placeholder, Selection } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { AiChangeView } from "../ai/change-decorations";
import { EstimateRevision } from "../ai/estimate-revision";
import { DOCUMENT_HEADING_LEVELS, HISTORY } from "../editor-constants";
import { tableExtensions } from "../tables/table-nodes";
import { HighlightedCodeBlock } from "./code-highlight";
import { HeadingId } from "./heading-id";
import { Indent } from "./indent";
import { InlineMath } from "./inline-math";
import { isAllowedLinkUrl } from "./link-protocols";
import { SafeImage } from "./safe-image";
import { Subscript, Superscript } from "./script-marks";
import { ModelBackgroundColor, ModelColor, ModelFontFamily, ModelFontSize } from "./style-values";
import { TextDirection } from "./text-direction";
import { VideoEmbed } from "./video-embed";

/**
 * Every format of the editor (spec section 2): the document model, its HTML, and the commands the
 * toolbar and the table menu call. The same list builds the schema the AI diff works on.
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...DOCUMENT_HEADING_LEVELS] },
      codeBlock: false,
      undoRedo: { depth: HISTORY.depth, newGroupDelay: HISTORY.newGroupDelayMs },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
      },
    }),
    HighlightedCodeBlock.configure({ defaultLanguage: null }),
    TextStyle,
    ModelColor,
    ModelBackgroundColor,
    ModelFontFamily,
    ModelFontSize,
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
    Subscript,
    Superscript,
    TaskList,
    TaskItem.configure({ nested: true }),
    SafeImage,
    VideoEmbed,
    InlineMath,
    ...tableExtensions,
    Indent,
    TextDirection,
    HeadingId,
    EstimateRevision,
    Selection,
    Placeholder.configure({ placeholder: "Start writing, or ask the assistant for a first draft…" }),
    AiChangeView,
  ];
}

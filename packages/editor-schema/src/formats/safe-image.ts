import Image from "@tiptap/extension-image";

/** Image sources the server keeps: http(s), inline PNG/JPEG/GIF/WebP data, and its own media paths. */
export function isAllowedImageSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  const compact = src.trim();
  if (compact.startsWith("/") && !compact.startsWith("//")) return true;
  if (/^https?:\/\//i.test(compact)) return true;
  return /^data:image\/(png|jpeg|gif|webp);base64,/i.test(compact);
}

/** Block images; any other source (javascript:, file:, …) is not read into the document at all. */
export const SafeImage = Image.extend({
  parseHTML() {
    return [
      { tag: "img[src]", getAttrs: (element) => (isAllowedImageSrc(element.getAttribute("src")) ? null : false) },
    ];
  },
}).configure({ inline: false, allowBase64: true });

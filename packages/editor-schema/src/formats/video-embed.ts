import { Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a video player; only YouTube and Vimeo embed addresses are accepted. */
      setVideo: (src: string) => ReturnType;
    };
  }
}

/** The only players the server keeps (its iframe allow-list). */
const EMBED_URL =
  /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:\?[\w=&%.-]*)?$/;

export function isAllowedVideoUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && EMBED_URL.test(url);
}

/** Turns what people paste (a watch page, a short link, a Vimeo page) into the player address, or null. */
export function toVideoEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (isAllowedVideoUrl(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^m\./, "www.");
  const id = (value: string | null | undefined) => (value && /^[\w-]+$/.test(value) ? value : null);
  if (host === "www.youtube.com" || host === "youtube.com") {
    const videoId = id(url.searchParams.get("v")) ?? id(/^\/(?:shorts|embed)\/([\w-]+)/.exec(url.pathname)?.[1]);
    return videoId ? `https://www.youtube.com/embed/${videoId}` : null;
  }
  if (host === "youtu.be") {
    const videoId = id(url.pathname.slice(1));
    return videoId ? `https://www.youtube.com/embed/${videoId}` : null;
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const videoId = /^\/(\d+)/.exec(url.pathname)?.[1];
    return videoId ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}

/** A block video player, stored as `<iframe class="ql-video" src="…">`. */
export const VideoEmbed = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null, parseHTML: (element) => element.getAttribute("src") } };
  },
  parseHTML() {
    return [
      { tag: "iframe[src]", getAttrs: (element) => (isAllowedVideoUrl(element.getAttribute("src")) ? null : false) },
    ];
  },
  renderHTML({ node }) {
    const src = isAllowedVideoUrl(node.attrs.src as string | null) ? (node.attrs.src as string) : "about:blank";
    return [
      "iframe",
      { src, class: "ql-video", frameborder: "0", allowfullscreen: "true", width: "560", height: "315" },
    ];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          isAllowedVideoUrl(src) ? commands.insertContent({ type: this.name, attrs: { src } }) : false,
    };
  },
});

import { createHash } from "node:crypto";
import type { DocumentFile } from "@scopewise/shared";

/** Images a (sanitized) document shows, as Files-tab entries. */
export function imagesIn(html: string): DocumentFile[] {
  const found: DocumentFile[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"[^>]*>/g)) {
    const url = (match[1] ?? "").replace(/&amp;/g, "&");
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const alt = decodeEntities(/\balt="([^"]*)"/.exec(match[0])?.[1] ?? "");
    const dataType = /^data:(image\/[\w.+-]+)/.exec(url)?.[1];
    const name = alt || (dataType ? `Embedded image ${found.length + 1}` : fileName(url));
    found.push({
      id: `img-${createHash("sha1").update(url).digest("hex").slice(0, 12)}`,
      kind: "image",
      name,
      mime: dataType ?? mimeFromName(url),
      size: null,
      url,
      created_at: null,
    });
  }
  return found;
}

function fileName(url: string): string {
  const last = url.split("?")[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || "Image";
  } catch {
    return last || "Image"; // not valid percent-encoding ("100%.png"): show it as written
  }
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? _m,
  );
}

function mimeFromName(url: string): string {
  const ext = /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext ? `image/${ext === "jpg" ? "jpeg" : ext === "svg" ? "svg+xml" : ext}` : "image/*";
}

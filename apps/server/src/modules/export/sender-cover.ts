import path from "node:path";
import type { SenderBrand } from "@scopewise/shared";
import { detectImageType } from "../profile/image-type.js";

/** How wide the logo is drawn on the cover, in pixels (points in the PDF). */
const LOGO_WIDTH = 160;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The document with the sender's logo and company name above its title, as the exports' cover
 * shows them. The logo goes in as data (the exports embed PNG and JPEG; a WebP logo is left out).
 */
export async function withSenderCover(
  html: string,
  sender: SenderBrand | undefined,
  readImage: (storedName: string) => Promise<Buffer>,
): Promise<string> {
  if (!sender) return html;
  const parts: string[] = [];
  const bytes = sender.logo_url ? await readImage(path.basename(sender.logo_url)).catch(() => undefined) : undefined;
  const type = bytes && detectImageType(bytes);
  if (bytes && type && type.ext !== "webp")
    parts.push(
      `<p><img src="data:${type.mime};base64,${bytes.toString("base64")}" alt="${escapeHtml(sender.company_name || "Logo")}" width="${LOGO_WIDTH}"></p>`,
    );
  if (sender.company_name) parts.push(`<p><strong>${escapeHtml(sender.company_name)}</strong></p>`);
  return parts.join("") + html;
}

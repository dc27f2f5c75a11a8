import { MEDIA_URL_PREFIX } from "../documents/media-urls.js";

/** An image's bytes, for the exports to embed; undefined when it cannot be embedded (then its address is shown). */
export type ImageReader = (src: string) => Promise<{ bytes: Buffer; type: "png" | "jpg" } | undefined>;

function imageType(bytes: Buffer): "png" | "jpg" | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpg";
  return undefined;
}

/**
 * Reads the document's own uploaded images and inline PNG/JPEG data. Other sites' images are never
 * fetched by the server (that would let a document make it call any address).
 */
export function imageReader(readUpload: (storedName: string) => Promise<Buffer>): ImageReader {
  return async (src) => {
    let bytes: Buffer | undefined;
    try {
      if (src.startsWith(MEDIA_URL_PREFIX)) bytes = await readUpload(src.slice(MEDIA_URL_PREFIX.length));
      else if (/^data:image\/(png|jpeg);base64,/.test(src))
        bytes = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
    } catch {
      return undefined;
    }
    const type = bytes && imageType(bytes);
    return bytes && type ? { bytes, type } : undefined;
  };
}

/** A PNG's or JPEG's size in pixels, read from its header. */
export function pixelSize(bytes: Buffer, type: "png" | "jpg"): { width: number; height: number } {
  if (type === "png") return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (c4), JPG (c8) and DAC (cc) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return { width: 400, height: 300 };
}

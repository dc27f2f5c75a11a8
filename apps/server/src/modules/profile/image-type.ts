/** Detects PNG, JPEG and WebP from the bytes themselves (a file's name or declared type can lie). */
export function detectImageType(bytes: Uint8Array): { mime: string; ext: string } | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (starts([0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { mime: "image/webp", ext: "webp" };
  return null;
}

/** Decodes a `data:<type>;base64,<data>` URL; null when it is not one. */
export function decodeDataUrl(value: string): Uint8Array | null {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match?.[1] ? new Uint8Array(Buffer.from(match[1], "base64")) : null;
}

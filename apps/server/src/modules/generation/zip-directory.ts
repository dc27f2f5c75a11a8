import { inflateRawSync } from "node:zlib";

/** A file in a zip archive as its central directory lists it. Sizes a zip64 archive keeps elsewhere read as Infinity. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const IN_ZIP64 = 0xffffffff;
/** The end record is 22 bytes, followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;

/** The entries of a zip, read from its central directory without inflating anything. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = endRecordAt(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (directoryOffset === IN_ZIP64 || count === 0xffff) throw new Error("zip64 archives are not read");
  const entries: ZipEntry[] = [];
  for (let at = directoryOffset, i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error("broken central directory");
    const nameLength = zip.readUInt16LE(at + 28);
    const size = (offset: number) =>
      zip.readUInt32LE(at + offset) === IN_ZIP64 ? Infinity : zip.readUInt32LE(at + offset);
    entries.push({
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: size(20),
      size: size(24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function endRecordAt(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at--)
    if (zip.readUInt32LE(at) === END_RECORD) return at;
  throw new Error("no end of central directory record");
}

/** An entry's content, or undefined when it would unpack past `limit` bytes (inflating stops there). */
export function inflateEntry(zip: Buffer, entry: ZipEntry, limit: number): Buffer | undefined {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new Error("broken local header");
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > limit ? undefined : data;
  if (entry.method !== 8) throw new Error(`compression method ${entry.method} is not read`);
  try {
    return inflateRawSync(data, { maxOutputLength: limit });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return undefined;
    throw error;
  }
}

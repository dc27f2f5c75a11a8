import {
  BRIEF_MAX_DOCX_PART_BYTES,
  BRIEF_MAX_DOCX_UNPACKED_BYTES,
  BRIEF_PART_TOO_LARGE,
  BRIEF_UNPACKS_TOO_LARGE,
} from "./brief-files.js";
import { BriefRefusal, type BriefReader } from "./brief-reader.js";
import { inflateEntry, zipEntries } from "./zip-directory.js";

const parser = () => import("mammoth");

/** The parts mammoth parses as XML: the text, styles, numbering, notes and their relationships. */
const XML_PART = /\.(xml|rels)$/i;

/**
 * Word briefs. The zip's directory is read first: a file whose parts would unpack past the limits is
 * refused before anything is inflated. Each XML part is then inflated with a cap, so a directory that
 * understates its sizes is caught too, and only then does mammoth read the file.
 */
export const docxReader: BriefReader = {
  load: async () => void (await parser()),
  async text(bytes) {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error("not a zip container");
    const entries = zipEntries(bytes);
    const xmlParts = entries.filter((entry) => XML_PART.test(entry.name));
    if (xmlParts.some((entry) => entry.size > BRIEF_MAX_DOCX_PART_BYTES)) throw new BriefRefusal(BRIEF_PART_TOO_LARGE);
    if (entries.reduce((sum, entry) => sum + entry.size, 0) > BRIEF_MAX_DOCX_UNPACKED_BYTES)
      throw new BriefRefusal(BRIEF_UNPACKS_TOO_LARGE);
    if (xmlParts.some((entry) => inflateEntry(bytes, entry, BRIEF_MAX_DOCX_PART_BYTES) === undefined))
      throw new BriefRefusal(BRIEF_PART_TOO_LARGE);
    const { default: mammoth } = await parser();
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  },
};

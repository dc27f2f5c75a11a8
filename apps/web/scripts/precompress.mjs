// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
// server sends them as they are (no compression per request) to clients that accept them.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".map", ".ttf", ".woff"]);

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let written = 0;
let before = 0;
let after = 0;
for await (const file of files(dist)) {
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  // A copy that is not smaller is not worth sending.
  if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < bytes.length) await writeFile(`${file}.gz`, gzip);
  before += bytes.length;
  after += brotli.length;
  written++;
}
console.log(
  `precompressed ${written} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli`,
);

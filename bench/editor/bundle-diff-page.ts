import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";

/** Bundles diff-page.mjs (the app's diff, schema and fixture) into one script for Chromium. */
export async function bundleDiffPage(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "sw-editor-bench-"));
  await build({
    configFile: false,
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, "diff-page.mjs"),
        formats: ["iife"],
        name: "EditorBench",
        fileName: () => "diff-page.js",
      },
    },
  });
  return path.join(outDir, "diff-page.js");
}

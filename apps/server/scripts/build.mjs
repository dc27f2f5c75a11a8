// Compiles the server into one ES module (apps/server/dist/server.js) so `npm start` runs plain
// JavaScript; the file workers' entry is a second one beside it (dist/file-worker.js). The workspace
// packages and the pure-JavaScript dependencies on the start-up path are bundled in: one file
// parses faster than Node resolves and loads some thousand small modules, which is most of the
// time from start to healthy. What stays an import of node_modules: native addons, packages that
// read their own files at run time, and whatever the server loads lazily.
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Packages that cannot be inlined: native addons, and packages that read files next to their code. */
const KEEP_EXTERNAL = new Set([
  "better-sqlite3", // native addon
  "@node-rs/argon2", // native addon
  "@fastify/swagger", // reads its own package.json
  "@fastify/swagger-ui", // serves its own static files
  "@fastify/static", // sends files with paths relative to its own folder's dependencies
  "dictionary-en", // the spell checker reads its .aff and .dic files
  "pino", // starts worker threads from its own files for transports
  "thread-stream",
]);

/** The package name of a bare import: "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const dependencies = {
  name: "dependencies",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || args.path.startsWith("@scopewise/")) return undefined;
      // A dynamic import is loaded on first use: bundling it would parse it at start after all.
      if (args.kind === "dynamic-import" || KEEP_EXTERNAL.has(packageName(args.path)))
        return { path: args.path, external: true };
      return undefined;
    });
  },
};

await build({
  entryPoints: {
    server: path.join(root, "src/server.ts"),
    "file-worker": path.join(root, "src/workers/file-worker.ts"),
    migrate: path.join(root, "src/migrate.ts"),
  },
  outdir: path.join(root, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: 'import { createRequire as __serverRequire } from "node:module"; const require = __serverRequire(import.meta.url);',
  },
  // The entry loads the app after checking the configuration; a separate chunk keeps that order.
  splitting: false,
  plugins: [dependencies],
  logLevel: "warning",
  metafile: true,
}).then(({ metafile }) => {
  const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `server built: apps/server/dist/server.js, file-worker.js and migrate.js (${(bytes / 1024 / 1024).toFixed(1)} MB with their source maps)`,
  );
});

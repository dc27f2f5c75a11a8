// Compiles the server into one ES module (apps/server/dist/server.js) so `npm start` runs plain
// JavaScript: the workspace packages (TypeScript sources) are bundled in, every npm dependency stays
// an import of node_modules.
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Bare imports of npm packages stay external; our own workspace packages are compiled in. */
const externalNpmPackages = {
  name: "external-npm-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@scopewise/") ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [path.join(root, "src/server.ts")],
  outfile: path.join(root, "dist/server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // The entry loads the app after checking the configuration; a separate chunk keeps that order.
  splitting: false,
  plugins: [externalNpmPackages],
  logLevel: "warning",
});
console.log("server built: apps/server/dist/server.js");

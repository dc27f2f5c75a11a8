import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The server serves apps/web/dist with an SPA fallback; in dev, /api goes to that server.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code, so the big ones get their own long-cached chunks.
        // Other libraries stay with the code that uses them: one catch-all library chunk would make the
        // sign-in page download what only signed-in pages use.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // zod and the shared schemas: the sign-in and sign-up pages fetch them only once the form is used.
            // The shared limits (plain numbers the store needs at start) are kept out of that chunk.
            { name: "limits", test: /packages[\\/]shared[\\/]src[\\/]limits\.ts/, priority: 1 },
            { name: "schemas", test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]/ },
            // The document editor's libraries load with the editor only, never on other pages; formulas and
            // code grammars are chunks of their own, so each part is cached and fetched on its own.
            { name: "editor-katex", test: /node_modules[\\/]katex[\\/]/ },
            { name: "editor-highlight", test: /node_modules[\\/](lowlight|highlight\.js|devlop)[\\/]/ },
            {
              name: "editor-vendor",
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals|diff|@fontsource)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: true },
    },
  },
});

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
        // Libraries change less often than app code, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The document editor's libraries load with the editor only, never on other pages; formulas and
            // code grammars are chunks of their own, so each part is cached and fetched on its own.
            { name: "editor-katex", test: /node_modules[\\/]katex[\\/]/ },
            { name: "editor-highlight", test: /node_modules[\\/](lowlight|highlight\.js|devlop)[\\/]/ },
            {
              name: "editor-vendor",
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals|diff|@fontsource)[\\/]/,
            },
            { name: "vendor", test: /node_modules[\\/]/ },
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

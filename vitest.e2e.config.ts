import { defineConfig } from "vitest/config";

/** Browser journeys: the built app served by the real server, driven in Debian Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

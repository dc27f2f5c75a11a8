import { defineConfig } from "vitest/config";

/** Browser journeys: the built app served by the real server, driven in Debian Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A loaded machine slows smooth scrolling and refetches; polls wait for the state, not a fixed time.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defineConfig } from "vitest/config";

/** Browser journeys: the built app served by the real server, driven in Debian Chromium. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two journey files at a time, each with its own Chromium, against one server: every journey
    // signs up its own user, so none depends on another's data.
    fileParallelism: true,
    maxWorkers: 2,
    // One retry on this shared two-core machine so a step slowed once by the other worker does not
    // fail the run; a journey that fails twice still does.
    retry: 1,
    // A loaded machine slows smooth scrolling and refetches; polls wait for the state, not a fixed time.
    expect: { poll: { timeout: 10_000 } },
  },
});

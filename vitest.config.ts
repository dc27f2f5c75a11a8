import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.tsx",
      "apps/*/test/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every file makes its own databases, so files run side by side; many wait on timers and
    // child processes (leases, restarts), so two workers pay off even on two cores.
    maxWorkers: 2,
    setupFiles: ["./vitest.setup.ts"],
  },
});

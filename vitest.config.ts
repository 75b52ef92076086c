import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // PGlite takes a few hundred MB; two workers fit the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/support/quiet-logs.ts", "tests/support/fail-on-console-error.ts"],
    env: { LOG_LEVEL: "silent" },
  },
});

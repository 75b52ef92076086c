import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // PGlite takes a few hundred MB; two workers fit the 2-core CI machine.
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next file (docs/decisions/0082): the server,
    // its build and the React bundle are loaded once a worker, not once a file (the suite went
    // from 275 s to 209 s). Every file starts its own site and database; a test that changes
    // something global (an environment variable) puts it back (vi.stubEnv, a finally).
    isolate: false,
    // Limits against a hang, not measures: every test waits for a state. On a machine busy
    // with something else (issue 17: the suite holds beside a CPU-heavy process) drawing a PDF
    // or starting a child process takes a few times longer than on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/support/quiet-logs.ts", "tests/support/fail-on-console-error.ts"],
    // Migrates a database once for the run; each test's fresh database starts as its copy.
    globalSetup: ["tests/support/database-templates.ts"],
    env: { LOG_LEVEL: "silent" },
  },
});

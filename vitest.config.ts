import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Three workers on the 2-core machine (docs/decisions/0086): about the same beside one busy
    // process, 17% less beside two (tests wait on PostgreSQL and child processes, and three
    // runnable workers get a larger share of a shared core). PGlite takes a few hundred MB a worker.
    maxWorkers: 3,
    // A worker keeps the modules it imported for its next file (docs/decisions/0082): the server,
    // its build and the React bundle are loaded once a worker, not once a file (the suite went
    // from 275 s to 209 s). Every file starts its own site and database; a test that changes
    // something global (an environment variable) puts it back (vi.stubEnv, a finally).
    isolate: false,
    // Limits against a hang, not measures: every test waits for a state. On a machine busy
    // with something else (the suite holds beside a CPU-heavy process) drawing a PDF
    // or starting a child process takes a few times longer than on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/support/quiet-logs.ts", "tests/support/fail-on-console-error.ts"],
    // Migrates a database once for the run; each test's fresh database starts as its copy.
    globalSetup: ["tests/support/database-templates.ts"],
    env: { LOG_LEVEL: "silent" },
  },
});

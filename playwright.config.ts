import { defineConfig, devices } from "@playwright/test";
import { baseURL, e2ePort } from "./tests/e2e/base-url.ts";
import { launchOptions } from "./tests/e2e/launch-options.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: `${process.env.E2E_WORKDIR ?? "test-results"}/playwright`,
  fullyParallel: false,
  // Two files at a time (decision 0133, amending 0074): alone on the 2-core machine the run takes as
  // long as with four (1,371 s against 1,369 s), and each test half as long, so a slower machine of
  // the kind stays within the limits below.
  workers: 2,
  retries: 0,
  // A guard against a hang, not a measure. CI machines have two cores shared by the browser, the
  // server and its database, and machines of the same kind differ: on a slower one (memory's first
  // touch 5.4 µs a page against 1.5 µs) the type-check and the unit and integration tests took
  // about 1.8 times as long, and the admin's whole-flow test ran past its 90 s. Longer tests set
  // their own, longer still.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/playwright.json" }]] : "list",
  use: {
    baseURL,
    locale: "tr-TR",
    launchOptions,
    // No trace unless asked (docs/decisions/0083): recording one for every test (a screencast and
    // a DOM snapshot at each step) cost the suite a sixth of its time, to be thrown away when the
    // test passes. A failure still leaves its page's accessibility tree (error-context.md) and a
    // screenshot; `PW_TRACE=1 npx playwright test <spec>` records traces to look into one.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: "**/*.mobile.spec.ts" },
    { name: "mobile", use: { ...devices["Pixel 5"], launchOptions }, testMatch: "**/*.mobile.spec.ts" },
  ],
  webServer: {
    command: "node tests/e2e/server.mjs",
    url: `${baseURL}/healthz`,
    // The e2e server draws grade 5's PDF pages before it opens (tests/e2e/server.mjs): about a minute.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PORT: String(e2ePort), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  },
});

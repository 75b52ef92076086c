/**
 * Debian's Chromium, never a downloaded browser (the machine has no internet), with the flags this
 * machine needs: one list for Playwright's tests, Lighthouse and the bench's own browser runs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What `chromium.launch` takes, for playwright-core. */
export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

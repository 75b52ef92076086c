/** Debian's Chromium, never a downloaded browser, with the flags this machine needs (playwright.config.ts). */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The same browser with a fake microphone (a tone) that is granted without a prompt: the
 * speaking tests record with it. Only their files launch it so.
 */
export const launchOptionsWithMicrophone = {
  ...launchOptions,
  args: [...launchOptions.args, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
};

/** Debian's Chromium with the flags this machine needs (playwright.config.ts). */
import { launchOptions } from "#scripts/peers/chromium.ts";

export { launchOptions };

/**
 * The same browser with a fake microphone (a tone) that is granted without a prompt: the
 * speaking tests record with it. Only their files launch it so.
 */
export const launchOptionsWithMicrophone = {
  ...launchOptions,
  args: [...launchOptions.args, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
};

import { trSpeaking } from "#core/messages/speaking.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { launchOptionsWithMicrophone } from "./launch-options";
import { practiceEntry } from "./practice";
import { fakeRecognition, speakingPanel, watchMicrophone } from "./speaking";

/**
 * 'Dinle ve söyle' when the pupil (or the phone's settings) refuses the microphone (
 * decision 0078): Chromium's fake prompt answering "no", a browser launched for this file only.
 */
test.use({
  launchOptions: {
    ...launchOptionsWithMicrophone,
    args: [
      ...launchOptionsWithMicrophone.args.filter((a) => !a.startsWith("--use-fake-ui")),
      "--use-fake-ui-for-media-stream=deny",
    ],
  },
});

test("'Sesimi kaydet' says plainly, in Turkish, that the microphone was not allowed, and records nothing", async ({
  page,
  request,
}) => {
  const mic = await watchMicrophone(page);
  await fakeRecognition(page, "cloud-only");
  await page.goto(await practiceEntry(request, "words"));
  await waitForHydration(page);
  await page.getByRole("button", { name: trSpeakingButton.open }).click();
  const { record, status, mine } = speakingPanel(page);
  await record.click();
  await expect(status).toHaveText(trSpeaking.denied);
  await expect(mine).toBeHidden();
  await expect(record).toBeEnabled();
  expect(await mic()).toMatchObject({ asked: 1, urls: [] });
});

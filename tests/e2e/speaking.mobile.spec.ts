import { trSpeaking } from "#core/messages/speaking.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { demoEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { launchOptionsWithMicrophone } from "./launch-options";
import { practiceEntry } from "./practice";
import {
  expectNeedsScriptsSaid,
  expectNoAudioLeft,
  fakeRecognition,
  recordPlayBackAndDelete,
  SPEAK_CHUNK,
  speakingPanel,
  watchMicrophone,
  watchRequests,
} from "./speaking";

/**
 * 'Dinle ve söyle' on a phone (decision 0078), on the demo's grade 2 listening entry:
 * its transcript's lines to say, each line's own stretch of the sound as the model, the
 * pupil's recording played back beside it, by touch; every request watched.
 */
test.use({ launchOptions: launchOptionsWithMicrophone });

test("on a phone: a transcript's line, its stretch of the sound as the model, a recording played back and deleted, nothing sent", async ({
  page,
  request,
}) => {
  const watched = watchRequests(page);
  const mic = await watchMicrophone(page);
  // This phone's browser has no recogniser that stays on the device.
  await fakeRecognition(page, "cloud-only");
  const entry = await demoEntry(request, "audio", 2);
  await page.goto(entry.url);
  await waitForHydration(page);
  const player = page.getByRole("region", { name: trViewer.audioRegion });
  await player.getByRole("button", { name: trSpeakingButton.open }).tap();
  const { panel, target, model } = speakingPanel(page);
  await expect(panel.getByText(trSpeaking.microphoneUse)).toBeVisible();
  expect(watched.requests.filter((r) => SPEAK_CHUNK.test(r.url()))).toHaveLength(1);
  expect((await mic()).asked).toBe(0);
  // The speaker's name is not said; the first line is 00:00-00:03.
  await expect(target).toHaveText("Hello, I am Ali.");
  await expect(panel.getByText(trSpeaking.lineOf(1, 4))).toBeVisible();

  // The model is the line's own stretch of the recording: it plays from the line's start and stops at its end.
  const audio = player.getByTestId("audio");
  await model.tap();
  await expect(player.getByRole("button", { name: trViewer.pause })).toBeVisible();
  await expect(player.getByRole("button", { name: trViewer.listen, exact: true })).toBeVisible({ timeout: 15_000 });
  const stoppedAt = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(stoppedAt).toBeGreaterThanOrEqual(3);
  expect(stoppedAt).toBeLessThan(4);

  await recordPlayBackAndDelete(page, (b) => b.tap(), mic, watched);
  await expectNoAxeViolations(page);
  await expectNoAudioLeft(watched, mic);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone, the word list says that speaking practice needs JavaScript, and passes axe", async ({
    page,
    request,
  }) => {
    await page.goto(await practiceEntry(request, "words"));
    await expectNeedsScriptsSaid(page);
    await expectNoAxeViolationsWithoutScripts(page, test.info());
  });
});

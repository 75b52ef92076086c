import { trSpeaking } from "#core/messages/speaking.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { demoEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { launchOptionsWithMicrophone } from "./launch-options";
import { fakeSpeech, practiceEntry } from "./practice";
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
 * 'Dinle ve söyle' on a desktop (decision 0078), on the demo's grade 5 word list:
 * recording with Chromium's fake microphone and playing it back, with every request watched;
 * a recogniser that cannot promise to stay on the device never used; one that can (faked:
 * the real one cannot run here) telling each word heard right or not.
 */
test.use({ launchOptions: launchOptionsWithMicrophone });

const table = (page: import("@playwright/test").Page) =>
  page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ });

test("a recording stays in the page: asked for only on the press, played back beside the model, deleted, and no request carries sound", async ({
  page,
  request,
}) => {
  const watched = watchRequests(page);
  const mic = await watchMicrophone(page);
  await fakeSpeech(page);
  const cloud = await fakeRecognition(page, "cloud-only");
  const response = await page.goto(await practiceEntry(request, "words"));
  // The microphone for our own pages only (never a frame), the recording played back from memory only.
  expect(response!.headers()["permissions-policy"]).toContain("microphone=(self)");
  expect(response!.headers()["content-security-policy"]).toContain("media-src 'self' blob:");
  await waitForHydration(page);
  const open = page.getByRole("button", { name: trSpeakingButton.open });
  await expect(open).toBeVisible();
  // The speaking script is not part of the page's load.
  expect(watched.requests.filter((r) => SPEAK_CHUNK.test(r.url()))).toEqual([]);

  await open.click();
  const { panel, target, model, say } = speakingPanel(page);
  await expect(panel).toBeVisible();
  expect(watched.requests.filter((r) => SPEAK_CHUNK.test(r.url()))).toHaveLength(1);
  // What the microphone is for is said before anything asks for it; nothing has asked yet.
  await expect(panel.getByText(trSpeaking.microphoneUse)).toBeVisible();
  expect((await mic()).asked).toBe(0);
  // A recogniser that cannot promise to stay on the device is not even made: no 'Söyle', a recording instead.
  await expect(panel.getByText(trSpeaking.noRecognition)).toBeVisible();
  await expect(say).toBeHidden();
  expect((await cloud.log()).made).toBe(0);

  const word = (await table(page).locator("tbody tr").first().locator("td").first().textContent())!.trim();
  await expect(target).toHaveText(word);
  await model.click();
  expect(await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toEqual([`en-GB:${word}`]);

  await recordPlayBackAndDelete(page, (b) => b.click(), mic, watched);
  await expectNoAxeViolations(page);

  // A second recording, then 'Kapat': the microphone is let go and the recording dropped with the panel.
  await page.getByRole("button", { name: trSpeaking.record }).click();
  await expect(speakingPanel(page).status).toHaveText(trSpeaking.recording);
  await speakingPanel(page).close.click();
  await expect(panel).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __mic: { asked: number } }).__mic.asked)).toBe(2);
  await expectNoAudioLeft(watched, mic);
});

test("with a recogniser on the device (faked), each word is shown heard right or not, in Turkish; a refused microphone is told plainly", async ({
  page,
  request,
}) => {
  const watched = watchRequests(page);
  const mic = await watchMicrophone(page);
  await fakeSpeech(page);
  const recognition = await fakeRecognition(page, "on-device");
  await page.goto(await practiceEntry(request, "words"));
  await waitForHydration(page);
  const firstRow = table(page).locator("tbody tr").first().locator("td");
  const word = (await firstRow.first().textContent())!.trim();
  const example = (await firstRow.nth(2).textContent())!.trim();
  expect(example).not.toBe("");

  await page.getByRole("button", { name: trSpeakingButton.open }).click();
  const { panel, target, status, say, next } = speakingPanel(page);
  await expect(say).toBeVisible();
  await expect(panel.getByText(trSpeaking.noRecognition)).toHaveCount(0);
  const results = panel.getByRole("list", { name: trSpeaking.wordsHeard });

  // Heard as something else: each of the line's words with a ✗ and what was heard, in words.
  const parts = word.split(/\s+/);
  await recognition.hear(["zzz"]);
  await say.click();
  await expect(panel.getByText(trSpeaking.result(0, parts.length))).toBeVisible();
  await expect(results.getByRole("listitem").first()).toHaveText(`✗ ${parts[0]}: ${trSpeaking.heardAs("zzz")}`);
  await expect(results.locator("li[data-heard=right]")).toHaveCount(0);
  // Said right the second time (the recogniser's case does not count): a ✓ and the words 'doğru duyuldu' for each.
  await recognition.hear([word.toUpperCase()]);
  await say.click();
  await expect(results.getByRole("listitem")).toHaveText(parts.map((p) => `✓ ${p}: ${trSpeaking.heardRight}`));
  await expect(panel.getByText(trSpeaking.allRight)).toBeVisible();
  await expectNoAxeViolations(page);

  // The example sentence: its last word heard wrong, the others right.
  await next.click();
  await expect(target).toHaveText(example);
  const words = example.split(/\s+/);
  await recognition.hear([[...words.slice(0, -1), "zzz"].join(" ")]);
  await say.click();
  await expect(panel.getByText(trSpeaking.result(words.length - 1, words.length))).toBeVisible();
  await expect(results.locator("li[data-heard=right]")).toHaveCount(words.length - 1);
  await expect(results.getByRole("listitem").last()).toHaveText(`✗ ${words.at(-1)}: ${trSpeaking.heardAs("zzz")}`);

  // The microphone refused to the recogniser: said in Turkish.
  await recognition.hear("not-allowed");
  await say.click();
  await expect(status).toHaveText(trSpeaking.denied);

  const log = await recognition.log();
  // Asked only for on-device English, and every start on the device only.
  expect(log.available).toEqual([{ langs: ["en-US"], processLocally: true }]);
  expect(log.started).toHaveLength(4);
  expect(log.started.every((s) => s.processLocally && s.lang === "en-US" && s.maxAlternatives > 1)).toBe(true);
  // The recogniser asks for the microphone itself: the page never did.
  expect((await mic()).asked).toBe(0);
  await expectNoAudioLeft(watched, mic);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the word list and the audio page say that speaking practice needs JavaScript, and pass axe", async ({
    page,
    request,
  }) => {
    await page.goto(await practiceEntry(request, "words"));
    await expectNeedsScriptsSaid(page);
    await expect(page.getByRole("button", { name: trSpeakingButton.open })).toBeHidden();
    await expectNoAxeViolationsWithoutScripts(page, test.info());

    const audio = await demoEntry(request, "audio", 2);
    await page.goto(audio.url);
    await expect(
      page.getByRole("region", { name: trViewer.audioRegion }).getByText(trSpeakingButton.needsScripts),
    ).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, test.info());
  });
});

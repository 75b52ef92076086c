import type { Page } from "@playwright/test";
import { trViewer } from "#core/messages/viewer.ts";
import { baseURL } from "#tests/e2e/base-url.ts";
import { demoEntry, recordRequests } from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

/**
 * The audio entry's page (decision 0073), on the demo's grade 2 listening entry
 * (a silent MP3 with a timed WebVTT transcript): the keyboard's speed and rewind, the line being
 * played marked; the browser's own player without JavaScript; nothing of the sound fetched
 * before 'Dinle' in data-saver mode.
 */
const isSound = (url: string) => /\/files\/images\/.+\.(?:mp3|ogg|m4a)(?:\?|$)/.test(url);
const audio = (page: Page) => page.getByTestId("audio");
const currentTime = (page: Page) => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime);

test("by keyboard: 'Dinle', a speed, the 5-second rewind, the line being played marked, all said aloud", async ({
  page,
  request,
}) => {
  const entry = await demoEntry(request, "audio", 2);
  await page.goto(entry.url);
  await waitForHydration(page);
  const player = page.getByRole("region", { name: trViewer.audioRegion });
  const status = page.getByTestId("audio-status");

  const faster = player.getByRole("button", { name: trViewer.speedLabel("1,25") });
  await faster.focus();
  await page.keyboard.press("Enter");
  await expect(faster).toHaveAttribute("aria-pressed", "true");
  await expect(player.getByRole("button", { name: trViewer.speedLabel("1") })).toHaveAttribute("aria-pressed", "false");
  await expect(status).toHaveText(trViewer.speedSet("1,25"));
  expect(await audio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.25);

  await player.getByRole("button", { name: trViewer.listen, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(player.getByRole("button", { name: trViewer.pause })).toBeFocused();
  await expect(status).toHaveText(trViewer.playing);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(3.2);

  // The transcript opens by keyboard; the line being played (from 00:03) is marked.
  await player.getByText(trViewer.showTranscript).focus();
  await page.keyboard.press("Enter");
  await expect(player.locator('li[aria-current="true"]')).toContainText("Elif: Hi Ali! I am Elif.");

  const before = await currentTime(page);
  await player.getByRole("button", { name: trViewer.rewind }).focus();
  await page.keyboard.press("Space");
  await expect(status).toHaveText(trViewer.rewound);
  expect(await currentTime(page)).toBeLessThan(before - 2);
  await player.getByRole("button", { name: trViewer.pause }).press("Enter");
  await expect(status).toHaveText(trViewer.paused);
  await expectNoAxeViolations(page);
});

test("in data-saver mode nothing of the sound is fetched before 'Dinle'", async ({ page, context, request }) => {
  await context.addCookies([{ name: "veri-tasarrufu", value: "acik", url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  const entry = await demoEntry(request, "audio", 2);
  const urls = recordRequests(page);
  await page.goto(entry.url);
  await waitForHydration(page);
  await expect(page.getByText(trViewer.audioDeferred)).toBeVisible();
  await page.getByText(trViewer.showTranscript).click();
  await expect(page.getByText("Ali: Hello, I am Ali.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(urls.filter(isSound)).toEqual([]);
  await page.getByRole("button", { name: trViewer.listen, exact: true }).click();
  await expect.poll(() => urls.filter(isSound).length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own player and the transcript in a <details>", async ({ page, request }) => {
    const entry = await demoEntry(request, "audio", 2);
    const urls = recordRequests(page);
    await page.goto(entry.url);
    await expect(audio(page)).toHaveAttribute("controls", "");
    await expect(audio(page)).toHaveAttribute("preload", "none");
    await expect(page.getByRole("button", { name: trViewer.listen, exact: true })).toHaveCount(0);
    await expect(page.getByText(trViewer.playerWithoutScripts)).toBeVisible();
    await page.getByText(trViewer.showTranscript).click();
    await expect(page.getByText("Elif: Bye bye!")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(trViewer.downloadAudio) })).toHaveAttribute(
      "href",
      `${entry.fileUrl}?indir`,
    );
    expect(urls.filter(isSound)).toEqual([]);
    await expectNoAxeViolationsWithoutScripts(page, test.info());
  });
});

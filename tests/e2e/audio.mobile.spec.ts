import { trViewer } from "#core/messages/viewer.ts";
import { demoEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The audio player on a phone: by touch, a speed and 'Dinle', the transcript opened; axe clean. */
test("on a phone: a slower speed and 'Dinle' by touch, the transcript behind 'Metni göster'", async ({
  page,
  request,
}) => {
  const entry = await demoEntry(request, "audio", 2);
  await page.goto(entry.url);
  await waitForHydration(page);
  const player = page.getByRole("region", { name: trViewer.audioRegion });
  const slower = player.getByRole("button", { name: trViewer.speedLabel("0,75") });
  await slower.tap();
  await expect(slower).toHaveAttribute("aria-pressed", "true");
  await player.getByRole("button", { name: trViewer.listen, exact: true }).tap();
  await expect(player.getByRole("button", { name: trViewer.pause })).toBeVisible();
  expect(await player.getByTestId("audio").evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(0.75);
  await player.getByText(trViewer.showTranscript).tap();
  await expect(player.getByText("Ali: Hello, I am Ali.")).toBeVisible();
  await expectNoAxeViolations(page);
});

import type { Page } from "@playwright/test";
import { trOffline } from "#core/messages/offline.ts";
import { trReview } from "#core/messages/review.ts";
import { pupilWithWords, waitingOn } from "./daily-review";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/**
 * 'Bugünün tekrarı' opened anew without a signal (decision 0120), on a phone-sized Chromium: /tekrar
 * opened online keeps the day's cards on the device; offline, a reload gets the offline page standing
 * in for it, whose cards are answered into the same outbox and counted once when the phone is online
 * again. `context.setOffline(true)` cuts the page's and the service worker's network alike.
 */

// The narrowest phone the site is drawn for.
test.use({ viewport: { width: 360, height: 740 } });

/** The day's cards the device keeps for the offline page (app/browser/review-day.ts). */
const keptCards = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem("merdiven:tekrar-kartlar") ?? "null") as { cards: unknown[] } | null)?.cards,
  );

async function answerGood(page: Page) {
  await page.getByText(trReview.show).tap();
  await page.getByRole("button", { name: trReview.grade.good, exact: true }).tap();
}

test("the day's cards opened online are reviewed after an offline reload and counted once when online; signing out and the sign-in page remove them", async ({
  page,
  context,
  consoleErrors,
}) => {
  await pupilWithWords(page, (done) => done.tap());
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(5));
  await expect.poll(() => keptCards(page)).toHaveLength(5);
  // One card online: sent at once, and no longer offered offline.
  await answerGood(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(4));
  await expect.poll(() => waitingOn(page)).toBe(0);
  await expect.poll(() => keptCards(page)).toHaveLength(4);

  // No signal, the page reloaded: the offline page stands in for /tekrar with the four cards left.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/cevrimdisi\?sayfa=%2Ftekrar$/);
  await expect(page.getByRole("heading", { level: 1, name: trReview.title })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(4));
  await expect(page.getByText(trReview.offlineIntro)).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await answerGood(page);
  await expectNoAxeViolations(page);
  await answerGood(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(2));
  await expect(page.getByTestId("review-waiting")).toHaveText(trReview.waiting(2));
  expect(await waitingOn(page)).toBe(2);

  // Opened again offline (any page): the offline page offers the two cards left, not the ones answered.
  await page.goto("/hesabim");
  await expect(page.getByTestId("offline-review-link")).toContainText(trOffline.reviewKept(2));
  await page.getByRole("link", { name: trOffline.reviewOpen }).tap();
  await waitForHydration(page);
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(2));

  // The signal back (the `online` event): sent from the offline page and said so.
  await context.setOffline(false);
  await expect.poll(() => waitingOn(page)).toBe(0);
  await expect(page.getByTestId("review-said")).toHaveText(trReview.sent(2));
  await expect(page.getByTestId("review-waiting")).toHaveCount(0);

  // A card answered offline and the page left for another of the site's; the offline page opened
  // again once the signal is back: what waited goes at once, before anything saw it wait, and the
  // page says so. (Left for another site at once instead, Chromium's new process for the site
  // sometimes read the storage from before the answer under load: a browser's hand-over, not ours.)
  await context.setOffline(true);
  await answerGood(page);
  await expect(page.getByTestId("review-waiting")).toHaveText(trReview.waiting(1));
  await page.goto("/hesabim");
  await expect(page.getByTestId("offline-review-link")).toContainText(trOffline.reviewKept(1));
  await context.setOffline(false);
  await page.goto("/cevrimdisi?sayfa=%2Ftekrar");
  await waitForHydration(page);
  await expect(page.getByTestId("review-said")).toHaveText(trReview.sent(1));
  await expect(page.getByTestId("review-left")).toHaveText(trReview.left(1));
  expect(await waitingOn(page)).toBe(0);

  // The server counted four, once, however often the page is opened and the device sends.
  for (let i = 0; i < 2; i++) {
    await page.goto("/tekrar");
    await waitForHydration(page);
    await expect(page.getByTestId("review-day")).toContainText(trReview.goal(4, 20));
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(1));
  }

  // Signing out leaves nothing of the day on the phone, as with homework.
  await page.getByText("Menü").click();
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptCards(page)).toBeUndefined();

  // A day another pupil left on a shared phone without signing out (as /tekrar writes it): the sign-in page drops it.
  await page.evaluate(() =>
    localStorage.setItem(
      "merdiven:tekrar-kartlar",
      JSON.stringify({
        owner: 1,
        cards: [{ contentId: 1, word: "pencil", turkish: "kalem", example: null, listTitle: "L", listTitleTr: "" }],
      }),
    ),
  );
  await page.goto("/login");
  await waitForHydration(page);
  expect(await keptCards(page)).toBeUndefined();

  // The requests cut on purpose (offline) are logged by the browser; nothing else may be.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e)),
  );
});

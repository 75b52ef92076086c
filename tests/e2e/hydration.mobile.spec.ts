import type { Page } from "@playwright/test";
import { trMarks } from "#core/messages/marks.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { EARLY_TAP_PATIENCE_MS } from "#app/browser/early-taps.ts";
import { expect, test, waitForHydration } from "./fixtures";

// A pupil's phone: the page shows before its scripts run (app/lib/paint-first.ts), and a tap in
// that first second must do what it does once the page has hydrated (docs/decisions/0058).

/** A processor four times slower, as a cheap phone's (Chromium's DevTools protocol). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The grade page's first card and its star, as soon as the card is painted. */
async function firstCardStar(page: Page) {
  const card = page.locator("section[id^='donem-1-unite-']").first().getByRole("article").first();
  const title = (await card.getByRole("link").first().getAttribute("title"))!;
  return { title, star: card.getByRole("button", { name: trMarks.saveEntry(title) }) };
}

async function expectSavedOnDevice(page: Page, title: string) {
  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(page.getByText(trSavedPage.onDevice)).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").getByRole("link").first()).toHaveAttribute("title", title);
}

test("a star tapped right after the first paint, on a slow phone, is saved on the device without leaving the page", async ({
  page,
}) => {
  await slowPhone(page);
  await page.goto("/classes/5", { waitUntil: "commit" });
  const { title, star } = await firstCardStar(page);
  const early = await page.evaluate(() => document.documentElement.dataset.hydrated !== "true");
  test.info().annotations.push({ type: "tapped before hydration", description: String(early) });
  await star.tap();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/classes\/5$/);
  await expectSavedOnDevice(page, title);
});

test("a star tapped before the scripts have even arrived waits for them and is saved", async ({ page }) => {
  await slowPhone(page);
  // The scripts held back until the tap: it surely comes before React listens.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/classes/5", { waitUntil: "domcontentloaded" });
  const { title, star } = await firstCardStar(page);
  await star.tap();
  // Held: no form sent to the server (which would ask a visitor to sign in).
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/classes\/5$/);
  await expect(star).toHaveAttribute("aria-pressed", "false");
  release();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/classes\/5$/);
  await expectSavedOnDevice(page, title);
});

test("a star tapped on a page whose scripts never come is not lost: after a wait it goes to the server, as without scripts", async ({
  page,
  consoleErrors,
}) => {
  // A dropped connection: the page is painted, its scripts never arrive.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/classes/5", { waitUntil: "domcontentloaded" });
  const { star } = await firstCardStar(page);
  await star.tap();
  await expect(page).toHaveURL(/\/classes\/5$/);
  // The server asks a visitor to sign in to keep a mark, as it does for a page without scripts.
  await expect(page).toHaveURL(/\/login/, { timeout: EARLY_TAP_PATIENCE_MS + 15_000 });
  // The scripts this test cut off are the only failures the page may report.
  const others = consoleErrors.filter((text) => !/Failed to load resource: net::ERR_FAILED/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test("a link tapped right after the first paint, on a slow phone, opens its page", async ({ page }) => {
  await slowPhone(page);
  await page.goto("/classes/5", { waitUntil: "commit" });
  const link = page
    .locator("section[id^='donem-1-unite-']")
    .first()
    .getByRole("article")
    .first()
    .getByRole("link")
    .first();
  const href = (await link.getAttribute("href"))!;
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a link tapped once the page has hydrated, on a slow phone, changes the page without a new document", async ({
  page,
}) => {
  await slowPhone(page);
  await page.goto("/classes/5");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const link = page
    .locator("section[id^='donem-1-unite-']")
    .first()
    .getByRole("article")
    .first()
    .getByRole("link")
    .first();
  const href = (await link.getAttribute("href"))!;
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

import type { Page } from "@playwright/test";
import { trMarks } from "../../core/messages/marks";
import { expect, test, waitForHydration } from "./fixtures";

// app/lib/hydration-slices.tsx: a page hydrates in slices, one per task (issue 23). Each
// slice must take up the server's HTML as it is: nothing doubled, nothing dropped, and
// every part of the page alive once the last slice is in.

/** What the server sent, as the browser sees it before any script runs. */
async function shapeOf(page: Page) {
  return page.evaluate(() => ({
    elements: document.body.querySelectorAll("header, main, footer, nav, section, article, li, a, h1, h2, h3, h4, form, img").length,
    landmarks: ["header", "main", "footer"].map((tag) => document.querySelectorAll(tag).length),
    // The headings and links in order (a control that needs scripts may join them once they run).
    text: Array.from(document.querySelectorAll("main :is(h1, h2, h3, h4, h5, a)"), (e) => e.textContent?.trim()).join(" | "),
  }));
}

const PAGES = ["/", "/kelimeler?sinif=5", "/classes/5", "/blog/sistematik-ogrenme-yaklasimi", "/classes/5/100-prepositions-of-place-in-town"];

test("every slice takes up the server's HTML: the same elements, landmarks and headings", async ({ browser, page }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const without = await bare.newPage();
  for (const path of PAGES) {
    await without.goto(path);
    const served = await shapeOf(without);
    await page.goto(path);
    await waitForHydration(page);
    const hydrated = await shapeOf(page);
    expect(hydrated.landmarks, path).toEqual(served.landmarks);
    expect(hydrated.text, path).toBe(served.text);
    // Scripts may add a control (a button that needs them), never double or drop what the server sent.
    expect(hydrated.elements, path).toBe(served.elements);
  }
  await bare.close();
});

test("the last slices are alive: the footer's links and a card's star work without a new document", async ({ page }) => {
  await page.goto("/kelimeler?sinif=5");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  // A card near the end of the list hydrated in one of the last slices.
  const star = page.getByTestId("cards").getByRole("button", { name: new RegExp(trMarks.saveEntry("").trim()) }).last();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  // The footer is the page's last slice.
  await page.getByRole("contentinfo").getByRole("link", { name: "Aydınlatma Metni" }).click();
  await expect(page).toHaveURL(/\/gizlilik$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a card far down a grade page hydrates when it comes near the screen, and one reached by keyboard works at once", async ({ context }) => {
  /** The grade page in a new tab of the same browser (the device's marks are shared), opened at its top, a phone's width: one card a row. */
  const open = async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto("/classes/5");
    await waitForHydration(page);
    const stars = page.getByTestId("cards").getByRole("button", { name: new RegExp(trMarks.saveEntry("").trim()) });
    return { page, stars };
  };
  // The visitor saves the page's last card on this device.
  const first = await open();
  await first.stars.last().click();
  await expect(first.stars.last()).toHaveAttribute("aria-pressed", "true");
  await first.page.close();

  // Opened again, the last card is many screens down and still the server's HTML: no script has
  // run for it, so it does not show yet what the device keeps.
  const again = await open();
  expect(await again.page.evaluate(() => window.scrollY)).toBe(0);
  expect((await again.stars.last().boundingBox())!.y).toBeGreaterThan(700 + 600);
  await expect(again.stars.first()).toHaveAttribute("aria-pressed", "false");
  expect(await again.stars.last().getAttribute("aria-pressed")).toBe("false");
  // Scrolled near, it hydrates and shows the device's mark.
  await again.stars.last().scrollIntoViewIfNeeded();
  await expect(again.stars.last()).toHaveAttribute("aria-pressed", "true");
  await again.page.close();

  // A card never scrolled near, reached by keyboard: focusing it hydrates it before the key is handled.
  const third = await open();
  await third.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const unsaved = third.stars.nth(-2);
  await unsaved.focus();
  await third.page.keyboard.press("Enter");
  await expect(unsaved).toHaveAttribute("aria-pressed", "true");
  expect(await third.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

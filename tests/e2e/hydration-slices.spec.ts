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

import type { Page } from "@playwright/test";
import { trMarks } from "#core/messages/marks.ts";
import { expect, test, waitForHydration } from "./fixtures";

// React hydrates the page in the browser (docs/decisions/0058): concurrently, each <Suspense>
// (the bar, the page, the footer, every card) apart. It must take up the server's HTML as it
// is: nothing doubled, nothing dropped, no mismatch (React's hydration messages are console
// errors, which fail any test: tests/e2e/fixtures.ts), and every part alive.

/** What the server sent, as the browser sees it before any script runs. */
async function shapeOf(page: Page) {
  return page.evaluate(() => ({
    elements: document.body.querySelectorAll(
      "header, main, footer, nav, section, article, li, a, h1, h2, h3, h4, form, img",
    ).length,
    landmarks: ["header", "main", "footer"].map((tag) => document.querySelectorAll(tag).length),
    // The headings and links in order (a control that needs scripts may join them once they run).
    text: Array.from(document.querySelectorAll("main :is(h1, h2, h3, h4, h5, a)"), (e) => e.textContent?.trim()).join(
      " | ",
    ),
  }));
}

/** Every public page type. */
const PAGES = [
  "/",
  "/kelimeler?sinif=5",
  "/classes/5",
  "/blog/sistematik-ogrenme-yaklasimi",
  "/classes/5/100-prepositions-of-place-in-town",
  "/login",
  "/iletisim",
  "/ara?q=hobbies",
];

/** Elements scripts add on purpose: the log-in page's 'Şifremi Unuttum' link becomes a button that opens a dialog with its own form. */
const ADDED_BY_SCRIPTS: Record<string, number> = { "/login": 1 };

test("hydration takes up the server's HTML: the same elements, landmarks and headings, and no mismatch", async ({
  browser,
  page,
}) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const without = await bare.newPage();
  for (const path of PAGES) {
    await without.goto(path);
    const served = await shapeOf(without);
    await page.goto(path);
    await waitForHydration(page);
    // Every <Suspense> hydrated by now (React hydrates them after the page's shell, when idle).
    await page.waitForTimeout(300);
    const hydrated = await shapeOf(page);
    expect(hydrated.landmarks, path).toEqual(served.landmarks);
    expect(hydrated.text, path).toBe(served.text);
    // Scripts may add a control (a button that needs them), never double or drop what the server sent.
    expect(hydrated.elements, path).toBe(served.elements + (ADDED_BY_SCRIPTS[path] ?? 0));
  }
  await bare.close();
});

test("the page's last parts are alive: a card's star far down and the footer's links work without a new document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 700 });
  await page.goto("/classes/5");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  // The last card, many screens down, tapped at once: React hydrates its <Suspense> first and replays the tap.
  const star = page
    .getByTestId("cards")
    .getByRole("button", { name: new RegExp(trMarks.saveEntry("").trim()) })
    .last();
  expect((await star.boundingBox())!.y).toBeGreaterThan(700 + 600);
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  // A card reached by keyboard.
  const other = page
    .getByTestId("cards")
    .getByRole("button", { name: new RegExp(trMarks.saveEntry("").trim()) })
    .nth(-2);
  await other.focus();
  await page.keyboard.press("Enter");
  await expect(other).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "Aydınlatma Metni" }).click();
  await expect(page).toHaveURL(/\/gizlilik$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a card saved on the device shows as saved once its part has hydrated, in a new tab too", async ({ context }) => {
  const open = async () => {
    const page = await context.newPage();
    await page.goto("/kelimeler?sinif=5");
    await waitForHydration(page);
    return {
      page,
      stars: page.getByTestId("cards").getByRole("button", { name: new RegExp(trMarks.saveEntry("").trim()) }),
    };
  };
  const first = await open();
  await first.stars.last().click();
  await expect(first.stars.last()).toHaveAttribute("aria-pressed", "true");
  await first.page.close();
  // The server's HTML never holds a visitor's marks (it is shared); the browser's snapshot comes after hydration.
  const again = await open();
  await expect(again.stars.last()).toHaveAttribute("aria-pressed", "true");
  await expect(again.stars.first()).toHaveAttribute("aria-pressed", "false");
  await again.page.close();
});

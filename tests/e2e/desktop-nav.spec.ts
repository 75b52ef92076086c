import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./sessions";

/**
 * The desktop bar from 1024 px up: every label on one line ('Konu Anlatımı' and
 * 'Çıkış Yap' wrapped at 1280 and 1366 px), nothing past the window's edge, for a
 * visitor and for the admin, whose bar has the most items.
 */
async function wrappedLabels(page: Page) {
  return page.locator('nav[aria-label="Ana menü"] > ul').evaluate((bar) => {
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    };
    const items = [
      ...bar.querySelectorAll(":scope > li > a, :scope > li > details > summary, :scope > li > form > button"),
    ];
    return {
      count: items.length,
      wrapped: items.filter((el) => lines(el) > 1).map((el) => el.textContent?.trim()),
      overflow:
        bar.getBoundingClientRect().right > document.documentElement.clientWidth ||
        document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

for (const who of ["visitor", "admin"] as const) {
  test(`the desktop menu keeps every label on one line for the ${who}`, async ({ page }) => {
    if (who === "admin") await signInAsAdmin(page);
    for (const width of [1024, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/kelimeler?sinif=5");
      const bar = await wrappedLabels(page);
      expect(bar.count, `${width} px`).toBeGreaterThanOrEqual(who === "admin" ? 10 : 9);
      expect(bar.wrapped, `${width} px`).toEqual([]);
      expect(bar.overflow, `${width} px`).toBe(false);
    }
  });
}

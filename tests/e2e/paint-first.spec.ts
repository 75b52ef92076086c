import { expect, test, waitForHydration } from "./fixtures";

// app/lib/paint-first.ts: on a slow line the page is shown before a byte of its
// JavaScript competes with it, and it still becomes interactive by itself.
test("a page's scripts wait until it can be painted, and then bring it alive", async ({ page }) => {
  // A slow stylesheet: the browser cannot paint before it has it.
  await page.route(/\/assets\/.+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/kelimeler?sinif=5");
  await waitForHydration(page);
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      stylesheetArrived: Math.max(
        ...resources.filter((r) => /\/assets\/.+\.css$/.test(r.name)).map((r) => r.responseEnd),
      ),
      scriptsAsked: resources.filter((r) => /\/assets\/.+\.js$/.test(r.name)).map((r) => r.startTime),
    };
  });
  expect(timings.scriptsAsked.length).toBeGreaterThan(0);
  for (const asked of timings.scriptsAsked) expect(asked).toBeGreaterThanOrEqual(timings.stylesheetArrived);

  // Alive: a grade link now changes the list without loading a new document.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("navigation", { name: "Sınıflar" }).getByRole("link", { name: "7. Sınıf" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("7.Sınıf Yeni Kelimeler");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

import { trSearch } from "#core/messages/search.ts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

test("on a phone the search box is in the menu, and the results fit the screen", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByText("Menü").click();
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByLabel(trSearch.label);
  await box.fill("ISTANBUL");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: trSearch.resultsFor("ISTANBUL") })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});

test("on a phone a suggestion is opened with a tap", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByText("Menü").click();
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByLabel(trSearch.label);
  await box.click();
  await expect(box).toHaveAttribute("role", "combobox");
  await box.pressSequentially("istanbul", { delay: 40 });
  const option = page
    .getByRole("listbox", { name: trSearch.suggestions })
    .getByRole("option", { name: /İstanbul/ })
    .first();
  await expect(option).toBeVisible();
  // Read again until it holds: an earlier keystroke's answer may still replace the list (the option
  // then has no box for a moment), as it did once on a loaded machine.
  const width = page.viewportSize()!.width;
  await expect.poll(async () => option.boundingBox().then((b) => b !== null && b.x + b.width <= width)).toBe(true);
  await option.tap();
  await expect(page).toHaveURL(/\/classes\/\d+\/\d+/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu's search box sends the form, the filters are links, and the page passes axe", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    // The menu is a <details>: it opens without scripts.
    await page.getByText("Menü").click();
    const box = page.getByRole("search", { name: trSearch.siteSearch }).getByLabel(trSearch.label);
    await expect(box).toBeVisible();
    await box.fill("hobbies");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/ara\?q=hobbies$/);
    await expect(page.getByRole("heading", { name: trSearch.resultsFor("hobbies") })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);

    // Results first: the first result is on the first screen, the filters one tap away.
    const firstResult = page.locator("main ol > li").first();
    const top = await firstResult.boundingBox();
    expect(top!.y + 40).toBeLessThan(page.viewportSize()!.height);
    const filters = page.getByRole("region", { name: trSearch.filters });
    await expect(filters).toBeHidden();
    await page.locator("main details > summary").tap();
    await filters.getByRole("link", { name: "5. Sınıf", exact: true }).tap();
    await expect(page).toHaveURL(/\/ara\?q=hobbies&sinif=5$/);
    await expect(page.locator("main details > summary")).toHaveText(trSearch.filtersChosen(["5. Sınıf"]));
    await page.locator("main details > summary").tap();
    await expect(filters.getByRole("link", { name: "5. Sınıf", exact: true })).toHaveAttribute("aria-current", "true");
    const results = page.locator("main ol > li");
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toContain("5. Sınıf");
    await expectNoAxeViolationsWithoutScripts(page, testInfo);
  });
});

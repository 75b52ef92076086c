import { trSearch } from "../../core/messages/search";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

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
  const option = page.getByRole("listbox", { name: trSearch.suggestions }).getByRole("option").first();
  await expect(option).toBeVisible();
  const box2 = await option.boundingBox();
  expect(box2!.x + box2!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await option.tap();
  await expect(page).toHaveURL(/\/classes\/\d+\/\d+/);
});

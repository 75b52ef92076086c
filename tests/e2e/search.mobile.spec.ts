import { trSearch } from "../../core/messages/search";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test("on a phone the search box is in the menu, and the results fit the screen", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByText("Menü").click();
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByRole("searchbox");
  await box.fill("ISTANBUL");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: trSearch.resultsFor("ISTANBUL") })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});

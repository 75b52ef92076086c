import { trSearch } from "../../core/messages/search";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test("a pupil searches from the navigation bar, narrows by grade and opens a result", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByRole("searchbox");
  await box.fill("sinav");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ara\?q=sinav$/);
  await expect(page.getByRole("heading", { name: trSearch.resultsFor("sinav") })).toBeVisible();
  await expect(page.locator("main mark").first()).toHaveText(/s[ıi]nav/i);
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: trSearch.filters }).getByRole("link", { name: "5. Sınıf", exact: true }).click();
  await expect(page).toHaveURL(/sinif=5/);
  const first = page.locator("main ol > li").first();
  await expect(first).toContainText("5. Sınıf");
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/classes\/5\/\d+/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and its filters are plain links and forms; a bad query gets a Turkish answer", async ({ page }) => {
    await page.goto("/ara?q=a");
    await expect(page.getByText(trSearch.tooShort(2))).toBeVisible();
    const box = page.getByRole("search", { name: trSearch.title }).getByRole("searchbox");
    await box.fill("hobbies");
    await page.getByRole("search", { name: trSearch.title }).getByRole("button", { name: trSearch.submit }).click();
    await expect(page.getByRole("heading", { name: trSearch.resultsFor("hobbies") })).toBeVisible();
    await page.getByRole("region", { name: trSearch.filters }).getByRole("link", { name: "Yeni Kelimeler", exact: true }).click();
    await expect(page).toHaveURL(/tur=2/);
    await expect(page.locator("main ol > li").first()).toContainText("Yeni Kelimeler");
  });
});

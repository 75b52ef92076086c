import { expect, test, waitForHydration, expectNoAxeViolations } from "./fixtures";

test("on a phone the menu opens by touch and the grade selector leads to the grade page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const menu = page.locator("summary", { hasText: "Menü" });
  await menu.tap();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Atasözleri" })).toBeVisible();
  await header.getByLabel("Sınıf seç").selectOption("7");
  await header.getByRole("button", { name: "Git" }).tap();
  await expect(page).toHaveURL(/\/classes\/7$/);
  // The menu closes after navigating.
  await expect(header.getByRole("link", { name: "Atasözleri" })).toBeHidden();
});

test("on a phone list cards stack in one column and the page passes axe", async ({ page }) => {
  await page.goto("/konular?sinif=6");
  const lefts = await page
    .getByTestId("cards")
    .getByRole("listitem")
    .evaluateAll((items) => items.slice(0, 3).map((i) => i.getBoundingClientRect().left));
  expect(new Set(lefts).size).toBe(1);
  await expectNoAxeViolations(page);
});

test("on a phone the grade picker is a dropdown", async ({ page }) => {
  await page.goto("/classes");
  await expect(page.getByRole("main").getByLabel("Sınıf seç")).toBeVisible();
  await expect(page.getByRole("main").getByRole("navigation", { name: "Sınıflar" })).toBeHidden();
});

test("on a phone the data-saver switch is in the menu, and the menu stays open to show it changed", async ({
  page,
}) => {
  await page.goto("/konular?sinif=6");
  await waitForHydration(page);
  await page.locator("summary", { hasText: "Menü" }).tap();
  const toggle = page.getByRole("banner").getByRole("button", { name: "Veri tasarrufu" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Veri tasarrufu" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);
});

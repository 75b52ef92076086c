import type { Locator } from "@playwright/test";
import { trMarks } from "#core/messages/marks.ts";
import { trSearch } from "#core/messages/search.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signUp, uniqueEmail } from "./marks";

/** A result's star, named by the result's title as on the cards. */
async function starOf(result: Locator) {
  const title = (await result.getByRole("link").first().innerText()).trim();
  return { title, star: result.getByRole("button", { name: trMarks.saveEntry(title) }) };
}

test("a pupil searches from the navigation bar, narrows by grade and opens a result", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByLabel(trSearch.label);
  await box.fill("sinav");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ara\?q=sinav$/);
  await expect(page.getByRole("heading", { name: trSearch.resultsFor("sinav") })).toBeVisible();
  await expect(page.locator("main mark").first()).toHaveText(/s[ıi]nav/i);
  await expectNoAxeViolations(page);
  // The filters wait behind one line (a <details>) that says what is chosen.
  await page.locator("main details > summary").click();
  await page
    .getByRole("region", { name: trSearch.filters })
    .getByRole("link", { name: "5. Sınıf", exact: true })
    .click();
  await expect(page).toHaveURL(/sinif=5/);
  await expect(page.locator("main details > summary")).toHaveText(trSearch.filtersChosen(["5. Sınıf"]));
  const first = page.locator("main ol > li").first();
  await expect(first).toContainText("5. Sınıf");
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/classes\/5\/\d+/);
});

test("suggestions come as the pupil types, are chosen by keyboard, and pass axe", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("search", { name: trSearch.siteSearch }).getByLabel(trSearch.label);
  await box.click();
  // The suggestions script arrives on the first focus and makes the box a combobox.
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("hobbi", { delay: 40 });
  const list = page.getByRole("listbox", { name: trSearch.suggestions });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  // The list may still show an earlier prefix's suggestions ("hobb"): once the whole word's have
  // come, the status names as many as are shown.
  let count = 0;
  await expect(async () => {
    count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(page.getByText(trSearch.suggestionCount(count))).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue("hobbi");

  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const second = options.nth(Math.min(1, count - 1));
  await expect(second).toHaveAttribute("aria-selected", "true");
  const title = (await second.locator("span").first().textContent())!;
  await box.press("Enter");
  await expect(page).toHaveURL(/\/classes\/\d+\/\d+/);
  await expect(page.getByRole("main")).toContainText(title);
});

test("a visitor saves a result with its star, as on a card, and finds it in Kaydettiklerim", async ({ page }) => {
  await page.goto("/ara?q=hobbies");
  await waitForHydration(page);
  const { title, star } = await starOf(page.locator("main ol > li").first());
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(star).toHaveAttribute("aria-pressed", "true");

  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("article").getByRole("link", { name: title })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and its filters are plain links and forms; a bad query gets a Turkish answer", async ({
    page,
  }) => {
    await page.goto("/ara?q=a");
    await expect(page.getByText(trSearch.tooShort(2))).toBeVisible();
    const box = page.getByRole("search", { name: trSearch.title }).getByRole("searchbox");
    // Without JavaScript the box stays a plain search field: no combobox, no list.
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await box.fill("hobbies");
    await page.getByRole("search", { name: trSearch.title }).getByRole("button", { name: trSearch.submit }).click();
    await expect(page.getByRole("heading", { name: trSearch.resultsFor("hobbies") })).toBeVisible();
    await page.locator("main details > summary").click();
    await page
      .getByRole("region", { name: trSearch.filters })
      .getByRole("link", { name: "Yeni Kelimeler", exact: true })
      .click();
    await expect(page).toHaveURL(/tur=2/);
    await expect(page.locator("main ol > li").first()).toContainText("Yeni Kelimeler");
  });

  test("a signed-in pupil saves a result through the star's plain form and comes back to the same results", async ({
    page,
  }) => {
    await signUp(page, uniqueEmail("arayan"), false);
    await page.goto("/ara?q=hobbies&tur=2");
    const { star } = await starOf(page.locator("main ol > li").first());
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(page).toHaveURL(/\/ara\?q=hobbies&tur=2$/);
    await expect(star).toHaveAttribute("aria-pressed", "true");
  });
});

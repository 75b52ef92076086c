import { trDeneme } from "#core/messages/deneme.ts";
import { DEMO, denemeEntry, unique } from "./deneme";
import { expect, expectNoAxeViolationsIn, test, waitForHydration } from "./fixtures";
import { signUp } from "./marks";

/**
 * 'Deneme' in YDT form on a desktop WITHOUT JavaScript (decision 0121): every page a plain form
 * ('Kaydet ve sonraki sayfa'), the end written in words, 'Bitir' asking on a page of its own, and
 * the result with the net YDT's rule gives; axe clean on the pages as the server draws them.
 */
test("a pupil sits the YDT-form deneme without JavaScript and gets the net", async ({ browser }) => {
  const context = await browser.newContext({ locale: "tr-TR", javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signUp(page, unique(), false);
    const entry = await denemeEntry(page, "ydt");
    await page.goto(`/deneme/${entry.id}`);
    await expect(page.getByTestId("deneme-form")).toHaveText(trDeneme.formName.ydt);
    await expect(page.getByText(trDeneme.rule.ydt)).toBeVisible();
    await expectNoAxeViolationsIn(page, false);
    await page.getByRole("button", { name: trDeneme.start }).click();
    await expect(page.getByTestId("deneme-ends")).toContainText(/Sınav \d\d:\d\d'(da|de|ta|te) biter\./);
    await expect(page.getByTestId("deneme-clock")).toHaveCount(0);
    await expectNoAxeViolationsIn(page, false);

    const { keys } = DEMO.ydt;
    const choose = (n: number, letter: string) =>
      page
        .locator(`#s${n}`)
        .getByRole("radio", { name: new RegExp(`^${letter}\\) `) })
        .check();
    // Page 1: three right, one wrong, one left blank.
    for (const n of [1, 2, 3]) await choose(n, keys[n - 1]);
    await choose(4, keys[3] === "A" ? "B" : "A");
    await page.getByRole("button", { name: trDeneme.saveNext }).click();
    await expect(page).toHaveURL(/sayfa=2$/);
    await expect(page.getByText(trDeneme.saved)).toBeVisible();
    await choose(6, keys[5]);
    await page.getByRole("button", { name: trDeneme.finish }).click();
    await expect(page.getByText(trDeneme.finishAsk(1))).toBeVisible();
    await page.getByRole("button", { name: trDeneme.finishYes }).click();
    await expect(page).toHaveURL(/\/deneme\/sonuc\/\d+$/);
    // Four right, one wrong, one blank: 4 − 1/4 = 3,75.
    const score = page.getByTestId("deneme-score");
    await expect(score).toContainText(`${trDeneme.net}3,75`);
    await expect(score).toContainText(`${trDeneme.blank}1`);
    await expect(page.getByText(/made a strong impression/)).toBeVisible();
    await expectNoAxeViolationsIn(page, false);
  } finally {
    await context.close();
  }
});

test("a pupil answers the deneme by keyboard with JavaScript: arrows choose, each choice saved", async ({ page }) => {
  await signUp(page, unique());
  const entry = await denemeEntry(page, "ydt");
  await page.goto(`/deneme/${entry.id}`);
  await page.getByRole("button", { name: trDeneme.start }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/deneme/${entry.id}/sinav$`));
  await waitForHydration(page);
  const first = page.locator("#s1").getByRole("radio").first();
  await first.focus();
  const saved = page.waitForResponse((r) => r.url().endsWith("/answers") && r.ok());
  // Arrow keys move among a question's choices and choose: B, saved at once.
  await page.keyboard.press("ArrowDown");
  await saved;
  await expect(page.locator("#s1").getByRole("radio", { name: /^B\) / })).toBeChecked();
  await expect(
    page.getByTestId("deneme-boxes").getByRole("link", { name: trDeneme.box(1, trDeneme.boxState.answered) }),
  ).toBeVisible();
  // After a reload the server has it.
  await page.reload();
  await expect(page.locator("#s1").getByRole("radio", { name: /^B\) / })).toBeChecked();
});

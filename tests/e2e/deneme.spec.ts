import { trDeneme } from "#core/messages/deneme.ts";
import { DEMO, denemeEntry, unique } from "./deneme";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsIn,
  holdAnswers,
  test,
  waitForHydration,
} from "./fixtures";
import { signUp } from "./marks";

/**
 * 'Deneme' in YDT form on a desktop WITHOUT JavaScript (decision 0121): every page a plain form
 * ('Kaydet ve sonraki sayfa'), the end written in words, 'Bitir' asking on a page of its own, and
 * the result with the net YDT's rule gives; axe clean on the pages as the server draws them. The
 * demo's questions 5 and 6 share a reading text (decision 0130), which the page break splits.
 */
const PASSAGE_START = "Elif and Deniz have been best friends since primary school.";
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
    // The reading text above question 5, the first of its run on page 1.
    const passage = page.getByTestId("deneme-passage");
    await expect(passage).toHaveCount(1);
    await expect(passage).toContainText(trDeneme.passageFor(5, 6));
    await expect(passage.getByText(PASSAGE_START)).toHaveAttribute("lang", "en");
    // Page 1: three right, one wrong, one left blank.
    for (const n of [1, 2, 3]) await choose(n, keys[n - 1]);
    await choose(4, keys[3] === "A" ? "B" : "A");
    await page.getByRole("button", { name: trDeneme.saveNext }).click();
    await expect(page).toHaveURL(/sayfa=2$/);
    await expect(page.getByText(trDeneme.saved)).toBeVisible();
    // Question 6 goes on with question 5's text: shown again at the top of page 2.
    await expect(passage).toHaveCount(1);
    await expect(passage).toContainText(PASSAGE_START);
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
    // The result folds the text before question 5.
    await expect(page.getByText(PASSAGE_START)).toBeHidden();
    await page.getByText(trDeneme.showPassage).click();
    await expect(page.getByText(PASSAGE_START)).toBeVisible();
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

test.describe("on a slow connection", () => {
  // The scripts held back by the test, not served by the site's worker.
  test.use({ serviceWorkers: "block" });

  test("a choice tapped before the exam page's scripts arrive stays chosen once they run, and is saved", async ({
    page,
  }) => {
    await signUp(page, unique());
    const entry = await denemeEntry(page, "ydt");
    await page.goto(`/deneme/${entry.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: trDeneme.start }).click();
    await expect(page).toHaveURL(new RegExp(`/deneme/${entry.id}/sinav$`));

    // The exam page opened again, its scripts on their way: the question is the server's page, and
    // the tap the browser's own.
    const scripts = await holdAnswers(page, "**/assets/*.js");
    await page.goto(`/deneme/${entry.id}/sinav`, { waitUntil: "commit" });
    const b = page.locator("#s1").getByRole("radio", { name: /^B\) / });
    await b.check();
    const saved = page.waitForResponse((r) => r.url().endsWith("/answers") && r.ok(), { timeout: 15_000 });
    scripts.release();
    await waitForHydration(page);
    await saved;
    await expect(b).toBeChecked();
    await expect(
      page.getByTestId("deneme-boxes").getByRole("link", { name: trDeneme.box(1, trDeneme.boxState.answered) }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator("#s1").getByRole("radio", { name: /^B\) / })).toBeChecked();
  });
});

test("a pupil on a 360-px phone with JavaScript reads the shared text on both pages, without sideways scrolling", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: "tr-TR",
  });
  try {
    const page = await context.newPage();
    await signUp(page, unique());
    const entry = await denemeEntry(page, "ydt");
    await page.goto(`/deneme/${entry.id}`);
    await page.getByRole("button", { name: trDeneme.start }).tap();
    await expect(page).toHaveURL(new RegExp(`/deneme/${entry.id}/sinav$`));
    await waitForHydration(page);
    const passage = page.getByTestId("deneme-passage");
    await expect(passage).toContainText(PASSAGE_START);
    expect(await passage.evaluate((e) => getComputedStyle(e.querySelector("p")!).whiteSpace)).toBe("pre-line");
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    // The page turns on the device: the pupil is taken to the text above question 6, not past it.
    await page.getByRole("button", { name: trDeneme.next }).tap();
    await expect(passage).toBeFocused();
    await expect(passage).toContainText(trDeneme.passageFor(5, 6));
    await expect(passage).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

import { trMarks } from "#core/messages/marks.ts";
import { trReview } from "#core/messages/review.ts";
import { trSaved } from "#core/messages/saved.ts";
import type { BrowserContext, Page } from "@playwright/test";
import { PHONE, pupilWithWords, signUp, waitingOn, wordListPath } from "./daily-review";
import { spokenOn, standInEnglishVoice } from "./exercises";
import { expect, expectNoAxeViolationsIn, test, waitForHydration } from "./fixtures";

/**
 * 'Günlük tekrar' (decision 0116), walked by a new pupil: signs up, marks the grade-2 word list
 * done, and reviews on /tekrar: a card's meaning behind 'Anlamını göster', a grade, the count
 * going down and the goal going up; the typing side says the right word after a wrong one. On a
 * 360-px phone by touch with and without JavaScript, and on a desktop by keyboard.
 */
for (const scripts of [true, false]) {
  test(`a pupil reviews the day's words on a phone by touch, ${scripts ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, locale: "tr-TR", javaScriptEnabled: scripts });
    try {
      const page = await context.newPage();
      if (scripts) await standInEnglishVoice(page);
      await signUp(page);
      // The list done ('Tamamladım', a plain form without scripts): its words join the review.
      await page.goto(await wordListPath(page));
      if (scripts) await waitForHydration(page);
      await page.getByRole("button", { name: trMarks.done }).first().tap();
      await expect(page.getByRole("button", { name: trMarks.done }).first()).toHaveAttribute("aria-pressed", "true");

      // The home page invites a returning pupil to the day's words.
      await page.goto("/");
      await page.getByTestId("review-invite").getByRole("link", { name: trSaved.reviewStart }).tap();
      await expect(page).toHaveURL(/\/tekrar$/);
      if (scripts) await waitForHydration(page);
      await expect(page.getByTestId("review-left")).toHaveText(trReview.left(5));
      await expect(page.getByTestId("review-day")).toContainText(trReview.goal(0, 20));
      const word = (await page.getByTestId("review-word").textContent())!.trim();
      // 'Dinle' speaks the word where the device has an English voice; without scripts there is none to offer.
      const listen = page.getByRole("button", { name: trReview.listen });
      if (scripts) {
        await listen.tap();
        await expect.poll(() => spokenOn(page)).toEqual([word]);
      } else await expect(listen).toHaveCount(0);
      await expect(page.getByTestId("review-meaning")).toBeHidden();
      await page.getByText(trReview.show).tap();
      await expect(page.getByTestId("review-meaning")).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolationsIn(page, scripts);
      const good = page.getByRole("button", { name: trReview.grade.good, exact: true });
      const box = (await good.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await good.tap();
      await expect(page.getByTestId("review-left")).toHaveText(trReview.left(4));
      await expect(page.getByTestId("review-day")).toContainText(trReview.goal(1, 20));
      await expect(page.getByTestId("review-word")).not.toHaveText(word);

      // With scripts the grade was kept on the device and sent behind the pupil's back: nothing waits once online.
      if (scripts) await expect.poll(() => waitingOn(page)).toBe(0);
      // The typing side: the Turkish shown, a wrong English typed: the right word is said, and the card comes back soon.
      await page.getByRole("link", { name: trReview.typeInstead }).tap();
      await expect(page).toHaveURL(/\/tekrar\?yaz=1$/);
      await expect(page.getByRole("button", { name: trReview.check })).toBeVisible();
      const meaning = (await page.getByTestId("review-meaning").textContent())!.trim();
      await page.getByLabel(trReview.typeLabel(meaning)).fill("zzzz");
      await page.getByRole("button", { name: trReview.check }).tap();
      // Said at once on the device with scripts; after the server scored the form without.
      await expect(page.getByTestId(scripts ? "review-said" : "toasts")).toContainText("Doğrusu:");
      await expect(page.getByTestId("review-day")).toContainText(trReview.goal(2, 20));
      await expectNoAxeViolationsIn(page, scripts);
    } finally {
      await context.close();
    }
  });
}

test("a pupil reviews by keyboard on a desktop: Enter opens the meaning, Tab reaches the grades, the next card keeps the focus", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "tr-TR" });
  try {
    const page = await context.newPage();
    await pupilWithWords(page, (done) => done.press("Enter"));
    await page.getByText(trReview.show).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("review-meaning")).toBeVisible();
    // Four grades in a row, weakest first: Tab from the summary reaches 'Bilemedim', then 'Zor', 'İyi'.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: trReview.grade.good, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(4));
    // The next card, its meaning hidden, and the focus back on 'Anlamını göster': Enter goes on from there.
    await expect(page.getByTestId("review-meaning")).toBeHidden();
    await expect(page.getByText(trReview.show)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("review-meaning")).toBeVisible();
    await expectNoAxeViolationsIn(page, true);
    // The typing side: after Enter the field is empty for the next word and keeps the focus.
    await page.getByRole("link", { name: trReview.typeInstead }).click();
    await expect(page).toHaveURL(/\/tekrar\?yaz=1$/);
    const field = page.getByRole("textbox");
    await field.focus();
    await page.keyboard.type("zzzz");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("review-said")).toContainText("Doğrusu:");
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
  } finally {
    await context.close();
  }
});

/** A new pupil with the grade-2 words due, on a phone whose signal is then cut. */
async function offlinePupil(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await pupilWithWords(page, (done) => done.tap());
  await context.setOffline(true);
  return page;
}

/** 'Anlamını göster', then a grade, by touch. */
async function tapGrade(page: Page, grade: keyof typeof trReview.grade) {
  await page.getByText(trReview.show).tap();
  await page.getByRole("button", { name: trReview.grade[grade], exact: true }).tap();
}

test("a pupil reviews offline on a phone: the answers wait on the device and are counted once when it is online again", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: "tr-TR" });
  try {
    const page = await offlinePupil(context);
    for (let i = 0; i < 2; i++) {
      await tapGrade(page, "good");
    }
    // Each card at once, offline: no round trip.
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(3));
    await expect(page.getByTestId("review-waiting")).toHaveText(trReview.waiting(2));
    expect(await waitingOn(page)).toBe(2);
    // Online again (the `online` event): sent, and counted once however often the page is opened.
    await context.setOffline(false);
    await expect.poll(() => waitingOn(page)).toBe(0);
    await expect(page.getByTestId("review-waiting")).toHaveCount(0);
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(page.getByTestId("review-day")).toContainText(trReview.goal(2, 20));
      await expect(page.getByTestId("review-left")).toHaveText(trReview.left(3));
    }
  } finally {
    await context.close();
  }
});

test("a word missed comes back after the others in the same sitting, offline too, with its meaning hidden again", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: "tr-TR" });
  try {
    const page = await offlinePupil(context);
    const word = page.getByTestId("review-word");
    const missed = await word.textContent();
    await tapGrade(page, "again");
    // Still to learn: the count stays, and the next word is another.
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(5));
    await expect(word).not.toHaveText(missed!);
    for (let left = 4; left >= 1; left--) {
      await tapGrade(page, "good");
      await expect(page.getByTestId("review-left")).toHaveText(trReview.left(left));
    }
    await expect(word).toHaveText(missed!);
    await expect(page.getByTestId("review-meaning")).toBeHidden();
    await tapGrade(page, "good");
    await expect(page.getByTestId("review-left")).toHaveText(trReview.left(0));
    await expect(page.getByText(trReview.doneToday)).toBeVisible();
    // Kept on the device just after the next paint (decision 0120): the last one a moment after the words above.
    await expect.poll(() => waitingOn(page)).toBe(6);
    // Online: the six answers are the server's, and the word known the second time is not due again today.
    await context.setOffline(false);
    await expect.poll(() => waitingOn(page)).toBe(0);
    await page.reload();
    await expect(page.getByTestId("review-day")).toContainText(trReview.goal(6, 20));
    await expect(page.getByText(trReview.doneToday)).toBeVisible();
  } finally {
    await context.close();
  }
});

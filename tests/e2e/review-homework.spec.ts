import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { madeExerciseClass } from "./homework";
import { signInAs } from "./sessions";

/**
 * 'Günlük tekrar' as homework (docs/decisions/0119): the teacher gives it from the class page with
 * the plain form and no JavaScript, three days of the daily goal in the coming week; the pupil's
 * 'Ödevlerim' on a phone shows its card with 0 of 3 days and 'Başla' to the day's review. In
 * homework-exercise.spec.ts's class of one: that spec opens its own item by address, never the list.
 */
test("a teacher without JavaScript gives 'Günlük tekrar'; the pupil's 'Ödevlerim' shows its card and 'Başla' opens the review", async ({
  browser,
}) => {
  const { id } = madeExerciseClass();
  const teacher = await browser.newContext({ locale: "tr-TR", javaScriptEnabled: false });
  await signInAs(teacher, "exerciseTeacher");
  const page = await teacher.newPage();
  await page.goto(`/sinifim/${id}`);
  await page.getByRole("link", { name: trHomeworkTeacher.newReviewHomework }).click();
  await expect(page.getByRole("heading", { level: 1, name: trHomeworkForm.reviewAssignTitle })).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(page, test.info());
  const days = page.getByLabel(trHomeworkForm.reviewDays);
  await expect(days).toHaveValue("4");
  await days.fill("3");
  await page.getByRole("button", { name: trHomeworkForm.save }).click();
  await expect(page.getByText(trHomeworkForm.assigned)).toBeVisible();
  await teacher.close();

  const pupil = await browser.newContext({
    locale: "tr-TR",
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await signInAs(pupil, "exercisePupil");
  const phone = await pupil.newPage();
  await phone.goto("/odevlerim");
  await waitForHydration(phone);
  const card = phone.getByTestId("homework-todo").locator("li", { hasText: trHomeworkReview.card(3, true) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("review-progress")).toHaveText(trHomeworkReview.cardProgress(0, 3));
  // Nothing to scroll sideways on a 360-pixel phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone);
  await card.getByRole("link", { name: trHomeworkPupil.startItem(trHomeworkReview.card(3, true)) }).click();
  await expect(phone).toHaveURL(/\/tekrar$/);
  await pupil.close();
});

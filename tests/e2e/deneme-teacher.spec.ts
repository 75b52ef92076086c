import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { answerSheetPath, classDenemesPath, reportPath } from "#core/deneme/report-paths.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { madeDenemeClass } from "./deneme-teacher";
import { signInAs } from "./sessions";

/**
 * A class's deneme (decision 0123) as a teacher and a pupil live it, each in a browser of their
 * own: the teacher starts the deneme for the class, the pupil opens the class's optical form a
 * moment later on a phone and is told the teacher's end, not one counted from the pupil's start;
 * the optical form and the report pass axe and fit a 360-px phone without sideways scroll.
 */
test("the teacher starts the deneme for the class and the pupil's exam ends with the class's", async ({ browser }) => {
  const made = madeDenemeClass();
  const teacherContext = await browser.newContext();
  await signInAs(teacherContext, "denemeTeacher");
  const teacher = await teacherContext.newPage();
  await teacher.goto(classDenemesPath(made.id));
  const card = teacher.locator(`[data-deneme="${made.entryId}"]`);
  await card.getByRole("button", { name: new RegExp(trDenemeTeacher.start, "i") }).click();
  const state = card.getByTestId("session-state");
  await expect(state).toContainText(/Sürüyor: \d\d:\d\d/);
  const ends = /(\d\d:\d\d)/.exec((await state.textContent()) ?? "")![1];
  await expectNoAxeViolations(teacher);

  // The pupil on a 360-px phone: the optical form's rows fit, every choice a finger-sized target.
  const pupilContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await signInAs(pupilContext, "denemePupil");
  const pupil = await pupilContext.newPage();
  await pupil.goto(answerSheetPath(made.id, made.entryId));
  await pupil.getByRole("button", { name: trDeneme.start }).click();
  await expect(pupil.getByTestId("sheet-ends")).toHaveText(trDeneme.endsAt(ends));
  expect(await pupil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const targets = await pupil
    .getByTestId("answer-sheet")
    .locator("label")
    .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
  expect(targets.length).toBeGreaterThan(0);
  expect(Math.min(...targets)).toBeGreaterThanOrEqual(44);
  await pupil.getByRole("group", { name: "1. soru" }).getByLabel("A", { exact: true }).check();
  await pupil.getByRole("button", { name: trDenemeTeacher.sheetSave, exact: true }).click();
  await expect(pupil.getByRole("group", { name: "1. soru" }).getByLabel("A", { exact: true })).toBeChecked();
  await expectNoAxeViolations(pupil);

  await teacher.setViewportSize({ width: 360, height: 740 });
  await teacher.goto(reportPath(made.id, made.entryId));
  await expect(teacher.getByRole("heading", { level: 1 })).toContainText(trDenemeTeacher.reportTitle(""));
  await expect(teacher.getByRole("table", { name: trDenemeTeacher.pupilsCaption })).toBeVisible();
  expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(teacher);
  await teacherContext.close();
  await pupilContext.close();
});

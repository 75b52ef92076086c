import { classPath } from "#core/classes/paths.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trHomeworkDeneme } from "#core/messages/homework-deneme.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { E2E_DENEME_CLASS, madeDenemeClass } from "./deneme-teacher";
import { expect, expectNoAxeViolations, expectNoAxeViolationsIn, test } from "./fixtures";
import { signInAs } from "./sessions";

/**
 * A deneme given as homework (decision 0124): the teacher gives the class's deneme from the
 * homework form, where the kind is offered for an entry with a deneme; the pupil, on a 360-px phone
 * without JavaScript, finds it on 'Ödevlerim', is led to the deneme, sits it and finds the item done
 * with its net, the key held back until the due time; the teacher's grid says the net.
 */
test("a teacher gives the deneme as homework; the pupil sits it without JavaScript and the item is done with its net", async ({
  browser,
}) => {
  const made = madeDenemeClass();
  const teacherContext = await browser.newContext({ locale: "tr-TR" });
  await signInAs(teacherContext, "denemeTeacher");
  const teacher = await teacherContext.newPage();
  await teacher.goto(`${classPath(made.id)}/odev?icerik=${made.entryId}`);
  await teacher.getByRole("radio", { name: trHomeworkForm.kindDeneme }).check();
  await expectNoAxeViolations(teacher);
  await teacher.getByRole("button", { name: trHomeworkForm.save }).click();
  await expect(teacher).toHaveURL(new RegExp(`${classPath(made.id)}$`));

  const pupilContext = await browser.newContext({
    locale: "tr-TR",
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: false,
  });
  await signInAs(pupilContext, "denemeHomeworkPupil");
  const pupil = await pupilContext.newPage();
  await pupil.goto("/odevlerim");
  await pupil.locator(`[data-homework]`).getByRole("link").first().click();
  await expect(pupil.getByText(trHomeworkDeneme.intro)).toBeVisible();
  await expectNoAxeViolationsIn(pupil, false);
  await pupil.getByRole("link", { name: trHomeworkDeneme.open }).click();
  await pupil.getByRole("button", { name: trDeneme.start }).click();
  await pupil.locator("#s1").getByRole("radio").first().check();
  await pupil.getByRole("button", { name: trDeneme.finish }).click();
  await pupil.getByRole("button", { name: trDeneme.finishYes }).click();
  await expect(pupil).toHaveURL(/\/deneme\/sonuc\/\d+$/);
  // The form's default, the answers after the due time: the result keeps the key until then (decision 0127).
  await expect(pupil.getByTestId("deneme-key-held")).toBeVisible();
  await expect(pupil.getByText(trDeneme.rightAnswer)).toHaveCount(0);
  await expectNoAxeViolationsIn(pupil, false);

  // The item is done, with the net the result page gave.
  const net = (await pupil.getByTestId("deneme-score").locator("dd").first().textContent())!.trim();
  await pupil.goto("/odevlerim");
  await pupil.locator(`[data-homework]`).getByRole("link").first().click();
  await expect(pupil.getByTestId("homework-score")).toHaveText(trHomeworkDeneme.net(net));
  expect(await pupil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await teacher.goto(`${classPath(made.id)}/odevler`);
  await expect(teacher.getByRole("row", { name: new RegExp(E2E_DENEME_CLASS.homeworkPupil.name) })).toContainText(
    `${net} net`,
  );
  await teacherContext.close();
  await pupilContext.close();
});

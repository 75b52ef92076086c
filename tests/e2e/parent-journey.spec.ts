import type { Browser, TestInfo } from "@playwright/test";
import { classPath } from "#core/classes/paths.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trParentSlips } from "#core/messages/parent-slips.ts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { E2E_EXERCISE_CLASS, madeExerciseClass } from "./homework";
import { signInAs } from "./sessions";

/**
 * A parent's way (decision 0109): the teacher makes the class's links at once on a desktop by
 * keyboard and hands out the slips; a parent opens the slip's link on a phone (WhatsApp's browser,
 * with or without scripts) and reads the week: one tap, the link itself. The class is
 * homework-exercise.spec.ts's (tests/e2e/server.mjs): its links are made here alone.
 */

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: "tr-TR" };
/** The phone as the no-script axe check opens its copy of the page. */
const phoneInfo = { project: { use: PHONE } } as unknown as TestInfo;

async function parentReads(browser: Browser, link: string, scripts: boolean) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: scripts });
  try {
    const page = await context.newPage();
    // Tap 1: the link on the slip (its QR code, or the message it came in).
    await page.goto(link);
    const { pupil, name } = E2E_EXERCISE_CLASS;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trHomeworkParent.parentPageTitle(pupil.name));
    await expect(page.getByTestId("parent-class")).toHaveText(trHomeworkParent.parentPageClass(name));
    await expect(page.getByTestId("parent-summary")).toHaveText(/^\d+ ödev bitti, \d+ bekliyor$/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    if (scripts) {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    } else await expectNoAxeViolationsWithoutScripts(page, phoneInfo);
  } finally {
    await context.close();
  }
}

test("a teacher makes the class's parent links by keyboard; a parent reads the week from the slip's link on a phone, with and without JavaScript", async ({
  page,
  browser,
}) => {
  await signInAs(page, "exerciseTeacher");
  await page.goto(`${classPath(madeExerciseClass().id)}/veli-baglantilari`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: trParentSlips.slipsMake }).focus();
  await page.keyboard.press("Enter");
  const slip = page.getByTestId("slips").locator("li");
  await expect(slip).toHaveCount(1);
  await expect(slip.getByTestId("slip-name")).toHaveText(E2E_EXERCISE_CLASS.pupil.name);
  await expect(page.getByRole("alert")).toHaveText(trParentSlips.slipsOnce);
  await expectNoAxeViolations(page);
  const link = (await slip.getByTestId("slip-link").textContent())!.trim();
  expect(link).toMatch(/\/veli\/[\w-]+$/);

  await parentReads(browser, link, true);
  await parentReads(browser, link, false);
});

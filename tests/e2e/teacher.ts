import type { Page } from "@playwright/test";
import { trClasses } from "#core/messages/classes.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";

/** The teacher, on 'Sınıfım' (/sinifim), opens a class of `grade` through the form and waits on its page, hydrated. */
export async function openClass(t: Page, name: string, grade: string) {
  await t.getByLabel(trClasses.className).fill(name);
  await t.getByLabel(trClasses.grade).selectOption(grade);
  await t.getByRole("button", { name: trClasses.create }).click();
  await expect(t).toHaveURL(/\/sinifim\/\d+$/);
  await waitForHydration(t);
}

/** The admin, in `page` (a desktop), approves `email`'s teacher request on the users page; the page passes axe first. */
export async function adminApproves(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin/kullanicilar");
  await waitForHydration(page);
  await expect(page.getByTestId("teacher-requests")).toContainText("Cumhuriyet İlkokulu");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `${trTeacherRequest.approve}: ${email}` }).click();
  await expect(page.getByTestId("toasts").getByText(trTeacherRequest.approved)).toBeVisible();
}

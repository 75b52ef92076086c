import type { Browser, Page } from "@playwright/test";
import { trClasses } from "#core/messages/classes.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { expect, expectNoAxeViolations, logIn, test, waitForHydration } from "./fixtures";
import { adminApproves, openClass } from "./teacher";
import { linkIn, readMail } from "./mail";

const PASSWORD = "yesil-elma-42";
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const toast = (page: Page, text: string) => expect(page.getByTestId("toasts").getByText(text)).toBeVisible();

/** A browser of its own (a teacher's laptop, a pupil's phone), signed up through the form. */
async function person(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: "tr-TR" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Şifre (tekrar)").fill(PASSWORD);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
  return { page, close: () => context.close() };
}

/**
 * 'Sınıfım': a teacher asks for the role, the admin approves it, the teacher
 * (signed in again: approval ends the account's sessions) opens a class, and a pupil in
 * another browser joins with its code. Every new page is axe clean.
 */
test("a teacher asks, the admin approves, the teacher opens a class, a pupil joins with its code", async ({
  page,
  browser,
}) => {
  const teacherEmail = unique("ogretmen");
  const teacher = await person(browser, teacherEmail);
  const t = teacher.page;

  // Only a proven address may ask: the sign-up mail's link first.
  await t.goto("/hesabim");
  await expect(t.getByText(trTeacherRequest.teacherUnproven)).toBeVisible();
  await t.goto(linkIn(await readMail(teacherEmail, /doğrulama/i)));
  await t.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
  await expect(t.getByTestId("toasts").getByText("E-posta adresiniz doğrulandı.")).toBeVisible();

  // The request on 'Hesabım'.
  await t.goto("/hesabim");
  await waitForHydration(t);
  await t.getByLabel(trTeacherRequest.teacherName).fill("Ayşe Yılmaz");
  await t.getByLabel(trTeacherRequest.teacherSchool).fill("Cumhuriyet İlkokulu");
  await t.getByLabel(trTeacherRequest.teacherCity).fill("İzmir");
  await t.getByRole("button", { name: trTeacherRequest.teacherRequest }).click();
  await toast(t, trTeacherRequest.teacherRequested);
  await expect(t.getByTestId("teacher-pending")).toBeVisible();
  await expectNoAxeViolations(t);

  // The admin approves it on the users page.
  await adminApproves(page, teacherEmail);
  expect((await readMail(teacherEmail, /öğretmen hesabınız açıldı/)).text).toContain("onaylandı");

  // The teacher's session ended with the new role: signed in again, 'Sınıfım' is in the menu.
  await t.goto("/hesabim");
  await expect(t).toHaveURL(/\/login/);
  await logIn(t, teacherEmail, PASSWORD);
  await expect(t).toHaveURL(/\/sinifim$/);
  await t.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: trClasses.title }).first().click();
  await expect(t).toHaveURL(/\/sinifim$/);
  await waitForHydration(t);
  await expectNoAxeViolations(t);
  await openClass(t, "5-B İngilizce", "5");
  const code = (await t.getByTestId("join-code").textContent())!.trim();
  expect(code).toMatch(/^[AC-HJKMNPQRT-Y3479]{6}$/);
  await expect(t.getByRole("img", { name: /karekodu/ })).toBeVisible();
  // The QR code's address carries the class link: a join through it spends no wrong-code budget (docs/decisions/0090).
  const joinUrl = (await t.getByTestId("join-url").textContent())!.trim();
  expect(joinUrl).toMatch(new RegExp(`/katil\\?kod=${code}&k=\\d+\\.[\\w-]{22}$`));
  await expectNoAxeViolations(t);

  // The pupil, in a browser of their own, opens the QR code's address and joins.
  const pupil = await person(browser, unique("ogrenci"));
  const p = pupil.page;
  await p.goto(joinUrl);
  await waitForHydration(p);
  await expect(p.getByLabel(trClassJoin.code)).toHaveValue(code);
  await expectNoAxeViolations(p);
  await p.getByLabel(trClassJoin.displayName).fill("Ali K.");
  await p.getByRole("button", { name: trClassJoin.join }).click();
  await toast(p, trClassJoin.joined("5-B İngilizce"));
  await expect(p.getByTestId("my-classes")).toContainText("5-B İngilizce");

  // The teacher sees the pupil by the name given; then locks joining, and a wrong code is refused.
  await t.reload();
  await waitForHydration(t);
  await expect(t.getByTestId("members")).toContainText("Ali K.");
  await t.getByRole("button", { name: trClasses.lock }).click();
  await toast(t, trClasses.lockedDone);
  await p.goto("/katil");
  await waitForHydration(p);
  await p.getByLabel(trClassJoin.code).fill(code);
  await p.getByLabel(trClassJoin.displayName).fill("Ali K.");
  await p.getByRole("button", { name: trClassJoin.join }).click();
  await expect(p.getByText(trClassJoin.codeLocked)).toBeVisible();
  await expectNoAxeViolations(p);

  // The delete page says how many pupils' memberships go.
  await t.getByRole("link", { name: trClasses.deleteLink }).click();
  await expect(t.getByTestId("delete-what")).toHaveText(trClasses.deleteWhat(1));
  await expectNoAxeViolations(t);
  await t.getByRole("button", { name: trClasses.deleteConfirm }).click();
  await toast(t, trClasses.deleted);
  await expect(t.getByText(trClasses.noClasses)).toBeVisible();

  await pupil.close();
  await teacher.close();
});

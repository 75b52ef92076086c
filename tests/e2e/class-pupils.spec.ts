import type { Browser, Page } from "@playwright/test";
import { trClasses } from "#core/messages/classes.ts";
import { trClassPrint } from "#core/messages/class-print.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { expect, expectNoAxeViolations, logIn, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";
import { openClass } from "./teacher";
import { linkIn, readMail } from "./mail";

const PASSWORD = "yesil-elma-42";
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const toast = (page: Page, text: string) => expect(page.getByTestId("toasts").getByText(text)).toBeVisible();

/** A teacher made the way the site makes one (tests/e2e/classes.spec.ts): sign-up, proof, request, the admin's approval, log-in. */
async function teacher(browser: Browser, admin: Page) {
  const email = unique("ogretmen");
  const context = await browser.newContext({ locale: "tr-TR" });
  const t = await context.newPage();
  await t.setViewportSize({ width: 1280, height: 900 });
  await t.goto("/signup");
  await waitForHydration(t);
  await t.getByLabel("E-posta").fill(email);
  await t.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await t.getByLabel("Şifre (tekrar)").fill(PASSWORD);
  await t.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(t).toHaveURL(/\/$/);
  await t.goto(linkIn(await readMail(email, /doğrulama/i)));
  await t.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
  await toast(t, "E-posta adresiniz doğrulandı.");
  await t.goto("/hesabim");
  await waitForHydration(t);
  await t.getByLabel(trTeacherRequest.teacherName).fill("Elif Demir");
  await t.getByLabel(trTeacherRequest.teacherSchool).fill("Atatürk İlkokulu");
  await t.getByLabel(trTeacherRequest.teacherCity).fill("Bursa");
  await t.getByRole("button", { name: trTeacherRequest.teacherRequest }).click();
  await toast(t, trTeacherRequest.teacherRequested);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(admin);
  await admin.goto("/admin/kullanicilar");
  await waitForHydration(admin);
  await admin.getByRole("button", { name: `${trTeacherRequest.approve}: ${email}` }).click();
  await toast(admin, trTeacherRequest.approved);
  await t.goto("/login");
  await logIn(t, email, PASSWORD);
  await expect(t).toHaveURL(/\/sinifim$/);
  return { page: t, close: () => context.close() };
}

/**
 * Class pupils: the teacher pastes first names, opens the cards, records a
 * parent's consent; the class page, the cards and the parent's letter are axe clean.
 */
test("a teacher adds pupils by first name, prints their cards and records a parent's consent", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const teacherBrowser = await teacher(browser, page);
  const t = teacherBrowser.page;
  await t.goto("/sinifim");
  await waitForHydration(t);
  await openClass(t, "2-A İngilizce", "2");

  // A bad line first: a Turkish message, nothing added.
  await t.getByLabel(trClasses.pupilNames).fill("Ali\n<b>Veli</b>");
  await t.getByRole("button", { name: trClasses.addPupils }).click();
  await expect(t.getByText(trClasses.pupilNameInvalid(2))).toBeVisible();
  await expect(t.getByText(trClasses.noClassPupils)).toBeVisible();
  await expectNoAxeViolations(t);

  await t.getByLabel(trClasses.pupilNames).fill("ayşe\nAYŞE\nilkay\nÇağrı");
  await t.getByRole("button", { name: trClasses.addPupils }).click();
  await toast(t, trClasses.pupilsAdded(4));
  const pupils = t.getByTestId("class-pupils");
  for (const name of ["Ayşe A.", "Ayşe B.", "İlkay", "Çağrı"])
    await expect(pupils.getByText(name, { exact: true })).toBeVisible();
  await expect(pupils.getByText(trClasses.consentBadgeWaiting, { exact: true })).toHaveCount(4);
  await expectNoAxeViolations(t);

  // Consent for one pupil, by keyboard: her letter ticked, then one 'Kaydet' for all ticked (decision 0108).
  const consent = t.getByTestId("consent-pupils");
  await consent.getByRole("checkbox", { name: "İlkay" }).focus();
  await t.keyboard.press("Space");
  await consent.getByRole("button", { name: trClasses.consentFormSave }).focus();
  await t.keyboard.press("Enter");
  await toast(t, trClasses.consentsRecorded(1));
  await expect(t.getByTestId("class-pupils").getByText(trClasses.consentBadgeGiven, { exact: true })).toHaveCount(1);
  await expect(t.getByTestId("class-pupils").getByText(trClasses.consentBadgeWaiting, { exact: true })).toHaveCount(3);

  // The cards: four, each with the code, the name and three pictures.
  await t.getByRole("link", { name: trClasses.cardsLink }).click();
  await expect(t).toHaveURL(/\/kartlar$/);
  await waitForHydration(t);
  const cards = t
    .getByTestId("cards")
    .getByRole("listitem")
    .filter({ has: t.getByTestId("card-name") });
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByTestId("card-pictures").getByRole("listitem")).toHaveCount(3);
  await expect(t.getByRole("img", { name: /giriş sayfasının karekodu: .*\/sinif\// }).first()).toBeVisible();
  await expect(t.getByRole("button", { name: trClassPrint.cardsPrint })).toBeVisible();
  await expectNoAxeViolations(t);

  // The parent's letter.
  await t.goto(t.url().replace(/\/kartlar$/, "/veli-mektubu"));
  await waitForHydration(t);
  await expect(t.getByRole("heading", { name: trClassPrint.letterTitle })).toBeVisible();
  await expect(t.getByTestId("letter-how-long")).toContainText("31 Ağustos");
  await expectNoAxeViolations(t);

  await teacherBrowser.close();
});

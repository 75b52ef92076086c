import type { Browser, Page } from "@playwright/test";
import { trMyAccount } from "#core/messages/my-account.ts";
import { totpCode } from "#server/auth/totp.ts";
import { E2E_ADMIN, E2E_TWO_STEP_ADMINS } from "./admin-account";
import { expect, expectNoAxeViolationsIn, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";

type Account = { email: string; password: string };

async function passwordStep(page: Page, account: Account, scripts: boolean) {
  await page.goto("/login");
  if (scripts) await waitForHydration(page);
  await page.locator('form[action="/login"]').getByLabel("E-posta").fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

// axe checks each page in both runs: in the page with JavaScript, on the page's HTML without it (fixtures.ts).

/**
 * Sets two-step up the way an admin with a phone would (the test is the phone): the notice
 * on every page asks for it, and 'Hesabım' links the set-up page, which asks for the
 * current password and a code.
 */
async function setUpTwoStep(page: Page, account: Account, scripts: boolean): Promise<string> {
  await expect(page.getByRole("link", { name: "İki adımlı girişi aç" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  // The admin's own account sits in the folded 'Yönetim' menu.
  await page.locator("summary:visible", { hasText: "Yönetim" }).click();
  await page.getByRole("link", { name: "Hesabım" }).click();
  await expect(page.getByRole("heading", { level: 1, name: trMyAccount.title })).toBeVisible();
  if (scripts) await waitForHydration(page);
  await expectNoAxeViolationsIn(page, scripts);
  await page.getByRole("link", { name: trMyAccount.twoStepLink }).click();
  await expect(page).toHaveURL(/\/hesabim\/iki-adim$/);
  if (scripts) await waitForHydration(page);
  await expect(page.getByRole("img", { name: "Doğrulama uygulamasının okutacağı karekod" })).toBeVisible();
  await expectNoAxeViolationsIn(page, scripts);
  const secret = (await page.getByTestId("two-step-secret").textContent())!.replace(/\s/g, "");
  // A right code without the password (someone else at this session) switches nothing on.
  await page.getByRole("textbox", { name: "Kod" }).fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Onayla ve aç" }).click();
  await expect(page.getByText(trMyAccount.passwordRequired)).toBeVisible();
  await expectNoAxeViolationsIn(page, scripts);
  await page.getByLabel(trMyAccount.currentPassword).fill(account.password);
  await page.getByRole("textbox", { name: "Kod" }).fill("000000");
  await page.getByRole("button", { name: "Onayla ve aç" }).click();
  await expect(page.getByText("Kod doğru değil. Uygulamada şu an görünen kodu yazın.")).toBeVisible();
  await page.getByLabel(trMyAccount.currentPassword).fill(account.password);
  await page.getByRole("textbox", { name: "Kod" }).fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Onayla ve aç" }).click();
  await expect(page.getByRole("heading", { name: "Kurtarma kodlarınız" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoAxeViolationsIn(page, scripts);
  return secret;
}

async function logOut(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page.getByTestId("toasts").getByText("Çıkış yapıldı. Görüşmek üzere!")).toBeVisible();
}

/** Password, then the code page; `code` is what the phone (or the paper of recovery codes) says. */
async function logInWithCode(page: Page, account: Account, scripts: boolean, code: () => Promise<string> | string) {
  await passwordStep(page, account, scripts);
  await expect(page).toHaveURL(/\/login\/iki-adim$/);
  await expect(page.getByRole("heading", { name: "Doğrulama kodu" })).toBeVisible();
  if (scripts) await waitForHydration(page);
  await expectNoAxeViolationsIn(page, scripts);
  await page.getByRole("textbox", { name: "Kod" }).fill("123456");
  await page.getByRole("button", { name: "Girişi tamamla" }).click();
  await expect(page.getByText("Kod doğru değil. Uygulamada şu an görünen kodu yazın.")).toBeVisible();
  await page.getByRole("textbox", { name: "Kod" }).fill(await code());
  await page.getByRole("button", { name: "Girişi tamamla" }).click();
  await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A pupil signed up in a browser of their own, still signed in there. */
async function pupilSignedIn(browser: Browser, email: string, scripts: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/signup");
  if (scripts) await waitForHydration(page);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}

/** Ends the pupil's sessions, then erases the address after the confirmation step (the page works with or without scripts). */
async function endSessionsAndErase(page: Page, browser: Browser, scripts: boolean) {
  const email = `silinecek-${scripts ? "js" : "nojs"}-${Date.now()}@example.com`;
  const pupil = await pupilSignedIn(browser, email, scripts);
  await page.goto("/admin/kullanicilar");
  if (scripts) await waitForHydration(page);
  await expectNoAxeViolationsIn(page, scripts);
  // Who is admin: the role column of each account's row (the column found by its header).
  const column = (await page.getByRole("columnheader").allTextContents()).indexOf("Rol");
  expect(column).toBeGreaterThan(0);
  const roleOf = (address: string) =>
    page
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: address, exact: true }) })
      .getByRole("cell")
      .nth(column);
  for (const admin of [E2E_ADMIN, E2E_TWO_STEP_ADMINS.withScripts, E2E_TWO_STEP_ADMINS.withoutScripts])
    await expect(roleOf(admin.email)).toHaveText("Yönetici");
  await expect(roleOf(email)).toHaveText("Kullanıcı");
  await page.getByRole("button", { name: `Oturumlarını kapat: ${email}` }).click();
  await expect(page.getByTestId("toasts").getByText("Kullanıcının açık oturumlarının hepsi kapatıldı.")).toBeVisible();
  await pupil.page.reload();
  await expect(pupil.page.getByRole("link", { name: "Giriş Yap" }).first()).toBeAttached();

  await page
    .getByRole("region", { name: "Bir adresin bilgilerini sil" })
    .getByLabel("E-posta adresi")
    .fill(email.toUpperCase());
  await page.getByRole("button", { name: "Silinecekleri göster" }).click();
  await expect(page.getByText("Bu adresle açılmış bir hesap var; hesap ve bütün oturumları silinecek.")).toBeVisible();
  await expectNoAxeViolationsIn(page, scripts);
  await page.getByRole("button", { name: "Evet, kalıcı olarak sil" }).click();
  await expect(page.getByTestId("toasts").getByText("Bu adresle ilgili bilgiler silindi.")).toBeVisible();
  await expect(page.getByRole("cell", { name: email })).toHaveCount(0);
  await pupil.context.close();
}

test.describe("with JavaScript", () => {
  test("an admin sets up two-step login, logs out, and logs in with password and code", async ({ page }) => {
    // Six pages checked by axe on top of two log-ins: more than the default minute on a busy machine.
    test.slow();
    const admin = E2E_TWO_STEP_ADMINS.withScripts;
    await passwordStep(page, admin, true);
    await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();
    const secret = await setUpTwoStep(page, admin, true);
    await logOut(page);
    // The set-up spent this step's code; the phone's next one is accepted (one step either side).
    await logInWithCode(page, admin, true, () => totpCode(secret, Date.now() + 30_000));
    await page.goto("/hesabim/iki-adim");
    await expect(page.getByText("İki adımlı giriş açık.", { exact: false })).toBeVisible();
  });

  test("the users page ends a pupil's sessions and erases an address", async ({ page, browser }) => {
    await signInAsAdmin(page);
    await endSessionsAndErase(page, browser, true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin sets up two-step login and logs in again with a recovery code", async ({ page }) => {
    const admin = E2E_TWO_STEP_ADMINS.withoutScripts;
    await passwordStep(page, admin, false);
    await setUpTwoStep(page, admin, false);
    const recovery = await page.getByTestId("recovery-codes").getByRole("listitem").first().textContent();
    await logOut(page);
    await logInWithCode(page, admin, false, () => recovery!);
  });

  test("the users page ends a pupil's sessions and erases an address", async ({ page, browser }) => {
    await signInAsAdmin(page);
    await endSessionsAndErase(page, browser, false);
  });
});

import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { trMyAccount } from "#core/messages/my-account.ts";
import { expect, expectNoAxeViolationsIn, logIn, test, waitForHydration } from "./fixtures";
import { linkIn, readMail } from "./mail";

const PASSWORD = "yesil-elma-42";
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Waits for React where scripts run; a page without JavaScript is ready when it has loaded. */
const ready = (page: Page, js: boolean) => (js ? waitForHydration(page) : page.waitForLoadState("load"));
const toast = (page: Page, text: string) => expect(page.getByTestId("toasts").getByText(text)).toBeVisible();

async function signUp(page: Page, js: boolean, email: string) {
  await page.goto("/signup");
  await ready(page, js);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Şifre (tekrar)").fill(PASSWORD);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A second device signed in to the same account (a school computer left signed in). */
async function otherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
  });
  const page = await context.newPage();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  return {
    /** Whether that device is still signed in: 'Hesabım' opens, or sends it to log in. */
    async signedIn() {
      await page.goto("/hesabim");
      return !page.url().includes("/login");
    },
    close: () => context.close(),
  };
}

/**
 * Signs in with Google (the local OpenID provider of tests/e2e/peers.ts, whose login takes
 * any address): in a popup with scripts; without, the link's own flow in a tab of the same
 * browser (the provider's sign-in pages are not ours: their console is not this test's).
 */
async function googleSignIn(page: Page, js: boolean, email: string) {
  await page.goto("/login");
  await ready(page, js);
  const link = page.getByRole("link", { name: "Google ile giriş" });
  let provider: Page;
  if (js) {
    const popup = page.waitForEvent("popup");
    await link.click();
    provider = await popup;
  } else {
    provider = await page.context().newPage();
    await provider.goto((await link.getAttribute("href"))!);
  }
  await provider.locator('input[name="login"]').fill(email);
  await provider.locator('input[name="password"]').fill("herhangi");
  await provider.getByRole("button", { name: /Sign-in/ }).click();
  await provider.getByRole("button", { name: /Continue/ }).click();
  if (!js) {
    await expect(provider).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await provider.close();
    await page.goto("/");
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Çıkış Yap" }).first()).toBeAttached();
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("Hesabım: sessions, password, address and the data file, axe clean", async ({ page, browser }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const email = unique("hesap");
      await signUp(page, js, email);
      const laptop = await otherDevice(browser, email, PASSWORD);

      await page.getByRole("link", { name: "Hesabım" }).click();
      await expect(page.getByRole("heading", { level: 1, name: trMyAccount.title })).toBeVisible();
      await ready(page, js);
      await expectNoAxeViolationsIn(page, js);
      const sessions = page.getByTestId("sessions").getByRole("listitem");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.filter({ hasText: trMyAccount.thisSession })).toHaveCount(1);
      await expect(sessions.filter({ hasText: "Firefox, Windows" })).toHaveCount(1);

      // End the laptop's session from here.
      await page.getByRole("button", { name: new RegExp(`^${trMyAccount.endSession}: Firefox, Windows`) }).click();
      await toast(page, trMyAccount.sessionEnded);
      await expect(sessions).toHaveCount(1);
      expect(await laptop.signedIn()).toBe(false);
      await laptop.close();

      // The password: the current one is checked first.
      const passwordForm = page.locator("form", { has: page.locator('input[name="intent"][value="password"]') });
      await passwordForm.getByLabel(trMyAccount.currentPassword).fill("yanlis-sifre");
      await passwordForm.getByLabel(trMyAccount.newPassword, { exact: true }).fill("mor-lale-2026");
      await passwordForm.getByLabel(trMyAccount.repeatPassword).fill("mor-lale-2026");
      await passwordForm.getByRole("button", { name: trMyAccount.changePassword }).click();
      await expect(passwordForm.getByText(trMyAccount.wrongPassword)).toBeVisible();
      await passwordForm.getByLabel(trMyAccount.currentPassword).fill(PASSWORD);
      await passwordForm.getByLabel(trMyAccount.newPassword, { exact: true }).fill("mor-lale-2026");
      await passwordForm.getByLabel(trMyAccount.repeatPassword).fill("mor-lale-2026");
      await passwordForm.getByRole("button", { name: trMyAccount.changePassword }).click();
      await toast(page, trMyAccount.passwordChanged);
      await readMail(email, /şifreniz değiştirildi/);

      // The address: a link to the new one, which only its button uses.
      const newEmail = unique("yeni");
      const emailForm = page.locator("form", { has: page.locator('input[name="intent"][value="email"]') });
      await emailForm.getByLabel(trMyAccount.newEmail).fill(newEmail);
      await emailForm.getByLabel(trMyAccount.currentPassword).fill("mor-lale-2026");
      await emailForm.getByRole("button", { name: trMyAccount.changeEmail }).click();
      await toast(page, trMyAccount.emailLinkSent);
      await page.goto(linkIn(await readMail(newEmail, /yeni e-posta/)));
      await ready(page, js);
      await expectNoAxeViolationsIn(page, js);
      await page.getByRole("button", { name: trMyAccount.emailConfirmButton }).click();
      await toast(page, trMyAccount.emailChanged);
      await expect(page.getByTestId("account-email")).toHaveText(newEmail);
      await readMail(email, /adresi değişti/);

      // The data file.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: trMyAccount.exportButton }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^merdiven-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
      expect(exported.account.email).toBe(newEmail);
      expect(exported.sessions).toHaveLength(1);
    });

    test("Diğer tüm oturumları kapat: every other device is signed out, this one stays", async ({ page, browser }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const email = unique("oturumlar");
      await signUp(page, js, email);
      const laptop = await otherDevice(browser, email, PASSWORD);
      const schoolComputer = await otherDevice(browser, email, PASSWORD);
      await page.goto("/hesabim");
      await ready(page, js);
      const sessions = page.getByTestId("sessions").getByRole("listitem");
      await expect(sessions).toHaveCount(3);

      await page.getByRole("button", { name: trMyAccount.endOtherSessions }).click();
      await toast(page, trMyAccount.otherSessionsEnded);
      await expect(sessions).toHaveCount(1);
      await expect(sessions.filter({ hasText: trMyAccount.thisSession })).toHaveCount(1);
      await expect(page.getByRole("button", { name: trMyAccount.endOtherSessions })).toHaveCount(0);
      await expectNoAxeViolationsIn(page, js);
      expect(await laptop.signedIn()).toBe(false);
      expect(await schoolComputer.signedIn()).toBe(false);
      await laptop.close();
      await schoolComputer.close();
      // This browser is still signed in.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: trMyAccount.title })).toBeVisible();
    });

    test("Hesabımı sil without a password (Google only): a mailed link's button deletes the account", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const email = unique("google-silinecek");
      await googleSignIn(page, js, email);
      await page.goto("/hesabim");
      await ready(page, js);
      await expect(page.getByText(trMyAccount.deleteByMail)).toBeVisible();
      await page.getByRole("button", { name: trMyAccount.deleteMailButton }).click();
      await toast(page, trMyAccount.deleteLinkSent);

      // The link only shows a button; the account is still there until it is pressed.
      await page.goto(linkIn(await readMail(email, /silmeyi onaylayın/)));
      await ready(page, js);
      await expect(page.getByText(trMyAccount.deleteConfirmIntro)).toBeVisible();
      await expectNoAxeViolationsIn(page, js);
      await page.getByRole("button", { name: trMyAccount.deleteButton }).click();
      await expect(page).toHaveURL(/\/$/);
      await toast(page, trMyAccount.deleted);
      await expect(page.getByRole("link", { name: "Giriş Yap" }).first()).toBeAttached();
      await readMail(email, /hesabınız silindi/);
      // The link is spent.
      await page.goto(linkIn(await readMail(email, /silmeyi onaylayın/)));
      await expect(page.getByText(trMyAccount.deleteLinkInvalid)).toBeVisible();
    });

    test("Hesabımı sil: the password is asked, then the account is gone and a goodbye mail leaves", async ({
      page,
    }) => {
      const email = unique("silinecek");
      await signUp(page, js, email);
      await page.goto("/hesabim");
      await ready(page, js);
      const deleteForm = page.locator("form", { has: page.locator('input[name="intent"][value="delete"]') });
      await deleteForm.getByLabel(trMyAccount.deletePassword).fill("yanlis-sifre");
      await deleteForm.getByRole("button", { name: trMyAccount.deleteButton }).click();
      await expect(deleteForm.getByText(trMyAccount.wrongPassword)).toBeVisible();
      await deleteForm.getByLabel(trMyAccount.deletePassword).fill(PASSWORD);
      await deleteForm.getByRole("button", { name: trMyAccount.deleteButton }).click();
      await expect(page).toHaveURL(/\/$/);
      await toast(page, trMyAccount.deleted);
      await expect(page.getByRole("link", { name: "Giriş Yap" }).first()).toBeAttached();
      await readMail(email, /hesabınız silindi/);

      await page.goto("/login");
      await ready(page, js);
      await page.getByRole("textbox", { name: "E-posta" }).fill(email);
      await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await expect(
        page.getByText("Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı. Lütfen kayıt olun."),
      ).toBeVisible();
    });
  });
}

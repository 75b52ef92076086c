import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  holdAnswers,
  test,
  waitForHydration,
} from "./fixtures";
import { linkIn, readMail } from "./mail";

const unique = () => `ogrenci-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: Page, email: string, password = "yesil-elma-42") {
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByLabel("Şifre (tekrar)").fill(password);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("sign-up checks the rules, then signs the pupil in; log-out ends it", async ({ page }) => {
  await page.goto("/signup");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Ana menü" })).toHaveCount(0);
  await page.getByLabel("E-posta").fill(unique());
  await page.getByLabel("Şifre", { exact: true }).fill("abc");
  await page.getByLabel("Şifre (tekrar)").fill("abd");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Şifre en az 6 karakter olmalıdır")).toBeVisible();
  await expect(page.getByText("Şifreler eşleşmiyor")).toBeVisible();
  await expect(page.getByLabel("Şifre", { exact: true })).toHaveAttribute("aria-invalid", "true");

  const email = unique();
  await signUp(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toasts").getByText("Kayıt başarılı! Hoş geldiniz!")).toBeVisible();
  const cookies = await page.context().cookies();
  const sid = cookies.find((c) => c.name === "sid")!;
  expect(sid.httpOnly).toBe(true);
  expect(sid.sameSite).toBe("Lax");

  // A signed-in visitor does not see the login page.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => localStorage.setItem("iz", "1"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page.getByTestId("toasts").getByText("Çıkış yapıldı. Görüşmek üzere!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Giriş Yap" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("log-in shows docs/product.md's messages, the submitting state and the password toggle", async ({ page }) => {
  const email = unique();
  await signUp(page, email, "mavi-deniz-77");
  await page.context().clearCookies();

  await page.goto("/login");
  await waitForHydration(page);
  const form = page.locator('form[action="/login"]');
  await form.getByLabel("E-posta").fill(unique());
  await page.getByLabel("Şifre", { exact: true }).fill("mavi-deniz-77");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı. Lütfen kayıt olun.")).toBeVisible();

  await form.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("yanlis-sifre");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("Hatalı şifre. Lütfen şifrenizi kontrol edin.")).toBeVisible();

  const password = page.getByLabel("Şifre", { exact: true });
  await password.fill("mavi-deniz-77");
  await page.getByRole("button", { name: /Göster/ }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: /Gizle/ }).click();
  await expect(password).toHaveAttribute("type", "password");

  // The answer is held until the submitting state has been seen (a state, not a delay a busy machine could outrun).
  const answer = await holdAnswers(page, "**/login.data*");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByRole("button", { name: "Giriş Yapılıyor..." })).toBeDisabled();
  await expect(form.getByLabel("E-posta")).toBeDisabled();
  answer.release();
  await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a forgotten password is reset through the mailed link, once", async ({ page }) => {
  const email = unique();
  await signUp(page, email, "eski-sifre-11");
  await page.context().clearCookies();

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Şifremi Unuttum" }).click();
  const dialog = page.getByRole("dialog", { name: "Şifremi Unuttum" });
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(dialog.getByText("Lütfen e-posta adresinizi girin")).toBeVisible();
  await dialog.getByRole("button", { name: "İptal" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Şifremi Unuttum" }).click();
  await dialog.getByLabel("E-posta").fill(email);
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(
    page.getByTestId("toasts").getByText("Şifre sıfırlama bağlantısı e-posta adresinize gönderildi!"),
  ).toBeVisible();

  const link = linkIn(await readMail(email, /şifre sıfırlama/i));
  expect(link).toContain("/sifre-sifirla?token=");
  await page.goto(link);
  await page.getByLabel("Yeni şifre", { exact: true }).fill("yeni-sifre-22");
  await page.getByLabel("Yeni şifre (tekrar)").fill("yeni-sifre-22");
  await page.getByRole("button", { name: "Şifremi değiştir" }).click();
  await expect(
    page.getByTestId("toasts").getByText("Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz."),
  ).toBeVisible();

  await page.locator('form[action="/login"]').getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("yeni-sifre-22");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();

  await page.goto(link);
  await expect(
    page.getByText("Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin."),
  ).toBeVisible();
});

test("Google sign-in runs in a popup against the OpenID provider and signs the pupil in", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Google ile giriş" }).click();
  const popup = await popupPromise;
  await popup.locator('input[name="login"]').fill(unique().replace("ogrenci", "google"));
  await popup.locator('input[name="password"]').fill("herhangi");
  await popup.getByRole("button", { name: /Sign-in/ }).click();
  await popup.getByRole("button", { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Çıkış Yap" }).first()).toBeAttached();
});

test("Google sign-in explains a closed popup, a second click and a blocked popup", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const popupPromise = page.waitForEvent("popup");
  const google = page.getByRole("link", { name: "Google ile giriş" });
  await google.click();
  const popup = await popupPromise;
  await google.click();
  await expect(page.getByText("Zaten açık bir Google penceresi var. Lütfen o pencerede devam edin.")).toBeVisible();
  await popup.close();
  await expect(page.getByText("Google penceresi kapatıldı. Giriş yapmak için yeniden deneyin.")).toBeVisible();

  await page.evaluate(() => {
    window.open = () => null;
  });
  await google.click();
  await expect(page.getByText(/Google penceresi tarayıcınız tarafından engellendi/)).toBeVisible();
});

test("Google sign-in refuses an address that already has a password account", async ({ page }) => {
  const email = unique();
  await signUp(page, email, "kirmizi-top-5");
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration(page);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Google ile giriş" }).click();
  const popup = await popupPromise;
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill("herhangi");
  await popup.getByRole("button", { name: /Sign-in/ }).click();
  await popup.getByRole("button", { name: /Continue/ }).click();
  await expect(
    page.getByText("Bu e-posta adresiyle şifreli bir hesap zaten var. Lütfen e-posta ve şifrenizle giriş yapın."),
  ).toBeVisible();
});

test("ADMIN_EMAIL becomes admin after the verification link's button, with a password its owner sets afterwards; only the admin sees 'Not Ekle'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto("/notekle");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Not Ekle" })).toHaveCount(0);

  await signUp(page, "ogretmen@merdiven.test", "ogretmen-sifresi-1");
  await expect(page.getByRole("link", { name: "Not Ekle" })).toHaveCount(0);
  // Opening the link (as a mail scanner would) changes nothing; the page's button does.
  await page.goto(linkIn(await readMail("ogretmen@merdiven.test", /doğrulama/i)));
  await expect(page.getByRole("heading", { name: "E-posta Doğrulama" })).toBeVisible();
  await page.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
  await expect(
    page.getByTestId("toasts").getByText(/E-posta adresiniz doğrulandı ve hesabınız yönetici hesabı oldu/),
  ).toBeVisible();
  // The session and password from before the proof are gone: the owner sets a new password.
  await expect(page.getByRole("link", { name: "Not Ekle" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Giriş Yap" })).toBeVisible();
  await page.goto("/sifremi-unuttum");
  await page.getByLabel("E-posta").fill("ogretmen@merdiven.test");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("Şifre sıfırlama bağlantısı e-posta adresinize gönderildi!").first()).toBeVisible();
  await page.goto(linkIn(await readMail("ogretmen@merdiven.test", /şifre sıfırlama/i)));
  await page.getByLabel("Yeni şifre", { exact: true }).fill("ogretmen-yeni-sifre-2");
  await page.getByLabel("Yeni şifre (tekrar)").fill("ogretmen-yeni-sifre-2");
  await page.getByRole("button", { name: "Şifremi değiştir" }).click();
  await page.locator('form[action="/login"]').getByLabel("E-posta").fill("ogretmen@merdiven.test");
  await page.getByLabel("Şifre", { exact: true }).fill("ogretmen-yeni-sifre-2");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByTestId("toasts").getByText("Giriş başarılı! Hoş geldiniz!")).toBeVisible();
  await page.getByRole("link", { name: "Not Ekle" }).click();
  await expect(page.getByRole("heading", { name: "Not Ekle" })).toBeVisible();
});

test("without JavaScript sign-up, log-out and log-in still work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = unique();
  await page.goto("/signup");
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("ceviz-agaci-8");
  await page.getByLabel("Şifre (tekrar)").fill("ceviz-agaci-8");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByText("Kayıt başarılı! Hoş geldiniz!")).toBeVisible();
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page.getByRole("link", { name: "Giriş Yap" })).toBeVisible();
  await page.getByRole("link", { name: "Giriş Yap" }).click();
  await page.getByRole("link", { name: "Şifremi Unuttum" }).click();
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("Lütfen e-posta adresinizi girin")).toBeVisible();
  await context.close();
});

test("the verification link on another device asks for the account's password (a plain form, without JavaScript too); on the sign-up device one press does", async ({
  page,
  browser,
}) => {
  const email = unique();
  await signUp(page, email, "yesil-elma-43");
  const link = linkIn(await readMail(email, /doğrulama/i));
  // Another device, no session there, scripts off: the password proves the account is the presser's.
  const other = await browser.newContext({ javaScriptEnabled: false });
  try {
    const tab = await other.newPage();
    await tab.goto(link);
    await expect(tab.getByRole("button", { name: "Bu hesabı ben açmadım" })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(tab, test.info());
    await tab.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
    await expect(tab.getByText("Lütfen hesabın şifresini yazın.")).toBeVisible();
    await tab.getByLabel("Bu hesabı siz açtıysanız şifrenizi yazın").fill("yanlis-sifre");
    await tab.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
    await expect(tab.getByText("Şifre yanlış. Adres doğrulanmadı.")).toBeVisible();
    await expect(tab.getByLabel("Bu hesabı siz açtıysanız şifrenizi yazın")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsWithoutScripts(tab, test.info());
    await tab.getByLabel("Bu hesabı siz açtıysanız şifrenizi yazın").fill("yesil-elma-43");
    await tab.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByText("E-posta adresiniz doğrulandı.")).toBeVisible();
  } finally {
    await other.close();
  }

  // On the sign-up device (its session): the button alone, and the pupil stays signed in.
  const second = unique();
  await page.context().clearCookies();
  await signUp(page, second, "yesil-elma-44");
  await page.goto(linkIn(await readMail(second, /doğrulama/i)));
  await expect(page.getByLabel("Bu hesabı siz açtıysanız şifrenizi yazın")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "E-posta adresimi doğrula" }).click();
  await expect(page.getByTestId("toasts").getByText("E-posta adresiniz doğrulandı.")).toBeVisible();
  await page.goto("/hesabim");
  await expect(page).toHaveURL(/\/hesabim$/);
});

test("the login and sign-up pages pass axe", async ({ page }) => {
  await page.goto("/login");
  await expectNoAxeViolations(page);
  await page.goto("/signup");
  await expectNoAxeViolations(page);
});

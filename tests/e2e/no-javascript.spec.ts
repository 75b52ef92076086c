import { expect, test } from "./fixtures";
import { linkIn, readMail } from "./mail";

test.use({ javaScriptEnabled: false });

test("without JavaScript a pupil can still browse, choose a grade and open material", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Kısayollar" }).getByRole("link", { name: "Alıştırmalar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5.Sınıf Alıştırmalar");
  await page.getByRole("navigation", { name: "Sınıflar" }).getByRole("link", { name: "10. Sınıf" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("10.Sınıf Alıştırmalar");
  await page.getByTestId("cards").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/classes\/10\/\d+-/);
});

test("without JavaScript the 'Diğer' dropdown opens and the grade form works", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.locator("summary", { hasText: "Diğer" }).click();
  await page.getByRole("link", { name: "Okuma" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5.Sınıf Okuma");

  await page.goto("/");
  await page.getByRole("main").getByLabel("Sınıf seç").selectOption("9");
  await page.getByRole("main").getByRole("button", { name: "Git" }).click();
  await expect(page).toHaveURL(/\/classes\/9$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("9. Sınıf İngilizce");
});

test("without JavaScript the newsletter box answers after a normal post", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("region", { name: "Yeni içeriklerden haberdar olun" });
  await box.getByLabel("E-posta adresiniz").fill("yanlis-adres");
  await box.getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.getByText("Invalid email address. Please enter a valid email.")).toBeVisible();
  await page
    .getByRole("region", { name: "Yeni içeriklerden haberdar olun" })
    .getByLabel("E-posta adresiniz")
    .fill("ogrenci@example.com");
  await page
    .getByRole("region", { name: "Yeni içeriklerden haberdar olun" })
    .getByRole("button", { name: "Abone Ol" })
    .click();
  await expect(
    page
      .getByRole("region", { name: "Yeni içeriklerden haberdar olun" })
      .getByText("Onay e-postası gönderildi. Aboneliğiniz, e-postadaki bağlantıyla onayladığınızda başlar."),
  ).toBeVisible();
});

test("without JavaScript the newsletter's mailed links confirm and unsubscribe by their buttons", async ({ page }) => {
  const address = `bulten-${Date.now()}@example.com`;
  await page.goto("/");
  const box = page.getByRole("region", { name: "Yeni içeriklerden haberdar olun" });
  await box.getByLabel("E-posta adresiniz").fill(address);
  await box.getByRole("button", { name: "Abone Ol" }).click();
  const mail = await readMail(address, /bülten/i);
  // Opening the link changes nothing; the button does.
  await page.goto(linkIn(mail));
  await page.getByRole("button", { name: "Aboneliğimi onayla" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Abone Olundu");
  const unsubscribe = /https?:\/\/\S+\/bulten\/ayril\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Abonelikten çık" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Abonelikten çıktınız.");
});

test("without JavaScript the banner pager still pages", async ({ page }) => {
  await page.goto("/");
  const banners = page.getByRole("region", { name: "Afişler" });
  await banners.getByRole("link", { name: /Sonraki/ }).click();
  await expect(page).toHaveURL(/\?sayfa=2$/);
  await expect(page.getByRole("region", { name: "Afişler" }).getByText("Sayfa 2 / 8")).toBeVisible();
});

import { expect, expectNoAxeViolations, holdAnswers, test, waitForHydration, waitForPartHydration } from "./fixtures";
import { readMail } from "./mail";

test("the contact form checks the fields, shows the submitting state and the message reaches the owner", async ({
  page,
}) => {
  await page.goto("/iletisim");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "İletişim" });
  await form.getByRole("button", { name: "Gönder" }).click();
  await expect(form.getByText("Lütfen adınızı girin")).toBeVisible();
  await expect(form.getByText("Lütfen e-posta adresinizi girin")).toBeVisible();
  await expect(form.getByText("Lütfen mesajınızı yazın")).toBeVisible();

  const stamp = `E2E-${Date.now()}`;
  await form.getByLabel("Adınız").fill("Ali Yılmaz");
  await form.getByLabel("E-posta").fill("ali@example.com");
  await form.getByLabel("Mesajınız").fill(`Merhaba! Okuma bölümü çok güzel. ${stamp}`);
  const answer = await holdAnswers(page, "**/iletisim.data*");
  await form.getByRole("button", { name: "Gönder" }).click();
  await expect(form.getByRole("button", { name: "Gönderiliyor..." })).toBeDisabled();
  await expect(form.getByLabel("Adınız")).toBeDisabled();
  answer.release();
  await expect(page.getByTestId("toasts").getByText("Mesajınız bize ulaştı.")).toBeVisible();
  await expect(form.getByLabel("Mesajınız")).toHaveValue("");

  const mail = await readMail("sahip@merdiven.test", /iletişim/, stamp);
  expect(mail.text).toContain("Ali Yılmaz <ali@example.com>");
});

test("the feedback form on a content page records which entry the message is about", async ({ page, request }) => {
  const { items } = await (await request.get("/api/v1/contents?grade=6&type=4&pageSize=1")).json();
  await page.goto(items[0].url);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Geri bildirim" });
  const stamp = `Geri bildirim ${Date.now()}`;
  await form.getByLabel("Adınız").fill("Can Öztürk");
  await form.getByLabel("E-posta").fill("can@example.com");
  await form.getByLabel("Mesajınız").fill(stamp);
  await form.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByTestId("toasts").getByText("Mesajınız bize ulaştı.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${items[0].url}$`));
  const mail = await readMail("sahip@merdiven.test", /geri bildirim/, stamp);
  expect(mail.text).toContain(items[0].url);
});

test("a feedback message typed before the form's script has arrived is kept when the form wakes, and sent", async ({
  page,
  request,
}) => {
  const { items } = await (await request.get("/api/v1/contents?grade=6&type=4&pageSize=1")).json();
  const script = await holdAnswers(page, "**/assets/message-form-*.js");
  await page.goto(items[0].url);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Geri bildirim" });
  const stamp = `Yavaş telefon ${Date.now()}`;
  await form.getByLabel("Adınız").fill("Elif Şahin");
  await form.getByLabel("E-posta").fill("elif@example.com");
  await form.getByLabel("Mesajınız").fill(stamp);
  script.release();
  await waitForPartHydration(form.getByRole("button", { name: "Gönder" }));
  await expect(form.getByLabel("Mesajınız")).toHaveValue(stamp);
  await expect(form.getByLabel("Adınız")).toHaveValue("Elif Şahin");
  await form.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByTestId("toasts").getByText("Mesajınız bize ulaştı.")).toBeVisible();
  await expect(form.getByLabel("Mesajınız")).toHaveValue("");
  const mail = await readMail("sahip@merdiven.test", /geri bildirim/, stamp);
  expect(mail.text).toContain("Elif Şahin <elif@example.com>");
});

test("without JavaScript the contact form still sends", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/iletisim");
  await page.getByLabel("Adınız").fill("Ayşe Kaya");
  await page.getByLabel("E-posta").fill("ayse@example.com");
  await page.getByLabel("Mesajınız").fill("JavaScript olmadan da çalışıyor mu?");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("Mesajınız bize ulaştı.")).toBeVisible();
  await context.close();
});

test("the contact page passes axe", async ({ page }) => {
  await page.goto("/iletisim");
  await expectNoAxeViolations(page);
});

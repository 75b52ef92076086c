import { trMarks } from "../../core/messages/marks";
import { trSaved } from "../../core/messages/saved";
import { expect, test } from "./fixtures";
import { visitorThenSignUp } from "./marks";

test("a visitor's saved and done entries stay on the device and join the account at sign-up", async ({ page }) => {
  await visitorThenSignUp(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in pupil saves and marks done through plain forms; a visitor is asked to sign in", async ({ page }) => {
    await page.goto("/classes/5");
    const card = page.locator("section[id^='donem-1-unite-']").first().getByRole("article").first();
    const title = (await card.getByRole("link").first().getAttribute("title"))!;
    await card.getByRole("button", { name: trMarks.saveEntry(title) }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("toasts").getByText(trSaved.signInToKeep)).toBeVisible();

    const email = `formla-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto("/signup");
    await page.getByLabel("E-posta").fill(email);
    await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
    await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/classes/5");
    const star = card.getByRole("button", { name: trMarks.saveEntry(title) });
    await star.click();
    await expect(page).toHaveURL(/\/classes\/5$/);
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("link").first().click();
    await page.getByRole("button", { name: trMarks.done }).click();
    await expect(page.getByRole("button", { name: trMarks.done })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/kaydettiklerim");
    await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  });
});

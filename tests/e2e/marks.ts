import type { Page } from "@playwright/test";
import { trMarks } from "../../core/messages/marks";
import { trSaved } from "../../core/messages/saved";
import { expect, expectNoAxeViolations, waitForHydration } from "./fixtures";

/** The grade page's first unit, its first card and that card's entry page. */
async function firstCard(page: Page) {
  await page.goto("/classes/5");
  await waitForHydration(page);
  const unit = page.locator("section[id^='donem-1-unite-']").first();
  const card = unit.getByRole("article").first();
  const title = (await card.getByRole("link").first().getAttribute("title"))!;
  return { unit, card, title };
}

/**
 * A visitor saves an entry and marks it done on this device; the home page offers to
 * continue it; signing up moves it all into the new account, said once.
 */
export async function visitorThenSignUp(page: Page) {
  const { unit, card, title } = await firstCard(page);
  const star = card.getByRole("button", { name: trMarks.saveEntry(title) });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await waitForHydration(page);
  await expect(star).toHaveAttribute("aria-pressed", "true");

  await card.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first().click();
  await waitForHydration(page);
  const done = page.getByRole("button", { name: trMarks.done });
  await done.click();
  await expect(done).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: trMarks.save })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await page.goto("/");
  await waitForHydration(page);
  const resume = page.getByTestId("continue-reading");
  await expect(resume.getByRole("heading", { name: trSaved.continueTitle })).toBeVisible();
  await expect(resume.getByRole("link").first()).toContainText(title);
  await expectNoAxeViolations(page);

  await page.goto("/classes/5");
  await waitForHydration(page);
  await expect(unit.getByTestId("unit-progress")).toContainText("1 tanesi tamamlandı");

  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(page.getByText(trSaved.onDevice)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Signing up brings the device's marks into the account.
  const email = `kaydeden-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page.getByTestId("toasts").getByText(trMarks.merged)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("merdiven:isaretler"))).toBeNull();
  await page.goto("/kaydettiklerim");
  await expect(page.getByText(trSaved.onDevice)).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  await page.goto("/classes/5");
  await expect(unit.getByTestId("unit-progress")).toContainText("1 tanesi tamamlandı");
}

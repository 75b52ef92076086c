import type { Page } from "@playwright/test";
import { gradeLabel } from "#core/grades.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trMarksQuestion } from "#core/messages/marks-question.ts";
import { trSaved } from "#core/messages/saved.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { expect, expectNoAxeViolations, waitForHydration } from "./fixtures";

export const PASSWORD = "yesil-elma-42";
export const uniqueEmail = (what: string) =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A grade page's first unit, its first card and that card's entry page. */
async function firstCard(page: Page, grade = 5) {
  await page.goto(`/classes/${grade}`);
  await waitForHydration(page);
  const unit = page.locator("section[id^='donem-1-unite-']").first();
  const card = unit.getByRole("article").first();
  const title = (await card.getByRole("link").first().getAttribute("title"))!;
  return { unit, card, title };
}

/** Saves the first card of a grade with its star (on the device for a visitor, in the account for a pupil); its title. */
export async function saveFirstCard(page: Page, grade: number): Promise<string> {
  const { card, title } = await firstCard(page, grade);
  const star = card.getByRole("button", { name: trMarks.saveEntry(title) });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  return title;
}

/** Opens a grade's first card and marks it 'Tamamladım'. */
export async function markFirstCardDone(page: Page, grade: number) {
  const { card } = await firstCard(page, grade);
  await card.getByRole("link").first().click();
  await waitForHydration(page);
  const done = page.getByRole("button", { name: trMarks.done });
  await done.click();
  await expect(done).toHaveAttribute("aria-pressed", "true");
}

/** 'Kaydettiklerim' (already open) shows exactly these entries, each under its grade's heading, the grades in order. */
export async function expectSavedByGrade(page: Page, groups: [grade: number, titles: string[]][]) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(groups.map(([grade]) => gradeLabel(grade)));
  for (const [grade, titles] of groups) {
    const cards = main.getByRole("region", { name: gradeLabel(grade) }).getByRole("article");
    await expect(cards).toHaveCount(titles.length);
    for (const [i, title] of titles.entries())
      await expect(cards.nth(i).getByRole("link").first()).toHaveAttribute("title", title);
  }
}

/** The question asked after a sign-in when the device holds a visitor's marks (decision 0057). */
export const deviceQuestion = (page: Page) => page.getByRole("region", { name: trMarksQuestion.askTitle });

/**
 * Answers it ('Evet, hesabıma ekle' or 'Hayır, bu cihazdan sil') once it has taken focus,
 * after checking it names what the device holds.
 */
export async function answerDeviceQuestion(
  page: Page,
  answer: "yes" | "no",
  held: { entries: number; cardLists: number; reviews?: number },
) {
  const question = deviceQuestion(page);
  await expect(question).toBeFocused();
  await expect(question).toContainText(trMarksQuestion.askHeld(held.entries, held.cardLists, held.reviews));
  await question
    .getByRole("button", { name: answer === "yes" ? trMarksQuestion.addToAccount : trMarksQuestion.discard })
    .click();
  await expect(question).toHaveCount(0);
}

/** Signs up through the form (with scripts unless the page has them off) and lands on the home page. */
export async function signUp(page: Page, email: string, scripts = true) {
  await page.goto("/signup");
  if (scripts) await waitForHydration(page);
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Şifre (tekrar)").fill(PASSWORD);
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
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

  await card
    .getByRole("link", { name: new RegExp(title.slice(0, 10)) })
    .first()
    .click();
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
  await expect(page.getByText(trSavedPage.onDevice)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Signing up brings the device's marks into the account once the pupil says they are theirs.
  await signUp(page, uniqueEmail("kaydeden"));
  await expectNoAxeViolations(page);
  await answerDeviceQuestion(page, "yes", { entries: 1, cardLists: 0 });
  await expect(page.getByTestId("toasts").getByText(trMarksQuestion.merged)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("merdiven:isaretler"))).toBeNull();
  await page.goto("/kaydettiklerim");
  await expect(page.getByText(trSavedPage.onDevice)).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 10)) }).first()).toBeVisible();
  await page.goto("/classes/5");
  await expect(unit.getByTestId("unit-progress")).toContainText("1 tanesi tamamlandı");
}

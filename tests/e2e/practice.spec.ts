import { trExercises } from "../../core/messages/exercises";
import { trPracticeAdmin } from "../../core/messages/practice-admin";
import { expect, expectNoAxeViolations, logInAsAdmin, test, waitForHydration } from "./fixtures";
import { practiceEntry, quizFlow, wordListFlow } from "./practice";

test("a word list speaks, turns into flashcards sorted into boxes, and tests the pupil", async ({ page, request }) => {
  await wordListFlow(page, request, "keyboard");
});

test("a quiz gives feedback per question, then the score with every wrong answer and 'Tekrar dene'", async ({ page, request }) => {
  await quizFlow(page, request);
});

test("'Yazdır' opens an A4 worksheet without the site around it, the answer key on request", async ({ page, request }) => {
  await page.goto(await practiceEntry(request, "quiz"));
  await waitForHydration(page);
  await page.getByRole("region", { name: trExercises.quizTitle }).getByRole("link", { name: trExercises.print }).click();
  await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ana menü" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: trExercises.withKey }).click();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toBeVisible();
  await expect(page.getByRole("button", { name: trExercises.printNow })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the admin previews a word list with a bad row, then saves it; pupils see the new list", async ({ page, request }) => {
  const path = await practiceEntry(request, "words");
  await logInAsAdmin(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Düzenle" }).click();
  await waitForHydration(page);
  await page.getByRole("link", { name: trPracticeAdmin.link }).click();
  await waitForHydration(page);
  const field = page.getByLabel(trPracticeAdmin.wordsLabel);
  const before = await field.inputValue();
  await field.fill(`${before}kite\n`);
  await page.getByRole("button", { name: trPracticeAdmin.preview }).first().click();
  await expect(page.getByText("satırda Türkçe karşılık eksik.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(`${before}kite,uçurtma,We fly a kite.\n`);
  await page.getByRole("button", { name: trPracticeAdmin.save }).first().click();
  await expect(page.getByTestId("toasts").getByText(/Kelime listesi kaydedildi \(\d+ kelime\)\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(path);
  await expect(page.getByRole("cell", { name: "uçurtma" })).toBeVisible();
  // Put the demo back as it was, for the other tests.
  await page.goto(`/notekle/${/\/classes\/\d+\/(\d+)/.exec(path)![1]}/alistirma`);
  // Typed into only after hydration: React would otherwise put its own idea of the field back.
  await waitForHydration(page);
  await page.getByLabel(trPracticeAdmin.wordsLabel).fill(before);
  await page.getByRole("button", { name: trPracticeAdmin.save }).first().click();
  await expect(page.getByTestId("toasts").getByText(/Kelime listesi kaydedildi/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the word list is a plain table with nothing that needs scripts, and the quiz is scored by the server", async ({ page, request }) => {
    await page.goto(await practiceEntry(request, "words"));
    await expect(page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ })).toBeVisible();
    await expect(page.getByRole("button", { name: trExercises.cards })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Dinle/ })).toHaveCount(0);

    await page.goto(await practiceEntry(request, "quiz"));
    const quiz = page.getByRole("region", { name: trExercises.quizTitle });
    await quiz.getByRole("group").first().getByRole("radio").first().check();
    await quiz.getByRole("textbox", { name: trExercises.shortAnswer }).fill("anything");
    await quiz.getByRole("button", { name: trExercises.finish }).click();
    const result = page.getByRole("region", { name: /^Sonucun: 8 sorudan \d doğru$/ });
    await expect(result).toBeVisible();
    await expect(result.getByText(`${trExercises.yourAnswer}: anything`)).toBeVisible();
    await expect(page).toHaveURL(/#sonuc$/);
  });
});

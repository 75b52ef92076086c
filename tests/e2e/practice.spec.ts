import { trExercises } from "../../core/messages/exercises";
import { trPracticeAdmin } from "../../core/messages/practice-admin";
import { expect, expectNoAxeViolations, logInAsAdmin, test, waitForHydration } from "./fixtures";
import { openCards, practiceEntry, quizFlow, speechStaysOnTheDevice, withoutScriptsFlow, wordListFlow } from "./practice";

test("a word list speaks, turns into flashcards sorted into boxes, and tests the pupil", async ({ page, request }) => {
  await wordListFlow(page, request, "keyboard");
});

test("flashcards: either side first, Enter flips, ArrowRight moves on, a mouse drag brings the next card unflipped", async ({ page, request }) => {
  const { card, turkishOf, at } = await openCards(page, request);
  const first = (await card.textContent())!;
  await expect(card).toHaveAttribute("lang", "en");
  await page.keyboard.press("Enter");
  await expect(card).toHaveText(turkishOf.get(first)!);
  await expect(card).toHaveAttribute("lang", "tr");
  await page.keyboard.press("ArrowRight");
  await at(2);
  await expect(card).toHaveAttribute("lang", "en");

  // Turkish first: the card shows the word's Turkish, and turns to its English.
  const second = (await card.textContent())!;
  await page.getByRole("button", { name: trExercises.turkishFirst }).click();
  await expect(card).toHaveText(turkishOf.get(second)!);
  await expect(card).toHaveAttribute("lang", "tr");
  await card.click();
  await expect(card).toHaveText(second);
  await page.getByRole("button", { name: trExercises.englishFirst }).click();
  await expect(card).toHaveText(second);

  // Dragged leftwards with the mouse: the next card, on its front side (the drag's click flips nothing).
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await at(3);
  await expect(card).toHaveAttribute("lang", "en");
  expect(turkishOf.has((await card.textContent())!)).toBe(true);
  await expectNoAxeViolations(page);
});

test("'Dinle' falls back to an American voice on the device when there is no British one", async ({ page, request }) => {
  const { word, spoken } = await speechStaysOnTheDevice(page, request, [
    { lang: "en-GB", localService: false },
    { lang: "tr-TR", localService: true },
    { lang: "en-US", localService: true },
  ]);
  expect(spoken).toEqual([`en-US:${word}`]);
});

test("'Dinle' is hidden when the only English voice runs on a server", async ({ page, request }) => {
  const { spoken } = await speechStaysOnTheDevice(page, request, [
    { lang: "en-GB", localService: false },
    { lang: "tr-TR", localService: true },
  ]);
  expect(spoken).toBe("hidden");
});

test("a visitor's flashcard boxes join the account at sign-up, and a signed-in pupil's are kept in it", async ({ page, request }) => {
  const path = await practiceEntry(request, "words");
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: trExercises.cards }).click();
  const card = page.locator("[data-card]");
  const missed = (await card.textContent())!;
  await page.getByRole("button", { name: trExercises.again }).click();
  expect(await page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toContain(missed);

  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("E-posta").fill(`kartlar-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  // The device hands its boxes to the account, then forgets them.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toBeNull();
  const exported = async () => ((await (await page.request.get("/hesabim/verilerim.json")).json()) as { flashcards: { word: string; box: number }[] }).flashcards;
  expect(await exported()).toEqual([expect.objectContaining({ word: missed, box: 1 })]);

  // Signed in, a sorted card goes to the account, not to the device.
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: trExercises.cards }).click();
  await expect(card).toBeFocused();
  const known = (await card.textContent())!;
  await page.getByRole("button", { name: trExercises.know }).click();
  // One box up from where the account had it (the missed word from 1, a new one from the first box).
  await expect.poll(async () => (await exported()).find((c) => c.word === known)?.box).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toBeNull();
});

test("a quiz gives feedback per question, then the score with every wrong answer and 'Tekrar dene'", async ({ page, request }) => {
  await quizFlow(page, request);
});

test("'Yazdır' opens an A4 worksheet without the site around it; only the admin gets the answer key", async ({ page, request }) => {
  const path = await practiceEntry(request, "quiz");
  await page.goto(path);
  await waitForHydration(page);
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  await expect(quiz.getByRole("link", { name: trExercises.printWithKey })).toHaveCount(0);
  await quiz.getByRole("link", { name: trExercises.print }).click();
  await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ana menü" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);
  await expect(page.getByRole("link", { name: trExercises.printWithKey })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A pupil who types the key's address gets the worksheet alone.
  await page.goto(`${path}/yazdir?anahtar=1`);
  await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);

  await logInAsAdmin(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("region", { name: trExercises.quizTitle }).getByRole("link", { name: trExercises.printWithKey }).click();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toBeVisible();
  await expect(page.getByRole("button", { name: trExercises.printNow })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: trExercises.withoutKey }).click();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);
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
    await withoutScriptsFlow(page, request);
  });
});

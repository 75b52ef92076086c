import { trExercises } from "#core/messages/exercises.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";
import { signUp, uniqueEmail } from "./marks";
import {
  boxesJoinTheAccountAtSignUp,
  openCards,
  practiceEntry,
  quizFlow,
  QUIZ_RESULT,
  speechStaysOnTheDevice,
  withoutScriptsFlow,
  wordListFlow,
} from "./practice";
import { addEntryWithWordList, previewWithoutParsers, quizFromFiles } from "./practice-admin";

test("a word list speaks, turns into flashcards sorted into boxes, and tests the pupil", async ({ page, request }) => {
  await wordListFlow(page, request, "keyboard");
});

test("flashcards: either side first, Enter flips, ArrowRight moves on, a mouse drag brings the next card unflipped", async ({
  page,
  request,
}) => {
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

test("'Dinle' falls back to an American voice on the device when there is no British one", async ({
  page,
  request,
}) => {
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

test("a visitor's flashcard boxes join the account at sign-up, and a signed-in pupil's are kept in it", async ({
  page,
  request,
}) => {
  await boxesJoinTheAccountAtSignUp(page, request, "click");
});

test("a quiz gives feedback per question, then the score with every wrong answer and 'Tekrar dene'", async ({
  page,
  request,
}) => {
  await quizFlow(page, request);
});

test("each quiz question says in Turkish what to do; without an English voice on the device the quiz says so and hides 'Soruyu dinle'", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    if ("speechSynthesis" in window) Object.assign(window.speechSynthesis, { getVoices: () => [] });
  });
  await page.goto(await practiceEntry(request, "quiz"));
  await waitForHydration(page);
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  await expect(quiz.getByText(trExercises.howTo.choice, { exact: true }).first()).toBeVisible();
  await expect(quiz.getByText(trExercises.noEnglishVoice)).toBeVisible();
  await expect(quiz.getByRole("button", { name: new RegExp(`^${trExercises.listenQuestion}`) })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("'Yazdır' opens an A4 worksheet without the site around it; only the admin gets the answer key", async ({
  page,
  request,
}) => {
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

  await signInAsAdmin(page);
  await page.goto(path);
  await waitForHydration(page);
  await page
    .getByRole("region", { name: trExercises.quizTitle })
    .getByRole("link", { name: trExercises.printWithKey })
    .click();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toBeVisible();
  await expect(page.getByRole("button", { name: trExercises.printNow })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: trExercises.withoutKey }).click();
  await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);
});

test("a signed-in pupil's best score is kept in the account and shown with the quiz; a worse try leaves it", async ({
  page,
  request,
}) => {
  await signUp(page, uniqueEmail("test"));
  await page.goto(await practiceEntry(request, "quiz"));
  await waitForHydration(page);
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  for (const group of await quiz.getByRole("group").all()) {
    const first = group.getByRole("radio").first();
    if (await first.count()) await first.check();
  }
  await quiz.getByRole("button", { name: trExercises.finish }).click();
  const result = page.getByRole("region", { name: QUIZ_RESULT });
  await expect(result).toBeVisible();
  // The score as the page keeps it for the device's best: "3/8".
  const best = Number((await result.getAttribute("data-quiz-result"))!.split("/")[0]);
  // Kept on the server: shown with the quiz when the page is opened again, and not the device's line.
  await page.goto(await practiceEntry(request, "quiz"));
  await expect(page.getByText(trExercises.best(best, 8), { exact: true })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText(/^Bu cihazdaki en iyi sonucun/)).toBeHidden();
  await expectNoAxeViolations(page);
  // A try with nothing answered scores 0: the best stays.
  await page.goto(await practiceEntry(request, "quiz"));
  await waitForHydration(page);
  await page
    .getByRole("region", { name: trExercises.quizTitle })
    .getByRole("button", { name: trExercises.finish })
    .click();
  await expect(page.getByRole("region", { name: "Sonucun: 8 sorudan hiçbiri doğru değil" })).toBeVisible();
  await page.goto(await practiceEntry(request, "quiz"));
  await expect(page.getByText(trExercises.best(best, 8), { exact: true })).toBeVisible();
});

test("the admin adds an entry with its word list in one save; the bad rows are named as they are typed", async ({
  page,
}) => {
  await addEntryWithWordList(page, true);
});

test("the admin adds a test with its quiz chosen as a GIFT file, then replaces it with an Aiken file on the edit form", async ({
  page,
}) => {
  await quizFromFiles(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the word list is a plain table with nothing that needs scripts, and the quiz is scored by the server", async ({
    page,
    request,
  }) => {
    await withoutScriptsFlow(page, request);
  });

  test("the admin's 'Önizle' names each bad row with its line and keeps what was typed; the entry and its list are saved together", async ({
    page,
  }) => {
    await addEntryWithWordList(page, false);
  });
});

test("when the live preview's parsers never arrive, the admin still has 'Önizle': the server names the bad rows and saves nothing", async ({
  page,
  consoleErrors,
}) => {
  await page.route("**/assets/practice-draft-*.js", (route) => route.abort());
  await previewWithoutParsers(page);
  // The blocked script is the one error this test makes on purpose.
  const others = consoleErrors.filter((e) => !/net::ERR_FAILED/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

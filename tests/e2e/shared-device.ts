import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { trExercises } from "#core/messages/exercises.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trMarksQuestion } from "#core/messages/marks-question.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { expect, expectNoAxeViolations, logIn, waitForHydration } from "./fixtures";
import {
  deviceQuestion,
  expectSavedByGrade,
  markFirstCardDone,
  PASSWORD,
  saveFirstCard,
  signUp,
  uniqueEmail,
} from "./marks";
import { openCards } from "./practice";

interface Exported {
  marks: { entryId: number; savedAt: string | null; doneAt: string | null; openedAt: string | null }[];
  flashcards: { word: string; box: number }[];
}

const exported = async (page: Page) => (await (await page.request.get("/hesabim/verilerim.json")).json()) as Exported;
const deviceStore = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("merdiven:isaretler"), localStorage.getItem("merdiven:kartlar")]);

/**
 * A school computer: pupil 1, not signed in, saves two entries, marks one done and
 * sorts a flashcard, then leaves; pupil 2 signs in on the same browser. They are asked whether
 * what the device holds is theirs, and answer with the keyboard: 'Hayır' leaves their account
 * without any of it and the device without it; 'Evet' adds it all, as before decision 0057.
 */
export async function sharedComputer(page: Page, browser: Browser, request: APIRequestContext, answer: "yes" | "no") {
  // Pupil 2's account, made on another device.
  const email = uniqueEmail("ikinci-ogrenci");
  const elsewhere = await browser.newContext();
  await signUp(await elsewhere.newPage(), email);
  await elsewhere.close();

  const merges: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "POST" && /^\/(?:isaretler|alistirma\/kartlar)/.test(path) && /merge/.test(r.postData() ?? ""))
      merges.push(path);
  });

  // Pupil 1, a visitor: grade 5's and 7's first entries saved, 7's done (so opened), a word missed in the flashcards (their list opened).
  const fifth = await saveFirstCard(page, 5);
  const seventh = await saveFirstCard(page, 7);
  await markFirstCardDone(page, 7);
  const { card } = await openCards(page, request);
  const missed = (await card.textContent())!;
  await page.getByRole("button", { name: trExercises.again }).click();
  const held = { entries: 3, cardLists: 1 };
  expect((await deviceStore(page)).every((value) => value !== null)).toBe(true);

  // Pupil 2 signs in on the same browser: asked, named what the device holds, nothing sent yet.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const question = deviceQuestion(page);
  await expect(question).toBeFocused();
  // Its focus is seen, not only there.
  await expect(question).toHaveCSS("outline-style", "solid");
  await expect(question).toContainText(trMarksQuestion.askHeld(held.entries, held.cardLists));
  await expectNoAxeViolations(page);
  // Left unanswered (the page closed, another opened): still nothing in the account, and asked again.
  await page.goto("/kaydettiklerim");
  await waitForHydration(page);
  await expect(question).toBeFocused();
  expect(await exported(page)).toMatchObject({ marks: [], flashcards: [] });
  expect(merges).toEqual([]);

  // With the keyboard: the first Tab reaches 'Evet', the next 'Hayır'.
  const yes = question.getByRole("button", { name: trMarksQuestion.addToAccount });
  const no = question.getByRole("button", { name: trMarksQuestion.discard });
  await page.keyboard.press("Tab");
  await expect(yes).toBeFocused();
  await expect(yes).toHaveCSS("outline-style", "solid");
  if (answer === "no") {
    await page.keyboard.press("Tab");
    await expect(no).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  // Focus is not lost with the question: it goes to the page's heading.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  if (answer === "no") {
    await expect(page.getByTestId("toasts").getByText(trMarksQuestion.discarded)).toBeVisible();
    expect(await deviceStore(page)).toEqual([null, null]);
    await page.reload();
    await waitForHydration(page);
    await expect(question).toHaveCount(0);
    await expect(page.getByText(trSavedPage.empty)).toBeVisible();
    await page.goto("/classes/5");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: trMarks.saveEntry(fifth) }).first()).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await exported(page)).toMatchObject({ marks: [], flashcards: [] });
    expect(merges).toEqual([]);
    return;
  }

  await expect(page.getByTestId("toasts").getByText(trMarksQuestion.merged)).toBeVisible();
  await expect.poll(() => deviceStore(page)).toEqual([null, null]);
  const account = await exported(page);
  expect(account.marks).toHaveLength(held.entries);
  expect(account.marks.filter((m) => m.savedAt)).toHaveLength(2);
  expect(account.marks.filter((m) => m.doneAt)).toHaveLength(1);
  expect(account.flashcards).toEqual([expect.objectContaining({ word: missed, box: 1 })]);
  await page.reload();
  await waitForHydration(page);
  await expect(question).toHaveCount(0);
  await expectSavedByGrade(page, [
    [5, [fifth]],
    [7, [seventh]],
  ]);
}

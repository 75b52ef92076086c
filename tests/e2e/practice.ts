import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trViewer } from "#core/messages/viewer.ts";
import type { ApiEntry } from "./content-helpers";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, waitForHydration } from "./fixtures";
import { answerDeviceQuestion, signUp, uniqueEmail } from "./marks";

/** The result's heading of the demo's 8-question quiz, in words: "Sonucun: 8 sorudan 3'ü doğru (%38)" (decision 0112). */
export const QUIZ_RESULT = /^Sonucun: 8 (?:sorudan (?:\d\S+ doğru|hiçbiri doğru değil)|sorunun hepsi doğru)/;

/**
 * The demo's practice: the 5th grade's unit 3 word list and unit 5 test
 * (server/demo/catalogue.ts), found through the public API as a pupil's link would be.
 */
export async function practiceEntry(request: APIRequestContext, kind: "words" | "quiz"): Promise<string> {
  const [type, title] = kind === "words" ? [2, "Word List"] : [8, "Unit 5 Test"];
  const res = await request.get(`/api/v1/contents?grade=5&type=${type}&pageSize=100`);
  const { items } = (await res.json()) as { items: (ApiEntry & { sinif: number })[] };
  const entry = items.find((i) => i.konuIng.endsWith(title));
  if (!entry) throw new Error(`no demo ${kind} in grade 5`);
  return contentPath(entry);
}

/** A voice as the browser lists it: `localService` false is one that runs on its maker's servers. */
export type TestVoice = { lang: string; localService: boolean };

/**
 * The browser's speech synthesis as a local peer: Chromium here has no voices, so the
 * page gets the `voices` given (one British voice on the device unless told) and every
 * spoken text is recorded in `__spoken` as 'lang:text'.
 */
export async function fakeSpeech(page: Page, voices: TestVoice[] = [{ lang: "en-GB", localService: true }]) {
  await page.addInitScript((given: TestVoice[]) => {
    const spoken: string[] = [];
    const list = given.map((v, i) => ({ ...v, name: `Test voice ${i}`, default: i === 0, voiceURI: `test-${i}` }));
    class Utterance extends EventTarget {
      voice: unknown = null;
      lang = "";
      rate = 1;
      constructor(public text: string) {
        super();
      }
    }
    const synthesis = Object.assign(new EventTarget(), {
      getVoices: () => list,
      speak: (u: Utterance) => spoken.push(`${u.lang}:${u.text}`),
      cancel: () => {},
    });
    Object.defineProperty(window, "speechSynthesis", { value: synthesis });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance });
    Object.defineProperty(window, "__spoken", { value: spoken });
  }, voices);
}

const spokenOn = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

/**
 * 'Dinle' uses only a voice on the device: an American one when there is no British one,
 * none at all (the buttons hidden) when the only English voice runs on a server.
 */
export async function speechStaysOnTheDevice(
  page: Page,
  request: APIRequestContext,
  voices: TestVoice[],
): Promise<{ word: string; spoken: string[] | "hidden" }> {
  await fakeSpeech(page, voices);
  await page.goto(await practiceEntry(request, "words"));
  await waitForHydration(page);
  const table = page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ });
  const word = (await table.locator("tbody tr").first().locator("td").first().textContent())!;
  // The flashcards button shows once the practice script ran: by then 'Dinle' is decided.
  await expect(page.getByRole("button", { name: trExercises.cards })).toBeVisible();
  const listen = page.getByRole("button", { name: trExercises.listenTo(word) });
  if (!(await listen.isVisible())) {
    await expect(page.getByRole("button", { name: /^Dinle: / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    return { word, spoken: "hidden" };
  }
  await listen.click();
  return { word, spoken: await spokenOn(page) };
}

/**
 * The demo word list's entry also has a PDF, shown above the list. Its pages drawn as
 * pictures (grade 5's) have their sizes set from the start: nothing moves. In
 * the PDF viewer (pages not drawn), once the document has been read its pages take their
 * full height and push the list down: wait for that, so the cards stay where a finger or
 * a mouse is aimed.
 */
async function pdfAboveSettled(page: Page) {
  const document = page.getByRole("region", { name: trViewer.pdfRegion });
  if ((await document.count()) === 0) return;
  if ((await document.locator("[data-page-picture]").count()) > 0) return;
  await expect(document.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
}

/** The flashcards of the demo word list, opened, with the list's Turkish of each English word. */
export async function openCards(page: Page, request: APIRequestContext) {
  await page.goto(await practiceEntry(request, "words"));
  await waitForHydration(page);
  const rows = page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ }).locator("tbody tr");
  const turkishOf = new Map<string, string>();
  for (const row of await rows.all())
    turkishOf.set(
      (await row.locator("td").nth(0).textContent())!.trim(),
      (await row.locator("td").nth(1).textContent())!.trim(),
    );
  await pdfAboveSettled(page);
  await page.getByRole("button", { name: trExercises.cards }).click();
  const card = page.locator("[data-card]");
  await expect(card).toBeFocused();
  const at = (n: number) => expect(page.getByText(trExercises.cardOf(n, turkishOf.size))).toBeVisible();
  await at(1);
  return { card, turkishOf, at };
}

/** A word list with JavaScript: 'Dinle', the flashcards and their boxes, the self-test. */
export async function wordListFlow(page: Page, request: APIRequestContext, flip: "tap" | "keyboard") {
  await fakeSpeech(page);
  await page.goto(await practiceEntry(request, "words"));
  await waitForHydration(page);
  const table = page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ });
  await expect(table).toBeVisible();
  const firstWord = (await table.locator("tbody tr").first().locator("td").first().textContent())!;
  await page.getByRole("button", { name: trExercises.listenTo(firstWord) }).click();
  expect(await spokenOn(page)).toEqual([`en-GB:${firstWord}`]);

  await page.getByRole("button", { name: trExercises.cards }).click();
  const card = page.locator("[data-card]");
  await expect(card).toBeFocused();
  await expect(page.getByText(trExercises.cardOf(1, await table.locator("tbody tr").count()))).toBeVisible();
  const front = (await card.textContent())!;
  if (flip === "tap") await card.tap();
  else await page.keyboard.press("Space");
  await expect(card).not.toHaveText(front);
  await expect(card).toHaveAttribute("lang", "tr");
  // 'Tekrar' puts the word (English on the front) into the first box, kept on the device; 'Biliyorum' one box up.
  await page.getByRole("button", { name: trExercises.again }).click();
  const second = (await card.textContent())!;
  await page.getByRole("button", { name: trExercises.know }).click();
  const boxes = await page.evaluate(() => JSON.parse(localStorage.getItem("merdiven:kartlar") ?? "{}"));
  expect(Object.values(boxes)).toEqual([{ [front]: 1, [second]: 2 }]);
  await expect(page.getByText(trExercises.cardOf(3, await table.locator("tbody tr").count()))).toBeVisible();
  if (flip === "keyboard") {
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(trExercises.cardOf(2, await table.locator("tbody tr").count()))).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: trExercises.selfTest }).click();
  await expect(page.getByText(trExercises.selfTestMode)).toBeFocused();
  await page.getByRole("button", { name: trExercises.pickMode }).click();
  await expect(page.getByText(/^1\/\d+: “.+” İngilizcede hangisi\?$/)).toBeFocused();
  await page.locator("[data-practice-panel] button[lang='en']").first().click();
  await expect(page.getByText(/^(Doğru!|Yanlış\. Doğru cevap: .+)$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Typing the English, by keyboard alone: case and spaces do not count; the misses are listed at the end.
  await page.getByRole("button", { name: trExercises.selfTest }).click();
  await page.getByRole("button", { name: trExercises.typeMode }).focus();
  await page.keyboard.press("Enter");
  const answer = page.getByRole("textbox", { name: trExercises.typeLabel });
  await expect(answer).toBeFocused();
  const asked = (await page.getByText(/^1\/\d+: “.+” kelimesinin İngilizcesini yaz\.$/).textContent())!;
  const [, total, turkish] = /^1\/(\d+): “(.+)” kelimesinin/.exec(asked)!;
  const row = table
    .locator("tbody tr")
    .filter({
      has: page.locator("td:nth-child(2)", {
        hasText: new RegExp(`^${turkish.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      }),
    })
    .first();
  const english = (await row.locator("td").first().textContent())!;
  await page.keyboard.type(`  ${english.toUpperCase()} `);
  await page.keyboard.press("Enter");
  await expect(page.getByText(trExercises.feedbackRight, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  for (let n = 2; n <= Number(total); n++) {
    await page.keyboard.press("Enter"); // 'Sonraki'
    await expect(page.getByRole("textbox", { name: trExercises.typeLabel })).toBeFocused();
    await page.keyboard.press("Enter"); // nothing typed: wrong
    await expect(page.getByText(/^Yanlış\. Doğru cevap: .+$/)).toBeVisible();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByText(trExercises.selfTestDone(1, Number(total)))).toBeFocused();
  await expect(page.getByText(trExercises.missed)).toBeVisible();
  await expect(page.locator("[data-practice-panel] li")).toHaveCount(Number(total) - 1);
}

/** The quiz with JavaScript: feedback as the pupil goes, then the result, kept on the device. */
export async function quizFlow(page: Page, request: APIRequestContext) {
  await page.goto(await practiceEntry(request, "quiz"));
  await waitForHydration(page);
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  await expect(quiz.getByText(trExercises.quizIntro(8))).toBeVisible();
  const first = quiz.getByRole("group").first();
  await first.getByRole("radio").first().check();
  // Right or wrong only: the right answer waits for the result page.
  await expect(first.getByText(/^(✓ Doğru!|✗ Yanlış, tekrar düşün\.)$/)).toBeVisible();
  await quiz.getByRole("group").nth(4).getByRole("radio", { name: trExercises.true }).check();
  const short = quiz.getByRole("textbox", { name: trExercises.shortAnswer });
  await short.fill("  something  ");
  // The answer is checked when the box is left, as a pupil leaves it, and its feedback comes before the form is sent.
  await short.blur();
  await expect(
    quiz
      .getByRole("group")
      .filter({ has: page.getByRole("textbox", { name: trExercises.shortAnswer }) })
      .getByText(`✗ ${trExercises.checkWrong}`),
  ).toBeVisible();
  await quiz.getByRole("button", { name: trExercises.finish }).click();

  // A whole page's post scored on the server: on a loaded machine it can take longer than a check.
  const result = page.getByRole("region", { name: QUIZ_RESULT });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText(`✗ ${trExercises.wrong}`).first()).toBeVisible();
  await expect(result.getByText(/^Doğru cevap: /).first()).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText(/^Bu cihazdaki en iyi sonucun: 8 (?:sorudan|soruda|sorunun) /)).toBeVisible();
  await expectNoAxeViolations(page);
  await result.getByRole("link", { name: trExercises.tryAgain }).click();
  await expect(page.getByRole("region", { name: /^Sonucun/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: trExercises.quizTitle })).toBeVisible();
}

/**
 * Without JavaScript: the word list is a plain table, readable at the screen's width, with
 * nothing that needs scripts; the quiz is one form the server scores. Axe-clean throughout.
 */
export async function withoutScriptsFlow(page: Page, request: APIRequestContext) {
  await page.goto(await practiceEntry(request, "words"));
  const table = page.getByRole("table", { name: /kelime: İngilizcesi, Türkçesi/ });
  await expect(table).toBeVisible();
  // Each word and its Turkish side by side on the screen, a phone's too.
  const first = table.locator("tbody tr").first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator("td").nth(0)).toBeInViewport({ ratio: 1 });
  await expect(first.locator("td").nth(1)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: trExercises.cards })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Dinle/ })).toHaveCount(0);
  await expectNoAxeViolationsWithoutScripts(page);

  await page.goto(await practiceEntry(request, "quiz"));
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  await quiz.getByRole("group").first().getByRole("radio").first().check();
  await quiz.getByRole("textbox", { name: trExercises.shortAnswer }).fill("anything");
  await quiz.getByRole("button", { name: trExercises.finish }).click();
  const result = page.getByRole("region", { name: QUIZ_RESULT });
  await expect(result).toBeVisible();
  await expect(result.getByText(`${trExercises.yourAnswer}: anything`)).toBeVisible();
  await expect(result.getByText(/^Doğru cevap: /).first()).toBeVisible();
  await expect(page).toHaveURL(/#sonuc$/);
  // The result above the quiz form again: both checked at once.
  await expectNoAxeViolationsWithoutScripts(page);
}

/**
 * A visitor's flashcard boxes join the account at sign-up (the device forgets them), and a
 * signed-in pupil's sorted card goes to the account, not the device. `press`: a mouse's
 * click, or a finger's tap on the phone.
 */
export async function boxesJoinTheAccountAtSignUp(page: Page, request: APIRequestContext, press: "click" | "tap") {
  const pressOn = (target: Locator) => (press === "tap" ? target.tap() : target.click());
  const path = await practiceEntry(request, "words");
  await page.goto(path);
  await waitForHydration(page);
  await pdfAboveSettled(page);
  await pressOn(page.getByRole("button", { name: trExercises.cards }));
  const card = page.locator("[data-card]");
  await expect(card).toBeFocused();
  const missed = (await card.textContent())!;
  await pressOn(page.getByRole("button", { name: trExercises.again }));
  expect(await page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toContain(missed);

  await signUp(page, uniqueEmail("kartlar"));
  // Asked first (the list's entry was opened too), the device hands its boxes to the account, then forgets them.
  await answerDeviceQuestion(page, "yes", { entries: 1, cardLists: 1 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toBeNull();
  const exported = async () =>
    (
      (await (await page.request.get("/hesabim/verilerim.json")).json()) as {
        flashcards: { word: string; box: number }[];
      }
    ).flashcards;
  expect(await exported()).toEqual([expect.objectContaining({ word: missed, box: 1 })]);

  // Signed in, a sorted card goes to the account, not to the device.
  await page.goto(path);
  await waitForHydration(page);
  await pdfAboveSettled(page);
  await pressOn(page.getByRole("button", { name: trExercises.cards }));
  await expect(card).toBeFocused();
  const known = (await card.textContent())!;
  await pressOn(page.getByRole("button", { name: trExercises.know }));
  // One box up from where the account had it (the missed word from 1, a new one from the first box).
  await expect.poll(async () => (await exported()).find((c) => c.word === known)?.box).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem("merdiven:kartlar"))).toBeNull();
}

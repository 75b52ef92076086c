import fs from "node:fs";
import { devices, type Browser, type Locator, type Page } from "@playwright/test";
import {
  daysLeftText,
  DEFAULT_DUE_TIME,
  istanbulFields,
  istanbulInstant,
  nextSchoolDay,
} from "#core/homework/homework.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { QUIZ_CHECK_PATH } from "#app/lib/practice.ts";
import { parseGift, type Question } from "#core/quiz-formats.ts";
import { demoEntries } from "#server/demo/catalogue.ts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { E2E_HOMEWORK_CLASS, madeHomeworkClass } from "./homework";
import { signInAs, type SignedIn } from "./sessions";
import { parseCsv } from "#tests/support/csv.ts";

/**
 * Homework's whole promise ('Ödevler'; docs/decisions/0069–0071), as a teacher and three pupils
 * live it, each in a browser of their own: the teacher assigns the grade-2 demo quiz on a
 * desktop with JavaScript and its word list's self-test on a phone without; Elif finishes both
 * on time on a phone with JavaScript (by touch), Ömer the self-test on time and the quiz late
 * (the teacher moved its due time into the past) on a desktop without, Işıl never opens
 * anything. Then the grid (on a phone and a desktop), the hardest question, the CSV (parsed
 * back) and two parents' links tell what happened, and a revoked link shows nothing. Every
 * homework page passes axe once. The class, its pupils (with the parents' consent) and the
 * sessions are made ahead by tests/e2e/server.mjs (tests/e2e/homework.ts).
 */

/** The demo entries' quiz and word list, read as the seed reads them: the test knows the right answers as a teacher does. */
function demo() {
  const quizEntry = demoEntries.find((e) => e.sinif === 2 && e.konuIng === E2E_HOMEWORK_CLASS.quizTitle)!;
  const listEntry = demoEntries.find((e) => e.sinif === 2 && e.konuIng === E2E_HOMEWORK_CLASS.wordListTitle)!;
  const parsed = parseGift(quizEntry.quiz!);
  if (!parsed.ok) throw new Error("the demo quiz does not parse");
  const words = listEntry
    .words!.split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([english, turkish]) => ({ english, turkish }));
  return { questions: parsed.quiz.questions, words, quizTitleTr: quizEntry.konuTr };
}
const { questions, words, quizTitleTr } = demo();
const short = questions.find((q) => q.kind === "short")!;
const firstChoice = questions.find((q): q is Extract<Question, { kind: "choice" }> => q.kind === "choice")!;
const wrongOption = firstChoice.options.find((o) => !o.correct)!.text;
const TOTAL = questions.length;

type Device = { phone: boolean; scripts: boolean };

/** What a card says of an item left at the form's default due time: the next school day at 17:00 (decision 0110). */
function defaultDaysLeft(): string {
  const now = new Date();
  return daysLeftText(istanbulInstant(nextSchoolDay(now), DEFAULT_DUE_TIME)!, now);
}

/** A browser of one person: a phone (Pixel 5, touch) or a desktop, with or without JavaScript; its console errors are collected. */
async function person(browser: Browser, who: SignedIn | null, { phone, scripts }: Device, errors: string[]) {
  const context = await browser.newContext({
    ...(phone ? devices["Pixel 5"] : { viewport: { width: 1280, height: 900 } }),
    javaScriptEnabled: scripts,
    locale: "tr-TR",
  });
  if (who) await signInAs(context, who);
  const page = await context.newPage();
  page.on(
    "console",
    (msg) => void (msg.type() === "error" && !/status of 404/.test(msg.text()) && errors.push(`${who}: ${msg.text()}`)),
  );
  page.on("pageerror", (error) => errors.push(`${who}: ${String(error)}`));
  return page;
}

/** A press as the device makes it: a tap on a phone, a click on a desktop. */
const press = (page: Page, target: Locator) =>
  (page.viewportSize()?.width ?? 1280) < 500 ? target.tap() : target.click();

/** Answers the homework quiz on its page: every question right, but those in `wrong` (question id → the answer given). */
async function answerQuiz(page: Page, wrong: Record<string, string>) {
  for (const q of questions) {
    const box = page.locator(`fieldset[data-question="${q.id}"]`);
    const given = wrong[q.id];
    switch (q.kind) {
      case "choice": {
        const radio = box.getByRole("radio", { name: given ?? q.options.find((o) => o.correct)!.text, exact: true });
        await press(page, radio);
        await expect(radio).toBeChecked();
        break;
      }
      case "truefalse": {
        const radio = box.getByRole("radio", { name: q.answer ? trExercises.true : trExercises.false, exact: true });
        await press(page, radio);
        await expect(radio).toBeChecked();
        break;
      }
      case "short":
        await box.getByRole("textbox").fill(given ?? q.answers[0]);
        break;
      case "matching":
        for (const pair of q.pairs)
          await box.getByRole("combobox", { name: trExercises.matchWith(pair.left) }).selectOption(pair.right);
        break;
      default:
        throw new Error(`the demo quiz has a ${q.kind} question this test does not answer`);
    }
  }
  await press(page, page.getByRole("button", { name: trExercises.finish }));
}

/** The self-test: the English of each Turkish word, all right but the first `wrong`. */
async function answerSelfTest(page: Page, wrong: number) {
  for (const [i, w] of words.entries())
    await page.getByLabel(w.turkish, { exact: true }).fill(i < wrong ? "nope" : w.english);
  await press(page, page.getByRole("button", { name: trHomeworkPupil.check }));
}

/** The pupil's 'Ödevlerim' entry of an item, by its title. */
const listed = (page: Page, title: string) =>
  // A card to do has one link, its 'Başla' (decision 0111); a done row's one link is its title.
  page.locator("li[data-homework]").filter({ hasText: title });

test("a teacher assigns a quiz and a word list; pupils finish on time, late and never; the grid, the hardest question, the CSV and the parents' links tell it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  const errors: string[] = [];
  const made = madeHomeworkClass();
  const classPath = `/sinifim/${made.id}`;
  const toast = (p: Page, text: string) => expect(p.getByTestId("toasts").getByText(text)).toBeVisible();

  // ---- The teacher assigns the quiz on a desktop with JavaScript: 'Ödev ver' on its page, the defaults, a note.
  const teacher = page;
  await signInAs(teacher, "homeworkTeacher");
  await teacher.goto(made.quiz.path);
  await waitForHydration(teacher);
  await teacher.getByTestId("assign-homework").click();
  await expect(teacher).toHaveURL(new RegExp(`${classPath}/odev\\?icerik=${made.quiz.id}$`));
  await expect(teacher.getByTestId("homework-entry")).toHaveText(E2E_HOMEWORK_CLASS.quizTitle);
  await expect(teacher.getByRole("radio", { name: trHomeworkForm.kindQuiz })).toBeChecked();
  await waitForHydration(teacher);
  await expectNoAxeViolations(teacher);
  await teacher.getByLabel(trHomeworkForm.note).fill("Renkleri tekrar edin.");
  await teacher.getByRole("button", { name: trHomeworkForm.save }).click();
  await expect(teacher).toHaveURL(new RegExp(`${classPath}$`));
  await toast(teacher, trHomeworkForm.assigned);

  // ---- ... and the word list's self-test on a phone without JavaScript.
  const teacherPhone = await person(browser, "homeworkTeacher", { phone: true, scripts: false }, errors);
  await teacherPhone.goto(made.wordList.path);
  await teacherPhone.getByTestId("assign-homework").tap();
  await expect(teacherPhone.getByTestId("homework-entry")).toHaveText(E2E_HOMEWORK_CLASS.wordListTitle);
  await expect(teacherPhone.getByRole("radio", { name: trHomeworkForm.kindQuiz })).toHaveCount(0);
  await teacherPhone.getByRole("radio", { name: trHomeworkForm.kindSelfTest }).tap();
  await expect(teacherPhone.getByLabel(trHomeworkForm.passPercent)).toHaveValue("80");
  await teacherPhone.getByRole("button", { name: trHomeworkForm.save }).tap();
  await expect(teacherPhone).toHaveURL(new RegExp(`${classPath}$`));
  const assigned = teacherPhone.getByTestId("homework-list").locator("tbody tr");
  await expect(assigned).toHaveCount(2);
  await expect(assigned.filter({ hasText: E2E_HOMEWORK_CLASS.wordListTitle })).toContainText(
    trHomeworkTeacher.wholeClass,
  );

  // ---- Elif, on a phone with JavaScript, does both on time, by touch.
  const elif = await person(browser, "homeworkOnTime", { phone: true, scripts: true }, errors);
  await elif.goto("/odevlerim");
  await expect(elif.getByTestId("homework-todo").locator("li")).toHaveCount(2);
  await expect(listed(elif, E2E_HOMEWORK_CLASS.quizTitle)).toContainText("Renkleri tekrar edin.");
  await expect(listed(elif, E2E_HOMEWORK_CLASS.quizTitle).getByTestId("days-left")).toHaveText(defaultDaysLeft());
  await waitForHydration(elif);
  await expectNoAxeViolations(elif);
  await listed(elif, E2E_HOMEWORK_CLASS.quizTitle).getByRole("link").tap();
  // The Turkish title leads; the English one follows.
  await expect(elif.getByRole("heading", { level: 1 })).toHaveText(quizTitleTr);
  await expect(elif.getByText(E2E_HOMEWORK_CLASS.quizTitle, { exact: true })).toHaveAttribute("lang", "en");
  await waitForHydration(elif);
  await expectNoAxeViolations(elif);
  // The answers come after the due time: the page says so once, and no question asks the server
  // "right or wrong?" as she goes (a line that appeared under each answer moved the next one under her finger).
  await expect(elif.getByTestId("answers-rule")).toHaveText(trHomeworkPupil.answersLater);
  const checks: string[] = [];
  elif.on("request", (r) => void (r.url().includes(QUIZ_CHECK_PATH) && checks.push(r.url())));
  await answerQuiz(elif, { [short.id]: "blue" });
  expect(checks, "feedback asked for as she answered").toEqual([]);
  await expect(
    elif.getByRole("heading", {
      name: trHomeworkPupil.resultTitle({ right: TOTAL - 1, partly: 0, total: TOTAL }, TOTAL - 1),
    }),
  ).toBeVisible();
  // Answers after the due time: none of the right answers yet.
  await expect(elif.getByTestId("answers-hidden")).toHaveText(trHomeworkPupil.answersLater);
  await expect(elif.getByTestId("answers-shown")).toHaveCount(0);
  await elif.goto("/odevlerim");
  await listed(elif, E2E_HOMEWORK_CLASS.wordListTitle).getByRole("link").tap();
  await waitForHydration(elif);
  await answerSelfTest(elif, 0);
  await expect(elif.getByRole("alert")).toHaveText(trHomeworkPupil.selfTestPassed(words.length, words.length));
  await elif.goto("/odevlerim");
  await expect(elif.getByText(trHomeworkPupil.nothingToDo)).toBeVisible();
  await expect(listed(elif, E2E_HOMEWORK_CLASS.quizTitle).getByTestId("homework-done")).toHaveText(
    `${trHomework.doneOnTime} · ${trHomeworkPupil.scoreOf({ score: TOTAL - 1, total: TOTAL })}`,
  );
  await expect(listed(elif, E2E_HOMEWORK_CLASS.wordListTitle).getByTestId("homework-done")).toHaveText(
    `${trHomework.doneOnTime} · ${trHomeworkPupil.scoreOf({ score: words.length, total: words.length }, "word")}`,
  );

  // ---- Ömer, on a desktop without JavaScript, passes the self-test on time (one word wrong) ...
  const omer = await person(browser, "homeworkLate", { phone: false, scripts: false }, errors);
  await omer.goto("/odevlerim");
  await listed(omer, E2E_HOMEWORK_CLASS.wordListTitle).getByRole("link").click();
  await answerSelfTest(omer, 1);
  await expect(omer.getByRole("alert")).toHaveText(trHomeworkPupil.selfTestPassed(words.length - 1, words.length));

  // ---- ... the teacher moves the quiz's due time into yesterday ...
  await teacher.goto(classPath);
  await teacher.getByRole("link", { name: `${trHomeworkTeacher.edit}: ${E2E_HOMEWORK_CLASS.quizTitle}` }).click();
  await expect(teacher.getByRole("heading", { level: 1 })).toHaveText(trHomeworkForm.editTitle);
  const yesterday = istanbulFields(new Date(Date.now() - 86_400_000));
  await teacher.getByLabel(trHomeworkForm.dueDate, { exact: true }).fill(yesterday.dueDate);
  await teacher.getByRole("button", { name: trHomeworkForm.save }).click();
  await toast(teacher, trHomeworkForm.updated);

  // ---- ... and Ömer does the quiz late: two answers wrong; the due time has passed, so the right answers are shown.
  await omer.goto("/odevlerim");
  await expect(listed(omer, E2E_HOMEWORK_CLASS.quizTitle).getByTestId("days-left")).toHaveText(trHomeworkPupil.overdue);
  await listed(omer, E2E_HOMEWORK_CLASS.quizTitle).getByRole("link").click();
  await answerQuiz(omer, { [short.id]: "blue", [firstChoice.id]: wrongOption });
  await expect(
    omer.getByRole("heading", {
      name: trHomeworkPupil.resultTitle({ right: TOTAL - 2, partly: 0, total: TOTAL }, TOTAL - 2),
    }),
  ).toBeVisible();
  await expect(omer.getByTestId("answers-shown")).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(omer);
  await omer.goto("/odevlerim");
  await expect(listed(omer, E2E_HOMEWORK_CLASS.quizTitle).getByTestId("homework-done")).toHaveText(
    `${trHomework.doneLate} · ${trHomeworkPupil.scoreOf({ score: TOTAL - 2, total: TOTAL })}`,
  );

  // ---- The grid on the desktop: a row a pupil (Turkish order), a column an item (soonest due first).
  // A score as a share for the adults (decision 0112): items of different lengths compare.
  const share = (score: number, total: number) => Math.round((100 * score) / total);
  const expectedCells = {
    Elif: [`bitti %${share(TOTAL - 1, TOTAL)}`, "bitti %100"],
    Işıl: ["başlamadı", "başlamadı"],
    Ömer: [`geç bitti %${share(TOTAL - 2, TOTAL)}`, `bitti %${share(words.length - 1, words.length)}`],
  };
  // The CSV: each item's state and its score (a plain number) in columns of their own.
  const expectedCsv = {
    Elif: ["bitti", String(share(TOTAL - 1, TOTAL)), "bitti", "100"],
    Işıl: ["başlamadı", "", "başlamadı", ""],
    Ömer: ["geç bitti", String(share(TOTAL - 2, TOTAL)), "bitti", String(share(words.length - 1, words.length))],
  };
  await teacher.goto(classPath);
  await teacher.getByRole("link", { name: trHomeworkTeacher.gridLink }).click();
  await expect(teacher).toHaveURL(new RegExp(`${classPath}/odevler$`));
  const grid = teacher.getByRole("table", { name: trHomeworkTeacher.gridCaption });
  await expect(grid.getByRole("rowheader")).toHaveText(["Elif", "Işıl", "Ömer"]);
  await expect(grid.getByRole("columnheader").first()).toHaveText(trHomeworkTeacher.csvPupil);
  await expect(grid.getByRole("columnheader").nth(1)).toContainText(E2E_HOMEWORK_CLASS.quizTitle);
  await expect(grid.getByRole("columnheader").nth(2)).toContainText(E2E_HOMEWORK_CLASS.wordListTitle);
  for (const [name, cells] of Object.entries(expectedCells))
    await expect(
      grid
        .getByRole("row")
        .filter({ has: teacher.getByRole("rowheader", { name }) })
        .getByRole("cell"),
    ).toHaveText(cells);
  await waitForHydration(teacher);
  await expectNoAxeViolations(teacher);

  // The CSV, downloaded and read back: UTF-8 with a BOM, ';' between cells, the same as the grid.
  const [download] = await Promise.all([
    teacher.waitForEvent("download"),
    teacher.getByRole("link", { name: trHomeworkTeacher.csvLink }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const table = parseCsv(csv.slice(1));
  expect(table[0][0]).toBe(trHomeworkTeacher.csvPupil);
  expect(table[0][1]).toMatch(new RegExp(`^${E2E_HOMEWORK_CLASS.quizTitle} \\(.+\\): ${trHomeworkTeacher.csvState}$`));
  expect(table[0][2]).toMatch(new RegExp(`^${E2E_HOMEWORK_CLASS.quizTitle} \\(.+\\): `));
  expect(table[0][3]).toMatch(
    new RegExp(`^${E2E_HOMEWORK_CLASS.wordListTitle} \\(.+\\): ${trHomeworkTeacher.csvState}$`),
  );
  expect(table.slice(1)).toEqual(Object.entries(expectedCsv).map(([name, cells]) => [name, ...cells]));

  // The hardest question: the one both got wrong, with the wrong answer they gave; then the one Ömer missed.
  await grid.getByRole("link", { name: `${trHomeworkTeacher.questionsLink}: ${E2E_HOMEWORK_CLASS.quizTitle}` }).click();
  const report = teacher.getByRole("table", { name: trHomeworkTeacher.questionsCaption });
  await expect(report.getByRole("rowheader").first()).toHaveText(short.text);
  await expect(report.locator("tbody tr").first().getByTestId("share")).toHaveText(trHomeworkTeacher.shareOf(0, 2));
  await expect(report.locator("tbody tr").first()).toContainText(trHomeworkTeacher.wrongAnswer("blue", 2));
  await expect(report.getByRole("rowheader").nth(1)).toHaveText(firstChoice.text);
  await expect(report.locator("tbody tr").nth(1).getByTestId("share")).toHaveText(trHomeworkTeacher.shareOf(1, 2));
  await expect(report.locator("tbody tr").nth(1)).toContainText(trHomeworkTeacher.wrongAnswer(wrongOption, 1));
  await expect(report.locator("tbody tr").nth(2).getByTestId("share")).toHaveText(trHomeworkTeacher.shareOf(2, 2));
  await waitForHydration(teacher);
  await expectNoAxeViolations(teacher);

  // ---- The grid on the phone: a real table whose name column stays put while the table scrolls sideways.
  await teacherPhone.goto(`${classPath}/odevler`);
  const phoneGrid = teacherPhone.getByRole("region", { name: trHomeworkTeacher.gridCaption });
  await expect(phoneGrid.getByRole("rowheader")).toHaveText(["Elif", "Işıl", "Ömer"]);
  const nameCell = phoneGrid.getByRole("rowheader", { name: "Ömer" });
  const lastCell = phoneGrid
    .getByRole("row")
    .filter({ has: teacherPhone.getByRole("rowheader", { name: "Ömer" }) })
    .getByRole("cell")
    .last();
  const before = { name: (await nameCell.boundingBox())!, last: (await lastCell.boundingBox())! };
  const region = (await phoneGrid.boundingBox())!;
  expect(before.last.x + before.last.width, "the last column starts off screen").toBeGreaterThan(
    region.x + region.width,
  );
  await lastCell.scrollIntoViewIfNeeded();
  const after = { name: (await nameCell.boundingBox())!, last: (await lastCell.boundingBox())! };
  expect(after.last.x, "the table scrolled sideways").toBeLessThan(before.last.x);
  expect(after.name.x, "the name column stayed").toBeCloseTo(before.name.x, 0);
  expect(await teacherPhone.evaluate(() => window.scrollX), "the page itself did not scroll").toBe(0);
  await expectNoAxeViolationsWithoutScripts(teacherPhone);

  // ---- Parents' links, made by the teacher for Ömer (done and late) and Işıl (missing), each opened on a phone without an account.
  const linkFor = async (name: string) => {
    await teacher.goto(classPath);
    await waitForHydration(teacher);
    // A pupil's actions wait behind one 'İşlemler' menu on the pupil's card.
    await teacher.getByLabel(`${trClasses.pupilActions}: ${name}`, { exact: true }).click();
    await teacher.getByRole("button", { name: `${trParentLinks.parentLink}: ${name}` }).click();
    await expect(teacher.getByRole("heading", { name: trParentLinks.parentLinkTitle(name) })).toBeVisible();
    return new URL((await teacher.getByTestId("parent-link").textContent())!.trim()).pathname;
  };
  const omerLink = await linkFor("Ömer");
  const isilLink = await linkFor("Işıl");
  const parent = await person(browser, null, { phone: true, scripts: false }, errors);
  const lines = parent.getByTestId("parent-items").locator("li");
  await parent.goto(omerLink);
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText(trHomeworkParent.parentPageTitle("Ömer"));
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.quizTitle }).getByTestId("parent-state")).toHaveText(
    trHomework.doneLate,
  );
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.quizTitle })).toContainText(
    trHomeworkPupil.scoreOf({ score: TOTAL - 2, total: TOTAL }),
  );
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.wordListTitle }).getByTestId("parent-state")).toHaveText(
    trHomework.doneOnTime,
  );
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.wordListTitle })).toContainText(
    trHomeworkPupil.scoreOf({ score: words.length - 1, total: words.length }, "word"),
  );
  // The class and the week in one line; nothing of the others: their names, Elif's full marks.
  await expect(parent.locator("main")).toContainText(E2E_HOMEWORK_CLASS.name);
  await expect(parent.locator("main")).toContainText(trHomeworkParent.parentSummary(2, 0));
  for (const other of ["Elif", "Işıl", trHomeworkPupil.scoreOf({ score: words.length, total: words.length }, "word")])
    await expect(parent.locator("main")).not.toContainText(other);
  await expectNoAxeViolationsWithoutScripts(parent);
  await parent.goto(isilLink);
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText(trHomeworkParent.parentPageTitle("Işıl"));
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.quizTitle }).getByTestId("parent-state")).toHaveText(
    trHomeworkParent.parentMissing,
  );
  await expect(lines.filter({ hasText: E2E_HOMEWORK_CLASS.wordListTitle }).getByTestId("parent-state")).toHaveText(
    defaultDaysLeft(),
  );
  await expect(lines).toHaveCount(2);
  // No score at all (Işıl did nothing), nor anyone else's name.
  for (const other of ["sorudan", "sorunun", "kelimeden", "kelimenin", "Ömer", "Elif"])
    await expect(parent.locator("main")).not.toContainText(other);

  // Revoked: Ömer's link shows nothing any more.
  await teacher.goto(classPath);
  await waitForHydration(teacher);
  await teacher.getByLabel(`${trClasses.pupilActions}: Ömer`, { exact: true }).click();
  await teacher.getByRole("button", { name: `${trParentLinks.parentLinkRevoke}: Ömer` }).click();
  await toast(teacher, trParentLinks.parentLinkRevoked);
  const gone = await parent.goto(omerLink);
  expect(gone?.status()).toBe(404);
  await expect(parent.getByRole("alert")).toHaveText(trHomeworkParent.parentGone);
  await expect(parent.getByTestId("parent-items")).toHaveCount(0);
  await expect(parent.locator("main")).not.toContainText("Ömer");

  expect(errors, "console errors in the other browsers").toEqual([]);
  test.info().annotations.push({ type: "wall time", description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
  for (const p of [teacherPhone, elif, omer, parent]) await p.context().close();
});

import type { Page } from "@playwright/test";
import { trExercises } from "#core/messages/exercises.ts";
import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, waitForHydration } from "./fixtures";
import { signInAsAdmin } from "./sessions";

/**
 * The admin's word list and quiz on the add/edit form, as the admin uses them:
 * pasted or read from a file, previewed with every bad line, saved with the entry. Each
 * flow adds its own entry (grade 9, a title of its own) and deletes it at the end, so the
 * demo's practice, which the pupils' tests use, stays as it is.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const pdf = (title: string) => ({
  name: "calisma-kagidi.pdf",
  mimeType: "application/pdf",
  buffer: makeDemoPdf({ title, subtitle: "Merdiven e2e", lines: ["Warm up before the match.", "Maçtan önce ısının."] }),
});
const textFile = (name: string, text: string | Buffer) => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8"),
});

/** The entry's own fields; the file field when a file is given. */
async function fillEntry(page: Page, entry: { title: string; type: string; file?: ReturnType<typeof pdf> }) {
  await page.getByLabel("Sınıf", { exact: true }).selectOption("9");
  await page.getByLabel("Ünite", { exact: true }).fill("3");
  await page.getByLabel("İngilizce Başlık", { exact: true }).fill(entry.title);
  await page.getByLabel("Türkçe Başlık", { exact: true }).fill("Spor");
  await page.getByLabel("İçerik Türü", { exact: true }).selectOption({ label: entry.type });
  await page.getByLabel("Dosya Türü", { exact: true }).selectOption({ label: "PDF" });
  await page.getByLabel("Dönem", { exact: true }).selectOption({ label: "1. Dönem" });
  if (entry.file) await page.getByLabel("Dosya", { exact: true }).setInputFiles(entry.file);
}

/** The saved entry's page, from the notice the add form shows; its id. */
async function openAdded(page: Page, title: string): Promise<number> {
  await expect(page.getByText("basariyla yuklendi.").first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/classes\/9\/\d+-/);
  return Number(/\/classes\/9\/(\d+)-/.exec(page.url())![1]);
}

/** Removes a flow's entry (the admin's session, from this site). */
async function remove(page: Page, id: number) {
  const res = await page.request.delete(`/api/v1/contents/${id}`, { headers: { Origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(200);
}

/**
 * A phrasal-verbs entry added with its word list in one save. The list's bad rows are named
 * with their lines before anything is saved: by the server after 'Önizle' without scripts
 * (what was typed kept; the chosen PDF to be chosen again), as it is typed with them (the
 * save held back, the keyboard sent to the list). Then the pupils' page shows the list.
 */
export async function addEntryWithWordList(page: Page, scripts: boolean) {
  await signInAsAdmin(page);
  await page.goto("/notekle");
  if (scripts) await waitForHydration(page);
  const title = `Sports Verbs ${stamp()}`;
  await fillEntry(page, { title, type: "Phrasal Verbs", file: pdf(title) });
  const field = page.getByLabel(trPracticeAdmin.wordsLabel);
  // A phrasal-verbs entry takes a word list, not a quiz: with scripts the form offers only the list.
  if (scripts) await expect(page.getByLabel(trPracticeAdmin.quizLabel)).toBeHidden();
  const bad = "warm up\tısınmak\nwork out\n\tantrenman yapmak";
  await field.fill(bad);
  if (!scripts) {
    await page.getByRole("button", { name: trPracticeAdmin.preview }).click();
    await expect(page.getByText(trPracticeAdmin.previewDone)).toBeVisible();
    await expect(page.getByText(trPracticeAdmin.fileNotKept)).toBeVisible();
    await expect(field).toHaveValue(bad);
    await expect(page.getByLabel("İngilizce Başlık", { exact: true })).toHaveValue(title);
  }
  await expect(page.getByText("2. satırda Türkçe karşılık eksik.", { exact: true })).toBeVisible();
  await expect(page.getByText("3. satırda İngilizce kelime eksik.", { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  if (scripts) {
    await expectNoAxeViolations(page);
    // The save waits for the list: nothing is sent, the keyboard goes to the list.
    await page.getByRole("button", { name: "Ekle" }).click();
    await expect(field).toBeFocused();
  } else await expectNoAxeViolationsWithoutScripts(page);

  await field.fill("warm up\tısınmak\twe warm up before the match.\nwork out\tantrenman yapmak");
  if (!scripts) {
    await page.getByRole("button", { name: trPracticeAdmin.preview }).click();
    await page.getByLabel("Dosya", { exact: true }).setInputFiles(pdf(title));
  }
  await expect(page.getByText(trPracticeAdmin.previewWords(2))).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Ekle" }).click();
  if (scripts) {
    // Ready for the next entry: the list goes with the titles.
    await expect(page.getByTestId("toasts").getByText("basariyla yuklendi.").last()).toBeVisible({ timeout: 20_000 });
    await expect(field).toHaveValue("");
  }
  const id = await openAdded(page, title);
  await expect(page.getByRole("cell", { name: "antrenman yapmak" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "we warm up before the match." })).toBeVisible();
  await remove(page, id);
}

const GIFT =
  "::Q1:: A pilot flies a {=plane ~train ~ship}.\n\nTennis is played with a racket.{T}\n\nWrite the English of 'ayakkabı'.{=shoes =shoe}\n";
const AIKEN =
  "Which word means 'tarif'?\nA. recipe\nB. bowl\nANSWER: A\n\nWhich one is a fruit?\nA. carrot\nB. cherry\nANSWER: B\n";

/**
 * A test entry added with its quiz chosen as a GIFT file, then edited: its quiz replaced by an
 * Aiken file. Each file's text lands in the field for the preview; a file that is not UTF-8 text
 * is refused with its reason. The pupils' page follows each save.
 */
export async function quizFromFiles(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/notekle");
  await waitForHydration(page);
  const title = `Sports Test ${stamp()}`;
  await fillEntry(page, { title, type: "Testler", file: pdf(title) });
  await expect(page.getByLabel(trPracticeAdmin.wordsLabel)).toBeHidden();
  const field = page.getByLabel(trPracticeAdmin.quizLabel);
  const file = page.getByLabel(trPracticeAdmin.quizFile);
  await file.setInputFiles(textFile("eski.txt", Buffer.from([0x51, 0x3f, 0x7b, 0x54, 0x7d, 0xfe, 0x0a])));
  await expect(page.getByText(trPracticeAdmin.fileNotText)).toBeVisible();
  await file.setInputFiles(textFile("test.gift", GIFT));
  await expect(field).toHaveValue(GIFT);
  await expect(page.getByText(trPracticeAdmin.fileNotText)).toBeHidden();
  await expect(page.getByText(trPracticeAdmin.previewQuiz(3))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ekle" }).click();
  const id = await openAdded(page, title);
  const address = page.url();
  const quiz = page.getByRole("region", { name: trExercises.quizTitle });
  await expect(quiz.getByRole("group")).toHaveCount(3);

  // The edit form shows the stored quiz; an Aiken file replaces it in the same save as the entry.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Düzenle", exact: true }).click();
  await waitForHydration(page);
  await expect(field).toHaveValue(GIFT);
  await expect(page.getByRole("radio", { name: trPracticeAdmin.gift })).toBeChecked();
  await page.getByRole("radio", { name: trPracticeAdmin.aiken }).check();
  await file.setInputFiles(textFile("sorular.txt", AIKEN));
  await expect(page.getByText(trPracticeAdmin.previewQuiz(2))).toBeVisible();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByTestId("toasts").getByText("Değişiklikler kaydedildi.")).toBeVisible();
  await page.goto(address);
  await expect(quiz.getByRole("group")).toHaveCount(2);
  await expect(quiz.getByText("Which one is a fruit?")).toBeVisible();
  await remove(page, id);
}

/**
 * With scripts, but the live preview's parsers never arrive (the caller blocks them): the form
 * keeps the server's 'Önizle', which names the bad rows, keeps what was typed and saves nothing.
 */
export async function previewWithoutParsers(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/notekle");
  await waitForHydration(page);
  const title = `Sports Verbs ${stamp()}`;
  await fillEntry(page, { title, type: "Phrasal Verbs" });
  const field = page.getByLabel(trPracticeAdmin.wordsLabel);
  const bad = "warm up\tısınmak\nwork out\n\tantrenman yapmak";
  await field.fill(bad);
  await expect(page.getByText(trPracticeAdmin.previewHint).first()).toBeVisible();
  await page.getByRole("button", { name: trPracticeAdmin.preview }).click();
  await expect(page.getByText(trPracticeAdmin.previewDone)).toBeVisible();
  await expect(page.getByText("2. satırda Türkçe karşılık eksik.", { exact: true })).toBeVisible();
  await expect(field).toHaveValue(bad);
  await expect(page.getByLabel("İngilizce Başlık", { exact: true })).toHaveValue(title);
  const { items } = await (await page.request.get("/api/v1/contents?grade=9&pageSize=100")).json();
  expect(items.map((item: { konuIng: string }) => item.konuIng)).not.toContain(title);
}

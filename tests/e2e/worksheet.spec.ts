import type { Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { trExercises } from "#core/messages/exercises.ts";
import { expect, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";
import { practiceEntry } from "./practice";
import { signInAsAdmin } from "./sessions";

/**
 * 'Yazdır': a word list's and a quiz's worksheet as it reaches the paper. The
 * browser's print media shows what is printed; Chromium's own print to PDF (page.pdf, the
 * same layout engine as its print dialog) is read back with pdf.js, page by page, to see
 * where the answer key starts.
 */

/** The worksheet printed to PDF as the page asks (A4), each page's text. */
async function printedPages(page: Page): Promise<{ texts: string[]; size: number[] }> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
    }
    const [, , width, height] = (await doc.getPage(1)).view;
    return { texts, size: [Math.round(width), Math.round(height)] };
  } finally {
    await doc.destroy();
  }
}

/** Spaces as pdf.js gives them back (a line may come in pieces): one space each. */
const flat = (text: string) => text.replace(/\s+/g, " ");
/** A4 in points (210 × 297 mm). */
const A4 = [595, 842];

test("printed, a quiz's worksheet has the name and class lines and nothing of the site or its buttons", async ({
  page,
  request,
}) => {
  const path = await practiceEntry(request, "quiz");
  await page.goto(`${path}/yazdir`);
  await waitForHydration(page);
  const back = page.getByRole("link", { name: trExercises.backToPage });
  const print = page.getByRole("button", { name: trExercises.printNow });
  await expect(back).toBeVisible();
  await expect(print).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
  await expect(page.getByText(trExercises.worksheetClass)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: trExercises.quizTitle })).toBeVisible();
  // No navigation, header or footer of the site, and not the page's own buttons and links.
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(back).toBeHidden();
  await expect(print).toBeHidden();

  const { texts, size } = await printedPages(page);
  expect(size).toEqual(A4);
  const all = flat(texts.join(" "));
  expect(all).toContain(flat(trExercises.worksheetName));
  expect(all).toContain(flat(trExercises.worksheetClass));
  for (const absent of [trExercises.backToPage, trExercises.printNow, trExercises.answerKey, "Anasayfa", "Giriş Yap"])
    expect(all).not.toContain(absent);
});

for (const kind of ["quiz", "words"] as const) {
  test(`with the admin's answer key, a ${kind === "quiz" ? "quiz's" : "word list's"} key starts on a page of its own, the last; without it the key is not printed`, async ({
    page,
    request,
  }) => {
    const path = await practiceEntry(request, kind);
    await signInAsAdmin(page);
    await page.goto(`${path}/yazdir`);
    await waitForHydration(page);
    const without = await printedPages(page);
    expect(flat(without.texts.join(" "))).not.toContain(trExercises.answerKey);

    await page.getByRole("link", { name: trExercises.printWithKey }).click();
    await expect(page.getByRole("heading", { name: trExercises.answerKey })).toBeVisible();
    const { texts, size } = await printedPages(page);
    expect(size).toEqual(A4);
    expect(texts.length).toBeGreaterThan(without.texts.length);
    const last = flat(texts.at(-1)!).trim();
    // The key's heading opens the last page, and no other page has any of it.
    expect(last.startsWith(trExercises.answerKey)).toBe(true);
    for (const earlier of texts.slice(0, -1)) expect(earlier).not.toContain(trExercises.answerKey);
    expect(flat(texts[0])).toContain(flat(trExercises.worksheetName));
    // What the key holds (a word and its Turkish, or a question's answer) is on that page.
    const key = page.getByRole("region", { name: trExercises.answerKey }).getByRole("listitem");
    const first = flat((await key.first().textContent())!).trim();
    if (kind === "words") expect(first).toMatch(/^.+: .+$/);
    expect(last).toContain(first);
    expect(last.length).toBeGreaterThan(trExercises.answerKey.length + first.length);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the worksheet opens, says how to print, and the admin adds and removes the key by its links", async ({
    page,
    request,
  }, info) => {
    const path = await practiceEntry(request, "quiz");
    await page.goto(`${path}/yazdir`);
    await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
    await expect(page.getByText(trExercises.printHint)).toBeVisible();
    await expect(page.getByRole("heading", { name: trExercises.quizTitle })).toBeVisible();
    await expect(page.locator("main ol > li").first()).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, info);

    await signInAsAdmin(page);
    await page.goto(`${path}/yazdir`);
    await page.getByRole("link", { name: trExercises.printWithKey }).click();
    await expect(page.getByRole("heading", { name: trExercises.answerKey })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, info);
    await page.getByRole("link", { name: trExercises.withoutKey }).click();
    await expect(page.getByRole("heading", { name: trExercises.answerKey })).toHaveCount(0);
    await expect(page.getByText(trExercises.worksheetName)).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import { trMarks } from "#core/messages/marks.ts";
import type { ApiEntry } from "./content-helpers";
import { expect, waitForHydration } from "./fixtures";

/** 'Günlük tekrar' (decision 0116): a new pupil with the grade-2 word list's words to review, shared by its specs. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const WORD_LIST = "In the Classroom: Word List";
const unique = () => `tekrar-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export async function wordListPath(page: Page): Promise<string> {
  const { items } = (await (await page.request.get("/api/v1/contents?grade=2&pageSize=100")).json()) as {
    items: (ApiEntry & { sinif: number })[];
  };
  const entry = items.find((i) => i.konuIng === WORD_LIST);
  if (!entry) throw new Error(`no demo "${WORD_LIST}" in grade 2`);
  return contentPath(entry);
}

/** Reviews kept on the device and not sent yet (app/browser/review-outbox.ts). */
export const waitingOn = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("merdiven:tekrar:"))
      .reduce((n, k) => n + (JSON.parse(localStorage.getItem(k)!) as unknown[]).length, 0),
  );

/** A new pupil who marked the grade-2 word list done: its words are theirs to review. */
export async function pupilWithWords(page: Page, done: (button: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await signUp(page);
  await page.goto(await wordListPath(page));
  await waitForHydration(page);
  const button = page.getByRole("button", { name: trMarks.done }).first();
  await done(button);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.goto("/tekrar");
  await waitForHydration(page);
}

export async function signUp(page: Page) {
  await page.goto("/signup");
  await page.getByLabel("E-posta").fill(unique());
  await page.getByLabel("Şifre", { exact: true }).fill("yesil-elma-42");
  await page.getByLabel("Şifre (tekrar)").fill("yesil-elma-42");
  await page.getByRole("button", { name: "Kayıt Ol" }).click();
  await expect(page).toHaveURL(/\/$/);
}

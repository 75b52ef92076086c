import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import type { PictureKey } from "#core/picture-password.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkBanner } from "#core/messages/homework-banner.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { classPupilsFile } from "./class-pupils";
import { DICTATED, PICTURE, pictureRow, question, spokenOn, standInEnglishVoice } from "./exercises";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

/**
 * A grade-2 pupil's way in on a cheap phone (decision 0111): the home page's 'Sınıf koduyla gir',
 * the class's names, the three pictures, 'Ödevlerim' with the open items' 'Başla', a reading
 * finished on its page and then the dictation heard, written and sent. Counted in taps (a word
 * typed counts as one step, the field's tap). The class and its two items are made ahead by
 * tests/e2e/server.mjs (the class of picture-sign-in.spec.ts).
 */
interface Made {
  code: string;
  pupils: { id: number; name: string; secret: PictureKey[] }[];
  /** The reading. */
  homework: { id: number; titleTr: string };
  /** The grade-2 dictation ('Hello! Listen and Write'), given as a test. */
  dictation: { id: number; titleTr: string };
}
const made = (): Made => JSON.parse(fs.readFileSync(classPupilsFile, "utf8")) as Made;

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** The phone as the no-script axe check opens its copy of the page. */
const phoneInfo = { project: { use: PHONE } } as unknown as TestInfo;

/** No page wider than the phone: nothing to scroll sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
}

async function check(page: Page, scripts: boolean) {
  if (scripts) await waitForHydration(page);
  await expectNoSideScroll(page);
  if (scripts) await expectNoAxeViolations(page);
  else await expectNoAxeViolationsWithoutScripts(page, phoneInfo);
}

for (const scripts of [true, false]) {
  test(`from the home page's class code to a finished reading in ten taps and a finished dictation in 21 (19 without scripts), ${scripts ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...PHONE,
      locale: "tr-TR",
      javaScriptEnabled: scripts,
    });
    try {
      const page = await context.newPage();
      // The phone's English voice, stood in for: what it is asked to say is kept.
      if (scripts) await standInEnglishVoice(page);
      const { code, homework, dictation } = made();
      // Ayşe with JavaScript, Deniz without: each test its own pupil, neither spends the other's tries.
      const pupil = made().pupils.find((p) => p.name === (scripts ? "Ayşe" : "Deniz"))!;
      let taps = 0;
      const tap = async (target: ReturnType<Page["locator"]>) => {
        await target.tap();
        taps++;
      };

      await page.goto("/");
      await check(page, scripts);
      const form = page.getByTestId("class-code-form");
      // Tap 1: the field, then the code from the card; tap 2: 'Devam'.
      await tap(form.getByLabel(trPictureLogin.codeLabel));
      await page.keyboard.type(code.toLowerCase());
      await tap(form.getByRole("button", { name: trPictureLogin.codeContinue }));

      await expect(page.getByTestId("pupil-names").getByRole("link")).toHaveText(["Ayşe", "Çınar", "Deniz"]);
      await check(page, scripts);
      // Tap 3: the name.
      await tap(page.getByRole("link", { name: pupil.name }));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(trPictureLogin.hello(pupil.name));
      await check(page, scripts);
      // Taps 4-6: the three pictures.
      for (const [i, key] of pupil.secret.entries()) {
        await tap(page.locator(`button[name="resim"][value="${key}"]`));
        if (i < 2) await expect(page.locator("[data-progress]")).toContainText(trPictureLogin.progress(i + 1, 3));
      }

      await expect(page).toHaveURL(/:\d+\/odevlerim(?:#resimli-sifre)?$/);
      const card = page.getByTestId("homework-todo").locator(`[data-homework="${homework.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(homework.titleTr);
      const start = card.getByRole("link", { name: trHomeworkPupil.startItem(homework.titleTr) });
      await expect(start).toHaveText(trHomeworkPupil.start);
      await expect(start).toHaveAttribute("href", `/odevlerim/${homework.id}`);
      // A thumb's target: at least 44 px high and wide.
      const box = (await start.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await check(page, scripts);
      // From the home page to the item's 'Başla' on screen: six taps (field, Devam, name, three pictures).
      expect(taps).toBe(6);
      await tap(start);
      await expect(page).toHaveURL(new RegExp(`/odevlerim/${homework.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homework.titleTr);
      await check(page, scripts);

      // Tap 8: 'İçeriği aç'. The entry's page says it is her homework and what finishes it.
      await tap(page.getByRole("button", { name: trHomeworkPupil.openEntry }));
      const banner = page.getByTestId("from-homework");
      await expect(banner).toContainText(trHomeworkBanner.fromHomeworkTitle(homework.titleTr));
      await expect(banner).toContainText(trHomeworkBanner.fromHomeworkRead);
      await check(page, scripts);
      // Tap 9: the page's own 'Tamamladım' finishes the homework too.
      await tap(page.getByRole("button", { name: trMarks.done }));
      await expect(page.getByRole("button", { name: trMarks.done })).toHaveAttribute("aria-pressed", "true");
      await expect(banner).toContainText(trHomeworkBanner.fromHomeworkDone);
      // Tap 10: 'Ödeve dön', where nothing is left to do.
      await tap(banner.getByRole("link", { name: trHomeworkBanner.backToHomework }));
      await expect(page).toHaveURL(new RegExp(`/odevlerim/${homework.id}$`));
      await expect(page.getByRole("button", { name: trHomeworkPupil.markRead })).toHaveCount(0);
      // From the home page to a finished reading: ten taps.
      expect(taps).toBe(10);

      // Tap 11: back to 'Ödevlerim', where the reading has left the things to do.
      await tap(page.getByRole("main").getByRole("link", { name: trHomeworkPupil.mine, exact: true }));
      await expect(page).toHaveURL(/\/odevlerim$/);
      const todo = page.getByTestId("homework-todo");
      await expect(todo.locator(`[data-homework="${homework.id}"]`)).toHaveCount(0);
      // Tap 12: the dictation's 'Başla'.
      await tap(
        todo
          .locator(`[data-homework="${dictation.id}"]`)
          .getByRole("link", { name: trHomeworkPupil.startItem(dictation.titleTr) }),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dictation.titleTr);
      await check(page, scripts);
      // The first sentence is the entry's own recording: the browser's player, with or without scripts.
      const clip = (await question(page, "q1").locator("audio").getAttribute("src"))!;
      expect(clip).toMatch(/#t=[\d.]+,[\d.]+$/);
      const heard = await page.request.get(new URL(clip, page.url()).href);
      expect(heard.headers()["content-type"]).toMatch(/^audio\//);
      await tap(question(page, "q1").getByRole("textbox"));
      await page.keyboard.type(DICTATED.q1);
      // The second is the device's voice, on 'Cümleyi dinle': a script's work. Without scripts the page
      // says so, and the pupil leaves the sentence she could not hear.
      if (scripts) {
        await tap(question(page, "q2").getByRole("button", { name: trExercises.dictationListen }));
        await expect.poll(() => spokenOn(page)).toEqual(["My cat is very small."]);
        await tap(question(page, "q2").getByRole("textbox"));
        await page.keyboard.type(DICTATED.q2);
      } else {
        await expect(question(page, "q2").getByText(trExercises.dictationNoScript)).toBeVisible();
      }
      // The bird, then a word for each of three pictures: a tap each.
      await tap(question(page, "q3").getByRole("radio", { name: PICTURE.q3 }));
      for (const [picture, word] of PICTURE.q4)
        await tap(pictureRow(page, "q4", picture).getByRole("radio", { name: word, exact: true }));
      await tap(page.getByRole("button", { name: trExercises.finish }));
      // Her result in words: every question right but one word, or the unheard sentence too.
      const result = scripts
        ? trHomeworkPupil.resultTitle({ right: 3, partly: 1, total: 4 }, 11 / 3)
        : trHomeworkPupil.resultTitle({ right: 2, partly: 1, total: 4 }, 8 / 3);
      await expect(page.getByRole("heading", { name: result })).toBeVisible();
      await check(page, scripts);
      // Tap 21 (19 without scripts): 'Ödevlerim', with nothing left to do.
      await tap(page.getByRole("main").getByRole("link", { name: trHomeworkPupil.mine, exact: true }));
      // The list itself, not the page being left (which has no list either).
      await expect(page).toHaveURL(/\/odevlerim$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(trHomeworkPupil.mine);
      await expect(page.getByTestId("homework-todo").locator("[data-homework]")).toHaveCount(0);
      await check(page, scripts);
      // From the home page to a finished dictation and back to an empty list: 21 taps with scripts, 19 without.
      expect(taps).toBe(scripts ? 21 : 19);
    } finally {
      await context.close();
    }
  });
}

import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import type { PictureKey } from "#core/picture-password.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trMarks } from "#core/messages/marks.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { classPupilsFile } from "./class-pupils";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

/**
 * A grade-2 pupil's way in on a cheap phone (decision 0111): the home page's 'Sınıf koduyla gir',
 * the class's names, the three pictures, and 'Ödevlerim' with the open item's 'Başla'. Counted in
 * taps (the code's six characters typed count as one step, the field's tap). The class and its
 * item are made ahead by tests/e2e/server.mjs (the class of picture-sign-in.spec.ts).
 */
interface Made {
  code: string;
  pupils: { id: number; name: string; secret: PictureKey[] }[];
  homework: { id: number; titleTr: string };
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
  test(`from the home page's class code to a finished reading in ten taps (the item's 'Başla' at six), ${scripts ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...PHONE,
      locale: "tr-TR",
      javaScriptEnabled: scripts,
    });
    try {
      const page = await context.newPage();
      const { code, homework } = made();
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
      const start = card.getByRole("link", { name: trHomework.startItem(homework.titleTr) });
      await expect(start).toHaveText(trHomework.start);
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
      await tap(page.getByRole("button", { name: trHomework.openEntry }));
      const banner = page.getByTestId("from-homework");
      await expect(banner).toContainText(trHomework.fromHomeworkTitle(homework.titleTr));
      await expect(banner).toContainText(trHomework.fromHomeworkRead);
      await check(page, scripts);
      // Tap 9: the page's own 'Tamamladım' finishes the homework too.
      await tap(page.getByRole("button", { name: trMarks.done }));
      await expect(page.getByRole("button", { name: trMarks.done })).toHaveAttribute("aria-pressed", "true");
      await expect(banner).toContainText(trHomework.fromHomeworkDone);
      // Tap 10: 'Ödeve dön', where nothing is left to do.
      await tap(banner.getByRole("link", { name: trHomework.backToHomework }));
      await expect(page).toHaveURL(new RegExp(`/odevlerim/${homework.id}$`));
      await expect(page.getByRole("button", { name: trHomework.markRead })).toHaveCount(0);
      await page.goto("/odevlerim");
      await expect(page.getByTestId("homework-todo").locator(`[data-homework="${homework.id}"]`)).toHaveCount(0);
      // From the home page to a finished reading: ten taps.
      expect(taps).toBe(10);
    } finally {
      await context.close();
    }
  });
}

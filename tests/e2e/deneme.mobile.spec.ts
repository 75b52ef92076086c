import { trDeneme } from "#core/messages/deneme.ts";
import { DEMO, denemeEntry, unique } from "./deneme";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signUp } from "./marks";

/**
 * 'Deneme' in LGS form on a 360-px phone with JavaScript (decision 0121): from the entry's page to
 * 'Başla', each choice saved as it is tapped, the connection lost in the middle and back (nothing
 * lost), the boxes showing answered and marked questions, 'Bitir' asking first, and the result
 * with the net LGS's rule gives.
 */
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

test("a pupil sits the LGS-form deneme on a phone, offline for a while, and gets the net", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: "tr-TR" });
  try {
    const page = await context.newPage();
    await signUp(page, unique());
    const entry = await denemeEntry(page, "lgs");
    await page.goto(entry.path);
    await page.getByTestId("deneme-link").getByRole("link").tap();
    await expect(page.getByTestId("deneme-form")).toHaveText(trDeneme.formName.lgs);
    await expect(page.getByText(trDeneme.facts(7, 10))).toBeVisible();
    await page.getByRole("button", { name: trDeneme.start }).tap();
    await expect(page).toHaveURL(new RegExp(`/deneme/${entry.id}/sinav$`));
    await waitForHydration(page);
    await expect(page.getByTestId("deneme-ends")).toContainText(/Sınav \d\d:\d\d'(da|de|ta|te) biter\./);
    await expect(page.getByTestId("deneme-clock")).toContainText(/0?9:\d\d|10:00/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    const { keys } = DEMO.lgs;
    const choose = (n: number, letter: string) =>
      page
        .locator(`#s${n}`)
        .getByRole("radio", { name: new RegExp(`^${letter}\\) `) })
        .tap();
    const saved = (n: number) =>
      page.waitForResponse(
        (r) => r.url().endsWith("/answers") && r.request().postData()?.includes(`"question":${n}`) === true,
      );
    // Page 1: four right, one wrong (5), question 3 marked to come back to.
    for (const n of [1, 2, 3, 4]) await Promise.all([saved(n), choose(n, keys[n - 1])]);
    await Promise.all([saved(5), choose(5, keys[4] === "A" ? "B" : "A")]);
    await page.locator("#s3").getByRole("checkbox", { name: trDeneme.marked }).tap();
    await expect(
      page.getByTestId("deneme-boxes").getByRole("link", { name: trDeneme.box(3, trDeneme.boxState.marked) }),
    ).toBeVisible();
    const box = (await page.getByTestId("deneme-boxes").getByRole("link").first().boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    // The connection goes: page 2's choices wait on the device, then go when it is back.
    await page.getByRole("button", { name: trDeneme.next }).tap();
    await context.setOffline(true);
    await choose(6, keys[5] === "A" ? "B" : "A");
    await choose(7, keys[6]);
    await expect(page.getByTestId("deneme-saving")).toContainText(trDeneme.waiting(2).slice(0, 15));
    await context.setOffline(false);
    await expect(page.getByTestId("deneme-saving")).toHaveText("", { timeout: 15_000 });

    await page.getByRole("button", { name: trDeneme.finish }).tap();
    await expect(page.getByText(trDeneme.finishAsk(0))).toBeVisible();
    await page.getByRole("button", { name: trDeneme.finishYes }).tap();
    await expect(page).toHaveURL(/\/deneme\/sonuc\/\d+$/);
    // Five right, two wrong: 5 − 2/3 = 4,33.
    const score = page.getByTestId("deneme-score");
    await expect(score).toContainText(`${trDeneme.net}4,33`);
    await expect(score).toContainText(`${trDeneme.right}5`);
    await expect(score).toContainText(`${trDeneme.wrong}2`);
    const study = page
      .getByTestId("deneme-topics")
      .getByRole("link", { name: new RegExp(trDeneme.study) })
      .first();
    await expect(study).toBeVisible();
    // Each demo topic names a unit of grade 8 with a word list: both links are there (decision 0129).
    await expect(
      page.getByTestId("deneme-topics").getByRole("link", { name: new RegExp(trDeneme.studyWords) }),
    ).toHaveCount(3);
    await expect(page.getByTestId("deneme-chart")).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    // 'Bu konuyu çalış': one tap to the weakest topic's unit on the grade page.
    await study.tap();
    await expect(page).toHaveURL(/\/classes\/8(\?sayfa=\d+)?#donem-\d-unite-\d+$/);
    const anchor = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  } finally {
    await context.close();
  }
});

import { trExercises } from "#core/messages/exercises.ts";
import {
  DICTATED,
  EXPECTED_SCORE,
  LISTEN_SCORE,
  PICTURE,
  RIGHT_GAPS,
  RIGHT_ORDER,
  finish,
  finishListening,
  handsOnTest,
  itemsOf,
  listenAndWrite,
  pictureRow,
  question,
  shownOrder,
} from "./exercises";
import { expect, expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, test, waitForHydration } from "./fixtures";

test("on a phone: the words put in order and a bank's words put into the gaps by a finger's drag, scored as by keyboard", async ({
  page,
  request,
}) => {
  await page.goto(await handsOnTest(request));
  await waitForHydration(page);
  const list = question(page, "q1").locator("[data-order-list]");
  await list.scrollIntoViewIfNeeded();
  // Real touches through the browser's input pipeline (the phone project has a touch screen), a new finger each drag.
  const cdp = await page.context().newCDPSession(page);
  let finger = 0;
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const id = finger++;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...from, id }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10, id }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  for (const [place, word] of RIGHT_ORDER.entries()) {
    const at = (await shownOrder(list)).indexOf(word);
    if (at === place) continue;
    const from = (await itemsOf(list).nth(at).locator(".cursor-grab").boundingBox())!;
    const to = (await itemsOf(list).nth(place).boundingBox())!;
    await drag({ x: from.x + 20, y: from.y + from.height / 2 }, { x: from.x + 20, y: to.y + 4 });
    await expect.poll(async () => (await shownOrder(list)).indexOf(word)).toBe(place);
  }
  for (const [i, word] of RIGHT_GAPS.entries()) {
    const gap = question(page, "q3").getByLabel(trExercises.gap(i + 1));
    const source = question(page, "q3").locator("[data-bank-word]", { hasText: word });
    await gap.scrollIntoViewIfNeeded();
    const from = (await source.boundingBox())!;
    const to = (await gap.boundingBox())!;
    await drag(
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + to.height / 2 },
    );
    await expect(gap.locator("option:checked")).toHaveText(word);
  }
  await expectNoAxeViolations(page);
  expect(await finish(page)).toBe(EXPECTED_SCORE);
});

test("on a phone: dictations typed, the picture and the words tapped with a finger, and the same score without JavaScript", async ({
  page,
  request,
  browser,
}, info) => {
  const path = await listenAndWrite(request);
  await page.goto(path);
  await waitForHydration(page);
  for (const [id, text] of Object.entries(DICTATED))
    await question(page, id).getByLabel(trExercises.dictationLabel).fill(text);
  await question(page, "q3").getByRole("img", { name: PICTURE.q3 }).tap();
  await expect(question(page, "q3").getByRole("radio", { name: PICTURE.q3 })).toBeChecked();
  for (const [picture, word] of PICTURE.q4)
    await pictureRow(page, "q4", picture).getByText(word, { exact: true }).tap();
  await expectNoAxeViolations(page);
  const byTouch = await finishListening(page);

  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    javaScriptEnabled: false,
    locale: "tr-TR",
  });
  const plain = await context.newPage();
  await plain.goto(path);
  for (const [id, text] of Object.entries(DICTATED))
    await question(plain, id).getByLabel(trExercises.dictationLabel).fill(text);
  await question(plain, "q3").getByRole("radio", { name: PICTURE.q3 }).tap();
  for (const [picture, word] of PICTURE.q4)
    await pictureRow(plain, "q4", picture).getByRole("radio", { name: word }).tap();
  const withoutScripts = await finishListening(plain);
  await expectNoAxeViolationsWithoutScripts(plain, info);
  await context.close();

  expect(byTouch).toBe(LISTEN_SCORE);
  expect(withoutScripts).toBe(byTouch);
});

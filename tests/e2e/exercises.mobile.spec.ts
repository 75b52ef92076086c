import { trExercises } from "#core/messages/exercises.ts";
import { EXPECTED_SCORE, RIGHT_GAPS, RIGHT_ORDER, finish, handsOnTest, itemsOf, question, shownOrder } from "./exercises";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test("on a phone: the words put in order and a bank's words put into the gaps by a finger's drag, scored as by keyboard", async ({ page, request }) => {
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
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10, id }] });
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
    await drag({ x: from.x + from.width / 2, y: from.y + from.height / 2 }, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
    await expect(gap.locator("option:checked")).toHaveText(word);
  }
  await expectNoAxeViolations(page);
  expect(await finish(page)).toBe(EXPECTED_SCORE);
});

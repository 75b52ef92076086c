import { expect, expectNoAxeViolations, test } from "./fixtures";
import { boxesJoinTheAccountAtSignUp, openCards, quizFlow, withoutScriptsFlow, wordListFlow } from "./practice";

test("on a phone: a word list's words spoken, flashcards turned by a tap, a self-test", async ({ page, request }) => {
  await wordListFlow(page, request, "tap");
});

test("on a phone: a quiz with feedback as the pupil goes, and the result", async ({ page, request }) => {
  await quizFlow(page, request);
});

test("on a phone: a swipe brings the next or the previous card, unflipped, and a tap still flips", async ({
  page,
  request,
}) => {
  const { card, at } = await openCards(page, request);
  // The sideways swipe is the card's: the browser keeps only vertical panning.
  await expect(card).toHaveCSS("touch-action", "pan-y");
  // Real touches through the browser's input pipeline (the phone project has a touch screen).
  // A new finger (id) each swipe, a move each frame, from where the card is now.
  const cdp = await page.context().newCDPSession(page);
  let finger = 0;
  const swipe = async (from: number, to: number) => {
    const box = (await card.boundingBox())!;
    const point = (share: number) => ({ x: box.x + box.width * share, y: box.y + box.height / 2, id: finger });
    finger++;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(from)] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [point(from + ((to - from) * step) / 8)],
      });
      await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(0.85, 0.15);
  await at(2);
  await expect(card).toHaveAttribute("lang", "en");
  await swipe(0.85, 0.15);
  await at(3);
  await swipe(0.15, 0.85);
  await at(2);
  await expect(card).toHaveAttribute("lang", "en");
  await card.tap();
  await expect(card).toHaveAttribute("lang", "tr");
  await expectNoAxeViolations(page);
});

test("on a phone: a visitor's flashcard boxes, sorted by taps, join the account at sign-up", async ({
  page,
  request,
}) => {
  await boxesJoinTheAccountAtSignUp(page, request, "tap");
});

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the word table is readable and the quiz form is sent and scored by the server", async ({ page, request }) => {
    await withoutScriptsFlow(page, request);
  });
});

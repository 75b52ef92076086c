import { test } from "./fixtures";
import { quizFlow, wordListFlow } from "./practice";

test("on a phone: a word list's words spoken, flashcards turned by a tap, a self-test", async ({ page, request }) => {
  await wordListFlow(page, request, "tap");
});

test("on a phone: a quiz with feedback as the pupil goes, and the result", async ({ page, request }) => {
  await quizFlow(page, request);
});

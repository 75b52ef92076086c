import { istanbulFields } from "#core/homework/homework.ts";
import { trExercises } from "#core/messages/exercises.ts";
import type { ApiEntry } from "./content-helpers";
import { question, spokenOn, standInEnglishVoice } from "./exercises";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { madeExerciseClass } from "./homework";
import { signInAs } from "./sessions";

/**
 * One exercise, one view (decision 0106): a dictation given as homework is heard in the
 * homework as on its entry's page. The practice script runs there: 'Cümleyi dinle' is shown,
 * the note that it needs JavaScript is gone, and a press says the sentence.
 */
test("a pupil with JavaScript hears a dictation homework with 'Cümleyi dinle', as on the entry's page", async ({
  browser,
  baseURL,
}) => {
  const teacher = await browser.newContext({ locale: "tr-TR" });
  await signInAs(teacher, "exerciseTeacher");
  const { items } = (await (await teacher.request.get("/api/v1/contents?grade=2&type=3&pageSize=100")).json()) as {
    items: ApiEntry[];
  };
  const entry = items.find((i) => i.konuIng === "Hello! Listen and Write")!;
  const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
  const made = await teacher.request.post(`/api/v1/classes/${madeExerciseClass().id}/homework`, {
    headers: { Origin: new URL(baseURL!).origin },
    data: { contentId: entry.id, kind: "quiz", dueDate, dueTime },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await teacher.close();

  const pupil = await browser.newContext({ locale: "tr-TR" });
  await signInAs(pupil, "exercisePupil");
  const page = await pupil.newPage();
  await standInEnglishVoice(page);
  await page.goto(`/odevlerim/${id}`);
  await waitForHydration(page);
  const listen = question(page, "q2").getByRole("button", { name: trExercises.dictationListen });
  await expect(listen).toBeVisible();
  await expect(page.getByText(trExercises.dictationNoScript)).toHaveCount(0);
  await listen.click();
  await expect.poll(() => spokenOn(page)).toEqual(["My cat is very small."]);
  // The picture question's English is read aloud on a tap, under a Turkish line saying what to do.
  const bird = question(page, "q3");
  await expect(bird.getByText(trExercises.howTo.picturePicture, { exact: true })).toBeVisible();
  await bird.getByRole("button", { name: `${trExercises.listenQuestion}: Tap the picture of a bird.` }).click();
  await expect.poll(() => spokenOn(page)).toEqual(["My cat is very small.", "Tap the picture of a bird."]);
  // The device has an English voice: no word of its absence.
  await expect(page.getByText(trExercises.noEnglishVoice)).toBeHidden();
  await expectNoAxeViolations(page);
  await pupil.close();
});

import { keptEntry, type KeptEntry } from "#core/marks.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { QUIZ_CHECK_PATH } from "#app/lib/practice.ts";
import { setDeviceMark } from "#app/browser/device-marks.ts";
import { readJson, writeJson } from "./ui";

/** A quiz's feedback per question and a visitor's results on the device, fetched by a page with a quiz. */

const RESULTS_KEY = "merdiven:testler";

/** A visitor's results on this device, each with the version of the quiz it was scored on. */
type Results = Record<string, { best: number; last: number; total: number; version?: string }>;

/** One question's answer fields as a form would send them, once the question is fully answered. */
function answerOf(fieldset: HTMLFieldSetElement): FormData | null {
  const body = new FormData();
  const fields = [...fieldset.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")];
  for (const field of fields) {
    if (field instanceof HTMLInputElement && field.type === "radio" && !field.checked) continue;
    if (field.value.trim() === "") return null;
    body.set(field.name, field.value);
  }
  // A question of several rows (picture–word) is answered once every row is.
  const rows = Number(fieldset.dataset.rows ?? 1);
  return [...body.keys()].length >= rows && [...body.keys()].length > 0 ? body : null;
}

function checkAsAnswered(form: HTMLFormElement, entry: KeptEntry, signal: AbortSignal) {
  const check = async (fieldset: HTMLFieldSetElement) => {
    const out = fieldset.querySelector<HTMLElement>("[data-feedback]");
    const body = answerOf(fieldset);
    if (!out || !body) return;
    body.set("id", String(entry.id));
    body.set("version", form.dataset.quiz ?? "");
    body.set("question", fieldset.dataset.question ?? "");
    try {
      const response = await fetch(QUIZ_CHECK_PATH, { method: "POST", body, signal });
      const answer = (await response.json()) as { correct?: boolean; error?: string };
      out.textContent =
        answer.error ?? (answer.correct ? `✓ ${trExercises.feedbackRight}` : `✗ ${trExercises.checkWrong}`);
    } catch {
      // Offline or gone: the pupil still gets every answer when the form is sent.
    }
  };
  form.addEventListener(
    "change",
    (event) => {
      const fieldset = (event.target as Element).closest<HTMLFieldSetElement>("fieldset[data-question]");
      if (fieldset) void check(fieldset);
    },
    { signal },
  );
  // Answers given while this script was on its way get their feedback now (an ordering's
  // selects always hold an order: it is checked with the whole form only).
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-question]"))
    if (!fieldset.querySelector("[data-ordering]") && answerOf(fieldset)) void check(fieldset);
}

/**
 * A visitor's results stay on this device: the best and the last of each quiz, the best
 * started again when the quiz changed (its version), as the server does for an account.
 */
function keepOnDevice(root: HTMLElement, entry: KeptEntry, version: string | undefined) {
  const shown = root.querySelector<HTMLElement>("[data-quiz-result]");
  const result = shown?.dataset.quizResult?.split("/").map(Number);
  const results = readJson<Results>(RESULTS_KEY);
  // A score may be fractional (partial credit): 3.5/5.
  if (shown && result && result.length === 2 && result.every(Number.isFinite)) {
    const [score, total] = result;
    const before = results[entry.id];
    const scoredOn = shown.dataset.quizVersion;
    results[entry.id] = {
      best: before && before.version === scoredOn ? Math.max(before.best, score) : score,
      last: score,
      total,
      version: scoredOn,
    };
    writeJson(RESULTS_KEY, results);
    if (score * 2 >= total) setDeviceMark(keptEntry(entry), "done", true);
  }
  const best = root.querySelector<HTMLElement>("[data-device-best]");
  const mine = results[entry.id];
  if (best && mine && mine.version === version) {
    best.textContent = trExercises.deviceBest(mine.best, mine.total);
    best.hidden = false;
  }
}

export function startQuizFeedback(root: HTMLElement, entry: KeptEntry, signedIn: boolean, signal: AbortSignal) {
  const form = root.querySelector<HTMLFormElement>("form[data-quiz]");
  if (form && !form.hasAttribute("data-no-feedback")) checkAsAnswered(form, entry, signal);
  if (!signedIn) keepOnDevice(root, entry, form?.dataset.quiz);
}

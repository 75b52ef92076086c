import { shuffle } from "#core/flashcards.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { foldAnswer } from "#core/quiz-formats.ts";
import { el } from "#app/browser/dom.ts";
import { BUTTON, button, type Word } from "./ui";

/** The self-test from a word list, fetched when 'Kendini sına' is first pressed. */

const SELF_TEST_SIZE = 10;

export function showSelfTest(panel: HTMLElement, words: Word[], signal: AbortSignal) {
  panel.replaceChildren();
  const wrap = el("section", "space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4");
  wrap.setAttribute("aria-label", trExercises.selfTest);
  const prompt = el("p", "text-lg font-semibold", trExercises.selfTestMode);
  prompt.tabIndex = -1;
  const modes = el("div", "flex flex-wrap gap-2");
  const pick = button(trExercises.pickMode, BUTTON);
  const type = button(trExercises.typeMode, BUTTON);
  modes.append(pick, type);
  const close = button(trExercises.close);
  wrap.append(prompt, modes, close);
  panel.append(wrap);
  close.addEventListener("click", () => panel.replaceChildren(), { signal });
  pick.addEventListener("click", () => (modes.remove(), runSelfTest(wrap, prompt, words, "pick", signal)), { signal });
  type.addEventListener("click", () => (modes.remove(), runSelfTest(wrap, prompt, words, "type", signal)), { signal });
  prompt.focus();
}

interface Asked {
  prompt: HTMLElement;
  answers: HTMLElement;
  answered(word: Word, right: boolean): void;
  signal: AbortSignal;
}

/** Pick the English of `word` among four of the list. */
function askPick(a: Asked, words: Word[], word: Word, place: number, count: number) {
  a.prompt.textContent = trExercises.selfTestQuestion(place, count, word.turkish);
  const others = shuffle(words.filter((w) => w !== word)).slice(0, 3);
  for (const option of shuffle([word, ...others])) {
    const b = button(option.english);
    b.lang = "en";
    b.addEventListener("click", () => a.answered(word, option === word), { signal: a.signal });
    a.answers.append(b);
  }
  a.prompt.focus();
}

/** Type the English of `word` (compared as quiz short answers are). */
function askType(a: Asked, word: Word, place: number, count: number) {
  a.prompt.textContent = trExercises.typeQuestion(place, count, word.turkish);
  const form = el("form", "flex flex-wrap items-end gap-2");
  const id = `kendini-sina-${place - 1}`;
  const label = el("label", "block w-full font-semibold", trExercises.typeLabel);
  label.htmlFor = id;
  const input = el("input", "min-h-11 min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 text-slate-900");
  input.id = id;
  input.lang = "en";
  input.autocomplete = "off";
  input.maxLength = 200;
  const check = button(trExercises.check, BUTTON);
  check.type = "submit";
  form.append(label, input, check);
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      a.answered(word, foldAnswer(input.value) === foldAnswer(word.english));
    },
    { signal: a.signal },
  );
  a.answers.append(form);
  input.focus();
}

/**
 * Ten words of the list, asked by their Turkish: pick the English from four, or type it
 * (compared as quiz short answers are: case, Turkish letters and spaces do not count). At the end, the
 * score and the words to look at again.
 */
function runSelfTest(
  wrap: HTMLElement,
  prompt: HTMLElement,
  words: Word[],
  mode: "pick" | "type",
  signal: AbortSignal,
) {
  const questions = shuffle(words).slice(0, SELF_TEST_SIZE);
  const missed: Word[] = [];
  let index = 0;
  const answers = el("div", mode === "pick" ? "grid gap-2 sm:grid-cols-2" : "space-y-2");
  const feedback = el("p", "font-semibold");
  feedback.setAttribute("aria-live", "polite");
  const next = button(`${trExercises.next} →`, BUTTON);
  const summary = el("ul", "list-disc space-y-1 pl-6");
  for (const part of [answers, feedback, next, summary]) wrap.insertBefore(part, wrap.lastChild);

  const answered = (word: Word, right: boolean) => {
    if (!right) missed.push(word);
    feedback.textContent = right ? trExercises.feedbackRight : trExercises.feedbackWrong(word.english);
    for (const control of answers.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input"))
      control.disabled = true;
    next.hidden = false;
    next.focus();
  };
  const asked: Asked = { prompt, answers, answered, signal };

  const ask = () => {
    feedback.textContent = "";
    next.hidden = true;
    answers.replaceChildren();
    if (index >= questions.length) {
      prompt.textContent = trExercises.selfTestDone(questions.length - missed.length, questions.length);
      if (missed.length) {
        summary.before(el("p", "font-semibold", trExercises.missed));
        summary.replaceChildren(...missed.map((w) => el("li", "", `${w.turkish}: ${w.english}`)));
      }
      prompt.focus();
      return;
    }
    if (mode === "pick") askPick(asked, words, questions[index], index + 1, questions.length);
    else askType(asked, questions[index], index + 1, questions.length);
  };
  next.addEventListener(
    "click",
    () => {
      index++;
      ask();
    },
    { signal },
  );
  ask();
}

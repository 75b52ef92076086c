import type { KeptEntry } from "#core/marks.ts";
import { sayInEnglish, watchEnglishVoice } from "./english-voice";
import { wordsOf } from "./practice/ui";

/**
 * The practice script, fetched only by pages that have a word list or a quiz.
 * It works on the HTML the server drew (app/lib/practice.server.tsx), which already
 * works without it: 'Dinle' through the browser's own speech synthesis, flashcards in
 * Leitner boxes kept on the device, a self-test from the list, and feedback per quiz
 * question. It returns a function that undoes everything it started.
 *
 * This module is only the door (decision 0100): each exercise kind is a module of its own
 * under ./practice/, fetched with import() when the page has that kind (a quiz, ordering,
 * gaps, dictation) or when its button is first pressed (flashcards, self-test, speaking), so a
 * page pays only for what it shows.
 */

function startSpeech(root: HTMLElement, signal: AbortSignal) {
  if (!("speechSynthesis" in window)) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-say]")];
  // A quiz says so when the device has no English voice: its questions' 'Dinle' stay hidden.
  const noVoice = root.querySelector<HTMLElement>("[data-no-voice]");
  watchEnglishVoice((voice) => {
    for (const b of buttons) b.hidden = voice === null;
    if (noVoice) noVoice.hidden = voice !== null || buttons.length === 0;
  }, signal);
  root.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest<HTMLButtonElement>("button[data-say]");
      if (target) sayInEnglish(target.dataset.say ?? "");
    },
    { signal },
  );
}

/** The lines to say on a word list: each word, then its example sentence where it has one. */
function speakingLines(root: HTMLElement): { text: string }[] {
  return [...root.querySelectorAll<HTMLTableRowElement>("#kelimeler tbody tr")].flatMap((row) =>
    [row.cells[0]?.textContent?.trim() ?? "", row.cells[2]?.textContent?.trim() ?? ""]
      .filter((text) => text !== "")
      .map((text) => ({ text })),
  );
}

/** A part fetched on its own, started only if the script has not been stopped meanwhile. */
function when<T>(part: Promise<T>, signal: AbortSignal, start: (module: T) => void) {
  void part.then((module) => {
    if (!signal.aborted) start(module);
  });
}

/** The quiz's parts, each fetched at once (side by side) where the form has it. */
function startQuiz(root: HTMLElement, entry: KeptEntry, signedIn: boolean, signal: AbortSignal) {
  const form = root.querySelector<HTMLFormElement>("form[data-quiz]");
  if (form || root.querySelector("[data-quiz-result]"))
    when(import("./practice/quiz"), signal, (m) => m.startQuizFeedback(root, entry, signedIn, signal));
  if (!form) return;
  const boxes = (selector: string) => [...form.querySelectorAll<HTMLElement>(selector)];
  if (boxes("[data-ordering]").length)
    when(import("./practice/ordering"), signal, (m) =>
      boxes("[data-ordering]").forEach((box) => m.startOrdering(box, signal)),
    );
  if (boxes("[data-gaps]").length)
    when(import("./practice/gaps"), signal, (m) => boxes("[data-gaps]").forEach((box) => m.startGaps(box, signal)));
  if (boxes("[data-dictation]").length)
    when(import("./practice/dictation"), signal, (m) => m.startDictation(form, entry.id, signal));
}

export function startPractice(root: HTMLElement, entry: KeptEntry, signedIn: boolean): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  startSpeech(root, signal);
  const words = wordsOf(root);
  const panel = root.querySelector<HTMLElement>("[data-practice-panel]");
  // 'Dinle ve söyle' holds the microphone while it records: anything else opened in the panel ends it first.
  let speaking: AbortController | null = null;
  const endSpeaking = () => {
    speaking?.abort();
    speaking = null;
  };
  signal.addEventListener("abort", endSpeaking);
  /** The speaking script comes only now, on the press (never in a page's first load). */
  async function openSpeakingIn(panel: HTMLElement, lines: { text: string }[]) {
    endSpeaking();
    const own = new AbortController();
    speaking = own;
    const { openSpeaking } = await import("./speak-client");
    if (!own.signal.aborted) await openSpeaking(panel, lines, own.signal);
  }
  /** Flashcards and the self-test come on the first press too. */
  const open = (kind: string | undefined, panel: HTMLElement) => {
    endSpeaking();
    if (kind === "cards")
      when(import("./practice/cards"), signal, (m) => void m.showCards(panel, entry, words, signedIn, signal));
    else when(import("./practice/self-test"), signal, (m) => m.showSelfTest(panel, words, signal));
  };
  for (const b of root.querySelectorAll<HTMLButtonElement>("button[data-practice]")) {
    if (!panel) continue;
    if (b.dataset.practice === "speak") {
      const lines = speakingLines(root);
      if (lines.length === 0) continue;
      b.hidden = false;
      b.addEventListener("click", () => void openSpeakingIn(panel, lines), { signal });
      continue;
    }
    if (words.length < 2) continue;
    b.hidden = b.dataset.practice === "self-test" && words.length < 4;
    b.addEventListener("click", () => open(b.dataset.practice, panel), { signal });
  }
  startQuiz(root, entry, signedIn, signal);
  return () => {
    controller.abort();
    // What the stopped script drew no longer answers; the next start draws it again.
    panel?.replaceChildren();
  };
}

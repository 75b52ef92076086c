import { trExercises } from "#core/messages/exercises.ts";
import { DICTATION_PATH } from "#app/lib/practice.ts";
import { englishVoice, sayInEnglish, watchEnglishVoice } from "#app/browser/english-voice.ts";

/**
 * Dictation (decision 0077): 'Cümleyi dinle' shown where the device has an English voice; the
 * sentence is asked for only when it is pressed (it is not in the page), then spoken slowly.
 */
export function startDictation(form: HTMLFormElement, entryId: number, signal: AbortSignal) {
  const boxes = [...form.querySelectorAll<HTMLElement>("[data-dictation]")].filter((b) =>
    b.querySelector("button[data-dictation-say]"),
  );
  if (!boxes.length) return;
  watchEnglishVoice((voice) => {
    for (const box of boxes) {
      box.querySelector<HTMLButtonElement>("button[data-dictation-say]")!.hidden = voice === null;
      const note = box.querySelector<HTMLElement>("[data-dictation-note]");
      if (note) {
        note.textContent = trExercises.dictationNoVoice;
        note.hidden = voice !== null;
      }
    }
  }, signal);
  if (!("speechSynthesis" in window)) return;
  const sentences = new Map<string, string>();
  for (const box of boxes) {
    const question = box.dataset.dictation ?? "";
    box.querySelector("button[data-dictation-say]")!.addEventListener(
      "click",
      async () => {
        const voice = englishVoice();
        if (!voice) return;
        let text = sentences.get(question);
        if (text === undefined) {
          const query = new URLSearchParams({ id: String(entryId), version: form.dataset.quiz ?? "", question });
          try {
            const answer = (await (await fetch(`${DICTATION_PATH}?${query}`, { signal })).json()) as { text?: string };
            if (typeof answer.text !== "string") return;
            text = answer.text;
            sentences.set(question, text);
          } catch {
            return;
          }
        }
        // Slower than a word list's 'Dinle': the pupil writes as it is said.
        sayInEnglish(text, 0.8);
      },
      { signal },
    );
  }
}

import { trExercises } from "#core/messages/exercises.ts";
import { liveRegion, undoOnAbort } from "./by-hand";
import { capture } from "./ui";

/**
 * A gaps question by hand: a bank word dragged (mouse, pen or finger) onto a gap
 * chooses it in that gap's select, the form's own field; the selects stay for the keyboard
 * and for choosing by tap.
 */
export function startGaps(box: HTMLElement, signal: AbortSignal) {
  const words = [...box.querySelectorAll<HTMLElement>("[data-bank-word]")];
  if (!words.length) return;
  const live = liveRegion(box);
  undoOnAbort(box, signal, [live], []);
  for (const w of words) w.classList.add("cursor-grab", "touch-none", "select-none");
  signal.addEventListener("abort", () =>
    words.forEach((w) => w.classList.remove("cursor-grab", "touch-none", "select-none")),
  );
  let dragged: HTMLElement | null = null;
  box.addEventListener(
    "pointerdown",
    (event) => {
      dragged = (event.target as Element).closest<HTMLElement>("[data-bank-word]");
      if (!dragged) return;
      dragged.classList.add("ring-4", "ring-brand-700");
      capture(dragged, event);
    },
    { signal },
  );
  const drop = (event: PointerEvent) => {
    if (!dragged) return;
    const word = dragged;
    dragged = null;
    word.classList.remove("ring-4", "ring-brand-700");
    const gap = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLSelectElement>("select[data-gap]");
    const option =
      gap && box.contains(gap) ? [...gap.options].find((o) => o.value === word.dataset.bankWord) : undefined;
    if (!gap || !option) return;
    gap.value = option.value;
    gap.dispatchEvent(new Event("change", { bubbles: true }));
    live.textContent = trExercises.placedIn(option.text, Number(gap.dataset.gap) + 1);
  };
  box.addEventListener("pointerup", drop, { signal });
  box.addEventListener("pointercancel", () => (dragged = null), { signal });
}

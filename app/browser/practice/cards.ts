import { cardOrder, nextBox, type Boxes } from "#core/flashcards.ts";
import type { KeptEntry } from "#core/marks.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { CARDS_PATH, DEVICE_CARDS_KEY } from "#app/lib/practice.ts";
import { el } from "#app/browser/dom.ts";
import { BUTTON, button, capture, readJson, writeJson, type Word } from "./ui";

/** Flashcards in Leitner boxes, fetched when 'Kartlar' is first pressed. */

/** A signed-in pupil's boxes for the entry, from the account; none when they cannot be read. */
async function accountBoxes(entryId: number, signal: AbortSignal): Promise<Record<string, number>> {
  try {
    const response = await fetch(`${CARDS_PATH}?id=${entryId}`, { signal, headers: { Accept: "application/json" } });
    return response.ok ? (((await response.json()) as { boxes?: Record<string, number> }).boxes ?? {}) : {};
  } catch {
    return {};
  }
}

/** One sorted card into the account; a lost request costs one card's box, never the practice. */
function keepInAccount(entryId: number, word: string, knew: boolean, signal: AbortSignal) {
  const body = new FormData();
  body.set("intent", "sort");
  body.set("id", String(entryId));
  body.set("word", word);
  body.set("knew", knew ? "1" : "0");
  fetch(CARDS_PATH, { method: "POST", body, signal }).catch(() => {});
}

/** The panel's controls, drawn empty. */
function drawPanel(panel: HTMLElement) {
  panel.replaceChildren();
  const wrap = el("section", "space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4");
  wrap.setAttribute("aria-label", trExercises.cardsTitle);
  const top = el("div", "flex flex-wrap items-center justify-between gap-2");
  const counter = el("p", "font-semibold");
  counter.setAttribute("aria-live", "polite");
  const side = button(trExercises.turkishFirst);
  const close = button(trExercises.close);
  top.append(counter, side, close);
  // touch-pan-y: a sideways swipe is the card's to handle; left to the browser, a phone may
  // take it for a pan and cancel the pointer mid-swipe. The page still scrolls up and down.
  const card = el(
    "button",
    "flex min-h-40 w-full touch-pan-y select-none items-center justify-center rounded-2xl bg-white p-6 text-center text-2xl font-bold text-brand-900 shadow ring-1 ring-slate-300 focus-visible:outline-4",
  );
  card.type = "button";
  card.dataset.card = "";
  const help = el("p", "text-sm text-slate-700", trExercises.cardsHelp);
  const actions = el("div", "flex flex-wrap gap-2");
  const previous = button(`← ${trExercises.previous}`);
  const again = button(trExercises.again);
  const know = button(trExercises.know, BUTTON);
  const next = button(`${trExercises.next} →`);
  actions.append(previous, again, know, next);
  wrap.append(top, card, help, actions);
  panel.append(wrap);
  return { wrap, counter, side, close, card, previous, again, know, next };
}

type Controls = ReturnType<typeof drawPanel>;

/**
 * A swipe on a phone, or a drag with the mouse: left for the next card, right for the previous
 * one; a finger's tap flips. Clicks the pointer handling has already answered are ignored for a
 * while: a mouse drag's closing click, and the click a phone may send after a tap. Keys (Space,
 * Enter) make clicks with detail 0, always a flip.
 */
function handleCard(card: HTMLButtonElement, move: (step: number) => void, flip: () => void, signal: AbortSignal) {
  let ignoreClicksUntil = 0;
  card.addEventListener(
    "click",
    (event) => {
      if (event.detail === 0 || event.timeStamp >= ignoreClicksUntil) flip();
    },
    { signal },
  );
  let startX: number | null = null;
  card.addEventListener(
    "pointerdown",
    (event) => {
      startX = event.clientX;
      // The drag's end reaches the card even when the pointer has left it.
      capture(card, event);
    },
    { signal },
  );
  card.addEventListener(
    "pointerup",
    (event) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      if (Math.abs(dx) > 60) {
        move(dx < 0 ? 1 : -1);
        ignoreClicksUntil = event.timeStamp + 500;
      } else if (event.pointerType !== "mouse" && Math.abs(dx) < 12) {
        // A finger's tap flips as it lifts: right after a swipe a phone may take the tap for
        // the swipe's end and send no click at all, or send it late.
        flip();
        ignoreClicksUntil = event.timeStamp + 800;
      }
    },
    { signal },
  );
  card.addEventListener("pointercancel", () => (startX = null), { signal });
}

/** The buttons and the arrow keys. */
function handleButtons(
  c: Controls,
  panel: HTMLElement,
  on: { move(step: number): void; sort(knew: boolean): void; side(): void },
  signal: AbortSignal,
) {
  c.side.addEventListener("click", on.side, { signal });
  c.close.addEventListener("click", () => panel.replaceChildren(), { signal });
  c.previous.addEventListener("click", () => on.move(-1), { signal });
  c.next.addEventListener("click", () => on.move(1), { signal });
  c.know.addEventListener("click", () => on.sort(true), { signal });
  c.again.addEventListener("click", () => on.sort(false), { signal });
  c.wrap.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "ArrowRight") on.move(1);
      else if (event.key === "ArrowLeft") on.move(-1);
      else return;
      event.preventDefault();
    },
    { signal },
  );
}

/** Flashcards in Leitner boxes: on the device for a visitor, in the account once signed in. */
export async function showCards(
  panel: HTMLElement,
  entry: KeptEntry,
  words: Word[],
  signedIn: boolean,
  signal: AbortSignal,
) {
  const all = signedIn ? { [entry.id]: await accountBoxes(entry.id, signal) } : readJson<Boxes>(DEVICE_CARDS_KEY);
  // Stopped while the boxes were on their way: controls drawn now would answer nothing.
  if (signal.aborted) return;
  const boxes = (all[entry.id] ??= {});
  const s = { order: cardOrder(words, boxes), index: 0, flipped: false, englishFirst: true, known: 0 };
  const c = drawPanel(panel);
  const answers = [c.again, c.know, c.previous, c.next];

  const draw = () => {
    if (s.index >= s.order.length) {
      c.counter.textContent = trExercises.cardsDone(s.known, s.order.length);
      c.card.textContent = trExercises.startAgain;
      c.card.removeAttribute("lang");
      for (const b of answers) b.disabled = true;
      return;
    }
    for (const b of answers) b.disabled = false;
    c.previous.disabled = s.index === 0;
    const word = s.order[s.index];
    const showEnglish = s.englishFirst !== s.flipped;
    c.counter.textContent = trExercises.cardOf(s.index + 1, s.order.length);
    c.card.textContent = showEnglish ? word.english : word.turkish;
    c.card.lang = showEnglish ? "en" : "tr";
  };
  const move = (step: number) => {
    s.index = Math.max(0, Math.min(s.order.length, s.index + step));
    s.flipped = false;
    draw();
  };
  const sort = (didKnow: boolean) => {
    const word = s.order[s.index];
    if (!word) return;
    boxes[word.english] = nextBox(boxes[word.english], didKnow);
    if (didKnow) s.known++;
    if (signedIn) keepInAccount(entry.id, word.english, didKnow, signal);
    else writeJson(DEVICE_CARDS_KEY, all);
    move(1);
  };
  const flipOrRestart = () => {
    if (s.index >= s.order.length)
      Object.assign(s, { order: cardOrder(words, boxes), index: 0, known: 0, flipped: false });
    else s.flipped = !s.flipped;
    draw();
  };
  const side = () => {
    s.englishFirst = !s.englishFirst;
    c.side.textContent = s.englishFirst ? trExercises.turkishFirst : trExercises.englishFirst;
    s.flipped = false;
    draw();
  };
  handleCard(c.card, move, flipOrRestart, signal);
  handleButtons(c, panel, { move, sort, side }, signal);
  draw();
  c.card.focus();
}

import { cardOrder, nextBox, shuffle, type Boxes } from "#core/flashcards.ts";
import { keptEntry, type KeptEntry } from "#core/marks.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { foldAnswer } from "#core/quiz-formats.ts";
import { setDeviceMark } from "./device-marks";
import { englishVoice, sayInEnglish } from "./english-voice";
import { CARDS_PATH, DEVICE_CARDS_KEY, DICTATION_PATH, QUIZ_CHECK_PATH } from "#app/lib/practice.ts";
import { el } from "./dom";

/**
 * The practice script (issue 20), fetched only by pages that have a word list or a quiz.
 * It works on the HTML the server drew (app/lib/practice.server.tsx), which already
 * works without it: 'Dinle' through the browser's own speech synthesis, flashcards in
 * Leitner boxes kept on the device, a self-test from the list, and feedback per quiz
 * question. It returns a function that undoes everything it started.
 */

const RESULTS_KEY = "merdiven:testler";
const SELF_TEST_SIZE = 10;

interface Word {
  english: string;
  turkish: string;
}

/** A visitor's results on this device, each with the version of the quiz it was scored on. */
type Results = Record<string, { best: number; last: number; total: number; version?: string }>;

function readJson<T extends object>(key: string): T {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as T) : ({} as T);
  } catch {
    return {} as T;
  }
}

function writeJson(key: string, value: object) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or forbidden storage costs the pupil the boxes, never the practice.
  }
}

const BUTTON = "min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const QUIET_BUTTON = "min-h-11 rounded-lg border border-slate-500 px-4 font-semibold text-slate-900 hover:bg-slate-100";

/** A drag's later events (its end too) reach `target` even when the pointer has left it. */
function capture(target: Element, event: PointerEvent) {
  try {
    target.setPointerCapture(event.pointerId);
  } catch {
    // Not an active pointer (a synthetic event): nothing to capture.
  }
}

function button(label: string, className = QUIET_BUTTON) {
  const b = el("button", className, label);
  b.type = "button";
  return b;
}

// ------------------------------------------------------------------ speech

function startSpeech(root: HTMLElement, signal: AbortSignal) {
  if (!("speechSynthesis" in window)) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-say]")];
  const offer = () => {
    const voice = englishVoice();
    for (const b of buttons) b.hidden = voice === null;
  };
  offer();
  window.speechSynthesis.addEventListener("voiceschanged", offer, { signal });
  root.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest<HTMLButtonElement>("button[data-say]");
      if (target) sayInEnglish(target.dataset.say ?? "");
    },
    { signal },
  );
}

/**
 * Dictation (decision 0077): 'Cümleyi dinle' shown where the device has an English voice; the
 * sentence is asked for only when it is pressed (it is not in the page), then spoken slowly.
 */
function startDictation(form: HTMLFormElement, entryId: number, signal: AbortSignal) {
  const boxes = [...form.querySelectorAll<HTMLElement>("[data-dictation]")].filter((b) => b.querySelector("button[data-dictation-say]"));
  if (!boxes.length) return;
  const speech = "speechSynthesis" in window;
  const offer = () => {
    const voice = speech ? englishVoice() : null;
    for (const box of boxes) {
      box.querySelector<HTMLButtonElement>("button[data-dictation-say]")!.hidden = voice === null;
      const note = box.querySelector<HTMLElement>("[data-dictation-note]");
      if (note) {
        note.textContent = trExercises.dictationNoVoice;
        note.hidden = voice !== null;
      }
    }
  };
  offer();
  if (!speech) return;
  window.speechSynthesis.addEventListener("voiceschanged", offer, { signal });
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

// ------------------------------------------------------------------ flashcards

function wordsOf(root: HTMLElement): Word[] {
  return [...root.querySelectorAll<HTMLTableRowElement>("#kelimeler tbody tr")].map((row) => ({
    english: row.cells[0]?.textContent?.trim() ?? "",
    turkish: row.cells[1]?.textContent?.trim() ?? "",
  }));
}

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

/** Flashcards in Leitner boxes: on the device for a visitor, in the account once signed in. */
async function showCards(panel: HTMLElement, entry: KeptEntry, words: Word[], signedIn: boolean, signal: AbortSignal) {
  const all = signedIn ? { [entry.id]: await accountBoxes(entry.id, signal) } : readJson<Boxes>(DEVICE_CARDS_KEY);
  // Stopped while the boxes were on their way: controls drawn now would answer nothing.
  if (signal.aborted) return;
  const boxes = (all[entry.id] ??= {});
  let order = cardOrder(words, boxes);
  let index = 0;
  let flipped = false;
  let englishFirst = true;
  let known = 0;

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
  const card = el("button", "flex min-h-40 w-full touch-pan-y select-none items-center justify-center rounded-2xl bg-white p-6 text-center text-2xl font-bold text-brand-900 shadow ring-1 ring-slate-300 focus-visible:outline-4");
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

  const draw = () => {
    if (index >= order.length) {
      counter.textContent = trExercises.cardsDone(known, order.length);
      card.textContent = trExercises.startAgain;
      card.removeAttribute("lang");
      for (const b of [again, know, previous, next]) b.disabled = true;
      return;
    }
    for (const b of [again, know, previous, next]) b.disabled = false;
    previous.disabled = index === 0;
    const word = order[index];
    const showEnglish = englishFirst !== flipped;
    counter.textContent = trExercises.cardOf(index + 1, order.length);
    card.textContent = showEnglish ? word.english : word.turkish;
    card.lang = showEnglish ? "en" : "tr";
  };
  const move = (step: number) => {
    index = Math.max(0, Math.min(order.length, index + step));
    flipped = false;
    draw();
  };
  const sort = (didKnow: boolean) => {
    const word = order[index];
    if (!word) return;
    boxes[word.english] = nextBox(boxes[word.english], didKnow);
    if (didKnow) known++;
    if (signedIn) keepInAccount(entry.id, word.english, didKnow, signal);
    else writeJson(DEVICE_CARDS_KEY, all);
    move(1);
  };
  const flipOrRestart = () => {
    if (index >= order.length) {
      order = cardOrder(words, boxes);
      index = 0;
      known = 0;
      flipped = false;
    } else flipped = !flipped;
    draw();
  };

  // Clicks the card's own pointer handling (below) has already answered are ignored until
  // this time: a mouse drag's closing click, and the click a phone may send after a tap.
  // Keys (Space, Enter) make clicks with detail 0, always a flip.
  let ignoreClicksUntil = 0;
  card.addEventListener(
    "click",
    (event) => {
      if (event.detail === 0 || event.timeStamp >= ignoreClicksUntil) flipOrRestart();
    },
    { signal },
  );
  side.addEventListener(
    "click",
    () => {
      englishFirst = !englishFirst;
      side.textContent = englishFirst ? trExercises.turkishFirst : trExercises.englishFirst;
      flipped = false;
      draw();
    },
    { signal },
  );
  close.addEventListener("click", () => panel.replaceChildren(), { signal });
  previous.addEventListener("click", () => move(-1), { signal });
  next.addEventListener("click", () => move(1), { signal });
  know.addEventListener("click", () => sort(true), { signal });
  again.addEventListener("click", () => sort(false), { signal });
  wrap.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "ArrowRight") move(1);
      else if (event.key === "ArrowLeft") move(-1);
      else return;
      event.preventDefault();
    },
    { signal },
  );
  // A swipe on a phone, or a drag with the mouse: left for the next card, right for the previous one.
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
        flipOrRestart();
        ignoreClicksUntil = event.timeStamp + 800;
      }
    },
    { signal },
  );
  card.addEventListener("pointercancel", () => (startX = null), { signal });
  draw();
  card.focus();
}

/** The lines to say on a word list: each word, then its example sentence where it has one. */
function speakingLines(root: HTMLElement): { text: string }[] {
  return [...root.querySelectorAll<HTMLTableRowElement>("#kelimeler tbody tr")].flatMap((row) =>
    [row.cells[0]?.textContent?.trim() ?? "", row.cells[2]?.textContent?.trim() ?? ""].filter((text) => text !== "").map((text) => ({ text })),
  );
}

// ------------------------------------------------------------------ self-test from the list

function showSelfTest(panel: HTMLElement, words: Word[], signal: AbortSignal) {
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

/**
 * Ten words of the list, asked by their Turkish: pick the English from four, or type it
 * (compared as quiz short answers are: case, Turkish letters and spaces do not count). At the end, the
 * score and the words to look at again.
 */
function runSelfTest(wrap: HTMLElement, prompt: HTMLElement, words: Word[], mode: "pick" | "type", signal: AbortSignal) {
  const questions = shuffle(words).slice(0, SELF_TEST_SIZE);
  const missed: Word[] = [];
  let index = 0;
  const answers = el("div", mode === "pick" ? "grid gap-2 sm:grid-cols-2" : "space-y-2");
  const feedback = el("p", "font-semibold");
  feedback.setAttribute("aria-live", "polite");
  const next = button(`${trExercises.next} →`, BUTTON);
  const summary = el("ul", "list-disc space-y-1 pl-6");
  wrap.insertBefore(answers, wrap.lastChild);
  wrap.insertBefore(feedback, wrap.lastChild);
  wrap.insertBefore(next, wrap.lastChild);
  wrap.insertBefore(summary, wrap.lastChild);

  const answered = (word: Word, right: boolean) => {
    if (!right) missed.push(word);
    feedback.textContent = right ? trExercises.feedbackRight : trExercises.feedbackWrong(word.english);
    for (const control of answers.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input")) control.disabled = true;
    next.hidden = false;
    next.focus();
  };

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
    const word = questions[index];
    if (mode === "pick") {
      prompt.textContent = trExercises.selfTestQuestion(index + 1, questions.length, word.turkish);
      const others = shuffle(words.filter((w) => w !== word)).slice(0, 3);
      for (const option of shuffle([word, ...others])) {
        const b = button(option.english);
        b.lang = "en";
        b.addEventListener("click", () => answered(word, option === word), { signal });
        answers.append(b);
      }
      prompt.focus();
      return;
    }
    prompt.textContent = trExercises.typeQuestion(index + 1, questions.length, word.turkish);
    const form = el("form", "flex flex-wrap items-end gap-2");
    const id = `kendini-sina-${index}`;
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
        answered(word, foldAnswer(input.value) === foldAnswer(word.english));
      },
      { signal },
    );
    answers.append(form);
    input.focus();
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

// ------------------------------------------------------------------ ordering and gaps by hand

/** A polite live region for what a move did, read by screen readers only. */
function liveRegion(box: HTMLElement) {
  const live = el("p", "sr-only");
  live.setAttribute("aria-live", "polite");
  box.append(live);
  return live;
}

/** The server-drawn fields come back when the script stops (the page works without it). */
function undoOnAbort(box: HTMLElement, signal: AbortSignal, drawn: HTMLElement[], hidden: HTMLElement[]) {
  const help = box.querySelector<HTMLElement>("[data-js-help]");
  if (help) help.hidden = false;
  for (const h of hidden) h.hidden = true;
  signal.addEventListener("abort", () => {
    for (const d of drawn) d.remove();
    for (const h of hidden) h.hidden = false;
    if (help) help.hidden = true;
  });
}

/**
 * An ordering question by hand (issue 36): its items as a list to drag (mouse, pen or finger)
 * or to move by keyboard (the arrow keys on an item, or its up and down buttons), each move
 * told through a live region. Every move writes the form's own selects ('1. sıra' …), so the
 * server gets and scores the same fields as without JavaScript.
 */
function startOrdering(box: HTMLElement, signal: AbortSignal) {
  const selectList = box.querySelector<HTMLElement>("[data-order-selects]");
  const selects = [...box.querySelectorAll<HTMLSelectElement>("select")];
  if (!selectList || selects.length < 2) return;
  const texts = [...selects[0].options].map((o) => o.text);
  const start = selects.map((s) => Number(s.value));
  const order = new Set(start).size === start.length ? start : texts.map((_, i) => i);
  const list = el("ol", "space-y-2");
  list.dataset.orderList = "";
  const live = liveRegion(box);
  undoOnAbort(box, signal, [list, live], [selectList]);
  selectList.after(list);

  const items = order.map((k) => {
    const li = el("li", "flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 bg-white p-1 focus-visible:outline-4 focus-visible:outline-brand-700");
    li.tabIndex = 0;
    li.dataset.item = String(k);
    const handle = el("span", "flex min-h-11 flex-1 cursor-grab touch-none select-none items-center px-2");
    const number = el("span", "mr-2 font-semibold");
    const text = el("span", "", texts[k]);
    text.lang = "en";
    handle.append(number, text);
    const up = button("↑");
    up.setAttribute("aria-label", trExercises.moveUp(texts[k]));
    up.dataset.step = "-1";
    const down = button("↓");
    down.setAttribute("aria-label", trExercises.moveDown(texts[k]));
    down.dataset.step = "1";
    li.append(handle, up, down);
    return li;
  });
  list.append(...items);

  const current = () => [...list.children] as HTMLLIElement[];
  /** The numbers, the buttons at the ends, the selects; and, after a move, what happened. */
  const refresh = (moved?: HTMLLIElement) => {
    const lis = current();
    lis.forEach((li, place) => {
      li.querySelector("span span")!.textContent = `${place + 1}.`;
      li.querySelector<HTMLButtonElement>("[data-step='-1']")!.disabled = place === 0;
      li.querySelector<HTMLButtonElement>("[data-step='1']")!.disabled = place === lis.length - 1;
      selects[place].value = li.dataset.item ?? "";
    });
    if (moved) live.textContent = trExercises.movedTo(texts[Number(moved.dataset.item)], lis.indexOf(moved) + 1, lis.length);
  };
  const move = (li: HTMLLIElement, step: number) => {
    const lis = current();
    const to = lis.indexOf(li) + step;
    if (to < 0 || to >= lis.length) return;
    const focused = document.activeElement;
    if (step < 0) lis[to].before(li);
    else lis[to].after(li);
    // Moving an element drops its focus: it goes back where it was, or to the item at an end.
    const back = focused instanceof HTMLButtonElement && li.contains(focused) && !focused.disabled ? focused : li;
    refresh(li);
    (back instanceof HTMLButtonElement && back.disabled ? li : back).focus();
  };
  list.addEventListener(
    "click",
    (event) => {
      const b = (event.target as Element).closest<HTMLButtonElement>("button[data-step]");
      const li = b?.closest<HTMLLIElement>("li");
      if (b && li) move(li, Number(b.dataset.step));
    },
    { signal },
  );
  list.addEventListener(
    "keydown",
    (event) => {
      const li = event.target as HTMLElement;
      if (li.parentElement !== list || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      move(li as HTMLLIElement, event.key === "ArrowUp" ? -1 : 1);
    },
    { signal },
  );
  // A drag: the item follows the pointer past its neighbours' middles.
  let dragged: HTMLLIElement | null = null;
  list.addEventListener(
    "pointerdown",
    (event) => {
      const handle = (event.target as Element).closest(".cursor-grab");
      if (!handle || event.button !== 0) return;
      dragged = handle.closest("li");
      dragged?.classList.add("ring-4", "ring-brand-700");
      capture(list, event);
    },
    { signal },
  );
  list.addEventListener(
    "pointermove",
    (event) => {
      if (!dragged) return;
      const lis = current();
      const at = lis.indexOf(dragged);
      const before = lis[at - 1]?.getBoundingClientRect();
      const after = lis[at + 1]?.getBoundingClientRect();
      if (before && event.clientY < before.top + before.height / 2) lis[at - 1].before(dragged);
      else if (after && event.clientY > after.top + after.height / 2) lis[at + 1].after(dragged);
    },
    { signal },
  );
  const drop = () => {
    if (!dragged) return;
    dragged.classList.remove("ring-4", "ring-brand-700");
    refresh(dragged);
    dragged = null;
  };
  list.addEventListener("pointerup", drop, { signal });
  list.addEventListener("pointercancel", drop, { signal });
  refresh();
}

/**
 * A gaps question by hand (issue 36): a bank word dragged (mouse, pen or finger) onto a gap
 * chooses it in that gap's select, the form's own field; the selects stay for the keyboard
 * and for choosing by tap.
 */
function startGaps(box: HTMLElement, signal: AbortSignal) {
  const words = [...box.querySelectorAll<HTMLElement>("[data-bank-word]")];
  if (!words.length) return;
  const live = liveRegion(box);
  undoOnAbort(box, signal, [live], []);
  for (const w of words) w.classList.add("cursor-grab", "touch-none", "select-none");
  signal.addEventListener("abort", () => words.forEach((w) => w.classList.remove("cursor-grab", "touch-none", "select-none")));
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
    const option = gap && box.contains(gap) ? [...gap.options].find((o) => o.value === word.dataset.bankWord) : undefined;
    if (!gap || !option) return;
    gap.value = option.value;
    gap.dispatchEvent(new Event("change", { bubbles: true }));
    live.textContent = trExercises.placedIn(option.text, Number(gap.dataset.gap) + 1);
  };
  box.addEventListener("pointerup", drop, { signal });
  box.addEventListener("pointercancel", () => (dragged = null), { signal });
}

// ------------------------------------------------------------------ quiz

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

function startQuizFeedback(root: HTMLElement, entry: KeptEntry, signedIn: boolean, signal: AbortSignal) {
  const form = root.querySelector<HTMLFormElement>("form[data-quiz]");
  if (form) {
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
        out.textContent = answer.error ?? (answer.correct ? `✓ ${trExercises.feedbackRight}` : `✗ ${trExercises.checkWrong}`);
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
    for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-question]")) if (!fieldset.querySelector("[data-ordering]") && answerOf(fieldset)) void check(fieldset);
    for (const box of form.querySelectorAll<HTMLElement>("[data-ordering]")) startOrdering(box, signal);
    for (const box of form.querySelectorAll<HTMLElement>("[data-gaps]")) startGaps(box, signal);
    startDictation(form, entry.id, signal);
  }

  // A visitor's results stay on this device: the best and the last of each quiz, the best
  // started again when the quiz changed (its version), as the server does for an account.
  const shown = root.querySelector<HTMLElement>("[data-quiz-result]");
  const result = shown?.dataset.quizResult?.split("/").map(Number);
  const version = form?.dataset.quiz;
  const results = readJson<Results>(RESULTS_KEY);
  // A score may be fractional (partial credit, issue 36): 3.5/5.
  if (!signedIn && shown && result && result.length === 2 && result.every(Number.isFinite)) {
    const [score, total] = result;
    const before = results[entry.id];
    const scoredOn = shown.dataset.quizVersion;
    results[entry.id] = { best: before && before.version === scoredOn ? Math.max(before.best, score) : score, last: score, total, version: scoredOn };
    writeJson(RESULTS_KEY, results);
    if (score * 2 >= total) setDeviceMark(keptEntry(entry), "done", true);
  }
  const best = root.querySelector<HTMLElement>("[data-device-best]");
  const mine = results[entry.id];
  if (!signedIn && best && mine && mine.version === version) {
    best.textContent = trExercises.deviceBest(mine.best, mine.total);
    best.hidden = false;
  }
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
    b.addEventListener("click", () => (endSpeaking(), b.dataset.practice === "cards" ? void showCards(panel, entry, words, signedIn, signal) : showSelfTest(panel, words, signal)), { signal });
  }
  /** The speaking script comes only now, on the press (issue 36: never in a page's first load). */
  async function openSpeakingIn(panel: HTMLElement, lines: { text: string }[]) {
    endSpeaking();
    const own = new AbortController();
    speaking = own;
    const { openSpeaking } = await import("./speak-client");
    if (!own.signal.aborted) await openSpeaking(panel, lines, own.signal);
  }
  startQuizFeedback(root, entry, signedIn, signal);
  return () => {
    controller.abort();
    // What the stopped script drew no longer answers; the next start draws it again.
    panel?.replaceChildren();
  };
}

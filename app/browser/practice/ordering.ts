import { trExercises } from "#core/messages/exercises.ts";
import { el } from "#app/browser/dom.ts";
import { liveRegion, undoOnAbort } from "./by-hand";
import { button, capture } from "./ui";

/** The items as a list to move, in the order the selects hold. */
function drawItems(texts: string[], order: number[]) {
  return order.map((k) => {
    const li = el(
      "li",
      "flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 bg-white p-1 focus-visible:outline-4 focus-visible:outline-brand-700",
    );
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
}

/** A drag: the item follows the pointer past its neighbours' middles; `dropped` when it is let go. */
function dragToOrder(list: HTMLElement, dropped: (li: HTMLLIElement) => void, signal: AbortSignal) {
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
      const lis = [...list.children] as HTMLLIElement[];
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
    dropped(dragged);
    dragged = null;
  };
  list.addEventListener("pointerup", drop, { signal });
  list.addEventListener("pointercancel", drop, { signal });
}

/**
 * An ordering question by hand: its items as a list to drag (mouse, pen or finger)
 * or to move by keyboard (the arrow keys on an item, or its up and down buttons), each move
 * told through a live region. Every move writes the form's own selects ('1. sıra' …), so the
 * server gets and scores the same fields as without JavaScript.
 */
export function startOrdering(box: HTMLElement, signal: AbortSignal) {
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
  list.append(...drawItems(texts, order));

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
    if (moved)
      live.textContent = trExercises.movedTo(texts[Number(moved.dataset.item)], lis.indexOf(moved) + 1, lis.length);
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
  dragToOrder(list, refresh, signal);
  refresh();
}

import { trSearch } from "#core/messages/search.ts";
import { MAX_QUERY, MIN_QUERY } from "#core/search.ts";
/** What /ara/oneriler answers (app/lib/search.server.ts). */
import type { Suggestion } from "#core/search-view.ts";

/**
 * Suggestions as the pupil types in a search box: the box becomes a WAI-ARIA 1.2
 * combobox with a list of the first entries found. Plain DOM, fetched only on a box's first
 * focus (app/components/search-box.tsx). Every text from the server goes in as text, never
 * as markup. Without this script the box is the plain form it was.
 */

const WAIT_MS = 250;
const enhanced = new WeakSet<HTMLInputElement>();

/** One enhanced box: its list, what was last found, the option chosen by the arrows, the question under way. */
interface Box {
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLParagraphElement;
  items: Suggestion[];
  active: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  pending: AbortController | undefined;
}

/** The list and its spoken count, added to the box's form; the box becomes the list's combobox. */
function attachList(input: HTMLInputElement, form: HTMLFormElement): Box {
  const list = document.createElement("ul");
  list.id = `${input.id}-oneriler`;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", trSearch.suggestions);
  list.hidden = true;
  list.className =
    "absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg bg-white p-1 text-left text-slate-900 shadow-lg ring-1 ring-slate-300";
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  form.append(list, status);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");
  return { input, list, status, items: [], active: -1, timer: undefined, pending: undefined };
}

function close(box: Box) {
  box.list.hidden = true;
  box.input.setAttribute("aria-expanded", "false");
  box.input.removeAttribute("aria-activedescendant");
  box.active = -1;
}

function optionFor(box: Box, item: Suggestion, i: number): HTMLLIElement {
  const option = document.createElement("li");
  option.id = `${box.list.id}-${i}`;
  option.setAttribute("role", "option");
  option.setAttribute("aria-selected", "false");
  option.className =
    "cursor-pointer rounded-md px-3 py-2 aria-selected:bg-brand-50 aria-selected:outline aria-selected:outline-2 aria-selected:outline-brand-700 hover:bg-slate-100";
  const title = document.createElement("span");
  title.className = "block font-semibold text-brand-800";
  title.lang = "en";
  title.textContent = item.title;
  const details = document.createElement("span");
  details.className = "block text-sm text-slate-700";
  details.textContent = `${item.titleTr} · ${item.about}`;
  option.append(title, details);
  // The box keeps focus (mousedown's default would move it and close the list), and
  // the page changes on click, once the whole tap or press is over: leaving the page on
  // pointerdown cut a finger's touch sequence short.
  option.addEventListener("mousedown", (event) => event.preventDefault());
  option.addEventListener("click", () => open(box, i));
  return option;
}

function show(box: Box, found: Suggestion[]) {
  box.items = found;
  box.active = -1;
  box.list.replaceChildren(...found.map((item, i) => optionFor(box, item, i)));
  box.status.textContent = trSearch.suggestionCount(found.length);
  if (found.length) {
    box.list.hidden = false;
    box.input.setAttribute("aria-expanded", "true");
  } else close(box);
}

function move(box: Box, to: number) {
  const all = [...box.list.children] as HTMLElement[];
  if (!all.length) return;
  box.active = (to + all.length) % all.length;
  all.forEach((option, i) => option.setAttribute("aria-selected", String(i === box.active)));
  box.input.setAttribute("aria-activedescendant", all[box.active].id);
  all[box.active].scrollIntoView({ block: "nearest" });
}

function open(box: Box, i: number) {
  const item = box.items[i];
  if (item) window.location.assign(item.href);
}

async function ask(box: Box, query: string) {
  box.pending?.abort();
  const mine = new AbortController();
  box.pending = mine;
  try {
    const res = await fetch(`/ara/oneriler?q=${encodeURIComponent(query)}`, {
      signal: mine.signal,
      headers: { Accept: "application/json" },
    });
    if (box.pending !== mine) return;
    if (!res.ok) return close(box);
    const body = (await res.json()) as { items?: Suggestion[] };
    // A newer question may have been asked while this answer came: only the newest is shown.
    if (box.pending === mine && document.activeElement === box.input) show(box, body.items ?? []);
  } catch {
    // Offline or aborted: the form still submits to the search page.
    if (box.pending === mine) close(box);
  }
}

function onInput(box: Box) {
  clearTimeout(box.timer);
  const query = box.input.value.trim();
  if (query.length < MIN_QUERY || query.length > MAX_QUERY) {
    box.pending?.abort();
    return close(box);
  }
  box.timer = setTimeout(() => void ask(box, query), WAIT_MS);
}

/** The arrows move through the list (opening it again if it was closed), Enter opens, Escape closes. */
function onKeydown(box: Box, event: KeyboardEvent) {
  const expanded = !box.list.hidden;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (!expanded) {
      if (box.items.length) show(box, box.items);
      return;
    }
    event.preventDefault();
    move(box, event.key === "ArrowDown" ? box.active + 1 : box.active - 1);
  } else if (event.key === "Enter" && expanded && box.active >= 0) {
    event.preventDefault();
    open(box, box.active);
  } else if (event.key === "Escape" && expanded) {
    event.preventDefault();
    close(box);
  }
}

export function suggestInto(input: HTMLInputElement): void {
  if (enhanced.has(input) || !input.form) return;
  enhanced.add(input);
  const box = attachList(input, input.form);
  input.addEventListener("input", () => onInput(box));
  input.addEventListener("keydown", (event) => onKeydown(box, event));
  input.addEventListener("blur", () => close(box));
}

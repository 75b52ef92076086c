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

export function suggestInto(input: HTMLInputElement): void {
  if (enhanced.has(input) || !input.form) return;
  enhanced.add(input);
  const form = input.form;
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

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const options = () => [...list.children] as HTMLElement[];

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function show(found: Suggestion[]) {
    items = found;
    active = -1;
    list.replaceChildren(
      ...found.map((item, i) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${i}`;
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
        option.addEventListener("click", () => open(i));
        return option;
      }),
    );
    status.textContent = trSearch.suggestionCount(found.length);
    if (found.length) {
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    } else close();
  }

  function move(to: number) {
    const all = options();
    if (!all.length) return;
    active = (to + all.length) % all.length;
    all.forEach((option, i) => option.setAttribute("aria-selected", String(i === active)));
    input.setAttribute("aria-activedescendant", all[active].id);
    all[active].scrollIntoView({ block: "nearest" });
  }

  function open(i: number) {
    const item = items[i];
    if (item) window.location.assign(item.href);
  }

  async function ask(query: string) {
    pending?.abort();
    const mine = new AbortController();
    pending = mine;
    try {
      const res = await fetch(`/ara/oneriler?q=${encodeURIComponent(query)}`, {
        signal: mine.signal,
        headers: { Accept: "application/json" },
      });
      if (pending !== mine) return;
      if (!res.ok) return close();
      const body = (await res.json()) as { items?: Suggestion[] };
      // A newer question may have been asked while this answer came: only the newest is shown.
      if (pending === mine && document.activeElement === input) show(body.items ?? []);
    } catch {
      // Offline or aborted: the form still submits to the search page.
      if (pending === mine) close();
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if (query.length < MIN_QUERY || query.length > MAX_QUERY) {
      pending?.abort();
      return close();
    }
    timer = setTimeout(() => void ask(query), WAIT_MS);
  });
  input.addEventListener("keydown", (event) => {
    const expanded = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) {
        if (items.length) show(items);
        return;
      }
      event.preventDefault();
      move(event.key === "ArrowDown" ? active + 1 : active - 1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      open(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", close);
}

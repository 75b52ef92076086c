import { el } from "#app/browser/dom.ts";

/**
 * What every part of the practice script shares (decision 0100): the device's storage, the
 * buttons' look, a pointer's capture and the word list read from the page. Each exercise kind
 * is a module of its own, fetched only by a page that has it.
 */

export interface Word {
  english: string;
  turkish: string;
}

export function readJson<T extends object>(key: string): T {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as T) : ({} as T);
  } catch {
    return {} as T;
  }
}

export function writeJson(key: string, value: object) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or forbidden storage costs the pupil the boxes, never the practice.
  }
}

export const BUTTON = "min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
export const QUIET_BUTTON =
  "min-h-11 rounded-lg border border-slate-500 px-4 font-semibold text-slate-900 hover:bg-slate-100";

/** A drag's later events (its end too) reach `target` even when the pointer has left it. */
export function capture(target: Element, event: PointerEvent) {
  try {
    target.setPointerCapture(event.pointerId);
  } catch {
    // Not an active pointer (a synthetic event): nothing to capture.
  }
}

export function button(label: string, className = QUIET_BUTTON) {
  const b = el("button", className, label);
  b.type = "button";
  return b;
}

/** The word list's rows as the server drew them. */
export function wordsOf(root: HTMLElement): Word[] {
  return [...root.querySelectorAll<HTMLTableRowElement>("#kelimeler tbody tr")].map((row) => ({
    english: row.cells[0]?.textContent?.trim() ?? "",
    turkish: row.cells[1]?.textContent?.trim() ?? "",
  }));
}

import { el } from "#app/browser/dom.ts";

/** What the ordering and gaps questions done by hand share. */

/** A polite live region for what a move did, read by screen readers only. */
export function liveRegion(box: HTMLElement) {
  const live = el("p", "sr-only");
  live.setAttribute("aria-live", "polite");
  box.append(live);
  return live;
}

/** The server-drawn fields come back when the script stops (the page works without it). */
export function undoOnAbort(box: HTMLElement, signal: AbortSignal, drawn: HTMLElement[], hidden: HTMLElement[]) {
  const help = box.querySelector<HTMLElement>("[data-js-help]");
  if (help) help.hidden = false;
  for (const h of hidden) h.hidden = true;
  signal.addEventListener("abort", () => {
    for (const d of drawn) d.remove();
    for (const h of hidden) h.hidden = false;
    if (help) help.hidden = true;
  });
}

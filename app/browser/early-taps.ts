/**
 * Taps that come before React listens (docs/decisions/0058).
 *
 * The scripts start after the first paint (app/lib/paint-first.ts), and on a slow phone a
 * pupil may tap in between. A link or a plain form does then what it does without scripts,
 * which is right. A control whose form means something else without scripts (a card's star:
 * the server asks a visitor to sign in, the script keeps the mark on the device) carries
 * EARLY_TAP_ATTRIBUTE: a tap on it is held, and given back once the page has hydrated
 * (app/root.tsx sends TAKE_EARLY_TAPS), when React hydrates the tapped part first and
 * handles it as any tap. React 19 does the same for forms with a function as their action
 * (its "form replaying"); these forms keep a real address for the page without scripts.
 *
 * A classic script in <head>, before anything can be tapped. If the scripts never come (a
 * dropped connection), a held tap is let go after EARLY_TAP_PATIENCE_MS and submits the
 * form to the server, as on a page without scripts: a tap is never lost.
 */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";
export const TAKE_EARLY_TAPS = "merdiven:take-early-taps";

/** How long a held tap waits for the scripts: past it, the page is taken to have none, and the tap does what it does without them. */
export const EARLY_TAP_PATIENCE_MS = 8000;

export const HOLD_EARLY_TAPS = `(function(d){var q=[],t=0;function g(){if(t<0)return;clearTimeout(t);t=-1;d.removeEventListener("click",h,true);setTimeout(function(){q.forEach(function(b){b.isConnected&&b.click()})},0)}function h(e){var b=e.target instanceof Element&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}] [type=submit]");if(b){e.preventDefault();e.stopImmediatePropagation();q.indexOf(b)<0&&q.push(b);t||(t=setTimeout(g,${EARLY_TAP_PATIENCE_MS}))}}d.addEventListener("click",h,true);d.addEventListener("${TAKE_EARLY_TAPS}",g,{once:true})})(document);`;

/** Called once the page has hydrated: the held taps are React's now. */
export function takeEarlyTaps() {
  document.dispatchEvent(new Event(TAKE_EARLY_TAPS));
}

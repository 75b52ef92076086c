import { trSpeaking } from "#core/messages/speaking.ts";
import type { SpokenResult } from "#core/scoring/speaking.ts";
import { el } from "./dom";

/**
 * What 'Dinle ve söyle' shows (app/browser/speak-client.ts): the panel's elements, built once
 * when it opens, and the words heard drawn after each try. Only the speaking script imports it,
 * so it stays in that script's own chunk, fetched on the button's press.
 */

const BUTTON = "min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const QUIET_BUTTON =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60";

function button(label: string, className = QUIET_BUTTON, icon?: string) {
  const b = el("button", className);
  b.type = "button";
  setLabel(b, label, icon);
  return b;
}

/** A button's text, its sign (an emoji, an arrow) hidden from screen readers: the name is the words. */
export function setLabel(b: HTMLButtonElement, label: string, icon?: string) {
  if (!icon) return void (b.textContent = label);
  const sign = el("span", "", `${icon} `);
  sign.setAttribute("aria-hidden", "true");
  b.replaceChildren(sign, label);
}

/** The words heard right or not: a sign and a text for each, never colour alone. */
export function drawResult(out: HTMLElement, result: SpokenResult) {
  const summary = el(
    "p",
    "font-semibold",
    result.right === result.total ? trSpeaking.allRight : trSpeaking.result(result.right, result.total),
  );
  const heard = el("p", "text-sm text-slate-700");
  const said = el("span", "", result.heard);
  said.lang = "en";
  heard.append(`${trSpeaking.heard} “`, said, "”");
  const list = el("ul", "flex flex-wrap gap-2");
  list.setAttribute("aria-label", trSpeaking.wordsHeard);
  for (const w of result.words) {
    const li = el(
      "li",
      `rounded-lg px-3 py-1 ring-1 ${w.right ? "bg-green-50 text-green-900 ring-green-700" : "bg-red-50 text-red-900 ring-red-700"}`,
    );
    li.dataset.heard = w.right ? "right" : "wrong";
    const word = el("span", "font-semibold", w.word);
    word.lang = "en";
    const verdict = w.right ? trSpeaking.heardRight : w.heard ? trSpeaking.heardAs(w.heard) : trSpeaking.notHeard;
    li.append(w.right ? "✓ " : "✗ ", word, `: ${verdict}`);
    list.append(li);
  }
  out.replaceChildren(summary, heard, list);
}

/** The elements of an open panel that the script reads or changes after building it. */
export interface SpeakPanel {
  counter: HTMLElement;
  target: HTMLElement;
  actions: HTMLElement;
  model: HTMLButtonElement;
  say: HTMLButtonElement;
  record: HTMLButtonElement;
  status: HTMLElement;
  result: HTMLElement;
  mine: HTMLElement;
  playback: HTMLAudioElement;
  remove: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  close: HTMLButtonElement;
}

/** The recording's row: the pupil's own voice to play back, and 'Sil'; hidden until there is one. */
function recordingRow() {
  const mine = el("div", "flex flex-wrap items-center gap-2");
  mine.hidden = true;
  const mineLabel = el("span", "font-semibold", trSpeaking.yourRecording);
  const playback = el("audio", "max-w-full");
  playback.controls = true;
  playback.setAttribute("aria-label", trSpeaking.yourRecording);
  const remove = button(trSpeaking.delete);
  mine.append(mineLabel, playback, remove);
  return { mine, playback, remove };
}

/** Builds the panel in `panel` (replacing what was there) and moves the focus to its heading. */
export function buildSpeakPanel(panel: HTMLElement): SpeakPanel {
  const wrap = el("section", "space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-4");
  wrap.dataset.speaking = "";
  const headingId = `dinle-ve-soyle-${Math.random().toString(36).slice(2, 8)}`;
  wrap.setAttribute("aria-labelledby", headingId);
  const heading = el("h3", "text-lg font-bold text-brand-900", trSpeaking.title);
  heading.id = headingId;
  heading.tabIndex = -1;
  // Said before any button can ask for the microphone.
  const use = el("p", "rounded-lg bg-white p-3 text-sm text-slate-800 ring-1 ring-slate-300", trSpeaking.microphoneUse);
  use.dataset.microphoneUse = "";
  const counter = el("p", "text-sm font-semibold text-slate-700");
  const prompt = el("p", "text-sm text-slate-700", trSpeaking.sayThis);
  const target = el("p", "text-2xl font-bold text-brand-900");
  target.lang = "en";
  const actions = el("div", "flex flex-wrap gap-2");
  const model = button(trSpeaking.model, QUIET_BUTTON, "🔊");
  const say = button(trSpeaking.say, BUTTON, "🎤");
  say.hidden = true;
  const record = button(trSpeaking.record, BUTTON, "⏺");
  actions.append(model, say, record);
  const status = el("p", "min-h-6 font-medium");
  status.setAttribute("role", "status");
  const result = el("div", "space-y-2");
  result.setAttribute("aria-live", "polite");
  const { mine, playback, remove } = recordingRow();
  const nav = el("div", "flex flex-wrap gap-2");
  const previous = button(trSpeaking.previous, QUIET_BUTTON, "←");
  const next = button(trSpeaking.next, QUIET_BUTTON, "→");
  const close = button(trSpeaking.close);
  nav.append(previous, next, close);
  wrap.append(heading, use, counter, prompt, target, actions, status, result, mine, nav);
  panel.replaceChildren(wrap);
  heading.focus();
  return {
    counter,
    target,
    actions,
    model,
    say,
    record,
    status,
    result,
    mine,
    playback,
    remove,
    previous,
    next,
    close,
  };
}

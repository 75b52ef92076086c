import { trSpeaking } from "#core/messages/speaking.ts";
import { compareSpoken, MAX_ALTERNATIVES, speakableLine, type SpokenResult } from "#core/scoring/speaking.ts";
import { englishVoice, sayInEnglish } from "./english-voice";
import { el } from "./dom";

/**
 * 'Dinle ve söyle' (decision 0078), fetched only when the pupil presses its button
 * (never part of a page's first load). One line at a time (a word, an example sentence, a
 * transcript's line): 'Örneği dinle' plays the model; 'Söyle' hears the pupil through the
 * browser's speech recognition, only where it runs on the device (`processLocally`), and shows
 * each word heard right or not; 'Sesimi kaydet' records the pupil (MediaRecorder) to play back
 * beside the model. The microphone is asked for only by those two buttons, after the page has
 * said what it is for. A recording lives in this page's memory only, as a Blob URL: never
 * stored, never sent; 'Sil', another line, 'Kapat' or leaving the page drops it.
 */

export interface SpeakLine {
  text: string;
  /** Plays the model (the audio entry's own sound for its line); without it, the device's English voice. */
  play?: (() => void) | null;
  /** A transcript's cue: said without its speaker's name, in one breath (core/scoring/speaking.ts). */
  transcript?: boolean;
}

// The Web Speech API's recognition, as far as it is used here (on-device processing is newer than TypeScript's DOM types).
interface Alternative {
  transcript: string;
}
interface RecognitionEvent extends Event {
  results: ArrayLike<ArrayLike<Alternative>>;
}
interface RecognitionErrorEvent extends Event {
  error: string;
}
interface Recognition extends EventTarget {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  processLocally: boolean;
  start(): void;
  abort(): void;
}
type Availability = "unavailable" | "downloadable" | "downloading" | "available";
interface Options {
  langs: string[];
  processLocally: true;
}
interface RecognitionClass {
  new (): Recognition;
  available?: (options: Options) => Promise<Availability>;
  install?: (options: Options) => Promise<boolean>;
}

const ON_DEVICE: Options = { langs: ["en-US"], processLocally: true };
/** A recording stops by itself after this long: a forgotten microphone is not left on. */
export const MAX_RECORDING_MS = 20_000;

/**
 * The browser's recognition where it can promise to run on the device for English (Chrome's
 * `available({ langs, processLocally: true })`), the language pack there or to be installed;
 * null elsewhere. A recogniser that cannot promise it (older Chrome, Safari: the sound goes to
 * their maker's servers) is never used: a child's voice must not leave the device.
 */
async function onDeviceRecognition(): Promise<{ Recognition: RecognitionClass; install: boolean } | null> {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  const Recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Recognition || typeof Recognition.available !== "function") return null;
  try {
    const status = await Recognition.available(ON_DEVICE);
    if (status === "available") return { Recognition, install: false };
    if ((status === "downloadable" || status === "downloading") && typeof Recognition.install === "function")
      return { Recognition, install: true };
  } catch {
    // Blocked by a policy or not implemented: no recognition.
  }
  return null;
}

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
function setLabel(b: HTMLButtonElement, label: string, icon?: string) {
  if (!icon) return void (b.textContent = label);
  const sign = el("span", "", `${icon} `);
  sign.setAttribute("aria-hidden", "true");
  b.replaceChildren(sign, label);
}

/** The words heard right or not: a sign and a text for each, never colour alone. */
function drawResult(out: HTMLElement, result: SpokenResult) {
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

/** Opens the speaking practice in `panel` for `lines`; `signal` (the page's script stopping, leaving the page) ends it. */
export async function openSpeaking(panel: HTMLElement, given: SpeakLine[], signal: AbortSignal): Promise<void> {
  const lines = given
    .map((line) => (line.transcript ? { ...line, text: speakableLine(line.text) } : line))
    .filter((line) => line.text !== "");
  if (lines.length === 0 || signal.aborted) return;
  const session = new AbortController();
  signal.addEventListener("abort", () => session.abort(), { once: true });
  const own = session.signal;

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
  const mine = el("div", "flex flex-wrap items-center gap-2");
  mine.hidden = true;
  const mineLabel = el("span", "font-semibold", trSpeaking.yourRecording);
  const playback = el("audio", "max-w-full");
  playback.controls = true;
  playback.setAttribute("aria-label", trSpeaking.yourRecording);
  const remove = button(trSpeaking.delete);
  mine.append(mineLabel, playback, remove);
  const nav = el("div", "flex flex-wrap gap-2");
  const previous = button(trSpeaking.previous, QUIET_BUTTON, "←");
  const next = button(trSpeaking.next, QUIET_BUTTON, "→");
  const close = button(trSpeaking.close);
  nav.append(previous, next, close);
  wrap.append(heading, use, counter, prompt, target, actions, status, result, mine, nav);
  panel.replaceChildren(wrap);
  heading.focus();

  let index = 0;
  let recognition: Recognition | null = null;
  let recorder: MediaRecorder | null = null;
  let stream: MediaStream | null = null;
  let url: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const releaseMicrophone = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
  };
  /** Drops the recording: the Blob URL revoked, the player emptied; nothing of it is left. */
  const drop = () => {
    if (url) URL.revokeObjectURL(url);
    url = null;
    playback.pause();
    playback.removeAttribute("src");
    playback.load();
    mine.hidden = true;
  };
  const stopAll = () => {
    clearTimeout(timer);
    recognition?.abort();
    recognition = null;
    const rec = recorder;
    recorder = null;
    if (rec && rec.state !== "inactive") rec.stop();
    releaseMicrophone();
    drop();
  };
  own.addEventListener("abort", stopAll, { once: true });
  // A recording the browser cannot play (stopped before any sound was encoded) is not offered as one.
  playback.addEventListener(
    "error",
    () => {
      if (!url) return;
      drop();
      status.textContent = trSpeaking.unplayable;
    },
    { signal: own },
  );
  // Leaving the page drops the recording, also when the browser keeps the page to come back to.
  window.addEventListener(
    "pagehide",
    () => {
      session.abort();
      panel.replaceChildren();
    },
    { signal: own },
  );

  const show = () => {
    stopAll();
    const line = lines[index];
    counter.textContent = trSpeaking.lineOf(index + 1, lines.length);
    target.textContent = line.text;
    status.textContent = "";
    result.replaceChildren();
    setLabel(record, trSpeaking.record, "⏺");
    record.disabled = false;
    say.disabled = false;
    model.hidden = !line.play && englishVoice() === null;
    previous.disabled = index === 0;
    next.disabled = index === lines.length - 1;
  };

  model.addEventListener(
    "click",
    () => {
      const line = lines[index];
      if (line.play) line.play();
      else sayInEnglish(line.text);
    },
    { signal: own },
  );

  show();

  // ---- 'Söyle': recognition on the device only.
  const recognizer = await onDeviceRecognition();
  if (own.aborted) return;
  if (recognizer) say.hidden = false;
  else {
    const note = el("p", "text-sm text-slate-700", trSpeaking.noRecognition);
    note.dataset.noRecognition = "";
    actions.after(note);
  }
  say.addEventListener(
    "click",
    async () => {
      if (!recognizer || recognition) return;
      stopAll();
      result.replaceChildren();
      say.disabled = true;
      status.textContent = trSpeaking.listening;
      if (recognizer.install) {
        const installed = await recognizer.Recognition.install!(ON_DEVICE).catch(() => false);
        if (own.aborted) return;
        if (!installed) {
          say.hidden = true;
          status.textContent = trSpeaking.noRecognition;
          return;
        }
        recognizer.install = false;
      }
      const line = lines[index].text;
      const rec = new recognizer.Recognition();
      rec.lang = ON_DEVICE.langs[0];
      // On the device or not at all: the browser must fail rather than send the sound away.
      rec.processLocally = true;
      rec.interimResults = false;
      rec.continuous = false;
      rec.maxAlternatives = MAX_ALTERNATIVES;
      let answered = false;
      rec.addEventListener("result", (event) => {
        const first = (event as RecognitionEvent).results[0];
        if (!first) return;
        answered = true;
        status.textContent = "";
        drawResult(
          result,
          compareSpoken(
            line,
            Array.from(first, (a) => a.transcript),
          ),
        );
      });
      rec.addEventListener("error", (event) => {
        answered = true;
        const error = (event as RecognitionErrorEvent).error;
        if (error === "not-allowed") status.textContent = trSpeaking.denied;
        else if (error === "no-speech") status.textContent = trSpeaking.nothingHeard;
        else if (error === "audio-capture") status.textContent = trSpeaking.noMicrophone;
        else if (error === "language-not-supported" || error === "service-not-allowed") {
          say.hidden = true;
          status.textContent = trSpeaking.noRecognition;
        } else if (error !== "aborted") status.textContent = trSpeaking.failed;
      });
      rec.addEventListener("end", () => {
        if (recognition === rec) recognition = null;
        say.disabled = false;
        if (!answered) status.textContent = trSpeaking.nothingHeard;
      });
      recognition = rec;
      rec.start();
    },
    { signal: own },
  );

  // ---- 'Sesimi kaydet': a recording in memory, played back beside the model.
  record.addEventListener(
    "click",
    async () => {
      if (recorder?.state === "recording") {
        recorder.stop();
        return;
      }
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
        status.textContent = trSpeaking.cannotRecord;
        return;
      }
      stopAll();
      result.replaceChildren();
      record.disabled = true;
      let got: MediaStream;
      try {
        got = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        record.disabled = false;
        const name = (error as DOMException).name;
        status.textContent =
          name === "NotAllowedError" || name === "SecurityError"
            ? trSpeaking.denied
            : name === "NotFoundError" || name === "OverconstrainedError"
              ? trSpeaking.noMicrophone
              : trSpeaking.failed;
        return;
      }
      if (own.aborted) {
        for (const track of got.getTracks()) track.stop();
        return;
      }
      stream = got;
      const chunks: Blob[] = [];
      const rec = new MediaRecorder(got);
      recorder = rec;
      rec.addEventListener("dataavailable", (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      rec.addEventListener("stop", () => {
        // Stopped by the pupil, or by itself after MAX_RECORDING_MS; stopped by anything else
        // (another line, 'Söyle', 'Kapat', leaving), recorder is already null: it is dropped.
        const kept = recorder === rec;
        if (!kept) return;
        recorder = null;
        clearTimeout(timer);
        releaseMicrophone();
        setLabel(record, trSpeaking.record, "⏺");
        if (own.aborted || chunks.length === 0) return;
        url = URL.createObjectURL(new Blob(chunks, { type: rec.mimeType || "audio/webm" }));
        chunks.length = 0;
        playback.src = url;
        mine.hidden = false;
        status.textContent = trSpeaking.recorded;
      });
      rec.start();
      setLabel(record, trSpeaking.stop, "⏹");
      record.disabled = false;
      status.textContent = trSpeaking.recording;
      timer = setTimeout(() => {
        if (rec.state === "recording") rec.stop();
      }, MAX_RECORDING_MS);
    },
    { signal: own },
  );
  remove.addEventListener(
    "click",
    () => {
      drop();
      status.textContent = trSpeaking.deleted;
      record.focus();
    },
    { signal: own },
  );

  previous.addEventListener("click", () => ((index = Math.max(0, index - 1)), show()), { signal: own });
  next.addEventListener("click", () => ((index = Math.min(lines.length - 1, index + 1)), show()), { signal: own });
  close.addEventListener(
    "click",
    () => {
      session.abort();
      panel.replaceChildren();
    },
    { signal: own },
  );
}

import { trSpeaking } from "#core/messages/speaking.ts";
import { compareSpoken, speakableLine } from "#core/scoring/speaking.ts";
import { englishVoice, sayInEnglish } from "./english-voice";
import { el } from "./dom";
import { buildSpeakPanel, drawResult, setLabel, type SpeakPanel } from "./speak-panel";
import {
  newOnDeviceRecognition,
  ON_DEVICE,
  onDeviceRecognition,
  type Recognition,
  type RecognitionClass,
  type RecognitionErrorEvent,
  type RecognitionEvent,
} from "./speak-recognition";

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

/** A recording stops by itself after this long: a forgotten microphone is not left on. */
export const MAX_RECORDING_MS = 20_000;

/** One open panel: its lines, the one shown, and what holds the microphone or the recording now. */
interface Session {
  lines: SpeakLine[];
  index: number;
  ui: SpeakPanel;
  own: AbortSignal;
  recognition: Recognition | null;
  recorder: MediaRecorder | null;
  stream: MediaStream | null;
  url: string | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

function releaseMicrophone(s: Session) {
  for (const track of s.stream?.getTracks() ?? []) track.stop();
  s.stream = null;
}

/** Drops the recording: the Blob URL revoked, the player emptied; nothing of it is left. */
function drop(s: Session) {
  if (s.url) URL.revokeObjectURL(s.url);
  s.url = null;
  s.ui.playback.pause();
  s.ui.playback.removeAttribute("src");
  s.ui.playback.load();
  s.ui.mine.hidden = true;
}

function stopAll(s: Session) {
  clearTimeout(s.timer);
  s.recognition?.abort();
  s.recognition = null;
  const rec = s.recorder;
  s.recorder = null;
  if (rec && rec.state !== "inactive") rec.stop();
  releaseMicrophone(s);
  drop(s);
}

function show(s: Session) {
  stopAll(s);
  const { ui, lines, index } = s;
  const line = lines[index];
  ui.counter.textContent = trSpeaking.lineOf(index + 1, lines.length);
  ui.target.textContent = line.text;
  ui.status.textContent = "";
  ui.result.replaceChildren();
  setLabel(ui.record, trSpeaking.record, "⏺");
  ui.record.disabled = false;
  ui.say.disabled = false;
  ui.model.hidden = !line.play && englishVoice() === null;
  ui.previous.disabled = index === 0;
  ui.next.disabled = index === lines.length - 1;
}

/** What a failed try at hearing says; some errors also mean recognition is not there after all. */
function onRecognitionError(s: Session, error: string) {
  const { say, status } = s.ui;
  if (error === "not-allowed") status.textContent = trSpeaking.denied;
  else if (error === "no-speech") status.textContent = trSpeaking.nothingHeard;
  else if (error === "audio-capture") status.textContent = trSpeaking.noMicrophone;
  else if (error === "language-not-supported" || error === "service-not-allowed") {
    say.hidden = true;
    status.textContent = trSpeaking.noRecognition;
  } else if (error !== "aborted") status.textContent = trSpeaking.failed;
}

type Recognizer = { Recognition: RecognitionClass; install: boolean };

/** 'Söyle': installs the language pack first where it is still to come, then hears one try. */
async function listen(s: Session, recognizer: Recognizer) {
  const { say, status, result } = s.ui;
  if (s.recognition) return;
  stopAll(s);
  result.replaceChildren();
  say.disabled = true;
  status.textContent = trSpeaking.listening;
  if (recognizer.install) {
    const installed = await recognizer.Recognition.install!(ON_DEVICE).catch(() => false);
    if (s.own.aborted) return;
    if (!installed) {
      say.hidden = true;
      status.textContent = trSpeaking.noRecognition;
      return;
    }
    recognizer.install = false;
  }
  const line = s.lines[s.index].text;
  const rec = newOnDeviceRecognition(recognizer.Recognition);
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
    onRecognitionError(s, (event as RecognitionErrorEvent).error);
  });
  rec.addEventListener("end", () => {
    if (s.recognition === rec) s.recognition = null;
    say.disabled = false;
    if (!answered) status.textContent = trSpeaking.nothingHeard;
  });
  s.recognition = rec;
  rec.start();
}

/** The microphone for a recording, or null with the reason said when the browser refuses it. */
async function askMicrophone(s: Session): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    s.ui.record.disabled = false;
    const name = (error as DOMException).name;
    s.ui.status.textContent =
      name === "NotAllowedError" || name === "SecurityError"
        ? trSpeaking.denied
        : name === "NotFoundError" || name === "OverconstrainedError"
          ? trSpeaking.noMicrophone
          : trSpeaking.failed;
    return null;
  }
}

/** Records from `got` until the pupil stops it or MAX_RECORDING_MS passes, then offers it to play back. */
function startRecorder(s: Session, got: MediaStream) {
  const { record, status, playback, mine } = s.ui;
  s.stream = got;
  const chunks: Blob[] = [];
  const rec = new MediaRecorder(got);
  s.recorder = rec;
  rec.addEventListener("dataavailable", (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  rec.addEventListener("stop", () => {
    // Stopped by the pupil, or by itself after MAX_RECORDING_MS; stopped by anything else
    // (another line, 'Söyle', 'Kapat', leaving), recorder is already null: it is dropped.
    const kept = s.recorder === rec;
    if (!kept) return;
    s.recorder = null;
    clearTimeout(s.timer);
    releaseMicrophone(s);
    setLabel(record, trSpeaking.record, "⏺");
    if (s.own.aborted || chunks.length === 0) return;
    s.url = URL.createObjectURL(new Blob(chunks, { type: rec.mimeType || "audio/webm" }));
    chunks.length = 0;
    playback.src = s.url;
    mine.hidden = false;
    status.textContent = trSpeaking.recorded;
  });
  rec.start();
  setLabel(record, trSpeaking.stop, "⏹");
  record.disabled = false;
  status.textContent = trSpeaking.recording;
  s.timer = setTimeout(() => {
    if (rec.state === "recording") rec.stop();
  }, MAX_RECORDING_MS);
}

/** 'Sesimi kaydet': starts a recording, or stops the one running. */
async function toggleRecording(s: Session) {
  if (s.recorder?.state === "recording") {
    s.recorder.stop();
    return;
  }
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
    s.ui.status.textContent = trSpeaking.cannotRecord;
    return;
  }
  stopAll(s);
  s.ui.result.replaceChildren();
  s.ui.record.disabled = true;
  const got = await askMicrophone(s);
  if (!got) return;
  if (s.own.aborted) {
    for (const track of got.getTracks()) track.stop();
    return;
  }
  startRecorder(s, got);
}

/** What holds from the panel's opening: the session's end, the player, the page leaving, the model's button. */
function wire(s: Session, end: () => void) {
  const { ui, own } = s;
  own.addEventListener("abort", () => stopAll(s), { once: true });
  // A recording the browser cannot play (stopped before any sound was encoded) is not offered as one.
  ui.playback.addEventListener(
    "error",
    () => {
      if (!s.url) return;
      drop(s);
      ui.status.textContent = trSpeaking.unplayable;
    },
    { signal: own },
  );
  // Leaving the page drops the recording, also when the browser keeps the page to come back to.
  window.addEventListener("pagehide", end, { signal: own });
  ui.model.addEventListener(
    "click",
    () => {
      const line = s.lines[s.index];
      if (line.play) line.play();
      else sayInEnglish(line.text);
    },
    { signal: own },
  );
}

/** The buttons that come after the recogniser is known: 'Söyle', the recording's, the lines' and 'Kapat'. */
function wireActions(s: Session, end: () => void, recognizer: Recognizer | null) {
  const { ui, own } = s;
  ui.say.addEventListener("click", () => void (recognizer && listen(s, recognizer)), { signal: own });
  ui.record.addEventListener("click", () => void toggleRecording(s), { signal: own });
  ui.remove.addEventListener(
    "click",
    () => {
      drop(s);
      ui.status.textContent = trSpeaking.deleted;
      ui.record.focus();
    },
    { signal: own },
  );
  ui.previous.addEventListener("click", () => ((s.index = Math.max(0, s.index - 1)), show(s)), { signal: own });
  ui.next.addEventListener("click", () => ((s.index = Math.min(s.lines.length - 1, s.index + 1)), show(s)), {
    signal: own,
  });
  ui.close.addEventListener("click", end, { signal: own });
}

/** Opens the speaking practice in `panel` for `lines`; `signal` (the page's script stopping, leaving the page) ends it. */
export async function openSpeaking(panel: HTMLElement, given: SpeakLine[], signal: AbortSignal): Promise<void> {
  const lines = given
    .map((line) => (line.transcript ? { ...line, text: speakableLine(line.text) } : line))
    .filter((line) => line.text !== "");
  if (lines.length === 0 || signal.aborted) return;
  const session = new AbortController();
  signal.addEventListener("abort", () => session.abort(), { once: true });
  const ui = buildSpeakPanel(panel);
  const s: Session = {
    lines,
    index: 0,
    ui,
    own: session.signal,
    recognition: null,
    recorder: null,
    stream: null,
    url: null,
    timer: undefined,
  };
  const end = () => {
    session.abort();
    panel.replaceChildren();
  };
  wire(s, end);
  show(s);

  // 'Söyle': recognition on the device only.
  const recognizer = await onDeviceRecognition();
  if (s.own.aborted) return;
  if (recognizer) ui.say.hidden = false;
  else {
    const note = el("p", "text-sm text-slate-700", trSpeaking.noRecognition);
    note.dataset.noRecognition = "";
    ui.actions.after(note);
  }
  wireActions(s, end, recognizer);
}

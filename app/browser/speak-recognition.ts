import { MAX_ALTERNATIVES } from "#core/scoring/speaking.ts";

/**
 * The browser's speech recognition for 'Dinle ve söyle' (app/browser/speak-client.ts), used only
 * where it promises to run on the device (decision 0078): a child's voice must not leave it.
 * Only the speaking script imports it, so it stays in that script's own chunk.
 */

// The Web Speech API's recognition, as far as it is used here (on-device processing is newer than TypeScript's DOM types).
interface Alternative {
  transcript: string;
}
export interface RecognitionEvent extends Event {
  results: ArrayLike<ArrayLike<Alternative>>;
}
export interface RecognitionErrorEvent extends Event {
  error: string;
}
export interface Recognition extends EventTarget {
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
export interface RecognitionClass {
  new (): Recognition;
  available?: (options: Options) => Promise<Availability>;
  install?: (options: Options) => Promise<boolean>;
}

export const ON_DEVICE: Options = { langs: ["en-US"], processLocally: true };

/**
 * The browser's recognition where it can promise to run on the device for English (Chrome's
 * `available({ langs, processLocally: true })`), the language pack there or to be installed;
 * null elsewhere. A recogniser that cannot promise it (older Chrome, Safari: the sound goes to
 * their maker's servers) is never used: a child's voice must not leave the device.
 */
export async function onDeviceRecognition(): Promise<{ Recognition: RecognitionClass; install: boolean } | null> {
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

/** One try at hearing a line: English, a single final answer with its alternatives. */
export function newOnDeviceRecognition(Recognition: RecognitionClass): Recognition {
  const rec = new Recognition();
  rec.lang = ON_DEVICE.langs[0];
  // On the device or not at all: the browser must fail rather than send the sound away.
  rec.processLocally = true;
  rec.interimResults = false;
  rec.continuous = false;
  rec.maxAlternatives = MAX_ALTERNATIVES;
  return rec;
}

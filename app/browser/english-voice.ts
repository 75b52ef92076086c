/**
 * An English voice that runs on the device, British first; null where there is none. Only
 * voices with `localService`: a remote one (Chrome's Google voices) sends the text to its
 * maker's servers, and nothing of the pupil's may leave the site. Shared by the practice
 * script's 'Dinle' and the speaking practice's model (app/browser/speak-client.ts).
 */
export function englishVoice(): SpeechSynthesisVoice | null {
  if (!("speechSynthesis" in window)) return null;
  const voices = window.speechSynthesis.getVoices().filter((v) => v.localService === true);
  const lang = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
  return voices.find((v) => lang(v) === "en-gb") ?? voices.find((v) => lang(v).startsWith("en")) ?? null;
}

/** Says `text` with the device's English voice, a little slower (or at `rate`); false where there is none. */
export function sayInEnglish(text: string, rate = 0.9): boolean {
  const voice = englishVoice();
  if (!voice) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

/**
 * Calls `offer` with the device's English voice (or null) now, and again whenever the device's
 * voices change (a browser lists them late), until `signal` aborts: the one place a page learns
 * whether to show its 'Dinle'.
 */
export function watchEnglishVoice(offer: (voice: SpeechSynthesisVoice | null) => void, signal: AbortSignal): void {
  offer(englishVoice());
  if (!("speechSynthesis" in window)) return;
  window.speechSynthesis.addEventListener("voiceschanged", () => offer(englishVoice()), { signal });
}

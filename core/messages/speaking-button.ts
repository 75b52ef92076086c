/**
 * The button that opens 'Dinle ve söyle', and its line without JavaScript: a section
 * of its own, as the audio player carries it in the content page's first load; the practice's
 * own texts (core/messages/speaking.ts) come with its script, on the press.
 */
export const trSpeakingButton = {
  open: "Dinle ve söyle",
  needsScripts: "Konuşma alıştırması (Dinle ve söyle) için tarayıcınızda JavaScript açık olmalı.",
};

/**
 * 'Ödevler' (docs/decisions/0069): the words a teacher, a pupil and a parent all read. Each side's
 * own texts are in a module of its own (homework-teacher, homework-pupil, homework-parent), so a
 * pupil's page does not download the teacher's forms (docs/decisions/0117).
 */
export const trHomework = {
  // ---- the kind of an item, and when it is due or was done
  title: "Ödevler",
  kindShort: {
    read: "Okuma",
    quiz: "Test",
    flashcards: "Kelime kartları",
    "self-test": "Kendini sınama",
    deneme: "Deneme",
    review: "Günlük tekrar",
  } as Record<string, string>,
  /** A 'read' item whose entry is a sound to listen to (decision 0106): not 'Okuma'. */
  kindListen: "Dinleme",
  dueOn: (when: string) => `Son gün: ${when}`,
  doneLate: "Geç bitti",
  doneOnTime: "Bitti",
  statusNotStarted: "başlamadı",
  statusStarted: "başladı",
} as const;

/**
 * The day's 'Günlük tekrar' cards kept on the device (decision 0120), so the offline page can
 * stand in for /tekrar when the phone has no signal: the cards /tekrar drew online (the word,
 * its meaning and example, the list's titles: what the card shows, nothing of the schedule),
 * under the pupil's id. One pupil's day at a time: /tekrar opened by another replaces it, the
 * sign-in pages drop it (whoever signs in next on a shared phone or a class tablet gets none of
 * it; its owner gets it back by opening /tekrar), and signing out empties the device's storage. A card answered here or on /tekrar leaves it, unless missed (then it goes to the back); its review goes to the outbox
 * (app/browser/review-outbox.ts). Plain localStorage and no import: the sign-in pages load this.
 */
export interface DayCard {
  contentId: number;
  word: string;
  turkish: string;
  example: string | null;
  listTitle: string;
  listTitleTr: string;
}

export interface KeptDay {
  owner: number;
  cards: DayCard[];
}

const KEY = "merdiven:tekrar-kartlar";

/** The cards of the pupil who opened /tekrar last on this device, or null. */
export function keptDay(): KeptDay | null {
  try {
    const day = JSON.parse(localStorage.getItem(KEY) ?? "null") as KeptDay | null;
    return day && Number.isSafeInteger(day.owner) && Array.isArray(day.cards) ? day : null;
  } catch {
    return null;
  }
}

function write(day: KeptDay) {
  try {
    if (day.cards.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(day));
  } catch {
    // Storage full or refused: the page still works online; offline there is nothing to offer.
  }
}

/** The day as /tekrar drew it, only what a card shows. */
export function keepDay(owner: number, cards: readonly DayCard[]): void {
  write({
    owner,
    cards: cards.map(({ contentId, word, turkish, example, listTitle, listTitleTr }) => ({
      contentId,
      word,
      turkish,
      example,
      listTitle,
      listTitleTr,
    })),
  });
}

/** A card answered (its review is in the outbox): not offered again offline. */
export function dropCard(owner: number, card: { contentId: number; word: string }): void {
  const day = keptDay();
  if (!day || day.owner !== owner) return;
  write({ owner, cards: day.cards.filter((c) => c.contentId !== card.contentId || c.word !== card.word) });
}

/** A card missed ('Bilemedim'): offered again offline after the others, as /tekrar asks it again. */
export function requeueCard(owner: number, card: { contentId: number; word: string }): void {
  const day = keptDay();
  if (!day || day.owner !== owner) return;
  const same = (c: DayCard) => c.contentId === card.contentId && c.word === card.word;
  const missed = day.cards.find(same);
  if (missed) write({ owner, cards: [...day.cards.filter((c) => !same(c)), missed] });
}

/** Someone is about to sign in on this device: the kept day is not theirs to see. */
export function forgetDay(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

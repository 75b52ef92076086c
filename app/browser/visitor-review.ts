/**
 * A visitor's 'Günlük tekrar' on this device (decision 0118): the cards (core/review/device-deck.ts)
 * in localStorage beside the visitor's marks, the words fetched from the lists' public data, the
 * reviews kept under VISITOR by the outbox (./review-outbox.ts) and sent only when someone who
 * signs in here says they are theirs. Storage that cannot be read or written is an empty deck.
 */
import type { Boxes } from "#core/flashcards.ts";
import {
  deviceLists,
  listWordsPath,
  readDeck,
  withNewWords,
  type Deck,
  type DeckList,
} from "#core/review/device-deck.ts";
import { DEFAULT_NEW_PER_DAY } from "#core/review/review.ts";
import { VISITOR_DECK_KEY } from "#app/lib/review-device.ts";
import { readDeviceCards, readDeviceMarks } from "./device-marks";

export function readVisitorDeck(): Deck {
  try {
    return readDeck(JSON.parse(localStorage.getItem(VISITOR_DECK_KEY) ?? "null"));
  } catch {
    return readDeck(null);
  }
}

export function keepVisitorDeck(deck: Deck) {
  try {
    if (deck.cards.length === 0) localStorage.removeItem(VISITOR_DECK_KEY);
    else localStorage.setItem(VISITOR_DECK_KEY, JSON.stringify(deck));
  } catch {
    // Full or blocked: the review goes on for this visit and is not kept.
  }
}

function deviceBoxes(): Boxes {
  try {
    const parsed: unknown = JSON.parse(readDeviceCards() ?? "{}");
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Boxes) : {};
  } catch {
    return {};
  }
}

/** A list's words as its public page shows them, or null when it cannot be had (offline, no such list). */
async function fetchList(id: number): Promise<DeckList | null> {
  try {
    const response = await fetch(listWordsPath(id), { headers: { Accept: "application/json" } });
    return response.ok ? ((await response.json()) as DeckList) : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's deck for today: the lists this device met fetched side by side, today's new
 * words added (DEFAULT_NEW_PER_DAY, the account's default) and kept. `lists` is empty when none
 * could be fetched.
 */
export async function openVisitorDeck(now: Date): Promise<{ deck: Deck; lists: Map<number, DeckList>; met: number }> {
  const kept = readVisitorDeck();
  const ids = deviceLists(kept, readDeviceMarks(), deviceBoxes());
  const lists = (await Promise.all(ids.map(fetchList))).filter((l): l is DeckList => l !== null);
  const deck = withNewWords(kept, lists, DEFAULT_NEW_PER_DAY, now);
  if (deck !== kept) keepVisitorDeck(deck);
  return { deck, lists: new Map(lists.map((l) => [l.id, l])), met: ids.length };
}

import { describe, expect, it } from "vitest";
import type { DeviceMarks, KeptEntry } from "#core/marks.ts";
import {
  deviceLists,
  dueCards,
  EMPTY_DECK,
  readDeck,
  reviewOnDeck,
  reviewsOn,
  withNewWords,
  type DeckList,
} from "#core/review/device-deck.ts";
import { readKeptReviews } from "#core/review/kept.ts";
import { CANDIDATE_LISTS, DEFAULT_NEW_PER_DAY } from "#core/review/review.ts";
import { newCard, reviewed } from "#core/review/scheduler.ts";

const list = (id: number, words: string[]): DeckList => ({
  id,
  title: `List ${id}`,
  titleTr: `Liste ${id}`,
  words: words.map((english) => ({ english, turkish: `${english}-tr` })),
});
const ANIMALS = list(7, ["cat", "dog", "fish", "goat", "hat", "lion", "owl"]);
// 10:00 in Istanbul on Sunday 29 November 2026.
const MORNING = new Date("2026-11-29T07:00:00Z");
const entry = (id: number, icerikTuru: number): KeptEntry =>
  ({ id, sinif: 3, unite: 1, konuIng: "x", konuTr: "x", icerikTuru, donem: 1, fileType: null }) as unknown as KeptEntry;
const marks = (m: Partial<DeviceMarks>): DeviceMarks => ({ v: 1, saved: [], done: [], recent: [], ...m });

/** A visitor's 'Günlük tekrar' on the device (decision 0118): the server's rules over plain data. */
describe("a visitor's deck", () => {
  it("takes today's new words from the met lists, a few a day counted from Istanbul's midnight", () => {
    const deck = withNewWords(EMPTY_DECK, [ANIMALS], DEFAULT_NEW_PER_DAY, MORNING);
    expect(deck.cards.map((c) => c.word)).toEqual(["cat", "dog", "fish", "goat", "hat"]);
    // Again later the same day: nothing more.
    expect(withNewWords(deck, [ANIMALS], DEFAULT_NEW_PER_DAY, new Date("2026-11-29T20:00:00Z"))).toBe(deck);
    // 00:30 in Istanbul the next day (21:30 UTC): the rest of the list, each word once.
    const next = withNewWords(deck, [ANIMALS], DEFAULT_NEW_PER_DAY, new Date("2026-11-29T21:30:00Z"));
    expect(next.cards.map((c) => c.word)).toEqual(["cat", "dog", "fish", "goat", "hat", "lion", "owl"]);
  });

  it("schedules with the account's FSRS: 'İyi' leaves a word for days, 'Bilemedim' brings it back in the same sitting", () => {
    const deck = withNewWords(EMPTY_DECK, [ANIMALS], 2, MORNING);
    expect(dueCards(deck, MORNING).map((c) => c.word)).toEqual(["cat", "dog"]);
    const good = reviewOnDeck(deck, 7, "cat", "good", MORNING)!;
    const again = reviewOnDeck(good, 7, "dog", "again", MORNING)!;
    // The same state the server's scheduler gives the same review.
    const server = reviewed(newCard(MORNING), "good", MORNING);
    expect(good.cards[0].due).toBe(server.due.getTime());
    expect(good.cards[0].due - MORNING.getTime()).toBeGreaterThan(86_400_000);
    // A missed word is due within the learn-ahead: shown again now, after the others.
    expect(dueCards(again, MORNING).map((c) => c.word)).toEqual(["dog"]);
    // A word not due is not counted a second time, and a word the deck does not have is not counted at all.
    expect(reviewOnDeck(good, 7, "cat", "easy", MORNING)).toBeNull();
    expect(reviewOnDeck(good, 7, "zebra", "easy", MORNING)).toBeNull();
  });

  it("survives a broken or foreign store: what cannot be read is left out", () => {
    expect(readDeck(null)).toEqual(EMPTY_DECK);
    expect(readDeck({ v: 2, cards: [] })).toEqual(EMPTY_DECK);
    const deck = withNewWords(EMPTY_DECK, [ANIMALS], 1, MORNING);
    const stored = JSON.parse(JSON.stringify(deck)) as typeof deck;
    expect(readDeck({ v: 1, cards: [...stored.cards, { contentId: "7", word: "x" }, null] })).toEqual(stored);
    expect(
      readKeptReviews([
        { contentId: 7, word: "cat", grade: "good", clientId: "abc", reviewedAt: MORNING.toISOString() },
        { contentId: 7, word: "cat", grade: "perfect", clientId: "abc", reviewedAt: MORNING.toISOString() },
        "junk",
      ]),
    ).toHaveLength(1);
  });

  it("meets the lists of its cards, boxes, saved, finished and opened entries, most recent first, word lists only", () => {
    const deck = withNewWords(EMPTY_DECK, [list(3, ["a"])], 1, new Date(1_000));
    const ids = deviceLists(
      deck,
      marks({
        saved: [
          { entry: entry(5, 2), at: 5_000 },
          { entry: entry(6, 1), at: 9_000 },
        ],
        recent: [{ entry: entry(8, 7), openedAt: 8_000, pdfPage: null }],
        done: [{ id: 9, at: 2_000 }],
      }),
      { "4": { kite: 2 }, "11": {} },
    );
    // Entry 6 is not a word list's type; list 11 has no sorted card.
    expect(ids).toEqual([8, 5, 9, 3, 4]);
    const many = marks({ done: Array.from({ length: 40 }, (_, i) => ({ id: i + 1, at: i })) });
    expect(deviceLists(EMPTY_DECK, many, {})).toHaveLength(CANDIDATE_LISTS);
  });

  it("counts the reviews of a day on Istanbul's clock", () => {
    const at = (iso: string) => ({ contentId: 7, word: "cat", grade: "good" as const, clientId: iso, reviewedAt: iso });
    const reviews = [at("2026-11-28T20:59:00Z"), at("2026-11-28T21:01:00Z"), at("2026-11-29T07:00:00Z")];
    expect(reviewsOn(reviews, "2026-11-29")).toBe(2);
    expect(reviewsOn(reviews, "2026-11-28")).toBe(1);
  });
});

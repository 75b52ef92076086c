import { and, eq, inArray, sql } from "drizzle-orm";
import { FIRST_BOX, LAST_BOX, nextBox, type Boxes } from "#core/flashcards.ts";
import type { Db } from "#server/db/client.ts";
import { flashcardBoxes, wordLists } from "#server/db/schema.ts";

/**
 * A signed-in pupil's flashcards (Leitner boxes) of entries' word lists: the box of each word,
 * a card sorted, and a device's boxes merged in at sign-in. Only words of the entry's list are kept.
 */

export interface PracticeFlashcards {
  /** The signed-in pupil's box of each word of an entry's list they have sorted. */
  boxesOf(userId: number, contentId: number): Promise<Record<string, number>>;
  /** Keeps one sorted card; only a word of the entry's list is kept (false otherwise). */
  sortCard(userId: number, contentId: number, word: string, knew: boolean): Promise<boolean>;
  /**
   * The device's boxes into the account, at sign-in: words of the entries' lists only, and
   * where both have a word, the lower box (mergedBox). Returns how many words were kept.
   */
  mergeBoxes(userId: number, device: Boxes): Promise<number>;
  exportBoxes(userId: number): Promise<{ contentId: number; word: string; box: number; updatedAt: Date }[]>;
}

export function createPracticeFlashcards(db: Db): PracticeFlashcards {
  return {
    async boxesOf(userId, contentId) {
      const rows = await db
        .select({ word: flashcardBoxes.word, box: flashcardBoxes.box })
        .from(flashcardBoxes)
        .where(and(eq(flashcardBoxes.userId, userId), eq(flashcardBoxes.contentId, contentId)));
      return Object.fromEntries(rows.map((r) => [r.word, r.box]));
    },

    sortCard: (userId, contentId, word, knew) => sortCard(db, userId, contentId, word, knew),

    mergeBoxes: (userId, device) => mergeBoxes(db, userId, device),

    exportBoxes: (userId) =>
      db
        .select({
          contentId: flashcardBoxes.contentId,
          word: flashcardBoxes.word,
          box: flashcardBoxes.box,
          updatedAt: flashcardBoxes.updatedAt,
        })
        .from(flashcardBoxes)
        .where(eq(flashcardBoxes.userId, userId)),
  };
}

/** The English words of each entry's list: the only words a pupil's boxes may name. */
async function listedWords(db: Db, contentIds: number[]): Promise<Map<number, Set<string>>> {
  if (!contentIds.length) return new Map();
  const rows = await db
    .select({ contentId: wordLists.contentId, rows: wordLists.rows })
    .from(wordLists)
    .where(inArray(wordLists.contentId, contentIds));
  return new Map(rows.map((r) => [r.contentId, new Set(r.rows.map((w) => w.english))]));
}

async function sortCard(db: Db, userId: number, contentId: number, word: string, knew: boolean): Promise<boolean> {
  if (!(await listedWords(db, [contentId])).get(contentId)?.has(word)) return false;
  const [current] = await db
    .select({ box: flashcardBoxes.box })
    .from(flashcardBoxes)
    .where(
      and(eq(flashcardBoxes.userId, userId), eq(flashcardBoxes.contentId, contentId), eq(flashcardBoxes.word, word)),
    );
  const box = nextBox(current?.box, knew);
  await db
    .insert(flashcardBoxes)
    .values({ userId, contentId, word, box })
    .onConflictDoUpdate({
      target: [flashcardBoxes.userId, flashcardBoxes.contentId, flashcardBoxes.word],
      set: { box, updatedAt: sql`now()` },
    });
  return true;
}

async function mergeBoxes(db: Db, userId: number, device: Boxes): Promise<number> {
  const ids = Object.keys(device).map(Number).filter(Number.isInteger);
  const listed = await listedWords(db, ids);
  const rows = ids.flatMap((contentId) =>
    Object.entries(device[contentId] ?? {})
      .filter(([word]) => listed.get(contentId)?.has(word))
      .map(([word, box]) => ({
        userId,
        contentId,
        word,
        box: Math.min(LAST_BOX, Math.max(FIRST_BOX, Math.trunc(box))),
      })),
  );
  if (!rows.length) return 0;
  await db
    .insert(flashcardBoxes)
    .values(rows)
    .onConflictDoUpdate({
      target: [flashcardBoxes.userId, flashcardBoxes.contentId, flashcardBoxes.word],
      // mergedBox in SQL: the lower of the two.
      set: { box: sql`least(${flashcardBoxes.box}, excluded.box)`, updatedAt: sql`now()` },
    });
  return rows.length;
}

/**
 * A visitor's reviews joining an account (decision 0118): a word reviewed on the device before
 * sign-in may be missing from the account's cards. It becomes the account's card, new as of the
 * review's counted time, only when it is a word of that entry's list now: a batch cannot make
 * cards of words no list has.
 */
import { and, eq } from "drizzle-orm";
import { newCard } from "#core/review/scheduler.ts";
import type { Db } from "#server/db/client.ts";
import { reviewCards, wordLists } from "#server/db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The account's card of a word reviewed on the device, made when the entry's list has the word; locked for the review. */
export async function adoptCard(tx: Tx, userId: number, contentId: number, word: string, at: Date) {
  const [list] = await tx
    .select({ rows: wordLists.rows })
    .from(wordLists)
    .where(eq(wordLists.contentId, contentId))
    .limit(1);
  if (!list?.rows.some((row) => row.english === word)) return undefined;
  // Met when it was reviewed: a word the visitor met today is one of today's new words, an older one is not.
  await tx
    .insert(reviewCards)
    .values({ userId, contentId, word, ...newCard(at), createdAt: at })
    .onConflictDoNothing();
  const [card] = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.contentId, contentId), eq(reviewCards.word, word)))
    .for("update");
  return card;
}

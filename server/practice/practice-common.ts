import { eq, sql } from "drizzle-orm";
import type { Quiz } from "#core/quiz-formats.ts";
import type { Db } from "#server/db/client.ts";
import { quizzes } from "#server/db/schema.ts";

/**
 * What the practice service's parts share: an entry's stored quiz with its version, and the
 * one rule that says which version a kept result was scored on.
 */

/**
 * A quiz's version is the time it last changed, as the form carries it: answers to an older
 * quiz are not scored against a newer one, and a kept result is of the current version when
 * it was kept at or after that time (one rule, no second column to keep in step).
 */
const versionOf = (updatedAt: Date) => String(updatedAt.getTime());

/** The current version of an entry's quiz, in SQL, at full precision (the form's is in milliseconds). */
export const currentVersion = (contentId: number) =>
  sql`select ${quizzes.updatedAt} from ${quizzes} where ${quizzes.contentId} = ${contentId}`;

export async function quizOf(db: Db, contentId: number): Promise<{ quiz: Quiz; version: string } | null> {
  const [row] = await db
    .select({ questions: quizzes.questions, updatedAt: quizzes.updatedAt })
    .from(quizzes)
    .where(eq(quizzes.contentId, contentId))
    .limit(1);
  return row ? { quiz: row.questions, version: versionOf(row.updatedAt) } : null;
}

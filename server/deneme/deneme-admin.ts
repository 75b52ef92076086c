import { eq } from "drizzle-orm";
import { denemeQuestions } from "#core/deneme/deneme.ts";
import { readDenemeSettings, type DenemeSettings, type SettingsRead } from "#core/deneme/settings.ts";
import { carriesQuiz } from "#core/practice.ts";
import type { Db } from "#server/db/client.ts";
import { contents, denemeSettings, quizzes } from "#server/db/schema.ts";

/**
 * The admin's deneme settings of an exam entry (decision 0121): read against the entry's quiz
 * (its multiple-choice questions must fit the form), stored, or removed. Removing keeps the
 * pupils' attempts: their results are theirs.
 */

export interface DenemeAdminView {
  entry: { id: number; konuIng: string; konuTr: string; sinif: number };
  /** The deneme's questions in the quiz as it is; 0 when it has none. */
  questions: number;
  settings: DenemeSettings | null;
}

/** The entry with its quiz and settings, or null when it has no quiz or is not an exam-like entry. */
export async function adminView(db: Db, contentId: number): Promise<DenemeAdminView | null> {
  const [row] = await db
    .select({
      entry: { id: contents.id, konuIng: contents.konuIng, konuTr: contents.konuTr, sinif: contents.sinif },
      type: contents.icerikTuru,
      quiz: quizzes.questions,
    })
    .from(contents)
    .innerJoin(quizzes, eq(quizzes.contentId, contents.id))
    .where(eq(contents.id, contentId))
    .limit(1);
  if (!row || !carriesQuiz(row.type)) return null;
  const [settings] = await db.select().from(denemeSettings).where(eq(denemeSettings.contentId, contentId)).limit(1);
  return {
    entry: row.entry,
    questions: denemeQuestions(row.quiz).length,
    settings: settings
      ? { form: settings.form, minutes: settings.minutes, topics: settings.topics, withdrawn: settings.withdrawn }
      : null,
  };
}

/** Reads the admin's form against the entry's quiz and stores it; null when the entry has no quiz. */
export async function saveSettings(
  db: Db,
  contentId: number,
  raw: Record<string, unknown>,
): Promise<SettingsRead | null> {
  const [row] = await db
    .select({ quiz: quizzes.questions, type: contents.icerikTuru })
    .from(quizzes)
    .innerJoin(contents, eq(contents.id, quizzes.contentId))
    .where(eq(quizzes.contentId, contentId))
    .limit(1);
  if (!row || !carriesQuiz(row.type)) return null;
  const read = readDenemeSettings(raw, row.quiz);
  if (!read.ok) return read;
  const values = { ...read.settings, updatedAt: new Date() };
  await db
    .insert(denemeSettings)
    .values({ contentId, ...values })
    .onConflictDoUpdate({ target: denemeSettings.contentId, set: values });
  return read;
}

export async function removeSettings(db: Db, contentId: number): Promise<void> {
  await db.delete(denemeSettings).where(eq(denemeSettings.contentId, contentId));
}

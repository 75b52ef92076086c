import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { storageKey } from "#core/content.ts";
import { FILE_KIND_INFO } from "#core/file-kinds.ts";
import { trPractice } from "#core/messages/practice.ts";
import type { PracticePlan } from "#core/practice-draft.ts";
import type { Quiz } from "#core/quiz-formats.ts";
import { MAX_QUESTION_PICTURE_BYTES } from "#core/quiz-pictures.ts";
import type { Db } from "#server/db/client.ts";
import { quizzes } from "#server/db/schema.ts";
import type { ImageVariants } from "#server/images/image-variants.ts";
import { ORPHAN_GRACE_MS } from "#server/storage/orphan-grace.ts";
import type { FileStorage } from "#server/storage/storage.ts";

/**
 * The pictures of a quiz's questions stored (decision 0131), before the quiz's row is written:
 * a file first and its row after, as an entry's upload, so a crash leaves at most a file the
 * orphan sweep removes (server/content/orphan-sweep.ts reads the quizzes' keys too). Each is
 * stored under a name made of its bytes' hash: the same picture in two quizzes is one file, a
 * name says nothing of the teacher's file name, and a name is never reused for other bytes (the
 * year of caching /files/ gives stays true). Its size is read from the stored bytes (sharp, with
 * its pixel limit): a file whose first bytes say picture but that cannot be opened is refused.
 */

export interface PictureStore {
  storage: FileStorage;
  images: ImageVariants;
}

/** Half the orphan sweep's grace. */
const RESTORE_AFTER_MS = ORPHAN_GRACE_MS / 2;

type PlannedQuiz = NonNullable<PracticePlan["quiz"]>;

export type PicturesStored =
  { ok: true; quiz: PlannedQuiz | null | undefined; keys: string[] } | { ok: false; message: string };

/** The key a picture's bytes are stored under for an entry of `grade`. */
export const pictureKey = (grade: number, bytes: Buffer, ext: string) =>
  storageKey(grade, `soru-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`);

/**
 * Stores the plan's pictures for an entry of `grade`; returns the quiz with each question's
 * picture keyed and sized, and without the bytes. A plan without pictures comes back as it is.
 */
export async function storeQuizPictures(
  { storage, images }: PictureStore,
  grade: number,
  quiz: PracticePlan["quiz"],
): Promise<PicturesStored> {
  if (!quiz?.pictures?.length) return { ok: true, quiz, keys: [] };
  const stored = new Map<string, { key: string; width: number; height: number }>();
  for (const picture of quiz.pictures) {
    const info = FILE_KIND_INFO[picture.kind];
    const bytes = Buffer.from(picture.base64, "base64");
    const key = pictureKey(grade, bytes, info.ext);
    const before = await storage.stat(key);
    const isNew = !before;
    // Stored again when older than half the sweep's grace: a sweep that read the quizzes before
    // this one is written then finds it young, and keeps it.
    if (!before || Date.now() - before.lastModified.getTime() > RESTORE_AFTER_MS)
      await storage.put(key, bytes, info.contentType, bytes.length);
    const size = await images.describe(key);
    if (!size) {
      if (isNew) await storage.delete(key);
      return { ok: false, message: trPractice.pictureUnreadable(picture.number) };
    }
    stored.set(picture.questionId, { key, width: size.width, height: size.height });
  }
  const questions = quiz.quiz.questions.map((q) => {
    const at = stored.get(q.id);
    return at && q.picture ? { ...q, picture: { alt: q.picture.alt, ...at } } : q;
  });
  const { pictures: _stored, ...rest } = quiz;
  return {
    ok: true,
    quiz: { ...rest, quiz: { questions } },
    keys: [...new Set([...stored.values()].map((s) => s.key))],
  };
}

/** Every key a stored quiz's questions name: files the orphan sweep must keep. */
export async function quizPictureKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ questions: quizzes.questions })
    .from(quizzes)
    .where(sql`jsonb_path_exists(${quizzes.questions}, '$.questions[*].picture.key')`);
  return rows.flatMap((r) => pictureKeysOf(r.questions));
}

/** The keys of a quiz's stored question pictures, in question order (a key twice when two questions share it). */
const pictureKeysOf = (quiz: Quiz) => quiz.questions.flatMap((q) => (q.picture?.key ? [q.picture.key] : []));

/**
 * The stored bytes of a quiz's question pictures, base64 by key: what the Moodle export writes beside
 * each question (core/quiz-moodle-export.ts), so the file read back here stores the same picture. A
 * key the store no longer has, or a file over the reader's limit, is left out: its question goes
 * without its picture rather than making the whole file one the site refuses.
 */
export async function quizPictureFiles(storage: FileStorage, quiz: Quiz): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const key of new Set(pictureKeysOf(quiz))) {
    const stored = await storage.stat(key);
    if (!stored || stored.size > MAX_QUESTION_PICTURE_BYTES) continue;
    files.set(key, (await buffer(await storage.read(key))).toString("base64"));
  }
  return files;
}

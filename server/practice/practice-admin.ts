import { eq, sql } from "drizzle-orm";
import type { ContentEntry } from "#core/content.ts";
import { carriesPart } from "#core/practice-form.ts";
import { checkPractice, type PracticePlan } from "#core/practice-draft.ts";
import type { QuizFormat } from "#core/quiz-formats.ts";
import type { WordRow } from "#core/word-list.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { quizzes, wordLists } from "#server/db/schema.ts";
import { storeQuizPictures, type PictureStore } from "./quiz-pictures";

/**
 * The admin's side of practice: an entry's word list and quiz as text to edit, and storing
 * them. The admin's text is parsed whole before anything is stored: a list or quiz with any
 * bad line is refused with every problem and its line, and the stored one stays as it was.
 */

export type Problems = { line: number; message: string }[];

/** One part stored: how many words or questions it holds, or every bad line. */
export type Stored = { ok: true; count: number } | { ok: false; problems: Problems };

export interface PracticeAdmin {
  /** The admin's view: what is stored, as text to edit. */
  sources(contentId: number): Promise<{ words: WordRow[] | null; quiz: { format: QuizFormat; source: string } | null }>;
  /** Stores the list parsed from `text` (empty text removes it); the problems when any line is bad. */
  setWordList(entry: ContentEntry, text: string): Promise<Stored>;
  /** Stores the quiz parsed from `text` (empty text removes it); nothing is half-imported. */
  setQuiz(entry: ContentEntry, format: QuizFormat, text: string): Promise<Stored>;
}

/** `pictures`: where a quiz's pictures are stored (decision 0131); the demo's seed, whose quizzes have none, has none. */
export function createPracticeAdmin(
  db: Db,
  changes?: Pick<ChangeBus, "publish">,
  pictures?: PictureStore,
): PracticeAdmin {
  /** One part through the form's rules (checkPractice), then writePractice; every bad line when any. */
  async function store(
    entry: ContentEntry,
    part: "words" | "quiz",
    draft: Parameters<typeof checkPractice>[1],
  ): Promise<Stored> {
    if (!carriesPart(part, entry.icerikTuru)) return { ok: false, problems: [] };
    const checked = checkPractice(entry.icerikTuru, draft);
    if (!checked.ok) return { ok: false, problems: checked.answers[part]?.problems ?? [] };
    let plan = checked.plan;
    if (plan.quiz?.pictures?.length) {
      if (!pictures) throw new Error("a quiz with pictures needs the file store");
      const stored = await storeQuizPictures(pictures, entry.sinif, plan.quiz);
      if (!stored.ok) return { ok: false, problems: [{ line: 1, message: stored.message }] };
      plan = { ...plan, quiz: stored.quiz };
      pictures.images.warm(stored.keys);
    }
    if (await writePractice(db, entry.id, plan)) await changes?.publish();
    return {
      ok: true,
      count: part === "words" ? (plan.words?.length ?? 0) : (plan.quiz?.quiz.questions.length ?? 0),
    };
  }

  return {
    async sources(contentId) {
      const [words] = await db
        .select({ rows: wordLists.rows })
        .from(wordLists)
        .where(eq(wordLists.contentId, contentId))
        .limit(1);
      const [quiz] = await db
        .select({ format: quizzes.format, source: quizzes.source })
        .from(quizzes)
        .where(eq(quizzes.contentId, contentId))
        .limit(1);
      return { words: words?.rows ?? null, quiz: quiz ?? null };
    },

    setWordList: (entry, text) => store(entry, "words", { words: text, quizFormat: "gift" }),

    setQuiz: (entry, format, text) => store(entry, "quiz", { quiz: text, quizFormat: format }),
  };
}

const sameWords = (a: WordRow[], b: WordRow[]) =>
  a.length === b.length &&
  a.every(
    (w, i) =>
      w.english === b[i].english && w.turkish === b[i].turkish && (w.example ?? null) === (b[i].example ?? null),
  );

/** A form's text with its line ends as typed: a browser sends CRLF, a file or the API may not. */
const sameSource = (a: string, b: string) => a.replace(/\r\n?/g, "\n") === b.replace(/\r\n?/g, "\n");

/**
 * Writes a checked plan (core/practice-draft.ts) for one entry with `db`, which may be the
 * transaction that writes the entry itself, so both are stored or neither. A part that is
 * the same as stored is not written again: an unchanged quiz keeps its version, and with it
 * the pupils' best results. True when anything changed.
 */
export async function writePractice(db: Db, contentId: number, plan: PracticePlan): Promise<boolean> {
  let changed = false;
  if (plan.words === null) {
    changed =
      (await db.delete(wordLists).where(eq(wordLists.contentId, contentId)).returning({ id: wordLists.contentId }))
        .length > 0;
  } else if (plan.words) {
    const rows = plan.words;
    const [stored] = await db
      .select({ rows: wordLists.rows })
      .from(wordLists)
      .where(eq(wordLists.contentId, contentId))
      .limit(1);
    if (!stored || !sameWords(stored.rows, rows)) {
      await db
        .insert(wordLists)
        .values({ contentId, rows })
        .onConflictDoUpdate({ target: wordLists.contentId, set: { rows, updatedAt: sql`now()` } });
      changed = true;
    }
  }
  if (plan.quiz === null) {
    changed =
      (await db.delete(quizzes).where(eq(quizzes.contentId, contentId)).returning({ id: quizzes.contentId })).length >
        0 || changed;
  } else if (plan.quiz) {
    const { format, source, quiz } = plan.quiz;
    const [stored] = await db
      .select({ format: quizzes.format, source: quizzes.source })
      .from(quizzes)
      .where(eq(quizzes.contentId, contentId))
      .limit(1);
    if (!stored || stored.format !== format || !sameSource(stored.source, source)) {
      await db
        .insert(quizzes)
        .values({ contentId, format, source, questions: quiz })
        .onConflictDoUpdate({
          target: quizzes.contentId,
          set: { format, source, questions: quiz, updatedAt: sql`now()` },
        });
      changed = true;
    }
  }
  return changed;
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { fileUrl, type ContentEntry } from "#core/content.ts";
import { sameWords as sameSentence } from "#core/scoring/dictation.ts";
import { parseTranscript } from "#core/transcript.ts";
import { FIRST_BOX, LAST_BOX, nextBox, type Boxes } from "#core/flashcards.ts";
import { carriesQuiz, carriesWordList } from "#core/practice.ts";
import { carriesPart } from "#core/practice-form.ts";
import { checkPractice, type PracticePlan } from "#core/practice-draft.ts";
import {
  publicQuiz,
  scoreQuiz,
  type Quiz,
  type QuizAnswers,
  type QuizFormat,
  type QuizScore,
} from "#core/quiz-formats.ts";
import type { WordRow } from "#core/word-list.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, flashcardBoxes, quizResults, quizzes, wordLists } from "#server/db/schema.ts";

export type Problems = { line: number; message: string }[];

/** What an entry's page shows of its practice: the words, and the quiz without its answers. */
export interface Practice {
  words: WordRow[] | null;
  quiz: (ReturnType<typeof publicQuiz> & { version: string }) | null;
}

/**
 * A quiz's version is the time it last changed, as the form carries it: answers to an older
 * quiz are not scored against a newer one, and a kept result is of the current version when
 * it was kept at or after that time (one rule, no second column to keep in step).
 */
const versionOf = (updatedAt: Date) => String(updatedAt.getTime());

/** The current version of an entry's quiz, in SQL, at full precision (the form's is in milliseconds). */
const currentVersion = (contentId: number) =>
  sql`select ${quizzes.updatedAt} from ${quizzes} where ${quizzes.contentId} = ${contentId}`;

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

/**
 * Word lists and quizzes of entries. The admin's text is parsed whole before
 * anything is stored: a list or quiz with any bad line is refused with every problem
 * and its line, and the stored one stays as it was.
 *
 * `changes`: told of every stored or removed list and quiz, so the pages every visitor
 * shares (server/http/response-cache.ts) show them at once, and a quiz form with an old
 * version is not served after the quiz changed. The demo seed, before any page, has none.
 */
export function createPracticeService(db: Db, changes?: Pick<ChangeBus, "publish">) {
  async function quizOf(contentId: number): Promise<{ quiz: Quiz; version: string } | null> {
    const [row] = await db
      .select({ questions: quizzes.questions, updatedAt: quizzes.updatedAt })
      .from(quizzes)
      .where(eq(quizzes.contentId, contentId))
      .limit(1);
    return row ? { quiz: row.questions, version: versionOf(row.updatedAt) } : null;
  }

  /**
   * An audio entry's dictations heard from its own sound (decision 0077): a dictation whose
   * sentence is a timed cue of the entry's transcript (the same words, case and punctuation
   * aside) plays that cue's segment, `#t=start,end`.
   */
  async function dictationClips(
    entry: ContentEntry,
    quiz: Quiz,
  ): Promise<Map<string, { src: string; start: number; end: number }>> {
    const clips = new Map<string, { src: string; start: number; end: number }>();
    const dictations = quiz.questions.filter((q) => q.kind === "dictation");
    const src = fileUrl(entry);
    if (entry.fileType !== "audio" || !src || dictations.length === 0) return clips;
    const [row] = await db
      .select({ transcript: contents.transcript })
      .from(contents)
      .where(eq(contents.id, entry.id))
      .limit(1);
    const parsed = row?.transcript ? parseTranscript(row.transcript) : null;
    if (!parsed?.ok || !parsed.transcript.timed) return clips;
    for (const q of dictations) {
      const cue = parsed.transcript.cues.find(
        (c) => c.start !== null && c.end !== null && sameSentence(c.text) === sameSentence(q.sentence),
      );
      if (cue) clips.set(q.id, { src, start: cue.start!, end: cue.end! });
    }
    return clips;
  }

  /** The English words of each entry's list: the only words a pupil's boxes may name. */
  async function listedWords(contentIds: number[]): Promise<Map<number, Set<string>>> {
    if (!contentIds.length) return new Map();
    const rows = await db
      .select({ contentId: wordLists.contentId, rows: wordLists.rows })
      .from(wordLists)
      .where(inArray(wordLists.contentId, contentIds));
    return new Map(rows.map((r) => [r.contentId, new Set(r.rows.map((w) => w.english))]));
  }

  /** One part through the form's rules (checkPractice), then writePractice; every bad line when any. */
  async function store(
    entry: ContentEntry,
    part: "words" | "quiz",
    draft: Parameters<typeof checkPractice>[1],
  ): Promise<{ ok: true; count: number } | { ok: false; problems: Problems }> {
    if (!carriesPart(part, entry.icerikTuru)) return { ok: false, problems: [] };
    const checked = checkPractice(entry.icerikTuru, draft);
    if (!checked.ok) return { ok: false, problems: checked.answers[part]?.problems ?? [] };
    if (await writePractice(db, entry.id, checked.plan)) await changes?.publish();
    return {
      ok: true,
      count: part === "words" ? (checked.plan.words?.length ?? 0) : (checked.plan.quiz?.quiz.questions.length ?? 0),
    };
  }

  return {
    async forEntry(entry: ContentEntry): Promise<Practice> {
      const [words] = carriesWordList(entry.icerikTuru)
        ? await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, entry.id)).limit(1)
        : [];
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(entry.id) : null;
      if (!quiz) return { words: words?.rows ?? null, quiz: null };
      const shown = publicQuiz(quiz.quiz);
      const clips = await dictationClips(entry, quiz.quiz);
      if (clips.size)
        shown.questions = shown.questions.map((q) =>
          q.kind === "dictation" ? { ...q, clip: clips.get(q.id) ?? null } : q,
        );
      return { words: words?.rows ?? null, quiz: { ...shown, version: quiz.version } };
    },

    /** The sentences (as sameSentence compares them) of an entry's dictations: the audio page's transcript hides those cues. */
    async dictationCues(entry: ContentEntry): Promise<Set<string>> {
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(entry.id) : null;
      return new Set(
        quiz?.quiz.questions.flatMap((q) => (q.kind === "dictation" ? [sameSentence(q.sentence)] : [])) ?? [],
      );
    },

    /**
     * A dictation's sentence, for the page's speech only when 'Cümleyi dinle' is pressed
     * (decision 0077): null when there is no such dictation in the quiz of that version.
     */
    async dictationSentence(contentId: number, version: string, questionId: string): Promise<string | null> {
      const stored = await quizOf(contentId);
      const question = stored?.version === version ? stored.quiz.questions.find((q) => q.id === questionId) : undefined;
      return question?.kind === "dictation" ? question.sentence : null;
    },

    /** The printable worksheet: the words, and the whole quiz with its answers (for the key). */
    async worksheet(entry: ContentEntry): Promise<{ words: WordRow[] | null; quiz: Quiz | null }> {
      const [words] = carriesWordList(entry.icerikTuru)
        ? await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, entry.id)).limit(1)
        : [];
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(entry.id) : null;
      return { words: words?.rows.length ? words.rows : null, quiz: quiz?.quiz ?? null };
    },

    /** The admin's view: what is stored, as text to edit. */
    async sources(contentId: number) {
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

    /** Stores the list parsed from `text` (empty text removes it); the problems when any line is bad. */
    setWordList: (entry: ContentEntry, text: string) => store(entry, "words", { words: text, quizFormat: "gift" }),

    /** Stores the quiz parsed from `text` (empty text removes it); nothing is half-imported. */
    setQuiz: (entry: ContentEntry, format: QuizFormat, text: string) =>
      store(entry, "quiz", { quiz: text, quizFormat: format }),

    /**
     * Scores a pupil's answers on the server (the page never had them); null when the
     * quiz is gone or changed since the form was shown. A signed-in pupil's best and
     * last are kept; a changed quiz (a new version, even with as many questions) starts
     * its best again: a kept result older than the quiz was scored on an earlier version.
     */
    async score(
      contentId: number,
      version: string,
      answers: QuizAnswers,
      userId: number | null,
    ): Promise<QuizScore | null> {
      const stored = await quizOf(contentId);
      if (!stored || stored.version !== version) return null;
      const result = scoreQuiz(stored.quiz, answers);
      if (userId !== null) {
        await db
          .insert(quizResults)
          .values({ userId, contentId, best: result.score, last: result.score, total: result.total })
          .onConflictDoUpdate({
            target: [quizResults.userId, quizResults.contentId],
            set: {
              best: sql`case when ${quizResults.updatedAt} >= (${currentVersion(contentId)}) then greatest(${quizResults.best}, excluded.best) else excluded.best end`,
              last: result.score,
              total: result.total,
              updatedAt: sql`now()`,
            },
          });
      }
      return result;
    },

    /**
     * One question's feedback as the pupil goes (the practice script): right or wrong, never
     * the right answer, which a pupil could otherwise collect question by question before
     * submitting; the result page shows it. Null when there is no such question.
     */
    async check(
      contentId: number,
      version: string,
      questionId: string,
      answers: QuizAnswers,
    ): Promise<{ correct: boolean } | null> {
      const stored = await quizOf(contentId);
      const question = stored?.version === version ? stored.quiz.questions.find((q) => q.id === questionId) : undefined;
      if (!question) return null;
      const [scored] = scoreQuiz({ questions: [question] }, answers).questions;
      return { correct: scored.correct };
    },

    /** A pupil's stored results, for the data export. */
    exportRows: (userId: number) =>
      db
        .select({
          contentId: quizResults.contentId,
          best: quizResults.best,
          last: quizResults.last,
          total: quizResults.total,
          updatedAt: quizResults.updatedAt,
        })
        .from(quizResults)
        .where(eq(quizResults.userId, userId)),

    /** A pupil's best and last on the quiz as it is now; none when the quiz changed since (that best was of another quiz). */
    async resultOf(userId: number, contentId: number) {
      const [row] = await db
        .select({ best: quizResults.best, last: quizResults.last, total: quizResults.total })
        .from(quizResults)
        .where(
          and(
            eq(quizResults.userId, userId),
            eq(quizResults.contentId, contentId),
            sql`${quizResults.updatedAt} >= (${currentVersion(contentId)})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    // ------------------------------------------------------------ flashcards (Leitner boxes)

    /** The signed-in pupil's box of each word of an entry's list they have sorted. */
    async boxesOf(userId: number, contentId: number): Promise<Record<string, number>> {
      const rows = await db
        .select({ word: flashcardBoxes.word, box: flashcardBoxes.box })
        .from(flashcardBoxes)
        .where(and(eq(flashcardBoxes.userId, userId), eq(flashcardBoxes.contentId, contentId)));
      return Object.fromEntries(rows.map((r) => [r.word, r.box]));
    },

    /** Keeps one sorted card; only a word of the entry's list is kept (false otherwise). */
    async sortCard(userId: number, contentId: number, word: string, knew: boolean): Promise<boolean> {
      if (!(await listedWords([contentId])).get(contentId)?.has(word)) return false;
      const [current] = await db
        .select({ box: flashcardBoxes.box })
        .from(flashcardBoxes)
        .where(
          and(
            eq(flashcardBoxes.userId, userId),
            eq(flashcardBoxes.contentId, contentId),
            eq(flashcardBoxes.word, word),
          ),
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
    },

    /**
     * The device's boxes into the account, at sign-in: words of the entries' lists only, and
     * where both have a word, the lower box (mergedBox). Returns how many words were kept.
     */
    async mergeBoxes(userId: number, device: Boxes): Promise<number> {
      const ids = Object.keys(device).map(Number).filter(Number.isInteger);
      const listed = await listedWords(ids);
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
    },

    exportBoxes: (userId: number) =>
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

export type PracticeService = ReturnType<typeof createPracticeService>;

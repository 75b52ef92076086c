import { eq } from "drizzle-orm";
import { fileUrl, type ContentEntry } from "#core/content.ts";
import { sameWords as sameSentence } from "#core/scoring/dictation.ts";
import { parseTranscript } from "#core/transcript.ts";
import { carriesQuiz, carriesWordList } from "#core/practice.ts";
import { publicQuiz, type Quiz } from "#core/quiz-formats.ts";
import type { WordRow } from "#core/word-list.ts";
import type { Db } from "#server/db/client.ts";
import { contents, wordLists } from "#server/db/schema.ts";
import { quizOf } from "./practice-common";

/**
 * What an entry's pages show of its practice: the words and the quiz without its answers (with
 * the entry's own sound for its dictations), the printable worksheet, and a dictation's sentence.
 */

/** What an entry's page shows of its practice: the words, and the quiz without its answers. */
export interface Practice {
  words: WordRow[] | null;
  quiz: (ReturnType<typeof publicQuiz> & { version: string }) | null;
}

export interface PracticePages {
  forEntry(entry: ContentEntry): Promise<Practice>;
  /** The sentences (as sameSentence compares them) of an entry's dictations: the audio page's transcript hides those cues. */
  dictationCues(entry: ContentEntry): Promise<Set<string>>;
  /**
   * A dictation's sentence, for the page's speech only when 'Cümleyi dinle' is pressed
   * (decision 0077): null when there is no such dictation in the quiz of that version.
   */
  dictationSentence(contentId: number, version: string, questionId: string): Promise<string | null>;
  /** The entry's word list alone (a visitor's device schedules its words, decision 0118); null when it has none. */
  wordsOf(entry: ContentEntry): Promise<WordRow[] | null>;
  /** The printable worksheet: the words, and the whole quiz with its answers (for the key). */
  worksheet(entry: ContentEntry): Promise<{ words: WordRow[] | null; quiz: Quiz | null }>;
}

export function createPracticePages(db: Db): PracticePages {
  return {
    async forEntry(entry) {
      const [words] = carriesWordList(entry.icerikTuru)
        ? await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, entry.id)).limit(1)
        : [];
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(db, entry.id) : null;
      if (!quiz) return { words: words?.rows ?? null, quiz: null };
      const shown = publicQuiz(quiz.quiz);
      const clips = await dictationClips(db, entry, quiz.quiz);
      if (clips.size)
        shown.questions = shown.questions.map((q) =>
          q.kind === "dictation" ? { ...q, clip: clips.get(q.id) ?? null } : q,
        );
      return { words: words?.rows ?? null, quiz: { ...shown, version: quiz.version } };
    },

    async dictationCues(entry) {
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(db, entry.id) : null;
      return new Set(
        quiz?.quiz.questions.flatMap((q) => (q.kind === "dictation" ? [sameSentence(q.sentence)] : [])) ?? [],
      );
    },

    async dictationSentence(contentId, version, questionId) {
      const stored = await quizOf(db, contentId);
      const question = stored?.version === version ? stored.quiz.questions.find((q) => q.id === questionId) : undefined;
      return question?.kind === "dictation" ? question.sentence : null;
    },

    wordsOf: (entry) => wordsOf(db, entry),

    async worksheet(entry) {
      const words = await wordsOf(db, entry);
      const quiz = carriesQuiz(entry.icerikTuru) ? await quizOf(db, entry.id) : null;
      return { words, quiz: quiz?.quiz ?? null };
    },
  };
}

async function wordsOf(db: Db, entry: ContentEntry): Promise<WordRow[] | null> {
  const [words] = carriesWordList(entry.icerikTuru)
    ? await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, entry.id)).limit(1)
    : [];
  return words?.rows.length ? words.rows : null;
}

/**
 * An audio entry's dictations heard from its own sound (decision 0077): a dictation whose
 * sentence is a timed cue of the entry's transcript (the same words, case and punctuation
 * aside) plays that cue's segment, `#t=start,end`.
 */
async function dictationClips(
  db: Db,
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

import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { foldAnswer, scoreQuiz, type QuizAnswers, type QuizScore } from "#core/quiz-formats.ts";
import type { ContentTypeCode } from "#core/content-types.ts";
import { answersShownAt, kindsFor, MAX_HOMEWORK_PER_CLASS, stateOf, type HomeworkKind, type HomeworkState, type TryAnswers } from "#core/homework.ts";
import type { GridCellData, GridData } from "#core/homework-grid.ts";
import type { HomeworkInput } from "#core/homework-form.ts";
import type { Db } from "#server/db/client.ts";
import { accountLimitKey, atMost, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import { schoolYearEnd } from "#core/classes.ts";
import { consentInForce, liveParentLinks } from "#server/homework/parent-links.ts";
import { classes, classMembers, parentLinks, contents, flashcardBoxes, homework, homeworkProgress, homeworkPupils, homeworkTries, quizzes, wordLists, type Role } from "#server/db/schema.ts";

/** Who asks: a teacher (only her own classes) or an admin (any class, for upkeep). */
export type Caller = { id: number; role: Role };

/** A homework item as its class's teacher sees it. */
export interface HomeworkView {
  id: number;
  classId: number;
  contentId: number;
  title: string;
  titleTr: string;
  grade: number;
  kind: HomeworkKind;
  dueAt: Date;
  note: string;
  answersShown: (typeof homework.$inferSelect)["answersShown"];
  tries: (typeof homework.$inferSelect)["tries"];
  scoreCounts: (typeof homework.$inferSelect)["scoreCounts"];
  passPercent: number;
  deviceTime: boolean;
  /** Some pupils' ids; empty: the whole class. */
  pupils: number[];
  createdAt: Date;
}

/** A homework item as its pupil sees it (the teacher's view's fields but the pupils list), with what they did of it. */
export interface PupilHomework extends Omit<HomeworkView, "classId" | "pupils" | "createdAt"> {
  className: string;
  openedAt: Date | null;
  doneAt: Date | null;
  /** The item's due time when the pupil finished (docs/decisions/0079). */
  doneDueAt: Date | null;
  score: number | null;
  total: number | null;
  triesUsed: number;
}

export type QuizSubmission =
  | { ok: true; result: QuizScore; showAnswers: boolean; item: PupilHomework; replayed: boolean }
  | { ok: false; code: "not-found" | "not-quiz" | "no-tries" | "changed" | "too-many" };

/** A self-test try's result; "too-many" past the pupil's limit of tries (RATE_LIMITS.homeworkTriesPerAccount). */
export type SelfTestSubmission = { score: number; total: number; passed: boolean; item: PupilHomework; replayed: boolean } | "too-many";

/** What a send from the device (docs/decisions/0076, 0084) brings besides its answers: the device's time, and the server's (tests). */
export interface DeviceSend {
  recordedAt?: Date;
  now?: Date;
}

/**
 * The time an answer counts at: its arrival; the device's recorded time only where the teacher
 * allows it, and then never later than the arrival nor earlier than the item's opening (online,
 * on the server): a forged clock moves nothing outside the time the pupil really had it.
 */
export function countedTime(item: { deviceTime: boolean }, openedAt: Date, { recordedAt, now = new Date() }: DeviceSend): Date {
  if (!item.deviceTime || !recordedAt) return now;
  return new Date(Math.min(now.getTime(), Math.max(openedAt.getTime(), recordedAt.getTime())));
}

/** A quiz's version as its form carries it (server/practice/practice-service.ts's rule: the time it last changed). */
const quizVersion = (updatedAt: Date) => String(updatedAt.getTime());

/** `cells` is null for a pupil without the parent's consent; a cell is null where the item is not theirs. */
type Grid = GridData;
type GridCell = GridCellData;

export interface QuestionReport {
  item: { id: number; title: string; dueAt: Date };
  /** Pupils with a try (consent recorded). */
  pupils: number;
  questions: { id: string; text: string; answered: number; right: number; share: number | null; wrongAnswers: { answer: string; count: number }[] }[];
}

/** What a parent's link shows: a first name and that pupil's homework of the last 4 weeks (and what is due in the next 4). */
export interface ParentView {
  firstName: string;
  items: { title: string; kind: HomeworkKind; dueAt: Date; state: HomeworkState; missing: boolean; score: number | null; total: number | null }[];
}

/** Names in the Turkish alphabet's order. */
const turkish = new Intl.Collator("tr-TR");

export type AssignResult = { ok: true; homework: HomeworkView } | { ok: false; code: "no-entry" | "kind-not-offered" | "pupils-invalid" | "too-many" };

const columns = {
  id: homework.id,
  classId: homework.classId,
  contentId: homework.contentId,
  title: contents.konuIng,
  titleTr: contents.konuTr,
  grade: contents.sinif,
  kind: homework.kind,
  dueAt: homework.dueAt,
  note: homework.note,
  answersShown: homework.answersShown,
  tries: homework.tries,
  scoreCounts: homework.scoreCounts,
  passPercent: homework.passPercent,
  deviceTime: homework.deviceTime,
  createdAt: homework.createdAt,
};

/**
 * 'Ödevler' (issue 35; docs/decisions/0069). Every teacher's method takes the caller and
 * reads or changes a class's homework only where the class is the caller's own (an admin:
 * any class), in the query itself: another teacher's class answers as no class (null).
 */
export function createHomeworkService(db: Db, limiter?: RateLimiter) {
  /** The class's id when the caller may manage it, else null. */
  async function ownClass(runner: Pick<Db, "select">, caller: Caller, classId: number): Promise<number | null> {
    const mine = caller.role === "teacher" ? eq(classes.teacherId, caller.id) : caller.role === "admin" ? sql`true` : sql`false`;
    const [row] = await runner.select({ id: classes.id }).from(classes).where(and(eq(classes.id, classId), mine)).limit(1);
    return row?.id ?? null;
  }

  /** Whether the entry exists and offers what the kind asks (a quiz, a word list), or the refusal. */
  async function entryProblem(runner: Pick<Db, "select">, contentId: number, kind: HomeworkKind): Promise<"no-entry" | "kind-not-offered" | null> {
    const [entry] = await runner.select({ type: contents.icerikTuru }).from(contents).where(eq(contents.id, contentId)).limit(1);
    if (!entry) return "no-entry";
    if (!kindsFor(entry.type as ContentTypeCode).includes(kind)) return "kind-not-offered";
    if (kind === "quiz") {
      const [quiz] = await runner.select({ id: quizzes.contentId }).from(quizzes).where(eq(quizzes.contentId, contentId)).limit(1);
      if (!quiz) return "kind-not-offered";
    } else if (kind !== "read") {
      const [list] = await runner.select({ id: wordLists.contentId }).from(wordLists).where(eq(wordLists.contentId, contentId)).limit(1);
      if (!list) return "kind-not-offered";
    }
    return null;
  }

  /** Whether every id is a member of the class. */
  async function allMembers(runner: Pick<Db, "select">, classId: number, ids: number[]): Promise<boolean> {
    if (!ids.length) return true;
    const rows = await runner
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, ids)));
    return rows.length === new Set(ids).size;
  }

  async function pupilsOf(ids: number[]): Promise<Map<number, number[]>> {
    if (!ids.length) return new Map();
    const rows = await db.select({ homeworkId: homeworkPupils.homeworkId, userId: homeworkPupils.userId }).from(homeworkPupils).where(inArray(homeworkPupils.homeworkId, ids));
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.homeworkId, [...(map.get(r.homeworkId) ?? []), r.userId]);
    return map;
  }

  async function viewsOf(where: ReturnType<typeof and>): Promise<HomeworkView[]> {
    const rows = await db.select(columns).from(homework).innerJoin(contents, eq(contents.id, homework.contentId)).where(where).orderBy(asc(homework.dueAt), asc(homework.id));
    const pupils = await pupilsOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, pupils: (pupils.get(r.id) ?? []).sort((a, b) => a - b) }));
  }

  /**
   * The pupil's items: in a class of theirs, meant for the whole class or for them among
   * some; with their progress. `homeworkId` / `contentId` / `classId` narrow it: a reader
   * other than the pupil (a parent's link) names the one class that grants the read
   * (docs/decisions/0088).
   */
  async function pupilItems(userId: number, scope: { homeworkId?: number; contentId?: number; classId?: number } = {}, runner: Pick<Db, "select"> = db): Promise<PupilHomework[]> {
    const { homeworkId, contentId, classId } = scope;
    const chosen = db.select({ one: sql`1` }).from(homeworkPupils).where(eq(homeworkPupils.homeworkId, homework.id));
    const forMe = db
      .select({ one: sql`1` })
      .from(homeworkPupils)
      .where(and(eq(homeworkPupils.homeworkId, homework.id), eq(homeworkPupils.userId, userId)));
    return runner
      .select({
        ...columns,
        className: classes.name,
        openedAt: homeworkProgress.openedAt,
        doneAt: homeworkProgress.doneAt,
        doneDueAt: homeworkProgress.doneDueAt,
        score: homeworkProgress.score,
        total: homeworkProgress.total,
        triesUsed: sql<number>`coalesce(${homeworkProgress.tries}, 0)`.mapWith(Number),
      })
      .from(homework)
      .innerJoin(classMembers, and(eq(classMembers.classId, homework.classId), eq(classMembers.userId, userId)))
      .innerJoin(classes, eq(classes.id, homework.classId))
      .innerJoin(contents, eq(contents.id, homework.contentId))
      .leftJoin(homeworkProgress, and(eq(homeworkProgress.homeworkId, homework.id), eq(homeworkProgress.userId, userId)))
      .where(
        and(
          or(notExists(chosen), exists(forMe)),
          homeworkId === undefined ? undefined : eq(homework.id, homeworkId),
          contentId === undefined ? undefined : eq(homework.contentId, contentId),
          classId === undefined ? undefined : eq(homework.classId, classId),
        ),
      )
      .orderBy(asc(homework.dueAt), asc(homework.id));
  }

  async function classOfItem(runner: Pick<Db, "select">, homeworkId: number): Promise<number> {
    const [row] = await runner.select({ classId: homework.classId }).from(homework).where(eq(homework.id, homeworkId)).limit(1);
    return row.classId;
  }

  /** The pupil's progress row of an item, made on first opening ('başladı'). */
  async function touch(runner: Pick<Db, "select" | "insert">, item: { id: number }, userId: number, classId?: number) {
    await runner
      .insert(homeworkProgress)
      .values({ homeworkId: item.id, classId: classId ?? (await classOfItem(runner, item.id)), userId })
      .onConflictDoNothing();
  }

  /** The pupil's progress row of an item, made if need be and locked for the transaction: tries counted one after the other. */
  async function lockedProgress(tx: Pick<Db, "select" | "insert">, item: { id: number }, userId: number) {
    const classId = await classOfItem(tx, item.id);
    await touch(tx, item, userId, classId);
    const [progress] = await tx
      .select()
      .from(homeworkProgress)
      .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)))
      .for("update");
    return { classId, progress };
  }

  /** The item's due time kept with the moment it is done (set together; an update's right sides read the row as it was). */
  const doneDue = (item: { dueAt: Date }) => sql`case when ${homeworkProgress.doneAt} is null then ${item.dueAt.toISOString()}::timestamptz else ${homeworkProgress.doneDueAt} end`;

  /** A try already kept under the device's id (an offline answer sent again), of whichever item. */
  async function keptTry(runner: Pick<Db, "select">, userId: number, clientId: string) {
    const [kept] = await runner
      .select()
      .from(homeworkTries)
      .where(and(eq(homeworkTries.userId, userId), eq(homeworkTries.clientId, clientId)))
      .limit(1);
    return kept ?? null;
  }

  /**
   * Counts a try against the pupil's limit before anything is read or scored
   * (RATE_LIMITS.homeworkTriesPerAccount), whichever door it came through; false past it. An
   * offline try sent again under a kept clientId costs nothing: it is answered, never stored twice.
   */
  async function mayTry(userId: number, clientId: string | undefined): Promise<"counted" | "free" | "refused"> {
    if (!limiter || (clientId && (await keptTry(db, userId, clientId)))) return "free";
    return (await limiter.hit(triesKey(userId), RATE_LIMITS.homeworkTriesPerAccount)) ? "counted" : "refused";
  }
  const triesKey = (userId: number) => accountLimitKey("homework:tries", userId);

  /** A try sent again while its first sending was still being kept (both counted) turned out a replay: its count is given back. */
  async function replayed(userId: number, taken: "counted" | "free") {
    if (taken === "counted") await limiter?.release(triesKey(userId));
  }

  /** A kept try as its result again (an offline answer sent twice): the score, each question right or wrong. */
  const replayOf = (kept: typeof homeworkTries.$inferSelect): QuizScore => ({
    score: kept.score,
    total: kept.total,
    questions: Object.entries(kept.answers).map(([id, a]) => ({ id, kind: a.kind, text: "", credit: a.credit, correct: a.correct, given: a.given, right: "" })),
  });

  /** Only a quiz keeps quiz settings; only a self-test its pass mark (the rest keep the defaults). */
  const settingsOf = (input: HomeworkInput) => ({
    kind: input.kind,
    contentId: input.contentId,
    dueAt: input.dueAt,
    note: input.note,
    answersShown: input.kind === "quiz" ? input.answersShown : ("after-due" as const),
    tries: input.kind === "quiz" ? input.tries : (0 as const),
    scoreCounts: input.kind === "quiz" ? input.scoreCounts : ("best" as const),
    passPercent: input.kind === "self-test" ? input.passPercent : 80,
    deviceTime: input.deviceTime,
  });

  async function writePupils(tx: Pick<Db, "insert" | "delete">, classId: number, homeworkId: number, ids: number[]) {
    await tx.delete(homeworkPupils).where(eq(homeworkPupils.homeworkId, homeworkId));
    const unique = [...new Set(ids)];
    if (unique.length) await tx.insert(homeworkPupils).values(unique.map((userId) => ({ homeworkId, classId, userId })));
  }

  const service = {
    // ------------------------------------------------------------ a pupil's side

    /** The homework of the pupil's classes meant for them (the whole class, or them among some), with their progress; soonest due first. */
    mine: (userId: number, homeworkId?: number) => pupilItems(userId, { homeworkId }),

    /** One item of the pupil's, or null (not theirs: another class's, or given to some classmates only). */
    async one(userId: number, homeworkId: number): Promise<PupilHomework | null> {
      const [item] = await pupilItems(userId, { homeworkId });
      return item ?? null;
    },

    /** Whether the account is in any class ('Ödevlerim' in its menu). */
    async inAnyClass(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: classMembers.classId }).from(classMembers).where(eq(classMembers.userId, userId)).limit(1);
      return Boolean(row);
    },

    /** The pupil opened the item (the entry, for reading): 'başladı'. Idempotent; false when it is not theirs. */
    async open(userId: number, homeworkId: number): Promise<PupilHomework | null> {
      const item = await service.one(userId, homeworkId);
      if (!item) return null;
      await touch(db, item, userId);
      return (await service.one(userId, homeworkId))!;
    },

    /**
     * 'Okudum, bitti': only an item to read, only after the entry was opened through it.
     * Idempotent (a replay keeps the first time). Sent later from the device (docs/decisions/0084):
     * `recordedAt` counts where the teacher allows it, bounded as a quiz try's; `opened`, the
     * device's word that the entry was opened offline (its link on the offline page), opens it
     * at arrival where the server never saw it opened, and then arrival is the time counted.
     */
    async markRead(userId: number, homeworkId: number, options: DeviceSend & { opened?: boolean } = {}): Promise<"done" | "not-opened" | null> {
      let item = await service.one(userId, homeworkId);
      if (!item || item.kind !== "read") return null;
      if (!item.openedAt && options.opened) item = await service.open(userId, homeworkId);
      if (!item?.openedAt) return "not-opened";
      const done = options.recordedAt ? countedTime(item, item.openedAt, options) : null;
      await db
        .update(homeworkProgress)
        .set({ doneAt: done ? sql`coalesce(${homeworkProgress.doneAt}, ${done.toISOString()}::timestamptz)` : sql`coalesce(${homeworkProgress.doneAt}, now())`, doneDueAt: doneDue(item) })
        .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
      return "done";
    },

    /**
     * A try of a homework quiz, scored on the server: the tries are counted under a lock of
     * the pupil's progress row, so two at once cannot both be the last; each try is kept with
     * its answers per question; the counted score is the first's or the best's. `clientId`
     * (an offline answer's device-made id): sent again, the kept try is answered, not a new one.
     */
    async submitQuiz(userId: number, homeworkId: number, version: string, answers: QuizAnswers, options: DeviceSend & { clientId?: string } = {}): Promise<QuizSubmission> {
      const taken = await mayTry(userId, options.clientId);
      if (taken === "refused") return { ok: false, code: "too-many" };
      const now = options.now ?? new Date();
      const outcome = await db.transaction(async (tx) => {
        const [item] = await pupilItems(userId, { homeworkId }, tx);
        if (!item) return { ok: false as const, code: "not-found" as const };
        if (item.kind !== "quiz") return { ok: false as const, code: "not-quiz" as const };
        const { classId, progress } = await lockedProgress(tx, item, userId);
        const [quiz] = await tx.select({ questions: quizzes.questions, updatedAt: quizzes.updatedAt }).from(quizzes).where(eq(quizzes.contentId, item.contentId)).limit(1);
        if (options.clientId) {
          const kept = await keptTry(tx, userId, options.clientId);
          if (kept && kept.homeworkId === item.id && quiz) return { ok: true as const, replayed: true, result: replayOf(kept), item };
          if (kept) return { ok: false as const, code: "not-found" as const };
        }
        if (!quiz || quizVersion(quiz.updatedAt) !== version) return { ok: false as const, code: "changed" as const };
        if (item.tries !== 0 && progress.tries >= item.tries) return { ok: false as const, code: "no-tries" as const };
        const result = scoreQuiz(quiz.questions, answers);
        const kept: TryAnswers = Object.fromEntries(result.questions.map((q) => [q.id, { kind: q.kind, given: q.given, correct: q.correct, credit: q.credit }]));
        const counted = countedTime(item, progress.openedAt, { ...options, now });
        await tx.insert(homeworkTries).values({ homeworkId: item.id, classId, userId, clientId: options.clientId ?? null, score: result.score, total: result.total, answers: kept, receivedAt: now, countedAt: counted });
        const first = progress.tries === 0;
        const score = item.scoreCounts === "first" ? (first ? result.score : progress.score!) : Math.max(result.score, progress.score ?? 0);
        const keepsDone = progress.doneAt !== null && progress.doneAt.getTime() <= counted.getTime();
        await tx
          .update(homeworkProgress)
          .set({ tries: sql`${homeworkProgress.tries} + 1`, score, total: result.total, ...(keepsDone ? {} : { doneAt: counted, doneDueAt: item.dueAt }) })
          .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
        return { ok: true as const, replayed: false, result, item };
      });
      if (!outcome.ok) return outcome;
      if (outcome.replayed) await replayed(userId, taken);
      const item = (await service.one(userId, homeworkId))!;
      return { ...outcome, item, showAnswers: answersShownAt(item, now) };
    },

    /**
     * The self-test of an item's word list, scored on the server: the English of each Turkish
     * word, typed; done when the share right reaches the item's pass mark. The best is kept.
     * Each try is kept (homework_tries) under a lock of the progress row, as a quiz's: sent
     * from the device (docs/decisions/0084) with its `clientId`, a replay answers the kept
     * try again and counts nothing; `recordedAt` counts as a quiz try's.
     */
    async submitSelfTest(userId: number, homeworkId: number, answers: Record<string, string>, options: DeviceSend & { clientId?: string } = {}): Promise<SelfTestSubmission | null> {
      const taken = await mayTry(userId, options.clientId);
      if (taken === "refused") return "too-many";
      const now = options.now ?? new Date();
      const outcome = await db.transaction(async (tx) => {
        const [item] = await pupilItems(userId, { homeworkId }, tx);
        if (!item || item.kind !== "self-test") return null;
        const [list] = await tx.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, item.contentId)).limit(1);
        if (!list?.rows.length) return null;
        const { classId, progress } = await lockedProgress(tx, item, userId);
        const passedBy = (score: number, total: number) => score * 100 >= item.passPercent * total;
        if (options.clientId) {
          const kept = await keptTry(tx, userId, options.clientId);
          if (kept && kept.homeworkId === item.id) return { score: kept.score, total: kept.total, passed: passedBy(kept.score, kept.total), replayed: true };
          if (kept) return null;
        }
        const total = list.rows.length;
        const given = list.rows.map((w, i) => ({ id: `w${i}`, given: (answers[`w${i}`] ?? "").slice(0, 200), correct: foldAnswer(answers[`w${i}`] ?? "") === foldAnswer(w.english) }));
        const score = given.filter((g) => g.correct).length;
        const passed = passedBy(score, total);
        const counted = countedTime(item, progress.openedAt, { ...options, now });
        const keptAnswers: TryAnswers = Object.fromEntries(given.map((g) => [g.id, { kind: "short" as const, given: g.given, correct: g.correct, credit: g.correct ? 1 : 0 }]));
        await tx.insert(homeworkTries).values({ homeworkId: item.id, classId, userId, clientId: options.clientId ?? null, score, total, answers: keptAnswers, receivedAt: now, countedAt: counted });
        const keepsDone = !passed || (progress.doneAt !== null && progress.doneAt.getTime() <= counted.getTime());
        await tx
          .update(homeworkProgress)
          .set({ tries: sql`${homeworkProgress.tries} + 1`, score: Math.max(score, progress.score ?? 0), total, ...(keepsDone ? {} : { doneAt: counted, doneDueAt: item.dueAt }) })
          .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
        return { score, total, passed, replayed: false };
      });
      if (outcome?.replayed) await replayed(userId, taken);
      return outcome && { ...outcome, item: (await service.one(userId, homeworkId))! };
    },

    /**
     * A flashcard item is done once every word of the list was sorted (either way) after
     * the pupil opened the item: read from the account's Leitner boxes, then kept.
     */
    async checkFlashcards(userId: number, homeworkId: number): Promise<PupilHomework | null> {
      const item = await service.one(userId, homeworkId);
      if (!item || item.kind !== "flashcards" || !item.openedAt || item.doneAt) return item;
      const [list] = await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, item.contentId)).limit(1);
      const words = new Set(list?.rows.map((w) => w.english) ?? []);
      const sorted = await db
        .select({ word: flashcardBoxes.word, at: flashcardBoxes.updatedAt })
        .from(flashcardBoxes)
        .where(and(eq(flashcardBoxes.userId, userId), eq(flashcardBoxes.contentId, item.contentId)));
      const since = sorted.filter((r) => words.has(r.word) && r.at.getTime() >= item.openedAt!.getTime());
      if (!words.size || since.length < words.size) return item;
      const last = new Date(Math.max(...since.map((r) => r.at.getTime())));
      await db
        .update(homeworkProgress)
        .set({ doneAt: sql`coalesce(${homeworkProgress.doneAt}, ${last.toISOString()}::timestamptz)`, doneDueAt: doneDue(item), score: words.size, total: words.size })
        .where(and(eq(homeworkProgress.homeworkId, item.id), eq(homeworkProgress.userId, userId)));
      return service.one(userId, homeworkId);
    },

    /**
     * Whether a signed-in pupil must not see an entry's right answers now: a quiz item of
     * theirs on it whose teacher chose 'after the due time' (not passed yet) or 'never'. The
     * content page's quiz, its one-question check and the homework page all ask this.
     */
    async hidesAnswers(userId: number, contentId: number, now = new Date()): Promise<boolean> {
      const items = await pupilItems(userId, { contentId });
      return items.some((i) => i.kind === "quiz" && !answersShownAt(i, now));
    },

    // ------------------------------------------------------------ a parent's link (/veli/{token})

    /**
     * A new 'veli bağlantısı' for a pupil of the caller's class; any earlier one of that pupil
     * is revoked. Only with the parent's consent recorded (the link shows results, and the
     * teacher could open it), and tied to that consent: withdrawn, the link dies for good
     * (docs/decisions/0088). The token is returned once; only its hash is kept. Null: not the
     * caller's class or not a member; "no-consent".
     */
    async makeParentLink(caller: Caller, classId: number, userId: number): Promise<{ token: string; expiresAt: Date } | "no-consent" | null> {
      return db.transaction(async (tx) => {
        const id = await ownClass(tx, caller, classId);
        if (id === null) return null;
        const [member] = await tx
          .select({ consentAt: classMembers.consentAt, schoolYear: classes.schoolYear })
          .from(classMembers)
          .innerJoin(classes, eq(classes.id, classMembers.classId))
          .where(and(eq(classMembers.classId, id), eq(classMembers.userId, userId)))
          .for("update", { of: classMembers })
          .limit(1);
        if (!member) return null;
        if (!member.consentAt) return "no-consent";
        await tx.update(parentLinks).set({ revokedAt: sql`now()` }).where(and(eq(parentLinks.classId, id), eq(parentLinks.userId, userId), isNull(parentLinks.revokedAt)));
        const token = newToken();
        const expiresAt = schoolYearEnd(member.schoolYear);
        // The membership row is locked: the consent the link carries is the one just read.
        await tx.insert(parentLinks).values({ classId: id, userId, tokenHash: hashToken(token), expiresAt, consentAt: consentInForce(id, userId) });
        return { token, expiresAt };
      });
    },

    /** Revokes the pupil's link(s) at once; false when there was none (or not the caller's class). */
    async revokeParentLink(caller: Caller, classId: number, userId: number): Promise<boolean> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return false;
      const gone = await db
        .update(parentLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(parentLinks.classId, id), eq(parentLinks.userId, userId), isNull(parentLinks.revokedAt)))
        .returning({ id: parentLinks.id });
      return gone.length > 0;
    },

    /** The members of the caller's class with a live link (for 'Bağlantıyı iptal et'). */
    async linkedPupils(caller: Caller, classId: number): Promise<Set<number>> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return new Set();
      const rows = await liveParentLinks(db, eq(parentLinks.classId, id), new Date());
      return new Set(rows.map((r) => r.userId));
    },

    /**
     * What a parent's link shows: the pupil's first name and their homework of the link's own
     * class due in the last 4 weeks (done, late, missing, scores); nothing of anyone else, nor
     * of the pupil's other classes (docs/decisions/0088). Null for a token that is unknown,
     * revoked, expired, or whose grants no longer hold (parent-links.ts); "too-many" for such a
     * miss past the address's limit. Only misses count, each taken in one atomic step
     * (docs/decisions/0087, 0090): the link is opened by a GET, which any page can make a browser
     * send, and a school's or a home's families share one address, so a right link is never
     * refused for others' misses.
     */
    async parentView(token: string, clientKey: string, now = new Date()): Promise<ParentView | "too-many" | null> {
      const miss = async () => {
        if (!limiter) return null;
        const { windowSeconds, limit } = RATE_LIMITS.parentLinkViews;
        const taken = await limiter.take(`veli:address:${clientKey}`, windowSeconds, atMost(limit * limiter.multiplier));
        return taken.ok ? null : ("too-many" as const);
      };
      if (!/^[\w-]{43}$/.test(token)) return miss();
      const [link] = await liveParentLinks(db, eq(parentLinks.tokenHash, hashToken(token)), now).limit(1);
      if (!link) return miss();
      const since = now.getTime() - 28 * 86_400_000;
      const items = (await pupilItems(link.userId, { classId: link.classId })).filter((i) => i.dueAt.getTime() >= since && i.dueAt.getTime() <= now.getTime() + 28 * 86_400_000);
      return {
        firstName: link.displayName.split(" ")[0],
        items: items.map((i) => ({ title: i.title, kind: i.kind, dueAt: i.dueAt, state: stateOf(i), missing: !i.doneAt && i.dueAt.getTime() < now.getTime(), score: i.score, total: i.total })),
      };
    },

    // ------------------------------------------------------------ the teacher's side

    /**
     * The teacher's grid (issue 35): the class's members as rows (Turkish order), its items
     * as columns (soonest due first). A cell is null where the item is not the pupil's
     * (given to some others); a pupil without the parent's recorded consent has no cells at
     * all (docs/decisions/0066): nothing of their work is read. Null when not the caller's class.
     */
    async grid(caller: Caller, classId: number): Promise<Grid | null> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      const [items, members, progress, chosen] = await Promise.all([
        db.select({ id: homework.id, title: contents.konuIng, kind: homework.kind, dueAt: homework.dueAt }).from(homework).innerJoin(contents, eq(contents.id, homework.contentId)).where(eq(homework.classId, id)).orderBy(asc(homework.dueAt), asc(homework.id)),
        db.select({ userId: classMembers.userId, displayName: classMembers.displayName, consentAt: classMembers.consentAt }).from(classMembers).where(eq(classMembers.classId, id)),
        db
          .select({ homeworkId: homeworkProgress.homeworkId, userId: homeworkProgress.userId, openedAt: homeworkProgress.openedAt, doneAt: homeworkProgress.doneAt, doneDueAt: homeworkProgress.doneDueAt, score: homeworkProgress.score, total: homeworkProgress.total })
          .from(homeworkProgress)
          .innerJoin(classMembers, and(eq(classMembers.classId, homeworkProgress.classId), eq(classMembers.userId, homeworkProgress.userId)))
          .where(and(eq(homeworkProgress.classId, id), isNotNull(classMembers.consentAt))),
        db.select({ homeworkId: homeworkPupils.homeworkId, userId: homeworkPupils.userId }).from(homeworkPupils).where(eq(homeworkPupils.classId, id)),
      ]);
      const done = new Map(progress.map((p) => [`${p.homeworkId}:${p.userId}`, p]));
      const some = new Map<number, Set<number>>();
      for (const c of chosen) some.set(c.homeworkId, (some.get(c.homeworkId) ?? new Set()).add(c.userId));
      const rows = members
        .sort((a, b) => turkish.compare(a.displayName, b.displayName) || a.userId - b.userId)
        .map((m) => ({
          userId: m.userId,
          displayName: m.displayName,
          consent: m.consentAt !== null,
          cells: m.consentAt
            ? items.map((h): GridCell | null => {
                if (some.has(h.id) && !some.get(h.id)!.has(m.userId)) return null;
                const p = done.get(`${h.id}:${m.userId}`);
                return { state: stateOf({ dueAt: h.dueAt, openedAt: p?.openedAt ?? null, doneAt: p?.doneAt ?? null, doneDueAt: p?.doneDueAt ?? null }), score: p?.score ?? null, total: p?.total ?? null };
              })
            : null,
        }));
      return { items, rows };
    },

    /**
     * Per quiz item (issue 35): each question's share of right answers among the pupils who
     * tried (each pupil's last try; only pupils whose parent's consent is recorded), the
     * hardest first, with the wrong answers given most often. Null when not the caller's.
     */
    async questionReport(caller: Caller, classId: number, homeworkId: number): Promise<QuestionReport | null> {
      const item = await service.get(caller, classId, homeworkId);
      if (!item || item.kind !== "quiz") return null;
      const [quiz] = await db.select({ questions: quizzes.questions }).from(quizzes).where(eq(quizzes.contentId, item.contentId)).limit(1);
      const tries = await db
        .select({ userId: homeworkTries.userId, answers: homeworkTries.answers })
        .from(homeworkTries)
        .innerJoin(classMembers, and(eq(classMembers.classId, homeworkTries.classId), eq(classMembers.userId, homeworkTries.userId)))
        .where(and(eq(homeworkTries.homeworkId, item.id), isNotNull(classMembers.consentAt)))
        .orderBy(asc(homeworkTries.id));
      const last = new Map(tries.map((t) => [t.userId, t.answers]));
      const questions = (quiz?.questions.questions ?? []).map((q) => {
        const given = [...last.values()].map((a) => a[q.id]).filter((a) => a !== undefined);
        const wrong = new Map<string, number>();
        for (const a of given) if (!a.correct) wrong.set(a.given, (wrong.get(a.given) ?? 0) + 1);
        const right = given.filter((a) => a.correct).length;
        // The share of the question's points the class earned: partial credit counts (issue 36).
        const earned = given.reduce((sum, a) => sum + a.credit, 0);
        return {
          id: q.id,
          text: q.text,
          answered: given.length,
          right,
          share: given.length ? earned / given.length : null,
          wrongAnswers: [...wrong.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3).map(([answer, count]) => ({ answer, count })),
        };
      });
      questions.sort((a, b) => (a.share ?? 2) - (b.share ?? 2) || a.id.localeCompare(b.id, undefined, { numeric: true }));
      return { item: { id: item.id, title: item.title, dueAt: item.dueAt }, pupils: last.size, questions };
    },

    /** The class's homework, soonest due first; null when the class is not the caller's. */
    async list(caller: Caller, classId: number): Promise<HomeworkView[] | null> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      return viewsOf(eq(homework.classId, id));
    },

    /** One item of the caller's class, or null. */
    async get(caller: Caller, classId: number, homeworkId: number): Promise<HomeworkView | null> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      const [found] = await viewsOf(and(eq(homework.classId, id), eq(homework.id, homeworkId)));
      return found ?? null;
    },

    /** A new item for the caller's class; null when the class is not the caller's. */
    async assign(caller: Caller, classId: number, input: HomeworkInput): Promise<AssignResult | null> {
      const result = await db.transaction(async (tx) => {
        const id = await ownClass(tx, caller, classId);
        if (id === null) return null;
        // The class row locked: two assignments at once count against the limit one after the other.
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for("update");
        const [{ n }] = await tx.select({ n: count() }).from(homework).where(eq(homework.classId, id));
        if (Number(n) >= MAX_HOMEWORK_PER_CLASS) return { ok: false as const, code: "too-many" as const };
        const problem = await entryProblem(tx, input.contentId, input.kind);
        if (problem) return { ok: false as const, code: problem };
        if (!(await allMembers(tx, id, input.pupils))) return { ok: false as const, code: "pupils-invalid" as const };
        const [row] = await tx
          .insert(homework)
          .values({ classId: id, ...settingsOf(input) })
          .returning({ id: homework.id });
        await writePupils(tx, id, row.id, input.pupils);
        return { ok: true as const, id: row.id };
      });
      if (!result) return null;
      if (!result.ok) return result;
      return { ok: true, homework: (await service.get(caller, classId, result.id))! };
    },

    /** Changes an item of the caller's class; null when it is not there (or not the caller's). */
    async update(caller: Caller, classId: number, homeworkId: number, input: HomeworkInput): Promise<AssignResult | null> {
      const result = await db.transaction(async (tx) => {
        const id = await ownClass(tx, caller, classId);
        if (id === null) return null;
        const [found] = await tx.select({ id: homework.id }).from(homework).where(and(eq(homework.id, homeworkId), eq(homework.classId, id))).for("update").limit(1);
        if (!found) return null;
        const problem = await entryProblem(tx, input.contentId, input.kind);
        if (problem) return { ok: false as const, code: problem };
        if (!(await allMembers(tx, id, input.pupils))) return { ok: false as const, code: "pupils-invalid" as const };
        await tx
          .update(homework)
          .set({ ...settingsOf(input), updatedAt: sql`now()` })
          .where(eq(homework.id, found.id));
        await writePupils(tx, id, found.id, input.pupils);
        return { ok: true as const };
      });
      if (!result) return null;
      if (!result.ok) return result;
      return { ok: true, homework: (await service.get(caller, classId, homeworkId))! };
    },

    /** Deletes an item of the caller's class with everything pupils did of it; false when not there. */
    async remove(caller: Caller, classId: number, homeworkId: number): Promise<boolean> {
      const id = await ownClass(db, caller, classId);
      if (id === null) return false;
      const gone = await db
        .delete(homework)
        .where(and(eq(homework.id, homeworkId), eq(homework.classId, id)))
        .returning({ id: homework.id });
      return gone.length > 0;
    },

    /** The classes a teacher may assign to (an admin assigns from a class's page or the API), newest first. */
    async classesOf(caller: Caller) {
      if (caller.role !== "teacher") return [];
      return db.select({ id: classes.id, name: classes.name, grade: classes.grade }).from(classes).where(eq(classes.teacherId, caller.id)).orderBy(desc(classes.createdAt), desc(classes.id));
    },

    /** The members of the caller's class (for choosing some of them), or null. */
    async membersOf(caller: Caller, classId: number) {
      const id = await ownClass(db, caller, classId);
      if (id === null) return null;
      return db.select({ userId: classMembers.userId, displayName: classMembers.displayName }).from(classMembers).where(eq(classMembers.classId, id)).orderBy(asc(classMembers.displayName));
    },
  };
  return service;
}

export type HomeworkService = ReturnType<typeof createHomeworkService>;

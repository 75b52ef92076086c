import { data, redirect, type AppLoadContext } from "react-router";
import { contentPath, parseEntryId } from "#core/content.ts";
import { daysLeftText, dueText, MY_HOMEWORK_PATH, stateOf } from "#core/homework.ts";
import { trCommon } from "#core/messages/common.ts";
import { trHomework } from "#core/messages/homework.ts";
import { printPath } from "#core/practice-view.ts";
import type { QuizScore } from "#core/quiz-formats.ts";
import type { PupilHomework } from "#server/homework/homework-service.ts";
import { answersOf } from "#server/practice/practice-view.ts";
import { notFound } from "./load.server";
import { requireUser } from "./session.server";
import { redirectWithToast } from "./toast.server";

export const homeworkPath = (id: number) => `${MY_HOMEWORK_PATH}/${id}`;

/** An item as a pupil's list shows it: days left in words, or done (late or not) with its score. */
function rowOf(item: PupilHomework, now: Date) {
  const state = stateOf(item);
  return {
    id: item.id,
    title: item.title,
    kind: item.kind,
    className: item.className,
    note: item.note,
    due: dueText(item.dueAt),
    left: daysLeftText(item.dueAt, now),
    state,
    score: item.score !== null && item.total !== null ? trHomework.scoreOf(item.score, item.total) : null,
    to: homeworkPath(item.id),
  };
}

// ------------------------------------------------------------------ /odevlerim

export async function myHomeworkPage(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const now = new Date();
  const items = await context.services.homework.mine(user.id);
  // A flashcard item is done by sorting its cards on the entry's page: read when the list is drawn.
  for (const [i, item] of items.entries()) if (item.kind === "flashcards" && item.openedAt && !item.doneAt) items[i] = (await context.services.homework.checkFlashcards(user.id, item.id)) ?? item;
  const rows = items.map((i) => rowOf(i, now));
  return { pupil: user.id, toDo: rows.filter((r) => r.state === "not-started" || r.state === "started"), done: rows.filter((r) => r.state === "done" || r.state === "late").reverse() };
}

// ------------------------------------------------------------------ /odevlerim/{id}

/** A quiz result as the homework page shows it: each question's right answer only when the teacher's chosen time has come. */
function resultView(result: QuizScore, showAnswers: boolean, item: PupilHomework) {
  return {
    score: result.score,
    total: result.total,
    counted: item.score !== null && item.total !== null ? trHomework.counted(item.score, item.total) : null,
    questions: showAnswers ? result.questions : null,
    hidden: showAnswers ? null : item.answersShown === "never" ? trHomework.answersNeverShown : trHomework.answersLater,
  };
}
export type QuizResultView = ReturnType<typeof resultView>;

export async function homeworkPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseEntryId(rawId) ?? notFound();
  const { homework, content, practice } = context.services;
  let item = await homework.one(user.id, id);
  if (!item) notFound();
  // Opening a quiz, the cards or the self-test starts it; an entry to read starts when the entry is opened through 'İçeriği aç'.
  if (item!.kind !== "read") item = await homework.open(user.id, id);
  if (item!.kind === "flashcards") item = await homework.checkFlashcards(user.id, id);
  const it = item!;
  const entry = await content.getById(it.contentId);
  if (!entry) notFound();
  const path = contentPath(entry!);
  const now = new Date();
  // `pupil`: the device keeps a quiz item for this account only (docs/decisions/0076).
  const base = { ...rowOf(it, now), entryPath: path, answersShown: it.answersShown, scoreCounts: it.scoreCounts, passPercent: it.passPercent, pupil: user.id };
  const triesLeft = it.tries === 0 ? null : Math.max(0, it.tries - it.triesUsed);
  if (it.kind === "quiz") {
    const { quiz } = await practice.forEntry(entry!);
    return { ...base, triesLeft, quiz: quiz && triesLeft !== 0 ? { questions: quiz.questions, version: quiz.version, print: { sheet: printPath(path), withKey: null } } : null, words: null };
  }
  if (it.kind === "self-test") {
    const { words } = await practice.forEntry(entry!);
    // Only the Turkish side goes to the page: the English is what is asked.
    return { ...base, triesLeft, quiz: null, words: words?.map((w) => w.turkish) ?? [] };
  }
  return { ...base, triesLeft, quiz: null, words: null };
}

/** Past the pupil's limit of tries (RATE_LIMITS.homeworkTriesPerAccount): the form answers with the reason, nothing stored. */
const tooManyTries = () => data({ kind: "refused" as const, message: trHomework.tooManyTries }, { status: 429 });

export async function homeworkAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseEntryId(rawId) ?? notFound();
  const form = await request.formData();
  const { homework } = context.services;
  const here = homeworkPath(id);
  switch (String(form.get("intent") ?? "")) {
    case "open": {
      const item = await homework.open(user.id, id);
      if (!item) notFound();
      const entry = await context.services.content.getById(item!.contentId);
      return redirect(entry ? contentPath(entry) : here);
    }
    case "read": {
      const result = await homework.markRead(user.id, id);
      if (result === null) notFound();
      return result === "done" ? redirectWithToast(context, MY_HOMEWORK_PATH, trHomework.readDone) : redirectWithToast(context, here, trHomework.readFirst, "error");
    }
    case "quiz": {
      const version = String(form.get("version") ?? "").slice(0, 20);
      const submitted = await homework.submitQuiz(user.id, id, version, answersOf(form));
      if (!submitted.ok) {
        if (submitted.code === "not-found" || submitted.code === "not-quiz") notFound();
        if (submitted.code === "too-many") return tooManyTries();
        return data({ kind: "refused" as const, message: submitted.code === "no-tries" ? trHomework.noTriesLeft : trHomework.quizChanged }, { status: 409 });
      }
      return { kind: "quiz" as const, result: resultView(submitted.result, submitted.showAnswers, submitted.item) };
    }
    case "self-test": {
      const answers: Record<string, string> = {};
      let n = 0;
      for (const [name, value] of form) {
        if (typeof value !== "string" || name.length > 6 || !/^w\d{1,4}$/.test(name)) continue;
        if (++n > 2_000) break;
        answers[name] = value.slice(0, 200);
      }
      const result = await homework.submitSelfTest(user.id, id, answers);
      if (!result) return notFound();
      if (result === "too-many") return tooManyTries();
      const { score, total, passed } = result;
      return { kind: "self-test" as const, passed, message: passed ? trHomework.selfTestPassed(score, total) : trHomework.selfTestFailed(score, total) };
    }
    default:
      return data({ kind: "refused" as const, message: trCommon.notFound }, { status: 400 });
  }
}

// ------------------------------------------------------------------ /veli/{token}

/** Every answer of a parent's link: one family's, never kept by a cache, never indexed (decision 0071). */
export const PARENT_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

/** A parent's read-only view of one pupil's homework: no sign-in, the token is the key; 404 for a bad, revoked or expired one, 429 past the address's limit. */
export async function parentPage(context: AppLoadContext, token: string | undefined) {
  const view = await context.services.homework.parentView(String(token ?? "").slice(0, 64), context.clientKey);
  // Answered, not thrown: the refusal keeps these headers (a thrown one would be drawn by the layout's boundary).
  if (view === "too-many") return data({ refused: trHomework.parentTooMany, firstName: null, items: [] }, { status: 429, headers: PARENT_HEADERS });
  if (!view) return data({ refused: trHomework.parentGone, firstName: null, items: [] }, { status: 404, headers: PARENT_HEADERS });
  const now = new Date();
  return data(
    {
      refused: null,
      firstName: view.firstName,
      items: view.items.map((i) => ({
        title: i.title,
        kind: i.kind,
        due: dueText(i.dueAt),
        state: i.missing ? trHomework.parentMissing : i.state === "late" ? trHomework.doneLate : i.state === "done" ? trHomework.doneOnTime : daysLeftText(i.dueAt, now),
        score: i.score !== null && i.total !== null ? trHomework.scoreOf(i.score, i.total) : null,
      })),
    },
    { headers: PARENT_HEADERS },
  );
}

import { data, redirect, type AppLoadContext } from "react-router";
import { parseEntryId } from "../../core/content";
import { trPracticeAdmin } from "../../core/messages/practice-admin";
import { QUIZ_FORMATS } from "../../core/practice";
import { parseQuiz, type QuizFormat } from "../../core/quiz-formats";
import { formatWordListCsv, parseWordList, type WordRow } from "../../core/word-list";
import { practicePath } from "./admin-paths";
import { notFound } from "./load.server";
import { requireAdmin } from "./session.server";
import { setToast } from "./toast.server";

/** The longest word list or quiz text the admin may send (the parsers say the same). */
const MAX_TEXT = 200_000;

export interface PracticeAnswer {
  part: "words" | "quiz";
  text: string;
  format?: QuizFormat;
  error: string | null;
  problems: { line: number; message: string }[];
  preview: { words: WordRow[] } | { questions: { kind: string; text: string }[] } | null;
}

async function entryOf(context: AppLoadContext, rawId: string | undefined) {
  const id = parseEntryId(rawId ?? "");
  const entry = id === null ? null : await context.services.content.getById(id);
  if (!entry) notFound();
  return entry;
}

export async function practicePage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  await requireAdmin(request, context);
  const entry = await entryOf(context, rawId);
  const sources = await context.services.practice.sources(entry.id);
  return { entry, words: sources.words ? formatWordListCsv(sources.words) : "", quiz: sources.quiz };
}

/** The text to read: the chosen file (UTF-8) when there is one, else the text field. */
async function textOf(form: FormData): Promise<string | { error: string }> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_TEXT * 4) return { error: trPracticeAdmin.tooLong };
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      return { error: trPracticeAdmin.fileNotText };
    }
  }
  return String(form.get("text") ?? "");
}

/**
 * The page's two forms: `part` (words or quiz), `intent` preview (parse, show, store
 * nothing) or save (store only when every line is right).
 */
export async function practiceAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  await requireAdmin(request, context);
  const entry = await entryOf(context, rawId);
  const form = await request.formData();
  const part = form.get("part") === "quiz" ? "quiz" : "words";
  const format = QUIZ_FORMATS.find((f) => f === form.get("format")) ?? "gift";
  const read = await textOf(form);
  const answer = (fields: Partial<PracticeAnswer>, status = 400) =>
    data<PracticeAnswer>({ part, text: typeof read === "string" ? read.slice(0, MAX_TEXT) : "", format, error: null, problems: [], preview: null, ...fields }, { status });
  if (typeof read !== "string") return answer({ error: read.error });
  if (read.length > MAX_TEXT) return answer({ error: trPracticeAdmin.tooLong }, 413);

  if (form.get("intent") === "preview") {
    if (part === "words") {
      const parsed = parseWordList(read);
      return answer({ problems: parsed.errors, preview: { words: parsed.rows } }, 200);
    }
    const parsed = parseQuiz(read, format);
    return parsed.ok ? answer({ preview: { questions: parsed.quiz.questions.map((q) => ({ kind: q.kind, text: q.text })) } }, 200) : answer({ problems: parsed.errors }, 200);
  }

  const { practice } = context.services;
  const saved = part === "words" ? await practice.setWordList(entry, read) : await practice.setQuiz(entry, format, read);
  if (!saved.ok) return answer({ problems: saved.problems });
  const message = part === "words" ? trPracticeAdmin.wordsSaved(saved.count) : trPracticeAdmin.quizSaved(saved.count);
  return redirect(practicePath(entry.id), { headers: { "Set-Cookie": await setToast("success", message, request.url) } });
}

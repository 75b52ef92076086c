import { type ContentFormValues } from "#core/content-fields.ts";
import { formValues, parseContentForm, type ContentInput, type CurrentContent } from "#core/content-form.ts";
import type { ContentEntry } from "#core/content.ts";
import { isContentTypeCode } from "#core/content-types.ts";
import { tr } from "#core/messages.ts";
import { checkTranscript } from "#core/transcript.ts";
import { PRACTICE_FIELDS, type PracticeAnswers } from "#core/practice-form.ts";
import { checkPractice, type PracticePlan } from "#core/practice-draft.ts";
import { log } from "#server/log.ts";
import { storeQuizPictures, type PictureStore, type PicturesStored } from "#server/practice/quiz-pictures.ts";
import { StorageError } from "#server/storage/storage.ts";
import type { ReceivedForm } from "./upload";

/* The admin's content form checked (content-admin-service.ts), and the answers of a refused write. */

/** The stored columns of a checked form, with the server-made file name; the transcript only when one was sent (or the type has none). */
export function rowValues(input: ContentInput, file: string | null, transcript?: string | null) {
  const { sinif, unite, konuIng, konuTr, icerikTuru, donem, fileType, link } = input;
  return {
    sinif,
    unite,
    konuIng,
    konuTr,
    icerikTuru,
    donem,
    fileType,
    file,
    link,
    ...(transcript !== undefined ? { transcript } : {}),
  };
}

/** Why a write was refused, in the shape both the form and the JSON API answer with. */
export interface AdminFailure {
  ok: false;
  status: 400 | 404 | 409 | 413 | 415 | 503;
  code: string;
  message: string;
  /** Field name → Turkish message, shown next to the field. */
  errors: Record<string, string>;
  /** What was sent, to fill the form again. */
  values: ContentFormValues;
  /** The word list and quiz as sent, each with its bad lines. */
  practice?: PracticeAnswers;
}
export type AdminResult = { ok: true; entry: ContentEntry } | AdminFailure;

/** The form's "Önizle" (without JavaScript): what was sent, the word list and quiz parsed, nothing stored. */
export interface AdminPreview {
  ok: "preview";
  values: ContentFormValues;
  practice: PracticeAnswers;
  /** An entry's file was chosen: a browser cannot be handed it back, so the admin chooses it again. */
  fileDropped: boolean;
}

export type DeleteResult =
  | { ok: true; entry: ContentEntry; fileMissing: boolean }
  | { ok: false; status: 404 | 503; code: "not-found" | "delete-failed"; message: string };

export function failure(
  status: AdminFailure["status"],
  code: string,
  message: string,
  errors: Record<string, string> = {},
  values: ContentFormValues = {},
  practice?: PracticeAnswers,
): AdminFailure {
  return { ok: false, status, code, message, errors, values, ...(practice ? { practice } : {}) };
}

export function storageFailure(error: unknown, values: ContentFormValues): AdminFailure {
  if (error instanceof StorageError) return failure(503, error.code, error.message, {}, values);
  log.error("content write failed", { error });
  return failure(503, "save-failed", tr.admin.saveFailed, {}, values);
}

/** A form that passed its rules: what to store. `answers`: the practice parts as the form shows them again. */
export interface Checked {
  ok: true;
  input: ContentInput;
  practice: PracticePlan;
  answers: PracticeAnswers;
  transcript: string | null | undefined;
}

/**
 * The quiz's pictures stored before the entry's row (decision 0131): the plan with their keys and
 * the keys (their copies are made ahead), or the form's failure, the quiz's text kept.
 */
export async function storePictures(
  store: PictureStore,
  form: ReceivedForm,
  { input, practice, answers }: Checked,
): Promise<{ ok: true; practice: PracticePlan; keys: string[] } | AdminFailure> {
  let stored: PicturesStored;
  try {
    stored = await storeQuizPictures(store, input.sinif, practice.quiz);
  } catch (error) {
    return storageFailure(error, formValues(form.fields));
  }
  if (stored.ok) return { ok: true, practice: { ...practice, quiz: stored.quiz }, keys: stored.keys };
  const quiz = answers.quiz && { ...answers.quiz, error: stored.message };
  return failure(400, "invalid", stored.message, { [PRACTICE_FIELDS.quiz]: stored.message }, formValues(form.fields), {
    ...answers,
    ...(quiz ? { quiz } : {}),
  });
}

/**
 * The form's rules, its word list and quiz included: every field's problem and every bad
 * line at once, before a byte is stored.
 */
export function check(form: ReceivedForm, current?: CurrentContent): Checked | AdminFailure {
  const file = form.file && { size: form.file.size, kind: form.file.kind, forged: form.file.forged };
  const parsed = parseContentForm(form.fields, file, current);
  const practice = checkPractice(
    parsed.success ? parsed.data.icerikTuru : null,
    form.practice ?? { quizFormat: "gift" },
  );
  const transcript = checkTranscript(form.fields.fileType ?? "", form.transcript);
  if (parsed.success && practice.ok && transcript.ok)
    return {
      ok: true,
      input: parsed.data,
      practice: practice.plan,
      answers: practice.answers,
      transcript: transcript.value,
    };
  const errors = {
    ...(parsed.success ? {} : parsed.errors),
    ...(practice.ok ? {} : practice.errors),
    ...(transcript.ok ? {} : { transcript: transcript.error }),
  };
  return failure(
    400,
    "invalid",
    Object.values(errors)[0] ?? tr.api.badRequest,
    errors,
    formValues(form.fields),
    practice.answers,
  );
}

export function preview(form: ReceivedForm): AdminPreview {
  const type = Number(form.fields.icerikTuru);
  return {
    ok: "preview",
    values: formValues(form.fields),
    practice: checkPractice(isContentTypeCode(type) ? type : null, form.practice ?? { quizFormat: "gift" }).answers,
    fileDropped: form.file !== null,
  };
}

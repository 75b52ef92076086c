import { useId } from "react";
import { Form, useNavigation } from "react-router";
import {
  ANSWERS_SHOWN,
  ENTRY_KINDS,
  HOMEWORK_NOTE_MAX,
  HOMEWORK_TRIES,
  SCORE_COUNTS,
  type HomeworkKind,
} from "#core/homework/homework.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { Field, FormError, primaryButton } from "#app/components/form-field.tsx";
import { REVIEW_GOAL_DAYS } from "#core/homework/daily-review.ts";

const KIND_LABELS: Record<HomeworkKind, string> = {
  read: trHomeworkForm.kindRead,
  quiz: trHomeworkForm.kindQuiz,
  flashcards: trHomeworkForm.kindFlashcards,
  "self-test": trHomeworkForm.kindSelfTest,
  deneme: trHomeworkForm.kindDeneme,
  review: trHomeworkForm.reviewKind,
};
const ANSWER_LABELS: Record<(typeof ANSWERS_SHOWN)[number], string> = {
  "at-once": trHomeworkForm.answersAtOnce,
  "after-due": trHomeworkForm.answersAfterDue,
  never: trHomeworkForm.answersNever,
};
const TRIES_LABELS: Record<string, string> = {
  "1": trHomeworkForm.triesOne,
  "3": trHomeworkForm.triesThree,
  "0": trHomeworkForm.triesUnlimited,
};
const SCORE_LABELS: Record<(typeof SCORE_COUNTS)[number], string> = {
  first: trHomeworkForm.scoreFirst,
  best: trHomeworkForm.scoreBest,
};

/** Radio buttons under one legend, the error tied to the group. */
function Choice({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: [string, string][];
  checked: string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="space-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input type="radio" name={name} value={value} defaultChecked={value === checked} className="size-5" />
            {label}
          </label>
        ))}
      </div>
      <FieldsetError id={id} error={error} />
    </fieldset>
  );
}

/**
 * 'Bütün sınıf' or 'Seçilen öğrenciler' (docs/decisions/0110): an explicit choice, the pupils'
 * list folded away until the second is chosen (CSS :has, so it works without script too).
 */
function PupilChoice({
  members,
  chosen,
  error,
}: {
  members: { userId: number; displayName: string }[];
  chosen: number[];
  error?: string;
}) {
  const id = useId();
  const some = chosen.length > 0 || error !== undefined;
  return (
    <fieldset
      className="group"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-medium">{trHomeworkForm.pupils}</legend>
      <div className="space-y-1">
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="audience" value="class" defaultChecked={!some} className="size-5" />
          {trHomeworkTeacher.wholeClass}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="audience" value="some" defaultChecked={some} className="size-5" />
          {trHomeworkForm.someClassPupils}
        </label>
      </div>
      <div
        className="mt-2 hidden rounded-xl border border-slate-300 p-3 group-has-[input[value=some]:checked]:block"
        data-testid="pupil-list"
      >
        <p className="text-sm text-slate-700">{trHomeworkForm.pupilsHint}</p>
        <div className="grid gap-1 sm:grid-cols-2">
          {members.map((m) => (
            <label key={m.userId} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="pupils"
                value={m.userId}
                defaultChecked={chosen.includes(m.userId)}
                className="size-5"
              />
              {m.displayName}
            </label>
          ))}
        </div>
      </div>
      <FieldsetError id={id} error={error} />
    </fieldset>
  );
}

/** The teacher's classes to tick, several at once; each gets the item for all its pupils. */
function ClassChoice({ classes, error }: { classes: { id: number; name: string; grade: number }[]; error?: string }) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-medium">{trHomeworkForm.classes}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {trHomeworkForm.classesHint}
      </p>
      <div className="grid gap-1 sm:grid-cols-2" data-testid="assign-class-boxes">
        {classes.map((c) => (
          <label key={c.id} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="classIds" value={c.id} className="size-5" />
            {c.name} · {c.grade}. {trHomeworkForm.classLabel}
          </label>
        ))}
      </div>
      <FieldsetError id={id} error={error} />
    </fieldset>
  );
}

/** A group's message under its choices, named by the group's `aria-describedby` (`{id}-error`). */
function FieldsetError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

/**
 * 'Günlük tekrar' in place of an entry (docs/decisions/0119): the kind fixed, and the days of the
 * goal to meet, a plain number field (1-7) that works without script.
 */
function ReviewGoal({ days, error }: { days: string; error?: string }) {
  return (
    <div className="space-y-2">
      <input type="hidden" name="kind" value="review" />
      <p>{trHomeworkForm.reviewIntro}</p>
      <Field
        label={trHomeworkForm.reviewDays}
        name="reviewDays"
        type="number"
        inputMode="numeric"
        min={REVIEW_GOAL_DAYS.min}
        max={REVIEW_GOAL_DAYS.max}
        required
        defaultValue={days}
        error={error}
        className="max-w-60"
      />
      <p className="text-sm text-slate-700">{trHomeworkForm.reviewDaysHint}</p>
    </div>
  );
}

export interface HomeworkFormProps {
  entry: { id: number; title: string; kinds: HomeworkKind[] } | null;
  /** A 'Günlük tekrar' item: no entry, the goal's days instead (docs/decisions/0119). */
  review?: boolean;
  members: { userId: number; displayName: string }[];
  /** Several classes to tick (the 'Ödev ver' page of a teacher with more than one): whole classes each. */
  classes?: { id: number; name: string; grade: number }[];
  values: {
    kind: string;
    dueDate: string;
    dueTime: string;
    note: string;
    answersShown: string;
    tries: string;
    scoreCounts: string;
    passPercent: string;
    reviewDays?: string;
    deviceTime: boolean;
    pupils: number[];
  } | null;
  defaults: { dueDate: string; dueTime: string };
  answer?: { errors: Record<string, string>; formError: string | null };
}

/**
 * The assign and edit form (no script needed: plain radio buttons and a POST). A new item's
 * defaults are what most teachers give: the entry's own practice, the next school day at 17:00,
 * answers after the due time, unlimited tries, the best score; so the whole class gets it
 * with one click on 'Ödevi kaydet'.
 */
export function HomeworkForm({ entry, review = false, members, classes, values, defaults, answer }: HomeworkFormProps) {
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const kinds: HomeworkKind[] = review ? [] : (entry?.kinds ?? [...ENTRY_KINDS]);
  const kind = values?.kind ?? kinds.find((k) => k !== "read") ?? "read";
  const noteId = useId();
  return (
    <Form method="post" noValidate className="space-y-5">
      <FormError message={answer?.formError} />
      {review ? (
        <ReviewGoal days={values?.reviewDays ?? String(REVIEW_GOAL_DAYS.default)} error={errors.reviewDays} />
      ) : entry ? (
        <>
          <input type="hidden" name="contentId" value={entry.id} />
          <p>
            {trHomeworkTeacher.entry}:{" "}
            <strong lang="en" data-testid="homework-entry">
              {entry.title}
            </strong>
          </p>
          {errors.contentId && <p className="text-sm font-medium text-red-800">{errors.contentId}</p>}
        </>
      ) : (
        <div>
          <Field
            label={trHomeworkForm.entryNumber}
            name="contentId"
            inputMode="numeric"
            maxLength={9}
            required
            error={errors.contentId}
            aria-describedby="entry-hint"
          />
          <p id="entry-hint" className="mt-1 text-sm text-slate-700">
            {trHomeworkForm.entryNumberHint}
          </p>
        </div>
      )}
      {!review && (
        <Choice
          legend={trHomeworkForm.kind}
          name="kind"
          options={kinds.map((k) => [k, KIND_LABELS[k]])}
          checked={kind}
          error={errors.kind}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={trHomeworkForm.dueDate}
          name="dueDate"
          type="date"
          required
          defaultValue={values?.dueDate ?? defaults.dueDate}
          error={errors.dueDate}
        />
        <Field
          label={trHomeworkForm.dueTime}
          name="dueTime"
          type="time"
          required
          defaultValue={values?.dueTime ?? defaults.dueTime}
          error={errors.dueTime}
        />
      </div>
      <div>
        <label htmlFor={noteId} className="mb-1 block font-medium">
          {trHomeworkForm.note}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={HOMEWORK_NOTE_MAX}
          defaultValue={values?.note ?? ""}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteId}-hint ${noteId}-error` : `${noteId}-hint`}
          className="w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700"
        />
        <p id={`${noteId}-hint`} className="text-sm text-slate-700">
          {trHomeworkForm.noteHint}
        </p>
        {errors.note && (
          <p id={`${noteId}-error`} className="text-sm font-medium text-red-800">
            {errors.note}
          </p>
        )}
      </div>
      {classes && classes.length > 0 && <ClassChoice classes={classes} error={errors.classIds} />}
      {members.length > 0 && <PupilChoice members={members} chosen={values?.pupils ?? []} error={errors.pupils} />}
      {kinds.includes("quiz") && (
        <details open={kind === "quiz"} className="space-y-4 rounded-xl border border-slate-300 p-4">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold">{trHomeworkForm.quizSettings}</summary>
          <Choice
            legend={trHomeworkForm.answersShown}
            name="answersShown"
            options={ANSWERS_SHOWN.map((a) => [a, ANSWER_LABELS[a]])}
            checked={values?.answersShown ?? "after-due"}
            error={errors.answersShown}
          />
          <Choice
            legend={trHomeworkForm.tries}
            name="tries"
            options={HOMEWORK_TRIES.map((t) => [String(t), TRIES_LABELS[String(t)]])}
            checked={values?.tries ?? "0"}
            error={errors.tries}
          />
          <Choice
            legend={trHomeworkForm.scoreCounts}
            name="scoreCounts"
            options={SCORE_COUNTS.map((s) => [s, SCORE_LABELS[s]])}
            checked={values?.scoreCounts ?? "best"}
            error={errors.scoreCounts}
          />
        </details>
      )}
      {kinds.includes("self-test") && (
        <Field
          label={trHomeworkForm.passPercent}
          name="passPercent"
          type="number"
          min={1}
          max={100}
          defaultValue={values?.passPercent ?? "80"}
          error={errors.passPercent}
        />
      )}
      {!review && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="deviceTime"
            value="on"
            defaultChecked={values?.deviceTime ?? false}
            className="size-5"
          />
          {trHomeworkForm.deviceTime}
        </label>
      )}
      {/* Always in reach on a phone (docs/decisions/0110): the form is long, the button was at its foot. */}
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 rounded-b-2xl border-t border-slate-200 bg-white px-6 py-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {trHomeworkForm.save}
        </button>
      </div>
    </Form>
  );
}

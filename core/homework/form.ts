import { z } from "#core/zod.ts";
import {
  ANSWERS_SHOWN,
  HOMEWORK_KINDS,
  HOMEWORK_NOTE_MAX,
  HOMEWORK_TRIES,
  istanbulInstant,
  MAX_DUE_DAYS,
  SCORE_COUNTS,
} from "./homework";
import { periodLength, REVIEW_GOAL_DAYS } from "./daily-review";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { fieldErrors } from "#core/schemas.ts";

/** The homework form's and the API's rules: the pages and server/http/classes-api.ts read the same way. */

const choice = <T extends readonly (string | number)[]>(values: T, error: string) =>
  z
    .union([z.string().max(16, { error, abort: true }), z.number()], { error })
    .transform((v) => values.find((x) => String(x) === String(v).trim()))
    .refine((v): v is T[number] => v !== undefined, error)
    .transform((v) => v as T[number])
    // Only for the API's document (docs/decisions/0097): the values this field takes, which its read and refine hide from z.toJSONSchema.
    .meta({ enum: [...values] });

const bounded = (max: number, error: string) => z.string({ error }).max(max, { error, abort: true });

const idField = (error: string) =>
  z
    .union([z.string().max(12, { error, abort: true }), z.number()], { error })
    .transform((v) => (typeof v === "number" ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN))
    .pipe(z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error }));

const checkbox = z
  .union([z.boolean(), z.string().max(8)])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/**
 * One homework item as the form or the API sends it. The due date and time are Istanbul's
 * clock, as typed; the note at most 280 characters, its length read before anything else.
 * Quiz settings are read for every kind and kept only for a quiz.
 */
export const homeworkSchema = z.object({
  /** An entry's number; none for 'Günlük tekrar' (an empty field reads as none). */
  contentId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    idField(trHomeworkForm.entryRequired).optional(),
  ),
  kind: choice(HOMEWORK_KINDS, trHomeworkForm.kindInvalid),
  dueDate: bounded(10, trHomeworkForm.dueInvalid),
  dueTime: bounded(5, trHomeworkForm.dueInvalid),
  note: bounded(HOMEWORK_NOTE_MAX + 32, trHomeworkForm.noteTooLong)
    .optional()
    .transform((s) => (s ?? "").trim())
    .pipe(z.string().max(HOMEWORK_NOTE_MAX, trHomeworkForm.noteTooLong)),
  answersShown: choice(ANSWERS_SHOWN, trHomeworkForm.answersInvalid).optional().default("after-due"),
  tries: choice(HOMEWORK_TRIES, trHomeworkForm.triesInvalid).optional().default(0),
  scoreCounts: choice(SCORE_COUNTS, trHomeworkForm.scoreCountsInvalid).optional().default("best"),
  passPercent: z
    .union([z.string().max(4, { error: trHomeworkForm.passPercentInvalid, abort: true }), z.number()], {
      error: trHomeworkForm.passPercentInvalid,
    })
    .optional()
    .transform((v) =>
      v === undefined || v === ""
        ? 80
        : typeof v === "number"
          ? v
          : /^\d{1,3}$/.test(v.trim())
            ? Number(v.trim())
            : NaN,
    )
    .pipe(
      z
        .number()
        .int({ error: trHomeworkForm.passPercentInvalid })
        .min(1, { error: trHomeworkForm.passPercentInvalid })
        .max(100, { error: trHomeworkForm.passPercentInvalid }),
    ),
  /** 'Günlük tekrar': the days the daily goal is to be met (docs/decisions/0119); read for every kind, kept only for it. */
  reviewDays: z
    .union([z.string().max(2, { error: trHomeworkForm.reviewDaysInvalid, abort: true }), z.number()], {
      error: trHomeworkForm.reviewDaysInvalid,
    })
    .optional()
    .transform((v) =>
      v === undefined || v === ""
        ? REVIEW_GOAL_DAYS.default
        : typeof v === "number"
          ? v
          : /^\d$/.test(v.trim())
            ? Number(v.trim())
            : NaN,
    )
    .pipe(
      z
        .number()
        .int({ error: trHomeworkForm.reviewDaysInvalid })
        .min(REVIEW_GOAL_DAYS.min, { error: trHomeworkForm.reviewDaysInvalid })
        .max(REVIEW_GOAL_DAYS.max, { error: trHomeworkForm.reviewDaysInvalid }),
    ),
  deviceTime: checkbox,
  /** Some pupils' ids; none means the whole class. */
  pupils: z
    .array(idField(trHomeworkForm.pupilsInvalid), { error: trHomeworkForm.pupilsInvalid })
    .max(200, { error: trHomeworkForm.pupilsInvalid })
    .optional()
    .default([]),
});
export type HomeworkFields = z.infer<typeof homeworkSchema>;

/**
 * The checked fields with the due time as an instant. An entry's item has its entry and no
 * review goal; a 'review' item the goal and no entry (the table's check says the same).
 */
export interface HomeworkInput extends Omit<HomeworkFields, "dueDate" | "dueTime" | "contentId" | "reviewDays"> {
  dueAt: Date;
  contentId: number | null;
  /** Only a 'review' item's; an entry's item may leave it out. */
  reviewDays?: number | null;
}

export function dueOf(
  fields: HomeworkFields,
  now: Date,
  editing = false,
): { ok: true; dueAt: Date } | { ok: false; message: string } {
  const dueAt = istanbulInstant(fields.dueDate.trim(), fields.dueTime.trim());
  if (!dueAt) return { ok: false, message: trHomeworkForm.dueInvalid };
  // A new item's due time is ahead; an edited one may stay where it was (the e2e moves one back through the API too).
  if (!editing && dueAt.getTime() <= now.getTime()) return { ok: false, message: trHomeworkForm.duePast };
  if (dueAt.getTime() > now.getTime() + MAX_DUE_DAYS * 86_400_000)
    return { ok: false, message: trHomeworkForm.dueTooFar };
  return { ok: true, dueAt };
}

/**
 * The form's or the API's fields as a checked input, or each field's message. Shared by the
 * pages and the API (server/http/classes-api.ts): one set of rules for both.
 */
export function readHomework(
  raw: unknown,
  now: Date,
  editing: boolean,
): { ok: true; input: HomeworkInput } | { ok: false; errors: Record<string, string> } {
  const parsed = homeworkSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const due = dueOf(parsed.data, now, editing);
  if (!due.ok) return { ok: false, errors: { dueDate: due.message } };
  const { dueDate: _date, dueTime: _time, contentId, reviewDays, ...rest } = parsed.data;
  if (rest.kind === "review") {
    // A new item starts now: a goal of more days than its period holds could never be met.
    if (!editing && periodLength(now, due.dueAt) < reviewDays)
      return { ok: false, errors: { reviewDays: trHomeworkForm.reviewDaysTooMany(periodLength(now, due.dueAt)) } };
    return { ok: true, input: { ...rest, dueAt: due.dueAt, contentId: null, reviewDays } };
  }
  if (contentId === undefined) return { ok: false, errors: { contentId: trHomeworkForm.entryRequired } };
  return { ok: true, input: { ...rest, dueAt: due.dueAt, contentId, reviewDays: null } };
}

/** Who a new item is for, as the page's form says it: the whole class, or the pupils ticked. */
export const AUDIENCES = ["class", "some"] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The form's explicit choice (docs/decisions/0110): 'Bütün sınıf' gives the item to everyone
 * and ignores any ticked box; 'Seçilen öğrenciler' needs at least one pupil ticked, or it is
 * refused, so one box ticked by mistake never leaves the rest of the class without the item
 * and an empty choice never silently means everyone. The JSON API sends no audience and keeps
 * its meaning: an empty or missing `pupils` is the whole class.
 */
export function readAudience(
  audience: string | undefined,
  pupils: string[],
): { ok: true; pupils: string[] } | { ok: false; errors: Record<string, string> } {
  if (audience === undefined) return { ok: true, pupils };
  if (audience === "class") return { ok: true, pupils: [] };
  if (audience !== "some") return { ok: false, errors: { audience: trHomeworkForm.audienceInvalid } };
  if (pupils.length === 0) return { ok: false, errors: { pupils: trHomeworkForm.pupilsNone } };
  return { ok: true, pupils };
}

/** The classes ticked on 'Ödev ver' (several at once), as ids; refused when none or not ids. */
export function readClassIds(
  raw: string[],
): { ok: true; ids: number[] } | { ok: false; errors: Record<string, string> } {
  const ids = [...new Set(raw.map((v) => v.trim()))];
  if (ids.length === 0) return { ok: false, errors: { classIds: trHomeworkForm.classRequired } };
  if (ids.length > 50 || !ids.every((v) => /^\d{1,9}$/.test(v)))
    return { ok: false, errors: { classIds: trHomeworkForm.classInvalid } };
  return { ok: true, ids: ids.map(Number) };
}

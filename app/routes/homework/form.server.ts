import { data, type AppLoadContext } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { contentPath, parseEntryId } from "#core/content.ts";
import type { ContentTypeCode } from "#core/content-types.ts";
import {
  DEFAULT_DUE_TIME,
  dueText,
  homeworkEditPath,
  istanbulFields,
  kindsFor,
  nextSchoolDay,
} from "#core/homework/homework.ts";
import { readAudience, readHomework } from "#core/homework/form.ts";
import {
  REVIEW_DUE_DAYS,
  REVIEW_GOAL_DAYS,
  REVIEW_KIND_PARAM,
  REVIEW_KIND_VALUE,
} from "#core/homework/daily-review.ts";
import { addDays, istanbulDay } from "#core/review/days.ts";
import { ASSIGN_REFUSED } from "#core/homework/refusals.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import type { HomeworkView } from "#server/homework/queries.ts";
import type { AssignResult } from "#server/homework/teacher.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacherOrAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

/** A homework form's answer: each field's message, or one above the form. */
export interface HomeworkAnswer {
  errors: Record<string, string>;
  formError: string | null;
}

export const idOf = (raw: string | null | undefined) => parseEntryId(raw ?? undefined);

/** The form's fields as the schema reads them: every text field once, the pupils' checkboxes as a list. */
const one = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

export function formFields(form: FormData) {
  return {
    contentId: one(form, "contentId"),
    kind: one(form, "kind"),
    dueDate: one(form, "dueDate"),
    dueTime: one(form, "dueTime"),
    note: one(form, "note"),
    answersShown: one(form, "answersShown"),
    tries: one(form, "tries"),
    scoreCounts: one(form, "scoreCounts"),
    passPercent: one(form, "passPercent"),
    reviewDays: one(form, "reviewDays"),
    deviceTime: one(form, "deviceTime"),
    pupils: form
      .getAll("pupils")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 201),
  };
}

export const answer = (errors: Record<string, string>, formError: string | null) =>
  data<HomeworkAnswer>({ errors, formError }, { status: 400 });

export function refused(result: Exclude<AssignResult, { ok: true }>) {
  const { field, message } = ASSIGN_REFUSED[result.code];
  return answer(field ? { [field]: message } : {}, field ? null : message);
}

async function toClass(context: AppLoadContext, classId: number, message: string) {
  return redirectWithToast(context, classPath(classId), message);
}

/** An item as the form shows it (due time on Istanbul's clock). */
const formValues = (h: HomeworkView) => ({
  contentId: h.contentId === null ? "" : String(h.contentId),
  reviewDays: String(h.reviewDays ?? REVIEW_GOAL_DAYS.default),
  kind: h.kind,
  ...istanbulFields(h.dueAt),
  note: h.note,
  answersShown: h.answersShown,
  tries: String(h.tries),
  scoreCounts: h.scoreCounts,
  passPercent: String(h.passPercent),
  deviceTime: h.deviceTime,
  pupils: h.pupils,
});
export type HomeworkFormValues = ReturnType<typeof formValues>;

/**
 * Whether a form is for 'Günlük tekrar' (docs/decisions/0119): opened with `?tur=tekrar`, or
 * editing such an item. Its default due day is six days ahead: today and those six are its week.
 */
export function reviewMode(request: Request, values: { kind: string } | null) {
  return values
    ? values.kind === "review"
    : new URL(request.url).searchParams.get(REVIEW_KIND_PARAM) === REVIEW_KIND_VALUE;
}
export const formDefaults = (review: boolean, now = new Date()) =>
  review
    ? { dueDate: addDays(istanbulDay(now), REVIEW_DUE_DAYS), dueTime: DEFAULT_DUE_TIME }
    : // The next school day at 17:00 in Turkey (docs/decisions/0110): a week ahead fell on a weekend.
      { dueDate: nextSchoolDay(now), dueTime: DEFAULT_DUE_TIME };

/** The entry a form is for (`?icerik=` or the item's own) with the kinds it offers; null when none is named or it is gone. */
export async function entryOf(context: AppLoadContext, contentId: number | null) {
  if (contentId === null) return null;
  const entry = await context.services.content.getById(contentId);
  if (!entry) return null;
  // An exam entry with the admin's deneme settings can be given as a deneme (decision 0124).
  const deneme = (await context.services.deneme.intro(null, entry.id)) !== null;
  return {
    id: entry.id,
    title: entry.konuIng,
    titleTr: entry.konuTr,
    grade: entry.sinif,
    path: contentPath(entry),
    kinds: kindsFor(entry.icerikTuru as ContentTypeCode, deneme),
  };
}

// ------------------------------------------------------------------ /sinifim/{id}/odev and /sinifim/{id}/odev/{hid}

export async function classAndMembers(user: SessionUser, context: AppLoadContext, classId: number) {
  const members = await context.services.homework.membersOf(user, classId);
  if (!members) notFound();
  const [found] = (await context.services.classes.list(user.id)).filter((c) => c.id === classId);
  return { members: members!, className: found?.name ?? "" };
}

/** The form for a new item (`?icerik=` fills the entry in) or for an existing one (`homeworkId`). */
export async function homeworkFormPage(
  request: Request,
  context: AppLoadContext,
  rawClass: string | undefined,
  rawHomework?: string,
) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const { members, className } = await classAndMembers(user, context, classId);
  let values: HomeworkFormValues | null = null;
  if (rawHomework !== undefined) {
    const item = await context.services.homework.get(user, classId, idOf(rawHomework) ?? 0);
    if (!item) notFound();
    values = formValues(item!);
  }
  const review = reviewMode(request, values);
  const contentId = values ? idOf(values.contentId) : idOf(new URL(request.url).searchParams.get("icerik"));
  return {
    classId,
    className,
    members,
    entry: review ? null : await entryOf(context, contentId),
    review,
    values,
    defaults: formDefaults(review),
    editing: values !== null,
  };
}

export async function homeworkFormAction(
  request: Request,
  context: AppLoadContext,
  rawClass: string | undefined,
  rawHomework?: string,
) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const form = await request.formData();
  const service = context.services.homework;
  const homeworkId = rawHomework === undefined ? null : (idOf(rawHomework) ?? 0);
  if (homeworkId !== null && form.get("intent") === "delete") {
    if (!(await service.remove(user, classId, homeworkId))) notFound();
    return toClass(context, classId, trHomeworkForm.deleted);
  }
  const fields = formFields(form);
  const audience = readAudience(one(form, "audience"), fields.pupils);
  const read = readHomework({ ...fields, pupils: audience.ok ? audience.pupils : [] }, new Date(), homeworkId !== null);
  if (!read.ok || !audience.ok)
    return answer({ ...(read.ok ? {} : read.errors), ...(audience.ok ? {} : audience.errors) }, null);
  const result =
    homeworkId === null
      ? await service.assign(user, classId, read.input)
      : await service.update(user, classId, homeworkId, read.input);
  if (result === null) notFound();
  if (!result!.ok) return refused(result!);
  return toClass(context, classId, homeworkId === null ? trHomeworkForm.assigned : trHomeworkForm.updated);
}

/** The class page's list of its homework (newest due last), for the teacher or an admin. */
export async function classHomework(user: SessionUser, context: AppLoadContext, classId: number) {
  const items = (await context.services.homework.list(user, classId)) ?? [];
  return items.map((h) => ({
    id: h.id,
    title: h.title,
    kind: h.kind,
    due: dueText(h.dueAt),
    pupils: h.pupils.length,
    note: h.note,
    edit: homeworkEditPath(classId, h.id),
  }));
}

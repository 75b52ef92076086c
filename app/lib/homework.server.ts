import { data, redirect, type AppLoadContext } from "react-router";
import { classPath } from "#core/classes.ts";
import { contentPath, parseEntryId } from "#core/content.ts";
import type { ContentTypeCode } from "#core/content-types.ts";
import { dueText, homeworkEditPath, istanbulFields, kindsFor } from "#core/homework.ts";
import { ASSIGN_REFUSED, readHomework } from "#core/homework-form.ts";
import { cellText, gridCsv } from "#core/homework-grid.ts";
import { trHomework } from "#core/messages/homework.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import type { AssignResult, HomeworkView } from "#server/homework/homework-service.ts";
import { notFound } from "./load.server";
import { requireTeacher, requireTeacherOrAdmin } from "./session.server";
import { redirectWithToast } from "./toast.server";

/** A homework form's answer: each field's message, or one above the form. */
export interface HomeworkAnswer {
  errors: Record<string, string>;
  formError: string | null;
}

const idOf = (raw: string | null | undefined) => parseEntryId(raw ?? undefined);

/** The form's fields as the schema reads them: every text field once, the pupils' checkboxes as a list. */
function formFields(form: FormData) {
  const one = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    contentId: one("contentId"),
    kind: one("kind"),
    dueDate: one("dueDate"),
    dueTime: one("dueTime"),
    note: one("note"),
    answersShown: one("answersShown"),
    tries: one("tries"),
    scoreCounts: one("scoreCounts"),
    passPercent: one("passPercent"),
    deviceTime: one("deviceTime"),
    pupils: form
      .getAll("pupils")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 201),
  };
}


const answer = (errors: Record<string, string>, formError: string | null) => data<HomeworkAnswer>({ errors, formError }, { status: 400 });

function refused(result: Exclude<AssignResult, { ok: true }>) {
  const { field, message } = ASSIGN_REFUSED[result.code];
  return answer(field ? { [field]: message } : {}, field ? null : message);
}

async function toClass(context: AppLoadContext, classId: number, message: string) {
  return redirectWithToast(context, classPath(classId), message);
}

/** An item as the form shows it (due time on Istanbul's clock). */
const formValues = (h: HomeworkView) => ({
  contentId: String(h.contentId),
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

/** The entry a form is for (`?icerik=` or the item's own) with the kinds it offers; null when none is named or it is gone. */
async function entryOf(context: AppLoadContext, contentId: number | null) {
  if (contentId === null) return null;
  const entry = await context.services.content.getById(contentId);
  if (!entry) return null;
  return { id: entry.id, title: entry.konuIng, titleTr: entry.konuTr, grade: entry.sinif, path: contentPath(entry), kinds: kindsFor(entry.icerikTuru as ContentTypeCode) };
}

// ------------------------------------------------------------------ /odev-ver?icerik=…

/**
 * 'Ödev ver' on a content page: with one class the form opens at once; with more, the
 * teacher picks the class (one click), then fills the form. Teachers only.
 */
export async function assignChooserPage(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const contentId = idOf(new URL(request.url).searchParams.get("icerik"));
  const classes = await context.services.homework.classesOf(teacher);
  const suffix = contentId === null ? "" : `?icerik=${contentId}`;
  if (classes.length === 1) throw redirect(`${classPath(classes[0].id)}/odev${suffix}`);
  return { classes: classes.map((c) => ({ ...c, to: `${classPath(c.id)}/odev${suffix}` })), entry: await entryOf(context, contentId) };
}

// ------------------------------------------------------------------ /sinifim/{id}/odev and /sinifim/{id}/odev/{hid}

async function classAndMembers(user: SessionUser, context: AppLoadContext, classId: number) {
  const members = await context.services.homework.membersOf(user, classId);
  if (!members) notFound();
  const [found] = (await context.services.classes.list(user.id)).filter((c) => c.id === classId);
  return { members: members!, className: found?.name ?? "" };
}

/** The form for a new item (`?icerik=` fills the entry in) or for an existing one (`homeworkId`). */
export async function homeworkFormPage(request: Request, context: AppLoadContext, rawClass: string | undefined, rawHomework?: string) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const { members, className } = await classAndMembers(user, context, classId);
  let values: HomeworkFormValues | null = null;
  if (rawHomework !== undefined) {
    const item = await context.services.homework.get(user, classId, idOf(rawHomework) ?? 0);
    if (!item) notFound();
    values = formValues(item!);
  }
  const contentId = values ? Number(values.contentId) : idOf(new URL(request.url).searchParams.get("icerik"));
  // A week from now at 17:00 in Turkey: a common due time, changed with one field.
  const defaults = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
  return { classId, className, members, entry: await entryOf(context, contentId), values, defaults: { dueDate: defaults.dueDate, dueTime: "17:00" }, editing: values !== null };
}

export async function homeworkFormAction(request: Request, context: AppLoadContext, rawClass: string | undefined, rawHomework?: string) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const form = await request.formData();
  const service = context.services.homework;
  const homeworkId = rawHomework === undefined ? null : (idOf(rawHomework) ?? 0);
  if (homeworkId !== null && form.get("intent") === "delete") {
    if (!(await service.remove(user, classId, homeworkId))) notFound();
    return toClass(context, classId, trHomework.deleted);
  }
  const read = readHomework(formFields(form), new Date(), homeworkId !== null);
  if (!read.ok) return answer(read.errors, null);
  const result = homeworkId === null ? await service.assign(user, classId, read.input) : await service.update(user, classId, homeworkId, read.input);
  if (result === null) notFound();
  if (!result!.ok) return refused(result!);
  return toClass(context, classId, homeworkId === null ? trHomework.assigned : trHomework.updated);
}

/** The class page's list of its homework (newest due last), for the teacher or an admin. */
export async function classHomework(user: SessionUser, context: AppLoadContext, classId: number) {
  const items = (await context.services.homework.list(user, classId)) ?? [];
  return items.map((h) => ({ id: h.id, title: h.title, kind: h.kind, due: dueText(h.dueAt), pupils: h.pupils.length, note: h.note, edit: homeworkEditPath(classId, h.id) }));
}

// ------------------------------------------------------------------ /sinifim/{id}/odevler and its CSV

/** The class's grid for its teacher (or an admin); 404 for anyone else's class. */
async function gridOf(request: Request, context: AppLoadContext, rawClass: string | undefined) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const grid = await context.services.homework.grid(user, classId);
  if (!grid) notFound();
  return { classId, grid: grid! };
}

export async function gridPage(request: Request, context: AppLoadContext, rawClass: string | undefined) {
  const { classId, grid } = await gridOf(request, context, rawClass);
  const { className } = await classAndMembers(await requireTeacherOrAdmin(request, context), context, classId);
  return {
    classId,
    className,
    items: grid.items.map((h) => ({ id: h.id, title: h.title, kind: h.kind, due: dueText(h.dueAt) })),
    rows: grid.rows.map((r) => ({ userId: r.userId, displayName: r.displayName, cells: r.cells?.map((c) => (c ? { state: c.state, text: cellText(c) } : null)) ?? null })),
  };
}

export async function gridCsvResponse(request: Request, context: AppLoadContext, rawClass: string | undefined) {
  const { classId, grid } = await gridOf(request, context, rawClass);
  return new Response(gridCsv(grid), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="odevler-${classId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

// ------------------------------------------------------------------ /sinifim/{id}/odev/{hid}/sorular

export async function questionsPage(request: Request, context: AppLoadContext, rawClass: string | undefined, rawHomework: string | undefined) {
  const user = await requireTeacherOrAdmin(request, context);
  const classId = idOf(rawClass) ?? notFound();
  const report = await context.services.homework.questionReport(user, classId, idOf(rawHomework) ?? 0);
  if (!report) notFound();
  return { classId, title: report!.item.title, pupils: report!.pupils, questions: report!.questions };
}

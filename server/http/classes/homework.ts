/**
 * A class's homework over JSON (docs/decisions/0069): the class's teacher, or an admin.
 * The items, a new or changed one (the form's fields and rules, core/homework-form.ts), the grid
 * as JSON and as CSV, one quiz item's questions, one item, and its deletion.
 */
import { istanbulFields } from "#core/homework/homework.ts";
import { readHomework } from "#core/homework/form.ts";
import { ASSIGN_REFUSED } from "#core/homework/refusals.ts";
import { gridCsv } from "#core/homework/grid.ts";
import { parseEntryId } from "#core/content.ts";
import { tr } from "#core/messages.ts";
import type { HomeworkView } from "#server/homework/queries.ts";
import { invalidJson, jsonObject, notFoundJson } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import { MAX_JSON_BYTES, ownClassOrAdmin, type ClassContext } from "./door";

const homeworkJson = (h: HomeworkView) => ({
  id: h.id,
  classId: h.classId,
  contentId: h.contentId,
  reviewDays: h.reviewDays,
  title: h.title,
  kind: h.kind,
  dueAt: h.dueAt.toISOString(),
  due: istanbulFields(h.dueAt),
  note: h.note,
  answersShown: h.answersShown,
  tries: h.tries,
  scoreCounts: h.scoreCounts,
  passPercent: h.passPercent,
  deviceTime: h.deviceTime,
  pupils: h.pupils,
  createdAt: h.createdAt.toISOString(),
});

const homeworkOf = (c: ClassContext) => parseEntryId(c.req.param("hid")) ?? 0;

const assignRefused = (c: ClassContext, code: keyof typeof ASSIGN_REFUSED) => {
  const { field, message } = ASSIGN_REFUSED[code];
  return field ? invalidJson(c, { [field]: message }) : c.json({ code, message }, 409);
};

export async function listHomework(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const items = await services.homework.list(own.user, own.id);
  return items ? c.json({ items: items.map(homeworkJson) }) : notFoundJson(c);
}

/** A new item (POST) or a changed one (PUT): the same fields as the form, checked by the same rules. */
export async function writeHomework(services: Services, c: ClassContext, editing: boolean) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const input = await jsonObject(c, MAX_JSON_BYTES);
  if (input instanceof Response) return input;
  const read = readHomework(input, new Date(), editing);
  if (!read.ok) return invalidJson(c, read.errors);
  const result = editing
    ? await services.homework.update(own.user, own.id, homeworkOf(c), read.input)
    : await services.homework.assign(own.user, own.id, read.input);
  if (result === null) return notFoundJson(c);
  if (!result.ok) return assignRefused(c, result.code);
  if (!editing) c.header("Location", `/api/v1/classes/${own.id}/homework/${result.homework.id}`);
  return c.json(homeworkJson(result.homework), editing ? 200 : 201);
}

/** The teacher's grid: JSON, or (`csv`) the CSV for Excel. */
export async function homeworkGrid(services: Services, c: ClassContext, csv: boolean) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const grid = await services.homework.grid(own.user, own.id);
  if (!grid) return notFoundJson(c);
  if (csv) {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="odevler-${own.id}.csv"`);
    return c.body(gridCsv(grid));
  }
  return c.json({
    items: grid.items.map((h) => ({ id: h.id, title: h.title, kind: h.kind, dueAt: h.dueAt.toISOString() })),
    rows: grid.rows,
  });
}

export async function homeworkQuestions(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const report = await services.homework.questionReport(own.user, own.id, homeworkOf(c));
  if (!report) return notFoundJson(c);
  return c.json({
    item: { ...report.item, dueAt: report.item.dueAt.toISOString() },
    pupils: report.pupils,
    questions: report.questions,
  });
}

export async function getHomework(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const item = await services.homework.get(own.user, own.id, homeworkOf(c));
  return item ? c.json(homeworkJson(item)) : notFoundJson(c);
}

export async function deleteHomework(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  if (!(await services.homework.remove(own.user, own.id, homeworkOf(c)))) return notFoundJson(c);
  return c.json({ id: homeworkOf(c), code: "deleted", message: tr.homeworkForm.deleted });
}

import type { AppLoadContext } from "react-router";
import { dueText } from "#core/homework/homework.ts";
import { cellText, gridCsv, type GridData } from "#core/homework/grid.ts";
import { reportPath } from "#core/deneme/report-paths.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacherOrAdmin } from "#app/lib/session.server.ts";
import { classAndMembers, idOf } from "./form.server";

/**
 * A deneme item's column leads to the class's report of its entry (decision 0128); its words come
 * with the data, as the cells' do, so the page's script carries no deneme texts.
 */
const reportLink = (classId: number, h: GridData["items"][number]) =>
  h.kind === "deneme" && h.contentId !== null
    ? { to: reportPath(classId, h.contentId), text: trDenemeTeacher.gridLink }
    : null;

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
    items: grid.items.map((h) => ({
      id: h.id,
      title: h.title,
      kind: h.kind,
      due: dueText(h.dueAt),
      report: reportLink(classId, h),
    })),
    rows: grid.rows.map((r) => ({
      userId: r.userId,
      displayName: r.displayName,
      cells: r.cells?.map((c) => (c ? { state: c.state, text: cellText(c) } : null)) ?? null,
    })),
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

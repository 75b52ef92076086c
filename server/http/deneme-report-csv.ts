import { Hono } from "hono";
import { reportCsv } from "#core/deneme/report-csv.ts";
import { parseEntryId } from "#core/content.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import type { Services } from "#server/services.ts";
import { notFoundJson, signedIn } from "./api-door";

/**
 * /sinifim/{id}/deneme/{entry}/rapor.csv: a class's deneme report for Excel (decision 0123), the
 * class's teacher only (anyone else: 404, as her pages answer). Answered here rather than by a
 * resource route: every route is in the manifest each page loads, and the first-load line had no
 * room for one more (docs/decisions/0117).
 */
export function denemeReportCsvRoutes(services: Services) {
  const app = new Hono();
  app.get("/sinifim/:id/deneme/:entry/rapor.csv", async (c) => {
    const user = await signedIn(services, c);
    if (user instanceof Response) return user;
    const classId = parseEntryId(c.req.param("id"));
    const contentId = parseEntryId(c.req.param("entry"));
    const report =
      classId !== null && contentId !== null ? await services.deneme.classReport(user, classId, contentId) : null;
    if (!report) return notFoundJson(c);
    return c.body(reportCsv(report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${trDenemeTeacher.csvName}-${classId}-${contentId}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });
  return app;
}

/**
 * The teacher's deneme report as CSV (decision 0123), as the homework grid's: for Excel with
 * Turkish settings (';' between cells, ',' the decimal mark), every cell through core/csv.ts so a
 * name starting with = + - @ is never run as a formula. The caller adds the BOM.
 */
import { toCsv } from "#core/csv.ts";
import { netText, trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import type { DenemeReport } from "./report";

/** One row a pupil (net, right, wrong, blank; 'Girmedi' without a finished attempt), then the class's average and spread. */
export function reportCsv(report: DenemeReport): string {
  const rows: string[][] = [[t.pupil, t.net, t.right, t.wrong, t.blank]];
  for (const r of report.rows)
    rows.push(
      r.score
        ? [r.displayName, netText(r.score.net), String(r.score.right), String(r.score.wrong), String(r.score.blank)]
        : [r.displayName, t.notSat, "", "", ""],
    );
  const s = report.spread;
  if (s) {
    rows.push([]);
    rows.push([t.average, netText(s.average)], [t.min, netText(s.min)], [t.max, netText(s.max)]);
    rows.push([t.deviation, netText(s.deviation)], [t.pupilsSat, String(s.pupils)]);
  }
  return "\uFEFF" + toCsv(rows, ";");
}

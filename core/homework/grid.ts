import { toCsv } from "#core/csv.ts";
import type { ReviewProgress } from "./daily-review";
import { dueText, type HomeworkKind, type HomeworkState } from "./homework";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { netText, percentText } from "#core/messages/result-words.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";

export interface GridCellData {
  state: HomeworkState;
  score: number | null;
  total: number | null;
  /** A 'Günlük tekrar' item's: the days the goal was met in its period, of the days asked (docs/decisions/0119). */
  days?: ReviewProgress;
  /** A deneme item's (docs/decisions/0124): its score is a net, not a share of the questions. */
  net?: boolean;
}
/** The grid as plain data (server/homework/teacher.ts's `grid`, dates as instants). */
export interface GridData {
  /** `contentId`: the entry asked for (null for a 'Günlük tekrar' item); a deneme item's links to the class's report. */
  items: { id: number; title: string; kind: HomeworkKind; contentId: number | null; dueAt: Date }[];
  rows: { userId: number; displayName: string; consent: boolean; cells: (GridCellData | null)[] | null }[];
}

export const STATE_WORDS: Record<HomeworkState, string> = {
  "not-started": trHomework.statusNotStarted,
  started: trHomework.statusStarted,
  done: trHomeworkParent.statusDone,
  late: trHomeworkParent.statusLate,
};

/** The same states as a pupil's own list ('Ödevlerim') says them, where done on time and late read in full. */
export const PUPIL_STATE_WORDS: Record<HomeworkState, string> = {
  "not-started": trHomework.statusNotStarted,
  started: trHomework.statusStarted,
  done: trHomework.doneOnTime,
  late: trHomework.doneLate,
};

/**
 * A cell's score as a whole percentage (75), or null: the grid's items differ in length and a
 * quiz's sum may be fractional (partial credit), so a share compares and averages where "0,73/4"
 * did neither (decision 0112).
 */
export const cellPercent = (cell: GridCellData | null): number | null =>
  cell && !cell.net && cell.score !== null && cell.total ? Math.round((100 * cell.score) / cell.total) : null;

/** A deneme cell's net as Turkish writes it, or null. */
const cellNet = (cell: GridCellData | null): string | null =>
  cell?.net && cell.score !== null ? netText(cell.score) : null;

/** One cell in words: 'bitti %75', 'başladı', 'başladı 2/4 gün'; '—' where the item is not the pupil's. */
export function cellText(cell: GridCellData | null): string {
  if (!cell) return "—";
  if (cell.days) return `${STATE_WORDS[cell.state]} ${trHomeworkReview.progress(cell.days.met, cell.days.goal)}`;
  const net = cellNet(cell);
  if (net !== null) return `${STATE_WORDS[cell.state]} ${trHomeworkTeacher.netOf(net)}`;
  const percent = cellPercent(cell);
  return percent === null ? STATE_WORDS[cell.state] : `${STATE_WORDS[cell.state]} ${percentText(percent, 100)}`;
}

/**
 * The grid as CSV for Excel with Turkish settings: UTF-8 with a BOM (Turkish letters
 * open right), ';' between cells, every cell through core/csv.ts (formula injection
 * neutralised: a pupil's or an entry's name starting with = + - @ is never run). Each item has
 * two columns, its state in words and its score as a plain percentage, so a spreadsheet can
 * sort and average the scores (decision 0112). A 'Günlük tekrar' item's second column is the days
 * the goal was met, a plain number too (docs/decisions/0119).
 */
export function gridCsv(grid: GridData): string {
  const head = [
    trHomeworkTeacher.csvPupil,
    ...grid.items.flatMap((h) => {
      const title = `${h.title} (${dueText(h.dueAt)})`;
      const second =
        h.kind === "review"
          ? trHomeworkTeacher.csvDays
          : h.kind === "deneme"
            ? trHomeworkTeacher.csvNet
            : trHomeworkTeacher.csvScore;
      return [`${title}: ${trHomeworkTeacher.csvState}`, `${title}: ${second}`];
    }),
  ];
  const rows = grid.rows.map((r) => [
    r.displayName,
    ...(r.cells
      ? r.cells.flatMap((c) => [
          c ? STATE_WORDS[c.state] : "—",
          String(c?.days?.met ?? cellNet(c) ?? cellPercent(c) ?? ""),
        ])
      : grid.items.flatMap(() => [trHomeworkTeacher.noConsent, ""])),
  ]);
  return "\uFEFF" + toCsv([head, ...rows], ";");
}

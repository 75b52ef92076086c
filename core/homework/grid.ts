import { toCsv } from "#core/csv.ts";
import { dueText, type HomeworkKind, type HomeworkState } from "./homework";
import { decimal } from "#core/messages/exercises.ts";
import { trHomework } from "#core/messages/homework.ts";

export interface GridCellData {
  state: HomeworkState;
  score: number | null;
  total: number | null;
}
/** The grid as plain data (server/homework/teacher.ts's `grid`, dates as instants). */
export interface GridData {
  items: { id: number; title: string; kind: HomeworkKind; dueAt: Date }[];
  rows: { userId: number; displayName: string; consent: boolean; cells: (GridCellData | null)[] | null }[];
}

export const STATE_WORDS: Record<HomeworkState, string> = {
  "not-started": trHomework.statusNotStarted,
  started: trHomework.statusStarted,
  done: trHomework.statusDone,
  late: trHomework.statusLate,
};

/** The same states as a pupil's own list ('Ödevlerim') says them, where done on time and late read in full. */
export const PUPIL_STATE_WORDS: Record<HomeworkState, string> = {
  "not-started": trHomework.statusNotStarted,
  started: trHomework.statusStarted,
  done: trHomework.doneOnTime,
  late: trHomework.doneLate,
};

/** One cell in words: 'bitti 3/3', 'başlamadı'; '—' where the item is not the pupil's. */
export function cellText(cell: GridCellData | null): string {
  if (!cell) return "—";
  const score = cell.score !== null && cell.total !== null ? ` ${decimal(cell.score)}/${cell.total}` : "";
  return `${STATE_WORDS[cell.state]}${score}`;
}

/**
 * The grid as CSV for Excel with Turkish settings: UTF-8 with a BOM (Turkish letters
 * open right), ';' between cells, every cell through core/csv.ts (formula injection
 * neutralised: a pupil's or an entry's name starting with = + - @ is never run).
 */
export function gridCsv(grid: GridData): string {
  const head = [trHomework.csvPupil, ...grid.items.map((h) => `${h.title} (${dueText(h.dueAt)})`)];
  const rows = grid.rows.map((r) => [
    r.displayName,
    ...(r.cells ? r.cells.map(cellText) : grid.items.map(() => trHomework.noConsent)),
  ]);
  return "\uFEFF" + toCsv([head, ...rows], ";");
}

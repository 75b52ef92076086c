import { contentPath } from "#core/content.ts";
import type { Dashboard, OpenedEntry } from "#core/dashboard.ts";
import { readCoverage } from "#server/content/coverage.ts";
import type { TopEntry } from "#server/content/opening-counter.ts";
import type { Services } from "#server/services.ts";

/** The two windows of 'most opened' on the admin's home, in days. */
const OPENING_WINDOWS = [7, 30] as const;

const shown = (rows: TopEntry[]): OpenedEntry[] =>
  rows.map(({ entry, openings }) => ({
    id: entry.id,
    title: entry.konuIng,
    grade: entry.sinif,
    url: contentPath(entry),
    openings,
  }));

/** Everything /admin shows, read at once: counts per grade and type, units without material, most opened entries, unread messages. */
export async function dashboardOf(services: Pick<Services, "database" | "openings" | "messages">): Promise<Dashboard> {
  const [coverage, week, month, inbox] = await Promise.all([
    readCoverage(services.database.db),
    services.openings.top(OPENING_WINDOWS[0]),
    services.openings.top(OPENING_WINDOWS[1]),
    services.messages.inbox(1, 1),
  ]);
  return {
    coverage,
    mostOpened: [week, month].map((rows, i) => ({ days: OPENING_WINDOWS[i], entries: shown(rows) })),
    unread: inbox.unread,
  };
}

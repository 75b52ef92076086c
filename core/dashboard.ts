import type { UnitName } from "#core/units.ts";

/** How many entries each grade has of each type, and which named units have none (the admin's dashboard). */
export interface Coverage {
  /** grade → type code → entries; a missing one is an empty cell. */
  counts: Record<number, Record<number, number>>;
  /** The units of the unit table that no entry belongs to, in grade and unit order. */
  emptyUnits: UnitName[];
}

/** One entry of 'most opened', as the dashboard lists it. */
export interface OpenedEntry {
  id: number;
  title: string;
  grade: number;
  url: string;
  openings: number;
}

/** Everything /admin shows (server/content/dashboard.ts): counts per grade and type, units without material, most opened entries, unread messages. */
export interface Dashboard {
  coverage: Coverage;
  mostOpened: { days: number; entries: OpenedEntry[] }[];
  unread: number;
}

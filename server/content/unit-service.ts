import { curriculumUnits } from "#core/curriculum.ts";
import { asc, eq, sql } from "drizzle-orm";
import { unitNamesOf, type UnitName, type UnitNames } from "#core/units.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { units } from "#server/db/schema.ts";

/** How long the kept table may be trusted when a change notice never arrived (as the response cache). */
const KEPT_MS = 5 * 60_000;

const unitColumns = {
  sinif: units.sinif,
  unite: units.unite,
  nameEn: units.nameEn,
  nameTr: units.nameTr,
  donem: units.donem,
};

export interface UnitService {
  all(): Promise<UnitName[]>;
  /** Adds the given units where a grade has none of that number yet; the admin's own names stay. Returns how many were added. */
  addMissing(rows: readonly UnitName[]): Promise<number>;
  /** 'Eksik adları müfredattan ekle': the curriculum's units (core/curriculum.ts) where the admin has none. */
  fillFromCurriculum(): Promise<number>;
  ofGrade(grade: number): Promise<UnitName[]>;
  /** The names of the units of these grades (all grades when none are given), for a page. */
  names(grades?: Iterable<number>): Promise<UnitNames>;
  /** The name of one unit, as `names` gives them (an entry's page needs no other). */
  nameOf(grade: number, unit: number): Promise<UnitNames>;
  /** Replaces one grade's units with the admin's table, in one transaction. */
  saveGrade(grade: number, rows: Omit<UnitName, "sinif">[]): Promise<void>;
}

/**
 * The named units of every grade. The whole table is at most 11 × 20 rows and
 * nearly every public page reads some of it, so it is read once and kept until a change
 * (here or on another instance, through the change bus) — the same notice that empties
 * the response cache, since a renamed unit changes pages.
 */
export function createUnitService(db: Db, changes?: ChangeBus): UnitService {
  let kept: { rows: UnitName[]; at: number } | null = null;
  let generation = 0;
  changes?.subscribe(() => {
    generation++;
    kept = null;
  });

  async function all(): Promise<UnitName[]> {
    if (kept && Date.now() - kept.at < KEPT_MS) return kept.rows;
    const startedIn = generation;
    const rows = await db.select(unitColumns).from(units).orderBy(asc(units.sinif), asc(units.unite));
    if (changes && startedIn === generation) kept = { rows, at: Date.now() };
    return rows;
  }

  /** Adds the given units where a grade has none of that number yet; the admin's own names stay. Returns how many were added. */
  async function addMissing(rows: readonly UnitName[]): Promise<number> {
    if (!rows.length) return 0;
    const added = await db
      .insert(units)
      .values(rows.map((r) => ({ ...r, updatedAt: sql`now()` })))
      .onConflictDoNothing()
      .returning({ sinif: units.sinif });
    if (added.length) await changes?.publish();
    return added.length;
  }

  return {
    all,
    addMissing,

    /** 'Eksik adları müfredattan ekle': the curriculum's units (core/curriculum.ts) where the admin has none. */
    async fillFromCurriculum(): Promise<number> {
      return addMissing(curriculumUnits);
    },

    async ofGrade(grade: number): Promise<UnitName[]> {
      return (await all()).filter((u) => u.sinif === grade);
    },

    /** The names of the units of these grades (all grades when none are given), for a page. */
    async names(grades?: Iterable<number>): Promise<UnitNames> {
      const wanted = grades ? new Set(grades) : null;
      return unitNamesOf((await all()).filter((u) => !wanted || wanted.has(u.sinif)));
    },

    /** The name of one unit, as `names` gives them (an entry's page needs no other). */
    async nameOf(grade: number, unit: number): Promise<UnitNames> {
      return unitNamesOf((await all()).filter((u) => u.sinif === grade && u.unite === unit));
    },

    /** Replaces one grade's units with the admin's table, in one transaction. */
    async saveGrade(grade: number, rows: Omit<UnitName, "sinif">[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(units).where(eq(units.sinif, grade));
        if (rows.length) await tx.insert(units).values(rows.map((r) => ({ ...r, sinif: grade })));
      });
      await changes?.publish();
    },
  };
}

import { asc, count, sql } from "drizzle-orm";
import type { Coverage } from "#core/dashboard.ts";
import type { Db } from "#server/db/client.ts";
import { contents, units } from "#server/db/schema.ts";

/** The admin's dashboard's counts and empty units (core/dashboard.ts). */
export async function readCoverage(db: Db): Promise<Coverage> {
  const [cells, empty] = await Promise.all([
    // One pass over contents_grade_type_idx: grade and type lead it.
    db
      .select({ sinif: contents.sinif, icerikTuru: contents.icerikTuru, n: count() })
      .from(contents)
      .groupBy(contents.sinif, contents.icerikTuru),
    db
      .select({
        sinif: units.sinif,
        unite: units.unite,
        nameEn: units.nameEn,
        nameTr: units.nameTr,
        donem: units.donem,
      })
      .from(units)
      .where(
        sql`not exists (select 1 from ${contents} where ${contents.sinif} = ${units.sinif} and ${contents.unite} = ${units.unite})`,
      )
      .orderBy(asc(units.sinif), asc(units.unite)),
  ]);
  const counts: Record<number, Record<number, number>> = {};
  for (const c of cells) (counts[c.sinif] ??= {})[c.icerikTuru] = c.n;
  return { counts, emptyUnits: empty };
}

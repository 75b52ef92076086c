import fs from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";

export { createPostgresDatabase };

export type DbKind = "pglite" | "postgres";

/**
 * Every engine the site runs on (docs/decisions/0080): PGlite, the embedded default, always; the
 * machine's PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). For the tests of what the
 * two engines do differently: locks and leased jobs, concurrent counters, numbers and times as the
 * driver returns them, search, backups, the change bus, a process killed mid-write.
 */
export const everyEngine: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The one engine for tests of the site's own rules (pages, roles, forms, messages): the machine's
 * PostgreSQL when there is one, PGlite otherwise. The browser tests run the whole site on PGlite.
 * TEST_EVERY_ENGINE=1 runs these on every engine too.
 */
export const dbKinds: DbKind[] = process.env.TEST_EVERY_ENGINE ? everyEngine : [everyEngine.at(-1)!];

let snapshot: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server that `close()` drops again. Both start as a copy of
 * the database tests/support/database-templates.ts migrated once for the run.
 */
export async function freshDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") {
    // Without the global setup (a file run on its own by another runner) the migrations do it all.
    const file = inject("pgliteSnapshot");
    if (file) snapshot ??= new Blob([fs.readFileSync(file)]);
    return openDatabase({ kind: "pglite", snapshot });
  }
  const created = await createPostgresDatabase(undefined, inject("postgresTemplate") ?? undefined);
  const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

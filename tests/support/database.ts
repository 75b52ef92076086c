import fs from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";

export { createPostgresDatabase };

export type DbKind = "pglite" | "postgres";

/** PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

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

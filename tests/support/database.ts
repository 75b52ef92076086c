import { openDatabase, type Database } from "#server/db/client.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";

export { createPostgresDatabase };

export type DbKind = "pglite" | "postgres";

/** PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server that `close()` drops again.
 */
export async function freshDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ kind: "pglite" });
  const created = await createPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../server/db/client";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Every row of every table that names the address or points at the account. The tables
 * are read from the catalogue, so a table added later is covered without editing this.
 */
export async function traces(database: Database, email: string, accountId: number): Promise<string[]> {
  const found: string[] = [];
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  expect(tables.length).toBeGreaterThan(10);
  for (const { table_name } of tables) {
    const named = rowsOf<{ row: string }>(
      await database.db.execute(sql`select t::text as row from ${sql.identifier(table_name)} t where position(${email} in lower(t::text)) > 0`),
    );
    found.push(...named.map((r) => `${table_name}: ${r.row}`));
  }
  const userColumns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
    ),
  );
  for (const { table_name, column_name } of userColumns) {
    const pointing = rowsOf<{ row: string }>(
      await database.db.execute(sql`select t::text as row from ${sql.identifier(table_name)} t where ${sql.identifier(column_name)} = ${accountId}`),
    );
    found.push(...pointing.map((r) => `${table_name}: ${r.row}`));
  }
  return found;
}


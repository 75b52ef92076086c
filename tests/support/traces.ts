import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "#server/db/client.ts";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Every row of every table that names the address or the account. Everything is read from
 * the catalogue, so a table or column added later is covered without editing this:
 * - any row whose text holds the address (any case);
 * - any column with a foreign key to `users` (imports.created_by as well as every user_id)
 *   that holds the account's id, and the account's own row;
 * - any text column holding the id as a segment of a key (`marks:12`, `quiz:user:12`,
 *   `two-step:day:12:…`): segments end at ':', so account 1's search never finds 12's keys.
 *
 * What may stay after an erasure is what the privacy notice (/gizlilik) says stays: under an
 * address the account never proved, that address's own rows (a caller filters them out by
 * table). Nothing else: a foreign key to an erased account is cascaded or set to null.
 */
export async function traces(database: Database, email: string, accountId: number): Promise<string[]> {
  const found: string[] = [];
  const read = async (label: string, query: ReturnType<typeof sql>) => {
    const rows = rowsOf<{ row: string }>(await database.db.execute(query));
    found.push(...rows.map((r) => `${label}: ${r.row}`));
  };
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.length).toBeGreaterThan(10);
  for (const { table_name } of tables) {
    await read(
      table_name,
      sql`select t::text as row from ${sql.identifier(table_name)} t where position(${email} in lower(t::text)) > 0`,
    );
  }

  // Columns that point at an account, whatever their name.
  const pointing = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select t.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and n.nspname = 'public' and c.confrelid = (select oid from pg_class where relname = 'users' and relnamespace = n.oid)`),
  );
  expect(pointing.map((p) => `${p.table_name}.${p.column_name}`)).toEqual(
    expect.arrayContaining(["sessions.user_id", "imports.created_by"]),
  );
  for (const { table_name, column_name } of [...pointing, { table_name: "users", column_name: "id" }]) {
    await read(
      `${table_name}.${column_name}`,
      sql`select t::text as row from ${sql.identifier(table_name)} t where ${sql.identifier(column_name)} = ${accountId}`,
    );
  }

  // The id as one ':'-separated segment of a text value (rate-limit keys and any later key-shaped column).
  const textColumns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying')`),
  );
  const segment = `(^|:)${accountId}(:|$)`;
  for (const { table_name, column_name } of textColumns) {
    await read(
      `${table_name}.${column_name}`,
      sql`select t::text as row from ${sql.identifier(table_name)} t where ${sql.identifier(column_name)} ~ ${segment}`,
    );
  }
  return found;
}

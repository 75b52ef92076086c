import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable as PgTableClass, type PgTable } from "drizzle-orm/pg-core";
import * as tar from "tar";
import { rowsOf, type Db } from "#server/db/client.ts";
import { redactTokens } from "#server/redact.ts";
import * as schema from "#server/db/schema.ts";
import { contentTypeForKey, type FileStorage } from "#server/storage/storage.ts";

/**
 * Backups are logical and portable: every table as JSON plus every stored file,
 * in one .tar.gz. The same archive restores into PGlite or PostgreSQL, so an
 * installation can also move from the embedded database to a server.
 */
export const BACKUP_FORMAT = 1;

/** Tables in schema order, which is also foreign-key order (parents first). */
export function backupTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTableClass));
}

/**
 * Rows changed on their way into the archive, which is copied to more places than the
 * database: a mail not yet sent goes without its links' tokens or its headers (an
 * unsubscribe token), so no backup opens a reset page (docs/decisions/0021). After a
 * restore such a mail still arrives; its reader asks for a new link.
 */
const ARCHIVED_ROW: Record<string, (row: Record<string, unknown>) => Record<string, unknown>> = {
  outbox: (row) => ({ ...row, text_body: redactTokens(String(row.text_body)), headers: null }),
};

export async function createBackup(
  db: Db,
  storage: FileStorage,
  archivePath: string,
): Promise<{ tables: Record<string, number>; files: number }> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "merdiven-backup-"));
  try {
    const tables: Record<string, number> = {};
    await fsp.mkdir(path.join(work, "db"));
    for (const table of backupTables()) {
      const { name } = getTableConfig(table);
      const rows = rowsOf(await db.execute(sql`select * from ${table}`)).map(ARCHIVED_ROW[name] ?? ((row) => row));
      tables[name] = rows.length;
      await fsp.writeFile(path.join(work, "db", `${name}.json`), JSON.stringify(rows));
    }
    let files = 0;
    for await (const key of storage.list("images")) {
      const target = path.join(work, "files", ...key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await pipeline(await storage.read(key), fs.createWriteStream(target));
      files++;
    }
    await fsp.writeFile(
      path.join(work, "manifest.json"),
      JSON.stringify({ format: BACKUP_FORMAT, createdAt: new Date().toISOString(), tables, files }, null, 2),
    );
    await fsp.mkdir(path.dirname(path.resolve(archivePath)), { recursive: true });
    await tar.create({ gzip: true, file: archivePath, cwd: work, portable: true }, [
      "manifest.json",
      "db",
      ...(files ? ["files"] : []),
    ]);
    return { tables, files };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

export class RestoreRefusedError extends Error {}

/** Restores an archive into an installation that has no content, users or messages yet. */
export async function restoreBackup(
  db: Db,
  storage: FileStorage,
  archivePath: string,
): Promise<{ tables: Record<string, number>; files: number }> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "merdiven-restore-"));
  try {
    await tar.extract({ file: archivePath, cwd: work });
    const manifest = JSON.parse(await fsp.readFile(path.join(work, "manifest.json"), "utf8")) as { format: number };
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefusedError(`Unknown backup format ${manifest.format}`);
    for (const table of backupTables()) {
      const { name } = getTableConfig(table);
      const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${table}`));
      if (Number(row.n) > 0 && name !== "rate_limits") {
        throw new RestoreRefusedError(
          `The installation is not empty (table ${name} has rows). Restore needs an empty installation.`,
        );
      }
    }
    const tables: Record<string, number> = {};
    await db.transaction(async (tx) => {
      for (const table of backupTables()) {
        const { name, columns } = getTableConfig(table);
        const file = path.join(work, "db", `${name}.json`);
        if (!fs.existsSync(file)) continue;
        const json = await fsp.readFile(file, "utf8");
        const rows = JSON.parse(json) as unknown[];
        tables[name] = rows.length;
        if (rows.length === 0) continue;
        const identity = columns.some(
          (c) =>
            c.name === "id" && c.getSQLType() === "integer" && (c as { generatedIdentity?: unknown }).generatedIdentity,
        );
        // A generated column (contents.search_title) is the database's to compute, never restored.
        const names = sql.join(
          columns.filter((c) => !c.generated).map((c) => sql.identifier(c.name)),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${table} (${names}) ${identity ? sql`overriding system value` : sql``} select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
        );
        if (identity)
          await tx.execute(
            sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
          );
      }
    });
    let files = 0;
    const filesDir = path.join(work, "files");
    if (fs.existsSync(filesDir)) {
      for (const entry of await fsp.readdir(filesDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(filesDir, full).split(path.sep).join("/");
        await storage.put(key, await fsp.readFile(full), contentTypeForKey(key));
        files++;
      }
    }
    return { tables, files };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

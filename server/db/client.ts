import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute`: node-postgres and PGlite wrap them differently. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection string (PostgreSQL only): a few things need a connection of their own (LISTEN). */
  url?: string;
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock named `name`, so instances
   * starting together do it one after another (PGlite has one process anyway).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Connections of the PostgreSQL pool (none for PGlite). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Sees every query the site's code sends (the benchmark counts and EXPLAINs them). */
export type QueryObserver = (sql: string, params: unknown[]) => void;

export type DatabaseOptions = (
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * dataDir undefined = in-memory (tests). `snapshot`: an in-memory database's starting
   * point, a data folder dumped by PGlite's dumpDataDir (the tests' migrated empty database,
   * tests/support/database.ts); the migrations still run over it and find nothing to do.
   */
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob }
) & { onQuery?: QueryObserver };

const loggerFor = (onQuery?: QueryObserver) => (onQuery ? { logQuery: onQuery } : undefined);

/** Opens the database and brings its schema up to date (migrations run on start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolSize, options.onQuery)
    : openPglite(options.dataDir, options.onQuery, options.snapshot);
}

async function openPostgres(url: string, poolSize = 10, onQuery?: QueryObserver): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000 });
  // An idle client that loses its server emits 'error'; without a listener Node would crash.
  pool.on("error", () => {});
  const pgDb = drizzlePg(pool, { schema, logger: loggerFor(onQuery) });
  const db = pgDb as unknown as Db;
  /**
   * A session-level advisory lock, keyed by a name, held on a connection of its own
   * (not the pool's: `work` may need every pooled connection).
   */
  async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    holder.on("error", () => {});
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext($1))", [`merdiven:${name}`]);
      return await work();
    } finally {
      // Ending the session releases the lock, even if the unlock itself fails.
      await holder.end().catch(() => {});
    }
  }
  // Several instances may start at once; one migrates, the others wait for it.
  await exclusive("migrations", () => migratePg(pgDb, { migrationsFolder }));
  return {
    db,
    kind: "postgres",
    url,
    exclusive,
    ping: async () => void (await pool.query("select 1")),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, onQuery?: QueryObserver, snapshot?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    client = new PGlite(path.join(dataDir, "pgdata"), { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, loadDataDir: snapshot });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema, logger: loggerFor(onQuery) }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      exclusive: (_name, work) => work(),
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

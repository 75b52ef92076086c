import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated empty PGlite database, dumped (dumpDataDir) to this file. */
    pgliteSnapshot: string;
    /** A migrated empty database on TEST_DATABASE_URL's server, copied by CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's globalSetup (docs/decisions/0063): every test file makes its own databases, and
 * every migration on each of them took most of a second to several seconds on a busy
 * 2-core machine. Migrated once here, a fresh database starts as a copy: PGlite loads the
 * dumped data folder, PostgreSQL copies the template. (openDatabase still runs the
 * migrations over the copy; they find nothing to do.)
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-db-template-"));
  const migrated = await openDatabase({ kind: "pglite" });
  const client = (migrated.db as unknown as { $client: PGlite }).$client;
  const snapshot = path.join(dir, "pglite.tar");
  fs.writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await migrated.close();
  project.provide("pgliteSnapshot", snapshot);

  let template: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  if (process.env.TEST_DATABASE_URL) {
    template = await createPostgresDatabase();
    await (await openDatabase({ kind: "postgres", url: template.url, poolSize: 1 })).close();
  }
  project.provide("postgresTemplate", template?.name ?? null);

  return async () => {
    await template?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

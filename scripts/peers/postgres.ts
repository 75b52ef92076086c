import { randomBytes } from "node:crypto";
import pg from "pg";

async function admin<T>(server: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database on a PostgreSQL server (the test server unless another is
 * named, e.g. by the soak script), and a way to drop it. `template`: a database on that
 * server to copy instead (CREATE DATABASE … TEMPLATE; nobody may be connected to it).
 */
export async function createPostgresDatabase(
  server = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!server) throw new Error("no PostgreSQL server: set TEST_DATABASE_URL");
  const name = `merdiven_test_${randomBytes(6).toString("hex")}`;
  await admin(server, (c) =>
    c.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ""}`),
  );
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(server, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

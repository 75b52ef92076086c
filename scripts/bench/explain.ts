// Part of `npm run bench`: which queries each page really sends (counted per
// request: the number must not grow with the number of cards, i.e. no N+1) and
// how PostgreSQL runs them (EXPLAIN ANALYZE on the embedded database, so the
// plans show the indexes in use at 100,000 entries).
import path from "node:path";
import type { ServerBuild } from "react-router";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import { createServices } from "#server/services.ts";

interface Captured {
  sql: string;
  params: unknown[];
}

/** Queries about the visitor (session, user), the same on every page: counted, not explained. */
const isSessionQuery = (sql: string) => /from "sessions"|from "users"/.test(sql);

export async function explainPages(dataDir: string, buildDir: string, pages: [string, string][]): Promise<string> {
  let captured: Captured[] = [];
  const database = await openDatabase({
    kind: "pglite",
    dataDir: path.join(dataDir, "db"),
    onQuery: (sql, params) => captured.push({ sql, params }),
  });
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "never",
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    REDIS_URL: "",
  });
  const services = await createServices(config, database);
  // The mail worker polls on its own; its queries are not a page's.
  await services.outbox.stop();
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const app = createApp({ services, build, mode: "production" });
  // A signed-in pupil: pages are rendered afresh (never from the response cache), as on a first visit.
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}@merdiven.test` })
    .returning();
  const { token } = await services.auth.createSession(user.id);

  // Drizzle's own client (PGlite here), for EXPLAIN with the captured parameters.
  const client = (
    database.db as unknown as {
      $client: { query(sql: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const lines: string[] = ["| page | path | status | queries | of which about the visitor |", "|---|---|---|---|---|"];
  const plans: string[] = [];
  const explained = new Set<string>();
  try {
    for (const [name, pagePath] of pages) {
      captured = [];
      const res = await app.request(pagePath, { headers: { Cookie: `sid=${token}` } });
      await res.arrayBuffer();
      const own = captured.filter((q) => !isSessionQuery(q.sql));
      lines.push(
        `| ${name} | \`${pagePath}\` | ${res.status} | ${captured.length} | ${captured.length - own.length} |`,
      );
      for (const q of own) {
        if (explained.has(q.sql)) continue;
        explained.add(q.sql);
        const result = await client.query(`explain (analyze, costs off) ${q.sql}`, q.params);
        const plan = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
        plans.push(
          `${name}:\n\n\`\`\`sql\n${q.sql}\n-- params: ${JSON.stringify(q.params)}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\``,
        );
      }
    }
  } finally {
    await services.close();
  }
  return [lines.join("\n"), "", ...plans].join("\n\n");
}

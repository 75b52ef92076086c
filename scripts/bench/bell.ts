// BENCH_PARTS=bell: the bell at a whole school. 25 classes of 40 class pupils (1,000) sign in with
// their pictures within one minute, all from the school's one address, across two instances of
// the built site sharing one PostgreSQL; meanwhile one guesser sprays wrong pictures at a few of
// those classes from the same address. Then each pupil who got in sends one homework quiz answer
// within the next minute. The lines: sign-in p99 < 500 ms (docs/decisions/0065), a try's p99 <
// 300 ms, every pupil in and every try stored once.
//
// It measures what the site does, not what it is meant to do: everything goes through HTTP as a
// phone sends it (docs/decisions/0067's form), the seed and the count afterwards are plain SQL, and
// the only things read from the code are the limits' figures (to print what they allow) and the
// picture secrets' hash. The limits are the real ones (RATE_LIMIT_MULTIPLIER=1): a limit a school
// would meet shows in the table as refusals, by the answer the pupil was given.
//
// Options: scripts/bench/bell-settings.ts; BENCH_DATABASE_URL or TEST_DATABASE_URL (the PostgreSQL
// server; skipped without), BUILD_DIR. This module runs the bell; bell-report.ts writes its tables.

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startInstance, type Instance } from "#scripts/peers/instances.ts";
import { classSignInPath, pupilSignInPath } from "#core/classes/paths.ts";
import { DEVICE_COOKIE_NAME as DEVICE_COOKIE } from "#core/site-cookies.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";
import { CLASSES, pause, RETURNING, SECONDS } from "./bell-settings";
import { seed, type Seeded } from "./bell-seed";
import { guess, sendTry, signIn, type CookieJar } from "./bell-clients";
import { countOf, guesserRows, latencyTable, n, pupilRows, setting, type Run, type Stored } from "./bell-report";

/**
 * CPU seconds a process has used (user + system, from /proc; null elsewhere): what the site spent on
 * the bell, which a shared machine's wall clock does not say.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the name; in ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
function sitesCpu(sites: Instance[]): number | null {
  let sum = 0;
  for (const site of sites) {
    const used = cpuSeconds(site.pid);
    if (used === null) return null;
    sum += used;
  }
  return sum;
}

/** `work(i)` for each i < n, the starts spread evenly over `spreadMs` (a class at the bell, not one instant). */
async function spread<T>(n: number, spreadMs: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const start = performance.now();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await pause(start + (i * spreadMs) / n - performance.now());
      return work(i);
    }),
  );
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The two instances on one database, the school seeded, both warmed. */
async function startSites(databaseUrl: string, sites: Instance[]): Promise<Seeded> {
  // The real limits, whatever the bench's own environment says; no demo, no drawing beside the bell.
  const env = {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MULTIPLIER: "1",
    TRUST_PROXY: "0",
    SEED_DEMO: "never",
    PDF_PAGES: "off",
  };
  // The first alone: it migrates; then the seed, then the second on the same database.
  sites.push(await startInstance({ name: "bell-A", env }));
  const seeded = await seed(databaseUrl);
  sites.push(await startInstance({ name: "bell-B", env }));
  console.error(`bell: ${n(seeded.pupils.length)} pupils in ${CLASSES} classes seeded, two instances up`);
  // Warm both (the first render of each page), without a picture check: a check would spend the address's budget.
  for (const site of sites)
    for (const p of [
      "/",
      classSignInPath(seeded.pupils[0].code, seeded.pupils[0].link),
      pupilSignInPath(seeded.pupils[0].code, seeded.pupils[0].id, seeded.pupils[0].link),
    ])
      await (await fetch(site.url + p)).arrayBuffer();
  return seeded;
}

/**
 * BENCH_BELL_RETURNING=1: yesterday's bell first, quiet (no guesser), over the same SECONDS;
 * each pupil's tablet keeps its device cookie (decision 0092) and nothing else for today's.
 */
async function yesterdaysTablets(seeded: Seeded, sites: Instance[]): Promise<Map<number, CookieJar>> {
  const tablets = new Map<number, CookieJar>();
  if (!RETURNING) return tablets;
  const yesterday = await spread(seeded.pupils.length, SECONDS * 1000, (i) =>
    signIn(seeded.pupils[i], sites[i % sites.length]),
  );
  for (const s of yesterday) tablets.set(s.pupil.id, s.jar.keeping(DEVICE_COOKIE));
  console.error(
    `bell: yesterday's bell done (${countOf(yesterday, (s) => s.answer === "signed in")} signed in, device cookies kept: ${countOf([...tablets.values()], (j) => j.has(DEVICE_COOKIE))})`,
  );
  return tablets;
}

/** The bell's two phases: the sign-ins beside the guesser, then one homework try from each pupil let in. */
async function ring(seeded: Seeded, sites: Instance[], tablets: Map<number, CookieJar>): Promise<Run> {
  // Phase 1: the bell. Pupils in a random order, one every SECONDS / 1,000; pupil i on instance i % 2.
  const order = shuffled(seeded.pupils);
  const cpuAtStart = sitesCpu(sites);
  const ownCpuAtStart = process.cpuUsage();
  const bellStart = performance.now();
  const guesser = guess(seeded.pupils, sites, bellStart + SECONDS * 1000);
  const signIns = await spread(order.length, SECONDS * 1000, (i) =>
    signIn(order[i], sites[i % sites.length], tablets.get(order[i].id)),
  );
  const guesses = await guesser;
  const bellMs = performance.now() - bellStart;
  const cpuAfterBell = sitesCpu(sites);
  const ownCpuBell = process.cpuUsage(ownCpuAtStart);
  console.error(
    `bell: phase 1 done in ${(bellMs / 1000).toFixed(1)} s (${countOf(signIns, (s) => s.answer === "signed in")} signed in, ${guesses.sent} guesses)`,
  );

  // Phase 2: each pupil who got in answers the class's homework quiz once, over the next SECONDS.
  await pause(bellStart + SECONDS * 1000 - performance.now());
  const inside = shuffled(signIns.filter((s) => s.answer === "signed in"));
  const tries = await spread(inside.length, SECONDS * 1000, (i) =>
    sendTry(inside[i], seeded.homework.get(inside[i].pupil.classId)!, seeded.version),
  );
  console.error(`bell: phase 2 done (${tries.length} tries sent)`);
  const cpuAfterTries = sitesCpu(sites);

  // An instance that ended during the run, and a 500 (the site's own failure): their last log lines say why.
  const ended = await Promise.all(
    sites.map((site) =>
      Promise.race([
        site.exited.then((e) => `${site.name} exited during the run (${e.code ?? e.signal})`),
        pause(0).then(() => null),
      ]),
    ),
  );
  if (ended.some(Boolean) || signIns.some((s) => s.detail?.includes("500")) || tries.some((t) => t.status >= 500)) {
    for (const site of sites) console.error(`bell: ${site.name}'s last lines:\n${site.output()}`);
  }
  const endedSaid = ended.filter((e): e is string => e !== null);
  return {
    seeded,
    signIns,
    guesses,
    tries,
    bellMs,
    cpu: { start: cpuAtStart, bell: cpuAfterBell, tries: cpuAfterTries },
    ownCpuBell,
    ended: endedSaid,
  };
}

/** The tries the database holds for the bell's homework: rows, pupils, pupils stored twice. */
async function storedTries(databaseUrl: string, seeded: Seeded): Promise<Stored> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = await client
    .query<{ rows: string; pupils: string; twice: string }>(
      `select count(*)::text as rows, count(distinct user_id)::text as pupils,
              (select count(*) from (select user_id from homework_tries where homework_id = any($1::int[]) group by user_id having count(*) > 1) d)::text as twice
       from homework_tries where homework_id = any($1::int[])`,
      [[...seeded.homework.values()]],
    )
    .finally(() => client.end());
  const { rows: storedRows, pupils: storedPupils, twice } = stored.rows[0];
  return { storedRows, storedPupils, twice };
}

export async function bellTable(): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server)
    return "Skipped: no PostgreSQL server (set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).";
  const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js")))
    return `Skipped: no build in ${buildDir} (run the build first).`;
  const loadBefore = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(", ");

  const database = await createPostgresDatabase(server);
  const sites: Instance[] = [];
  try {
    const seeded = await startSites(database.url, sites);
    const tablets = await yesterdaysTablets(seeded, sites);
    const run = await ring(seeded, sites, tablets);
    const stored = await storedTries(database.url, seeded);
    const counts = ["| what | number |", "|---|---|", ...pupilRows(run, stored), ...guesserRows(run)];
    return [setting(seeded, loadBefore), latencyTable(run), counts.join("\n")].join("\n\n");
  } finally {
    await Promise.allSettled(sites.map((s) => s.stop()));
    await database.drop();
  }
}

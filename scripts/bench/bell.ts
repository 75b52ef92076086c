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
// server; skipped without), BUILD_DIR.

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PICTURE_CLASS_THROTTLE, PICTURE_THROTTLE, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { startInstance, type Instance } from "#scripts/peers/instances.ts";
import { classSignInPath, pupilSignInPath } from "#core/classes/paths.ts";
import { DEVICE_COOKIE_NAME as DEVICE_COOKIE } from "#core/site-cookies.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";
import {
  ATTACKED,
  CLASSES,
  pause,
  percentile,
  PUPILS_A_CLASS,
  RETURNING,
  SECONDS,
  SIGN_IN_P99_MS,
  SLICES,
  TRY_P99_MS,
} from "./bell-settings";
import { seed, type Seeded } from "./bell-seed";
import {
  guess,
  sendTry,
  signIn,
  type Answer,
  type CookieJar,
  type Guesses,
  type SignIn,
  type TryResult,
} from "./bell-clients";

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

const f = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(0));
const n = (x: number) => x.toLocaleString("en");

function latencyRow(what: string, times: number[], lineMs?: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const line =
    lineMs === undefined
      ? ""
      : sorted.length === 0
        ? "nothing measured"
        : p99 < lineMs
          ? `p99 < ${lineMs}: met`
          : `p99 < ${lineMs}: **not met**`;
  return `| ${what} | ${n(sorted.length)} | ${f(percentile(sorted, 50))} | ${f(p99)} | ${f(sorted[sorted.length - 1])} | ${line} |`;
}

const countOf = <T>(items: T[], pick: (item: T) => boolean) => items.filter(pick).length;

/** What the bell measured, phase by phase, before the database is counted. */
interface Run {
  seeded: Seeded;
  signIns: SignIn[];
  guesses: Guesses;
  tries: TryResult[];
  bellMs: number;
  /** The two instances' CPU seconds at the bell's start, after it and after the tries (null off Linux). */
  cpu: { start: number | null; bell: number | null; tries: number | null };
  ownCpuBell: NodeJS.CpuUsage;
  /** An instance that ended during the run, said as a sentence. */
  ended: string[];
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

interface Stored {
  storedRows: string;
  storedPupils: string;
  twice: string;
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

/** The latency table: the third picture's post, the whole flow, each sixth of the bell, the tries. */
function latencyTable({ signIns, tries }: Run): string {
  const signedIn = signIns.filter((s) => s.answer === "signed in");
  return [
    "| what | answers | p50 ms | p99 ms | max ms | line |",
    "|---|---|---|---|---|---|",
    latencyRow(
      "sign-in: the third picture's post, every pupil's answer",
      signIns.filter((s) => s.postMs > 0).map((s) => s.postMs),
      SIGN_IN_P99_MS,
    ),
    latencyRow(
      "sign-in: the third picture's post, pupils let in",
      signedIn.map((s) => s.postMs),
      SIGN_IN_P99_MS,
    ),
    latencyRow(
      "sign-in: the whole flow (class page, name, pictures, home)",
      signedIn.map((s) => s.flowMs),
    ),
    // By the moment of arrival: whether the wait is the bell's first checks or the whole minute's.
    ...Array.from({ length: SLICES }, (_, k) => {
      const from = Math.floor((k * signIns.length) / SLICES);
      const to = Math.floor(((k + 1) * signIns.length) / SLICES);
      const slice = signIns.slice(from, to).filter((s) => s.postMs > 0);
      return latencyRow(
        `… the post of pupils arriving in ${((k * SECONDS) / SLICES).toFixed(0)}–${(((k + 1) * SECONDS) / SLICES).toFixed(0)} s (${n(countOf(slice, (s) => s.answer === "signed in"))} let in)`,
        slice.map((s) => s.postMs),
      );
    }),
    latencyRow(
      "homework try: POST /api/v1/homework/{id}/tries",
      tries.map((t) => t.ms),
      TRY_P99_MS,
    ),
  ].join("\n");
}

/** The pupils' answers by kind, e.g. 'signed in 960, class waits 40'. */
const answersOf = (list: SignIn[]) =>
  (
    [
      "signed in",
      "wrong pictures",
      "account waits",
      "class waits",
      "too many from the address",
      "other 429",
      "other",
    ] as const
  )
    .map((a) => [a, countOf(list, (s) => s.answer === a)] as const)
    .filter(([, c]) => c > 0)
    .map(([a, c]) => `${a} ${n(c)}`)
    .join(", ");

/** The rows on the pupils: who got in, where flows failed, the tries sent and stored. */
function pupilRows({ signIns, tries, ended }: Run, { storedRows, storedPupils, twice }: Stored): string[] {
  const signedIn = signIns.filter((s) => s.answer === "signed in");
  const detailCounts = new Map<string, number>();
  for (const s of signIns) if (s.detail) detailCounts.set(s.detail, (detailCounts.get(s.detail) ?? 0) + 1);
  const details = [...detailCounts].sort((a, b) => b[1] - a[1]).map(([d, c]) => `${d} × ${n(c)}`);
  const attackedPupils = signIns.filter((s) => s.pupil.attacked);
  const otherPupils = signIns.filter((s) => !s.pupil.attacked);
  return [
    ...ended.map((e) => `| **${e}** | the answers after it are refused connections |`),
    `| pupils signed in (the line: all ${n(signIns.length)}) | **${n(signedIn.length)}** of ${n(signIns.length)}${signedIn.length === signIns.length ? "" : " (**not met**)"} |`,
    `| pupils' answers | ${answersOf(signIns)} |`,
    ...(details.length ? [`| flows that failed, and where | ${details.join(", ")} |`] : []),
    ...(ATTACKED > 0
      ? [
          `| of them in the ${ATTACKED} sprayed classes (${n(attackedPupils.length)} pupils) | ${answersOf(attackedPupils)} |`,
          `| of them in the other ${CLASSES - ATTACKED} classes (${n(otherPupils.length)} pupils) | ${answersOf(otherPupils)} |`,
        ]
      : []),
    `| tries sent (one a pupil let in) / answered 201 | ${n(tries.length)} / ${n(countOf(tries, (t) => t.status === 201))}${
      countOf(tries, (t) => t.status !== 201)
        ? ` (others: ${[...new Set(tries.map((t) => t.status))]
            .filter((s) => s !== 201)
            .map((s) => `${s} × ${countOf(tries, (t) => t.status === s)}`)
            .join(", ")})`
        : ""
    } |`,
    `| tries stored (rows) / pupils with a try / pupils stored twice | ${n(Number(storedRows))} / ${n(Number(storedPupils))} / ${n(Number(twice))}${Number(storedPupils) === signIns.length && Number(twice) === 0 && Number(storedRows) === signIns.length ? "" : ` (the line: ${n(signIns.length)} / ${n(signIns.length)} / 0: **not met**)`} |`,
  ];
}

/** The rows on the guesser and the limits, then the CPU the instances and the bench used. */
function guesserRows({ guesses, bellMs, cpu, ownCpuBell }: Run): string[] {
  // What the limits allow the guesser within the bell: per targeted account the free wrong tries
  // (the next waits minutes, longer than the bell), per class its budget before the class waits.
  const perAccount = PICTURE_THROTTLE.freeFailures;
  const allowedByClass = [...guesses.perClass.values()].reduce(
    (sum, accounts) => sum + Math.min(accounts.size * perAccount, PICTURE_CLASS_THROTTLE.limit),
    0,
  );
  const addressRules = Object.entries(RATE_LIMITS)
    .filter(([name]) => /picture/i.test(name))
    .map(([name, rule]) => `${name} ${n(rule.limit)} per ${rule.windowSeconds / 60} min`)
    .join("; ");
  const guessAnswers = (
    [
      "wrong pictures",
      "account waits",
      "class waits",
      "too many from the address",
      "other 429",
      "signed in",
      "other",
    ] as const
  )
    .map((a) => `${a} ${n(guesses.answers.get(a) ?? 0)}`)
    .join(", ");
  const checked = guesses.answers.get("wrong pictures") ?? 0;
  const refused = ["account waits", "class waits", "too many from the address", "other 429"].reduce(
    (s, a) => s + (guesses.answers.get(a as Answer) ?? 0),
    0,
  );
  return [
    `| the guesser: wrong secrets sent (one loop, ${(guesses.ms / 1000).toFixed(0)} s, ${(guesses.sent / Math.max(1, guesses.ms / 1000)).toFixed(1)} a second) | ${n(guesses.sent)} at ${n(guesses.accounts.size)} pupils of ${guesses.perClass.size} classes |`,
    `| the guesser's answers | ${guessAnswers} |`,
    `| checked ("wrong pictures") / refused (waits, too many) | ${n(checked)} / ${n(refused)}; besides, ${n(guesses.firstWaits)} accounts' first "wait" answer (checked too where the wrong try that starts a wait answers with it) |`,
    `| what the limits allow the guesser in the bell: ${perAccount} a pupil (PICTURE_THROTTLE.freeFailures), ${n(PICTURE_CLASS_THROTTLE.limit)} a class (PICTURE_CLASS_THROTTLE.limit) | ${n(allowedByClass)} wrong secrets checked at most |`,
    `| the address's limits on picture sign-ins (RATE_LIMITS) | ${addressRules || "none"} |`,
    ...(cpu.start !== null && cpu.bell !== null && cpu.tries !== null
      ? [
          `| CPU the two instances used: the bell (${(bellMs / 1000).toFixed(0)} s) / the tries | ${(cpu.bell - cpu.start).toFixed(1)} s / ${(cpu.tries - cpu.bell).toFixed(1)} s (${os.cpus().length} cores: ${os.cpus().length * SECONDS} s a phase at most) |`,
        ]
      : []),
    `| CPU this bench's own clients used in the bell | ${((ownCpuBell.user + ownCpuBell.system) / 1e6).toFixed(1)} s |`,
  ];
}

/** What was run, in a sentence a reader of docs/performance.md can repeat. */
function setting(seeded: Seeded, loadBefore: string): string {
  return `Two instances of the built site (production, RATE_LIMIT_MULTIPLIER=1) on one PostgreSQL database, every request from 127.0.0.1 (the school's one address), pupil i on instance i % 2. ${n(seeded.pupils.length)} class pupils in ${CLASSES} classes of ${PUPILS_A_CLASS}; the sign-ins' starts spread evenly over ${SECONDS} s (one every ${((SECONDS * 1000) / seeded.pupils.length).toFixed(0)} ms), then one homework try from each pupil let in, spread over the next ${SECONDS} s. ${ATTACKED > 0 ? `A guesser sprays wrong secrets at ${ATTACKED} of the classes from the same address during the bell.` : "No guesser (BENCH_BELL_ATTACKED=0)."} ${RETURNING ? "Returning pupils (BENCH_BELL_RETURNING=1): each signed in on her tablet in a quiet bell before, and brings its device cookie." : "First sign-ins: no pupil's browser has a device cookie."} Load average before: ${loadBefore}; after: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(", ")}; ${os.cpus().length} cores.`;
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

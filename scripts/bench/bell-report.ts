// The bell's report (scripts/bench/bell.ts): what a run measured, as the tables of
// docs/performance.md print it: the latency lines against the 500 ms and 300 ms lines, the pupils
// let in and their tries stored once, the guesser's answers beside what the limits allow it, the
// CPU used, and a sentence on what was run.
import os from "node:os";
import { PICTURE_CLASS_THROTTLE, PICTURE_THROTTLE, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import {
  ATTACKED,
  CLASSES,
  percentile,
  PUPILS_A_CLASS,
  RETURNING,
  SECONDS,
  SIGN_IN_P99_MS,
  SLICES,
  TRY_P99_MS,
} from "./bell-settings";
import type { Seeded } from "./bell-seed";
import type { Answer, Guesses, SignIn, TryResult } from "./bell-clients";

const f = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(0));
export const n = (x: number) => x.toLocaleString("en");

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

export const countOf = <T>(items: T[], pick: (item: T) => boolean) => items.filter(pick).length;

/** What the bell measured, phase by phase, before the database is counted. */
export interface Run {
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

/** The tries the database holds for the bell's homework, as counted there (text, as PostgreSQL's count gives it). */
export interface Stored {
  storedRows: string;
  storedPupils: string;
  twice: string;
}

/** The latency table: the third picture's post, the whole flow, each sixth of the bell, the tries. */
export function latencyTable({ signIns, tries }: Run): string {
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
export function pupilRows({ signIns, tries, ended }: Run, { storedRows, storedPupils, twice }: Stored): string[] {
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
export function guesserRows({ guesses, bellMs, cpu, ownCpuBell }: Run): string[] {
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
export function setting(seeded: Seeded, loadBefore: string): string {
  return `Two instances of the built site (production, RATE_LIMIT_MULTIPLIER=1) on one PostgreSQL database, every request from 127.0.0.1 (the school's one address), pupil i on instance i % 2. ${n(seeded.pupils.length)} class pupils in ${CLASSES} classes of ${PUPILS_A_CLASS}; the sign-ins' starts spread evenly over ${SECONDS} s (one every ${((SECONDS * 1000) / seeded.pupils.length).toFixed(0)} ms), then one homework try from each pupil let in, spread over the next ${SECONDS} s. ${ATTACKED > 0 ? `A guesser sprays wrong secrets at ${ATTACKED} of the classes from the same address during the bell.` : "No guesser (BENCH_BELL_ATTACKED=0)."} ${RETURNING ? "Returning pupils (BENCH_BELL_RETURNING=1): each signed in on her tablet in a quiet bell before, and brings its device cookie." : "First sign-ins: no pupil's browser has a device cookie."} Load average before: ${loadBefore}; after: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(", ")}; ${os.cpus().length} cores.`;
}

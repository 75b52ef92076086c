// BENCH_PARTS=deneme: 'Deneme' at an exam hour (docs/decisions/0121). Service level, in this
// process: the server's own time without HTTP. 40 pupils start a 20-question LGS deneme within the
// same "minute", each saves a choice every 10-30 "seconds" (and changes a few), then all finish
// within 30 "seconds". Time is compressed 1,000 times (a second is a millisecond): the pattern of
// the hour, not its wall time, so the saves overlap as they would. Reports p50/p99 of a save and of
// the final scoring (the finish and the result read) on PGlite and on PostgreSQL, and checks that
// every answer the service took is in the result. Options: BENCH_DATABASE_URL or TEST_DATABASE_URL
// (PostgreSQL; skipped without).
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Letter } from "#core/deneme/forms.ts";
import { parseQuiz } from "#core/quiz-formats.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { contents, denemeAnswers, denemeAttempts, quizzes, users } from "#server/db/schema.ts";
import { createDenemeService } from "#server/deneme/deneme-service.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";
import { summarise, type Latencies } from "./picture-signin";

const PUPILS = 40;
const QUESTIONS = 20;
/** One "second" of the exam hour, in real milliseconds. */
const SECOND = 1;
const LETTERS: Letter[] = ["A", "B", "C", "D"];
const QUIZ = Array.from(
  { length: QUESTIONS },
  (_, q) => `Question ${q + 1}? {${LETTERS.map((l, o) => `${o === q % 4 ? "=" : "~"}option ${l}`).join(" ")}}`,
).join("\n\n");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + crypto.randomInt(high - low + 1);

async function seed(database: Database) {
  const [entry] = await database.db
    .insert(contents)
    .values({
      sinif: 8,
      unite: 1,
      donem: 1,
      konuIng: "Bench deneme",
      konuTr: "Bench denemesi",
      icerikTuru: 1,
      fileType: "pdf",
      file: "bench-00000000.pdf",
    })
    .returning();
  const parsed = parseQuiz(QUIZ, "gift");
  if (!parsed.ok) throw new Error("bench quiz does not parse");
  await database.db
    .insert(quizzes)
    .values({ contentId: entry.id, format: "gift", source: QUIZ, questions: parsed.quiz });
  const pupils = await database.db
    .insert(users)
    .values(Array.from({ length: PUPILS }, (_, i) => ({ email: `deneme-${i}-${entry.id}@bench.test` })))
    .returning({ id: users.id });
  return { contentId: entry.id, pupils: pupils.map((p) => p.id) };
}

/** One engine's hour: the saves' and the scorings' latencies, and the answers taken but missing from the result. */
async function hour(database: Database) {
  const { contentId, pupils } = await seed(database);
  const service = createDenemeService(database.db, createDbRateLimiter(database.db));
  const read = await service.saveSettings(contentId, { form: "lgs", minutes: "40", topics: "", withdrawn: "" });
  if (!read?.ok) throw new Error("bench settings refused");
  const saves: number[] = [];
  const scorings: number[] = [];
  const taken = new Map<number, Map<number, Letter>>();
  const started = performance.now();
  await Promise.all(
    pupils.map(async (userId) => {
      await pause(between(0, 60) * SECOND);
      const { attemptId } = (await service.start(userId, contentId))!;
      const mine = new Map<number, Letter>();
      taken.set(attemptId, mine);
      // Every question once, and a few changed minds: 24 saves a pupil.
      const order = [...Array.from({ length: QUESTIONS }, (_, i) => i + 1), 3, 7, 11, 15];
      for (const question of order) {
        await pause(between(10, 30) * SECOND);
        const choice = LETTERS[crypto.randomInt(4)];
        const t = performance.now();
        const outcome = await service.save(userId, attemptId, [{ question, choice, marked: false }]);
        saves.push(performance.now() - t);
        if (outcome === "saved") mine.set(question, choice);
      }
      await pause(between(0, 30) * SECOND);
      const t = performance.now();
      await service.finish(userId, attemptId);
      await service.result(userId, attemptId);
      scorings.push(performance.now() - t);
    }),
  );
  const total = performance.now() - started;
  const ids = [...taken.keys()];
  const stored = await database.db.select().from(denemeAnswers).where(inArray(denemeAnswers.attemptId, ids));
  let lost = 0;
  for (const [attemptId, mine] of taken)
    for (const [question, choice] of mine)
      if (!stored.some((s) => s.attemptId === attemptId && s.question === question && s.choice === choice)) lost++;
  const unscored = await database.db
    .select({ id: denemeAttempts.id })
    .from(denemeAttempts)
    .where(eq(denemeAttempts.contentId, contentId));
  return {
    save: summarise(saves, total),
    scoring: summarise(scorings, total),
    saves: saves.length,
    lost,
    attempts: unscored.length,
  };
}

const ms = (n: number) => n.toFixed(1);
const row = (what: string, l: Latencies, line: string) =>
  `| ${what} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} | ${line} |`;

async function engineRows(label: string, database: Database): Promise<string[]> {
  const r = await hour(database);
  return [
    row(
      `a save (${r.saves} saves of ${PUPILS} pupils), ${label}`,
      r.save,
      r.save.p99 < 100 ? "p99 < 100: met" : "p99 < 100: **not met**",
    ),
    row(
      `the final scoring (finish + result), ${label}`,
      r.scoring,
      r.scoring.p99 < 300 ? "p99 < 300: met" : "p99 < 300: **not met**",
    ),
    `| answers taken but not in the result, ${label} | ${r.lost} | | | ${r.lost === 0 && r.attempts === PUPILS ? "none lost, one attempt each: met" : "**not met**"} |`,
  ];
}

export async function denemeTable(): Promise<string> {
  const rows = ["| what | p50 ms | p99 ms | max ms | line |", "|---|---|---|---|---|"];
  const pglite = await openDatabase({ kind: "pglite" });
  try {
    rows.push(...(await engineRows("PGlite", pglite)));
  } finally {
    await pglite.close();
  }
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) rows.push("| PostgreSQL | | | | skipped: no BENCH_DATABASE_URL or TEST_DATABASE_URL |");
  else {
    const created = await createPostgresDatabase(server);
    const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 10 });
    try {
      rows.push(...(await engineRows("PostgreSQL", database)));
    } finally {
      await database.close();
      await created.drop();
    }
  }
  return rows.join("\n");
}

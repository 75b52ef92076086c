// BENCH_PARTS=review: 'Günlük tekrar' on PostgreSQL (docs/decisions/0116). Service level, in this
// process: the server's own time without HTTP.
//   1. 'Bugünün tekrarı' (the page's whole read: settings, new words, the card, the counts, the days)
//      for a pupil with 100 and with 3,000 words met: p99 < 100 ms, and the same cost at both sizes.
//   2. The due query alone (the card and the count) among BENCH_REVIEW_PUPILS (10,000) pupils of
//      1,000 words each: p99 < 50 ms, with its plan.
// Options: BENCH_DATABASE_URL or TEST_DATABASE_URL (skipped without), BENCH_REVIEW_PUPILS.
import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { contents, pupilMarks, reviewCards, users, wordLists } from "#server/db/schema.ts";
import { createReviewService } from "#server/review/review-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";
import { summarise, type Latencies } from "./picture-signin";

const PUPILS = Number(process.env.BENCH_REVIEW_PUPILS ?? 10_000);
const WORDS_EACH = 1_000;
const LIST_SIZE = 100;

async function repeated(n: number, work: (i: number) => Promise<unknown>): Promise<Latencies> {
  for (let i = 0; i < 3; i++) await work(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work(i);
    times.push(performance.now() - t);
  }
  return summarise(times, performance.now() - started);
}

const ms = (n: number) => n.toFixed(1);
const row = (what: string, l: Latencies, line: string) =>
  `| ${what} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} | ${line} |`;

/** `lists` word lists of LIST_SIZE words each, as entries of grade 5. */
async function makeLists(database: Database, lists: number): Promise<number[]> {
  const ids: number[] = [];
  for (let l = 0; l < lists; l++) {
    const [entry] = await database.db
      .insert(contents)
      .values({
        sinif: 5,
        unite: 1 + (l % 10),
        donem: 1,
        konuIng: `Bench list ${l}`,
        konuTr: `Liste ${l}`,
        icerikTuru: 2,
        fileType: "pdf",
        file: `bench-${l}.pdf`,
      })
      .returning({ id: contents.id });
    const rows = Array.from({ length: LIST_SIZE }, (_, w) => ({
      english: `word${l}x${w}`,
      turkish: `kelime${l}x${w}`,
      example: null,
    }));
    await database.db.insert(wordLists).values({ contentId: entry.id, rows });
    ids.push(entry.id);
  }
  return ids;
}

/** A pupil who met `words` words: the lists opened, a card each, due spread over the last and next 30 days. */
async function pupilWith(database: Database, listIds: number[], words: number): Promise<number> {
  const [pupil] = await database.db
    .insert(users)
    .values({ email: `tekrar-${words}-${Date.now()}@bench.test` })
    .returning({ id: users.id });
  const lists = listIds.slice(0, Math.ceil(words / LIST_SIZE));
  await database.db
    .insert(pupilMarks)
    .values(lists.map((contentId) => ({ userId: pupil.id, contentId, openedAt: new Date() })));
  await database.db.execute(sql`
    insert into review_cards (user_id, content_id, word, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
    select ${pupil.id}, l.id, 'word' || l.n || 'x' || w, now() + (random() * 60 - 30) * interval '1 day', 5, 5, 5, 0, 3, 0, 2, now() - interval '5 days', now() - interval '40 days'
    from (select id, row_number() over (order by id) - 1 as n from unnest(${sql.raw(`array[${lists.join(",")}]`)}::int[]) id) l,
      generate_series(0, ${LIST_SIZE - 1}) w`);
  return pupil.id;
}

export async function reviewTable(): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) return "Skipped: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).";
  const rows = ["| what | p50 ms | p99 ms | max ms | line |", "|---|---|---|---|---|"];
  const created = await createPostgresDatabase(server);
  const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 4 });
  try {
    const listIds = await makeLists(database, 30);
    const service = createReviewService(database.db, createDbRateLimiter(database.db));
    const p99s: number[] = [];
    for (const words of [100, 3_000]) {
      const pupil = await pupilWith(database, listIds, words);
      const l = await repeated(100, () => service.today(pupil));
      p99s.push(l.p99);
      rows.push(
        row(
          `'Bugünün tekrarı', a pupil with ${words.toLocaleString("en")} words`,
          l,
          `p99 < 100 ms: ${l.p99 < 100 ? "met" : "**not met**"}`,
        ),
      );
    }
    rows.push(`| growth 100 → 3,000 words (p99) | | ${(p99s[1] / p99s[0]).toFixed(2)}× | | |`);
    console.error("review: the page done");

    // Every other pupil: WORDS_EACH cards on one list's words, in one statement.
    const started = performance.now();
    await database.db.execute(sql`
      insert into users (email) select 'massa-' || g || '@bench.test' from generate_series(1, ${PUPILS}) g`);
    await database.db.execute(sql`
      insert into review_cards (user_id, content_id, word, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select u.id, ${listIds[0]}, 'w' || w, now() + (random() * 60 - 30) * interval '1 day', 5, 5, 5, 0, 3, 0, 2, now()
      from users u, generate_series(1, ${WORDS_EACH}) w where u.email like 'massa-%'`);
    await database.db.execute(sql`analyze review_cards`);
    const seeded = ((performance.now() - started) / 1000).toFixed(0);
    const ids = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from users where email like 'massa-%' order by random() limit 200`),
    );
    const ahead = () => new Date(Date.now() + 20 * 60_000);
    const dueQuery = async (i: number) => {
      const userId = ids[i % ids.length].id;
      const due = and(eq(reviewCards.userId, userId), lte(reviewCards.due, ahead()));
      await database.db
        .select({ word: reviewCards.word })
        .from(reviewCards)
        .where(due)
        .orderBy(asc(reviewCards.due))
        .limit(1);
      await database.db.select({ n: count() }).from(reviewCards).where(due);
    };
    const l = await repeated(200, dueQuery);
    rows.push(
      row(
        `the due query (the card and the count), ${PUPILS.toLocaleString("en")} pupils × ${WORDS_EACH.toLocaleString("en")} words`,
        l,
        `p99 < 50 ms: ${l.p99 < 50 ? "met" : "**not met**"}`,
      ),
    );
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql`explain analyze select count(*) from review_cards where user_id = ${ids[0].id} and due <= now() + interval '20 minutes'`,
      ),
    )
      .map((r) => Object.values(r)[0])
      .join("\n");
    return [
      rows.join("\n"),
      `Seeded ${(PUPILS * WORDS_EACH).toLocaleString("en")} cards in ${seeded} s. The count's plan:`,
      "```\n" + plan + "\n```",
    ].join("\n\n");
  } finally {
    await database.close();
    await created.drop();
  }
}

// BENCH_PARTS=homework: the homework quiz at the bell, the teacher's grid, and the
// grid's growth with the number of classes. Service level, in this process: the server's own
// time, without HTTP. Options: BENCH_HOMEWORK_SECONDS (60: the bell's spread),
// BENCH_DATABASE_URL or TEST_DATABASE_URL (the PostgreSQL growth; skipped without).
import os from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client.ts";
import { classes, classMembers, contents, homework, quizzes, users } from "#server/db/schema.ts";
import { createHomeworkService } from "#server/homework/homework-service.ts";
import { newJoinCode } from "#server/classes/class-service.ts";
import { parseQuiz } from "#core/quiz-formats.ts";
import { createPostgresDatabase } from "#scripts/peers/postgres.ts";
import { summarise, timed, type Latencies } from "./picture-signin";

const PUPILS = 40;
const ITEMS = 40;
const BELL_SECONDS = Number(process.env.BENCH_HOMEWORK_SECONDS ?? 60);
const QUIZ_TEXT = Array.from({ length: 10 }, (_, i) => `Question ${i + 1}?{=right${i} ~wrong${i}a ~wrong${i}b}`).join(
  "\n\n",
);

/** A teacher, `count` classes of 40 pupils with `items` quiz items each (in SQL, quickly); the first class's ids. */
async function seed(database: Database, count: number, items: number) {
  const db = database.db;
  const [teacher] = await db
    .insert(users)
    .values({ email: `ogretmen-${Date.now()}@bench.test`, role: "teacher" })
    .returning();
  const [entry] = await db
    .insert(contents)
    .values({
      sinif: 5,
      unite: 5,
      donem: 1,
      konuIng: "Bench quiz",
      konuTr: "Bench testi",
      icerikTuru: 8,
      fileType: "pdf",
      file: "bench-00000000.pdf",
    })
    .returning();
  const parsed = parseQuiz(QUIZ_TEXT, "gift");
  if (!parsed.ok) throw new Error("bench quiz does not parse");
  await db.insert(quizzes).values({ contentId: entry.id, format: "gift", source: QUIZ_TEXT, questions: parsed.quiz });
  const classIds: number[] = [];
  for (let c = 0; c < count; c++) {
    const [k] = await db
      .insert(classes)
      .values({ teacherId: teacher.id, name: `Sınıf ${c}`, grade: 5, schoolYear: "2026-2027", joinCode: newJoinCode() })
      .returning({ id: classes.id });
    classIds.push(k.id);
  }
  // Pupils, memberships, items and every pupil's progress of every item, set-wise.
  await db.execute(
    sql`insert into ${users} (email) select 'p-' || c || '-' || g || '-' || ${teacher.id} || '@bench.test' from unnest(${sql.raw(`array[${classIds.join(",")}]`)}::int[]) c, generate_series(1, ${PUPILS}) g`,
  );
  await db.execute(
    sql`insert into ${classMembers} (class_id, user_id, display_name, consent_at) select split_part(u.email, '-', 2)::int, u.id, 'Öğrenci ' || split_part(u.email, '-', 3), now() from ${users} u where u.email like ${`%-${teacher.id}@bench.test`}`,
  );
  await db.execute(
    sql`insert into ${homework} (class_id, content_id, kind, due_at) select c, ${entry.id}, 'quiz', now() + (g || ' hours')::interval from unnest(${sql.raw(`array[${classIds.join(",")}]`)}::int[]) c, generate_series(1, ${items}) g`,
  );
  await db.execute(
    sql`insert into homework_progress (homework_id, class_id, user_id, opened_at, done_at, score, total, tries) select h.id, h.class_id, m.user_id, now(), case when m.user_id % 3 = 0 then null else now() end, m.user_id % 11, 10, 1 from ${homework} h join ${classMembers} m on m.class_id = h.class_id where h.class_id = any(${sql.raw(`array[${classIds.join(",")}]`)}::int[])`,
  );
  await db.execute(sql`analyze`);
  return { teacher: { id: teacher.id, role: "teacher" as const }, classId: classIds[0], entryId: entry.id };
}

const f = (n: number) => n.toFixed(1);
const row = (what: string, l: Latencies, line: string) =>
  `| ${what} | ${f(l.p50)} | ${f(l.p99)} | ${f(l.max)} | ${line} |`;

/** The same call `n` times one after another (the grid is one teacher's page). */
async function repeated(n: number, work: () => Promise<unknown>): Promise<Latencies> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return summarise(times, performance.now() - started);
}

/** The bell on PGlite: a fresh item of the first class, its 40 pupils each submitting once. */
async function bellRows(rows: string[]): Promise<void> {
  const pglite = await openDatabase({ kind: "pglite" });
  try {
    const { teacher, classId, entryId } = await seed(pglite, 1, ITEMS);
    const service = createHomeworkService(pglite.db);
    const members = await pglite.db
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(sql`${classMembers.classId} = ${classId}`);
    const [q] = await pglite.db
      .select({ updatedAt: quizzes.updatedAt })
      .from(quizzes)
      .where(sql`${quizzes.contentId} = ${entryId}`);
    const version = String(q.updatedAt.getTime());
    const due = new Date(Date.now() + 86_400_000);
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, String(i % 3)]));
    for (const [label, spread] of [
      ["all at once", 0],
      [`over ${BELL_SECONDS} s`, BELL_SECONDS * 1000],
    ] as const) {
      const given = await service.assign(teacher, classId, {
        contentId: entryId,
        kind: "quiz",
        dueAt: due,
        note: "",
        answersShown: "after-due",
        tries: 3,
        scoreCounts: "best",
        passPercent: 80,
        deviceTime: false,
        pupils: [],
      });
      if (!given?.ok) throw new Error("not assigned");
      const bell = await timed(
        PUPILS,
        async (i) => {
          const r = await service.submitQuiz(members[i].userId, given.homework.id, version, answers);
          if (!r.ok) throw new Error(`refused: ${r.code}`);
        },
        spread,
      );
      rows.push(
        row(
          `${PUPILS} pupils submit the same 10-question quiz (${label}), PGlite`,
          bell,
          bell.p99 < 300 ? "p99 < 300: met" : "p99 < 300: **not met**",
        ),
      );
    }
    const grid = await repeated(30, () => service.grid(teacher, classId));
    rows.push(
      row(
        `the grid, ${PUPILS} pupils × ${ITEMS + 2} items, PGlite`,
        grid,
        grid.p50 < 100 ? "p50 < 100: met" : "p50 < 100: **not met**",
      ),
    );
  } finally {
    await pglite.close();
  }
}

/** Growth on PostgreSQL: one teacher's grid with 1 class there, then with 1,000. */
async function growthRows(rows: string[]): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server)
    rows.push(
      "| the grid's growth, 1 → 1,000 classes | | | | skipped: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) |",
    );
  else {
    const p50s: number[] = [];
    for (const count of [1, 1000]) {
      const created = await createPostgresDatabase(server);
      const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 4 });
      try {
        const { teacher, classId } = await seed(database, count, ITEMS);
        const service = createHomeworkService(database.db);
        // The measured teacher owns every class; the grid is of one of them.
        const l = await repeated(30, () => service.grid(teacher, classId));
        p50s.push(l.p50);
        rows.push(
          row(
            `the grid, ${PUPILS} × ${ITEMS}, with ${count.toLocaleString("en")} class${count > 1 ? "es" : ""} (${(count * PUPILS * ITEMS).toLocaleString("en")} progress rows), PostgreSQL`,
            l,
            count > 1
              ? `growth ${(p50s[1] / p50s[0]).toFixed(2)}× (≤ 1.5×: ${p50s[1] / p50s[0] <= 1.5 ? "met" : "**not met**"})`
              : "",
          ),
        );
      } finally {
        await database.close();
        await created.drop();
      }
      console.error(`homework: ${count} classes done`);
    }
  }
}

export async function homeworkTable(): Promise<string> {
  const rows = ["| what | p50 ms | p99 ms | max ms | line |", "|---|---|---|---|---|"];
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");

  await bellRows(rows);
  await growthRows(rows);
  return [`Load average before: ${load}; ${os.cpus().length} cores.`, rows.join("\n")].join("\n\n");
}

import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_CLASSES_PER_TEACHER } from "#core/classes/limits.ts";
import { MAX_HOMEWORK_PER_CLASS } from "#core/homework/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { istanbulFields } from "#core/homework/homework.ts";
import { NEWSLETTER_PATHS } from "#core/newsletter.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { hashPassword } from "#server/auth/password.ts";
import {
  classes,
  homework,
  homeworkTries,
  messages,
  outbox,
  subscribers,
  teacherRequests,
  users,
} from "#server/db/schema.ts";
import { checkQuestion } from "#server/practice/practice-view.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { countOf, together } from "#tests/support/race.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost, jsonRequest, withSession } from "#tests/support/requests.ts";

/**
 * Every limit at the bell (decision 0087): each RATE_LIMITS entry counted with limiter.hit, and
 * each "at most N" rule read from a table, gets `allowed + 20` calls released together (as a
 * class's requests arrive when the bell rings) and must let exactly `allowed` through and keep
 * exactly that many rows. One row a limit: the table is the list of the limits and the test that
 * shows each holds. On PostgreSQL (TEST_DATABASE_URL) the calls really run at once; PGlite, one
 * query at a time, runs them too but cannot show a race. docs/security.md, "Every limit at the bell".
 *
 * Not here, each owned and tested with its own door: the picture sign-in and its throttles, the
 * log-in throttle, the two-step code limits, class joins and parent links.
 */
const SITE = "https://merdiven.test";
const PASSWORD = "zil-caldi-uzun-sifre";
const QUIZ = "Pick one.{=apple ~pear ~plum}\n\nTrue?{T}\n\nType it.{=book}";
const PICS = ["elma", "kedi", "top"] as const;
const EXTRA = 20;

describe.each(everyEngine)("every limit at the bell on %s", (kind) => {
  const site = useTestSite({ kind, settings: { PUBLIC_URL: SITE } });
  const db = () => site.services.database.db;
  const url = (token: string) => `${SITE}/link?token=${token}`;
  const newsletterLinks = {
    confirm: url,
    unsubscribe: (token: string) => `${SITE}${NEWSLETTER_PATHS.unsubscribe}?token=${token}`,
  };
  const tag = () => `${kind}-${randomUUID().slice(0, 8)}`;

  /** An account with a proven address and a password, and its session's headers. */
  async function adult(role: "user" | "teacher" = "user", options: { password?: boolean } = {}) {
    const [user] = await db()
      .insert(users)
      .values({
        email: `zil-${tag()}@example.com`,
        role,
        emailVerifiedAt: new Date(),
        passwordHash: options.password === false ? null : await hashPassword(PASSWORD),
        googleSubject: options.password === false ? `g-${tag()}` : null,
      })
      .returning();
    const { token } = await site.services.auth.createSession(user.id);
    return { user, session: (await site.services.auth.userForSession(token))!, headers: withSession(token) };
  }
  const mailsTo = async (address: string) =>
    Number((await db().select({ n: count() }).from(outbox).where(eq(outbox.toAddress, address)))[0].n);
  const request = (headers: Record<string, string>, method: string, to: string, body?: URLSearchParams | object) =>
    body instanceof URLSearchParams
      ? formPost(site.app, to, body, { origin: null, headers })
      : jsonRequest(site.app, method, to, body, { origin: null, headers });

  /** A class with one pupil signed in, and a homework item of each kind asked for, made through the teacher's API. */
  async function pupilWithHomework(items: Record<string, object>) {
    const made = await makeClassWithPupils(db(), { pupils: [["Ece", PICS]] });
    const teacher = await site.services.auth.createSession(made.teacherId);
    const pupil = await site.services.auth.createSession(made.pupils[0].id);
    const { dueDate } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    const ids: Record<string, number> = {};
    for (const [name, settings] of Object.entries(items)) {
      const assigned = await request(withSession(teacher.token), "POST", `/api/v1/classes/${made.id}/homework`, {
        dueDate,
        dueTime: "17:00",
        ...settings,
      });
      expect(assigned.status, name).toBe(201);
      ids[name] = ((await assigned.json()) as { id: number }).id;
    }
    return {
      classId: made.id,
      pupilId: made.pupils[0].id,
      teacherHeaders: withSession(teacher.token),
      headers: withSession(pupil.token),
      ids,
      dueDate,
    };
  }
  async function quizEntry() {
    const entry = await makeContent(site.services.database, { type: 8, konuIng: "Bell Test", konuTr: "Zil testi" });
    expect(await site.services.practice.setQuiz(entry, "gift", QUIZ)).toMatchObject({ ok: true });
    return { entry, version: String((await site.services.practice.forEntry(entry)).quiz!.version) };
  }
  async function wordsEntry() {
    const entry = await makeContent(site.services.database, {
      type: 2,
      konuIng: "Bell Words",
      konuTr: "Zil kelimeleri",
    });
    await site.services.practice.setWordList(entry, "get up\tkalkmak\nbreakfast\tkahvaltı");
    return entry;
  }
  const triesOf = async (pupilId: number, homeworkId?: number) =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(homeworkTries)
          .where(
            and(eq(homeworkTries.userId, pupilId), homeworkId ? eq(homeworkTries.homeworkId, homeworkId) : undefined),
          )
      )[0].n,
    );

  /**
   * One limit: `prepare` makes what every call needs; `call` is one request (true: it went
   * through); `kept`, when given, counts what the database kept of the calls that went through.
   */
  interface Bell<T> {
    limit: string;
    allowed: number;
    prepare(): Promise<T>;
    call(made: T, index: number): Promise<boolean>;
    kept?(made: T): Promise<number>;
  }
  const bell = <T>(row: Bell<T>) => row as Bell<unknown>;

  const rows: Bell<unknown>[] = [
    bell({
      limit: "signupPerAddress",
      allowed: RATE_LIMITS.signupPerAddress.limit,
      prepare: async () => ({ client: `signup-${tag()}`, prefix: `kayit-${tag()}` }),
      call: async ({ client, prefix }, i) =>
        (
          await site.services.auth.signup(
            { email: `${prefix}-${i}@example.com`, password: PASSWORD, repeatPassword: PASSWORD },
            client,
            url,
          )
        ).ok,
      kept: async ({ prefix }) =>
        Number(
          (
            await db()
              .select({ n: count() })
              .from(users)
              .where(like(users.email, `${prefix}-%`))
          )[0].n,
        ),
    }),
    bell({
      limit: "loginPerAddress",
      allowed: RATE_LIMITS.loginPerAddress.limit,
      // Every call a different address: the log-in throttle (per address and client) never answers first.
      prepare: async () => ({ client: `login-${tag()}`, prefix: `giris-${tag()}` }),
      call: async ({ client, prefix }, i) => {
        const result = await site.services.auth.login(
          { email: `${prefix}-${i}@example.com`, password: PASSWORD },
          client,
        );
        return result.ok || result.code !== "too-many-requests";
      },
    }),
    bell({
      limit: "resetPerAddress",
      allowed: RATE_LIMITS.resetPerAddress.limit,
      prepare: async () => ({ client: `reset-${tag()}`, prefix: `sifre-${tag()}` }),
      call: async ({ client, prefix }, i) =>
        (await site.services.auth.requestPasswordReset(`${prefix}-${i}@example.com`, client, url)) === "sent",
    }),
    bell({
      limit: "resetPerAccount",
      allowed: RATE_LIMITS.resetPerAccount.limit,
      // One account asked for from many addresses: each "sent" is a mail in its inbox.
      prepare: async () => (await adult()).user.email!,
      call: async (email, i) =>
        (await site.services.auth.requestPasswordReset(email, `reset-client-${i}`, url)) === "sent",
      kept: (email) => mailsTo(email),
    }),
    bell({
      limit: "accountMailsPerAccount",
      allowed: RATE_LIMITS.accountMailsPerAccount.limit,
      // A Google-only account asks for its deletion link: no password check stands before the mail.
      prepare: () => adult("user", { password: false }),
      call: async ({ session }) => (await site.services.account.requestDeletionLink(session, url)) === "sent",
      kept: ({ user }) => mailsTo(user.email!),
    }),
    bell({
      limit: "accountPasswordChecks",
      allowed: RATE_LIMITS.accountPasswordChecks.limit,
      prepare: () => adult(),
      call: async ({ user }) => {
        const checked = await site.services.auth.checkCurrentPassword(user.id, "yanlis-sifre-bu");
        return checked.ok || checked.code !== "too-many-requests";
      },
    }),
    bell({
      limit: "contactPerAddress",
      allowed: RATE_LIMITS.contactPerAddress.limit,
      prepare: async () => ({ client: `contact-${tag()}`, email: `iletisim-${tag()}@example.com` }),
      call: async ({ client, email }, i) =>
        (await site.services.messages.submit({ name: "Veli", email, message: `Merhaba ${i}` }, client)).ok,
      kept: async ({ email }) =>
        Number((await db().select({ n: count() }).from(messages).where(eq(messages.email, email)))[0].n),
    }),
    bell({
      limit: "newsletterPerAddress",
      allowed: RATE_LIMITS.newsletterPerAddress.limit,
      prepare: async () => ({ client: `newsletter-${tag()}`, prefix: `bulten-${tag()}` }),
      call: async ({ client, prefix }, i) =>
        (await site.services.newsletter.subscribe(`${prefix}-${i}@example.com`, client, newsletterLinks)) === "ok",
      kept: async ({ prefix }) =>
        Number(
          (
            await db()
              .select({ n: count() })
              .from(subscribers)
              .where(like(subscribers.email, `${prefix}-%`))
          )[0].n,
        ),
    }),
    bell({
      limit: "teacherRequestsPerAccount: one pending request at a time",
      allowed: 1,
      prepare: () => adult(),
      call: async ({ user }) =>
        (await site.services.classes.requestTeacher(user.id, {
          name: "Ayşe Öğretmen",
          school: "Atatürk Ortaokulu",
          city: "İzmir",
        })) === "sent",
      kept: async ({ user }) =>
        Number(
          (await db().select({ n: count() }).from(teacherRequests).where(eq(teacherRequests.userId, user.id)))[0].n,
        ),
    }),
    bell({
      limit: "marksPerAccount",
      allowed: RATE_LIMITS.marksPerAccount.limit,
      prepare: async () => ({ ...(await adult()), entry: await makeContent(site.services.database) }),
      call: async ({ headers, entry }) =>
        (await request(headers, "POST", "/isaretler", new URLSearchParams({ intent: "opened", id: String(entry.id) })))
          .status === 200,
    }),
    bell({
      limit: "quizAnswers",
      allowed: RATE_LIMITS.quizAnswers.limit,
      prepare: async () => ({ client: `quiz-${tag()}`, ...(await quizEntry()) }),
      call: async ({ client, entry, version }) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ version, question: "q1", q1: "0" })) form.set(name, value);
        const checked = await checkQuestion(site.services, entry.id, form, null, client);
        return !("refused" in checked && checked.refused === "too-many");
      },
    }),
    bell({
      limit: "flashcardsPerAccount",
      allowed: RATE_LIMITS.flashcardsPerAccount.limit,
      prepare: async () => ({ ...(await adult()), entry: await wordsEntry() }),
      call: async ({ headers, entry }) =>
        (await request(headers, "GET", `/alistirma/kartlar?id=${entry.id}`)).status === 200,
    }),
    bell({
      limit: "exportsPerAccount",
      allowed: RATE_LIMITS.exportsPerAccount.limit,
      prepare: () => adult(),
      call: async ({ user }) => (await site.services.account.exportData(user.id, null)) !== "too-many-requests",
    }),
    bell({
      limit: "searchPerAddress",
      allowed: RATE_LIMITS.searchPerAddress.limit,
      // Every request here comes from the one test address; each asks another page, so the shared cache answers none of them.
      prepare: async () => null,
      call: async (_, i) => (await site.app.request(`/api/v1/search?q=unit&page=${i + 1}`)).status === 200,
    }),
    bell({
      limit: "homeworkTriesPerAccount: every door that stores a try",
      allowed: RATE_LIMITS.homeworkTriesPerAccount.limit,
      prepare: async () => {
        const { entry, version } = await quizEntry();
        const words = await wordsEntry();
        const room = await pupilWithHomework({
          quiz: { contentId: entry.id, kind: "quiz", tries: 0, answersShown: "at-once" },
          selfTest: { contentId: words.id, kind: "self-test", passPercent: 100 },
        });
        return { ...room, version };
      },
      // The device's outbox (quiz and self-test, each with its own clientId) and the page's plain forms, mixed.
      call: async ({ headers, ids, version }, i) => {
        const door = [
          () =>
            request(headers, "POST", `/api/v1/homework/${ids.quiz}/tries`, {
              clientId: `t-bell-${i}-${randomUUID()}`,
              version,
              answers: { q1: "0" },
            }),
          () =>
            request(headers, "POST", `/api/v1/homework/${ids.selfTest}/self-test`, {
              clientId: `t-bell-${i}-${randomUUID()}`,
              answers: { w0: "get up" },
            }),
          () =>
            request(
              headers,
              "POST",
              `/odevlerim/${ids.quiz}`,
              new URLSearchParams({ intent: "quiz", version, q1: "0" }),
            ),
          () =>
            request(
              headers,
              "POST",
              `/odevlerim/${ids.selfTest}`,
              new URLSearchParams({ intent: "self-test", w0: "get up" }),
            ),
        ][i % 4];
        const answer = await door();
        if (answer.status === 429) expect(await answer.text()).toContain(trHomeworkPupil.tooManyTries);
        else expect([200, 201]).toContain(answer.status);
        return answer.status !== 429;
      },
      kept: ({ pupilId }) => triesOf(pupilId),
    }),
    bell({
      limit: "a homework quiz's tries (3)",
      allowed: 3,
      prepare: async () => {
        const { entry, version } = await quizEntry();
        return {
          ...(await pupilWithHomework({
            quiz: { contentId: entry.id, kind: "quiz", tries: 3, answersShown: "at-once" },
          })),
          version,
        };
      },
      call: async ({ headers, ids, version }, i) =>
        (
          await request(headers, "POST", `/api/v1/homework/${ids.quiz}/tries`, {
            clientId: `t-three-${i}-${randomUUID()}`,
            version,
            answers: { q1: "0" },
          })
        ).status === 201,
      kept: ({ pupilId }) => triesOf(pupilId),
    }),
    bell({
      limit: "an offline try sent again and again: kept once",
      allowed: 1,
      prepare: async () => {
        const { entry, version } = await quizEntry();
        return {
          ...(await pupilWithHomework({
            quiz: { contentId: entry.id, kind: "quiz", tries: 0, answersShown: "at-once" },
          })),
          version,
          clientId: `t-once-${randomUUID()}`,
        };
      },
      // Every sending is answered (201 for the one kept, 200 for the same try again); only one is a new try.
      call: async ({ headers, ids, version, clientId }) => {
        const answer = await request(headers, "POST", `/api/v1/homework/${ids.quiz}/tries`, {
          clientId,
          version,
          answers: { q1: "0" },
        });
        expect([200, 201]).toContain(answer.status);
        return answer.status === 201;
      },
      kept: ({ pupilId }) => triesOf(pupilId),
    }),
    bell({
      limit: `homework items of a class (${MAX_HOMEWORK_PER_CLASS})`,
      allowed: 5,
      // The class filled to five short of the limit, then five + 20 assigned at once.
      prepare: async () => {
        const entry = await makeContent(site.services.database);
        const room = await pupilWithHomework({});
        const dueAt = new Date(Date.now() + 86_400_000);
        await db()
          .insert(homework)
          .values(
            Array.from({ length: MAX_HOMEWORK_PER_CLASS - 5 }, () => ({
              classId: room.classId,
              contentId: entry.id,
              kind: "read" as const,
              dueAt,
            })),
          );
        return { ...room, entry };
      },
      call: async ({ classId, teacherHeaders, entry, dueDate }) =>
        (
          await request(teacherHeaders, "POST", `/api/v1/classes/${classId}/homework`, {
            contentId: entry.id,
            kind: "read",
            dueDate,
            dueTime: "17:00",
          })
        ).status === 201,
      kept: async ({ classId }) =>
        Number((await db().select({ n: count() }).from(homework).where(eq(homework.classId, classId)))[0].n) -
        (MAX_HOMEWORK_PER_CLASS - 5),
    }),
    bell({
      limit: `classes of a teacher (${MAX_CLASSES_PER_TEACHER})`,
      allowed: MAX_CLASSES_PER_TEACHER,
      prepare: () => adult("teacher"),
      call: async ({ user }, i) =>
        (await site.services.classes.create(user.id, { name: `Zil ${i}`, grade: 5, schoolYear: "2026-2027" })) !==
        "too-many",
      kept: async ({ user }) =>
        Number((await db().select({ n: count() }).from(classes).where(eq(classes.teacherId, user.id)))[0].n),
    }),
  ];

  it.each(rows.map((row) => [row.limit, row] as const))(
    "%s: exactly the allowed number of allowed + 20 sent together go through",
    async (_, row) => {
      const made = await row.prepare();
      const results = await together(row.allowed + EXTRA, (i) => row.call(made, i));
      expect(countOf(results, Boolean)).toBe(row.allowed);
      if (row.kept) expect(await row.kept(made)).toBe(row.allowed);
    },
  );

  it("teacherRequestsPerAccount: a double press counts once against the day's three", async () => {
    const { user } = await adult();
    const ask = () =>
      site.services.classes.requestTeacher(user.id, {
        name: "Ayşe Öğretmen",
        school: "Atatürk Ortaokulu",
        city: "İzmir",
      });
    for (let day = 0; day < RATE_LIMITS.teacherRequestsPerAccount.limit; day++) {
      expect((await together(2, ask)).sort()).toEqual(["pending", "sent"]);
      const [pending] = await db()
        .select({ id: teacherRequests.id })
        .from(teacherRequests)
        .where(and(eq(teacherRequests.userId, user.id), eq(teacherRequests.status, "pending")));
      expect(await site.services.classes.decide(pending.id, false)).toBe("refused");
    }
    expect(await ask()).toBe("too-many-requests");
  });
});

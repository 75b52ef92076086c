// The site as `npm start` runs it (built, embedded defaults, demo content) on a
// fresh data folder for every test run, wired to real local peers: an SMTP
// server and an OpenID provider standing in for Google.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
// E2E_WORKDIR lets two runs (e.g. two engineers' specs) live side by side, with BUILD_DIR and E2E_PORT.
const workDir = path.join(root, process.env.E2E_WORKDIR ?? "test-results");
const dataDir = path.join(workDir, "e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const { register } = await import("tsx/esm/api");
register();
const { startPeers, GOOGLE_CLIENT } = await import("./peers.ts");
const siteUrl = `http://127.0.0.1:${process.env.PORT}`;
const peers = await startPeers(siteUrl, path.join(workDir, "e2e-mail"));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SMTP_URL: peers.smtpUrl,
  GOOGLE_ISSUER: peers.issuer,
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  ADMIN_EMAIL: "ogretmen@merdiven.test",
  OWNER_EMAIL: "sahip@merdiven.test",
  PUBLIC_URL: siteUrl,
  RATE_LIMIT_MULTIPLIER: "5",
  // PDF pages are drawn here, for the PDFs tests open as pictures, before the site opens (below,
  // tests/e2e/drawn-pdfs.ts); every other one shows the PDF viewer, whatever the test's timing.
  PDF_PAGES: "off",
});

// Before the site opens the (single-owner) database: the admins of admin.spec.ts and
// two-step.spec.ts, sessions of the first made ahead for the tests that need the admin
// signed in but do not test signing in (tests/e2e/sessions.ts: the cookies' lines are left
// in E2E_WORKDIR), the demo content (as the site loads it into an empty database), and the
// pages of the PDFs tests open as pictures drawn as the background job draws them
// (tests/e2e/drawn-pdfs.ts; PDF_PAGES=off above keeps the others in the PDF viewer). Pictures' copies are made ahead as the site makes them.
{
  const { E2E_ADMIN, E2E_TWO_STEP_ADMINS } = await import("./admin-account.ts");
  const { loadConfig } = await import(path.join(root, "server/config.ts"));
  const { createFileStorage, databaseOptions } = await import(path.join(root, "server/services.ts"));
  const { openDatabase } = await import(path.join(root, "server/db/client.ts"));
  const { createAuthService } = await import(path.join(root, "server/auth/auth-service.ts"));
  const { createDbRateLimiter } = await import(path.join(root, "server/auth/rate-limit.ts"));
  const { seedDemoContent } = await import(path.join(root, "server/demo/seed.ts"));
  const { createImageVariants } = await import(path.join(root, "server/images/image-variants.ts"));
  const { createPageDrawer, startPdfPagesWorker } = await import(path.join(root, "server/content/pdf-pages.ts"));
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  const auth = createAuthService(database.db, createDbRateLimiter(database.db));
  const admin = await auth.upsertAdmin(E2E_ADMIN.email, E2E_ADMIN.password);
  for (const other of Object.values(E2E_TWO_STEP_ADMINS)) await auth.upsertAdmin(other.email, other.password);
  {
    const { sessionsFile, claimsDir, SESSIONS_MADE } = await import("./sessions.ts");
    const { cookieIsSecure, sessionCookie } = await import(path.join(root, "server/auth/session-cookie.ts"));
    const secure = cookieIsSecure(siteUrl, config);
    const made = [];
    for (let i = 0; i < SESSIONS_MADE; i++)
      made.push(sessionCookie((await auth.createSession(admin.id, { role: "admin" })).token, secure));
    fs.rmSync(claimsDir, { recursive: true, force: true });
    fs.writeFileSync(sessionsFile, JSON.stringify({ admin: made }));
  }
  {
    // A class with three class pupils for picture-sign-in.spec.ts (tests/e2e/class-pupils.ts).
    const { E2E_CLASS, classPupilsFile } = await import("./class-pupils.ts");
    const { makeClassWithPupils } = await import(path.join(root, "tests/support/class-pupils.ts"));
    const made = await makeClassWithPupils(database.db, {
      name: E2E_CLASS.name,
      code: E2E_CLASS.code,
      pupils: E2E_CLASS.pupils.map((p) => [p.name, p.secret]),
    });
    // The class link its cards' QR code holds, keyed as the site will key it: from the site's key
    // (the key file production makes in DATA_DIR now, and the site reads again; docs/decisions/0090).
    const { twoStepKey } = await import(path.join(root, "server/auth/two-step-key.ts"));
    const { classLinkKey, classLinkToken } = await import(path.join(root, "server/classes/class-link.ts"));
    const { classSignInPath } = await import(path.join(root, "core/classes/paths.ts"));
    const link = classSignInPath(made.code, classLinkToken(classLinkKey(await twoStepKey(config)), made.id, made.code));
    fs.writeFileSync(classPupilsFile, JSON.stringify({ ...made, link }));
  }
  const storage = createFileStorage(config);
  const { pictures } = await seedDemoContent(database.db, storage);
  {
    // homework-offline.mobile.spec.ts: a class pupil's quiz item, their session and their teacher's (tests/e2e/homework-offline.ts).
    const { makeOfflineHomework } = await import(path.join(root, "tests/support/offline-homework.ts"));
    const { cookieIsSecure } = await import(path.join(root, "server/auth/session-cookie.ts"));
    await makeOfflineHomework(database, auth, cookieIsSecure(siteUrl, config));
  }
  createImageVariants({ storage }).warm(pictures);
  {
    // homework.spec.ts's class (tests/e2e/homework.ts): its teacher, three class pupils with their
    // parents' consent recorded, sessions for the teacher and the two who work, and the grade-2
    // demo entries the teacher assigns (its quiz, its word list). Written once the demo content is in.
    const { E2E_HOMEWORK_CLASS, homeworkClassFile } = await import("./homework.ts");
    const { sessionsFile } = await import("./sessions.ts");
    const { makeClassWithPupils } = await import(path.join(root, "tests/support/class-pupils.ts"));
    const { cookieIsSecure, sessionCookie } = await import(path.join(root, "server/auth/session-cookie.ts"));
    const { classMembers, contents } = await import(path.join(root, "server/db/schema.ts"));
    const { contentPath } = await import(path.join(root, "core/content.ts"));
    const { and, eq } = await import("drizzle-orm");
    const made = await makeClassWithPupils(database.db, {
      name: E2E_HOMEWORK_CLASS.name,
      pupils: E2E_HOMEWORK_CLASS.pupils.map((p) => [p.name, p.secret]),
    });
    await database.db.update(classMembers).set({ consentAt: new Date() }).where(eq(classMembers.classId, made.id));
    const entry = async (konuIng) => {
      const [row] = await database.db
        .select()
        .from(contents)
        .where(and(eq(contents.sinif, 2), eq(contents.konuIng, konuIng)))
        .limit(1);
      if (!row) throw new Error(`no grade-2 demo entry "${konuIng}" for homework.spec.ts`);
      return { id: row.id, path: contentPath(row) };
    };
    fs.writeFileSync(
      homeworkClassFile,
      JSON.stringify({
        id: made.id,
        code: made.code,
        pupils: made.pupils.map(({ id, name }) => ({ id, name })),
        quiz: await entry(E2E_HOMEWORK_CLASS.quizTitle),
        wordList: await entry(E2E_HOMEWORK_CLASS.wordListTitle),
      }),
    );
    const secure = cookieIsSecure(siteUrl, config);
    // Each session serves one browser of one test: homework.spec.ts's teacher uses two (a desktop and
    // a phone) and classroom-fit.spec.ts's two more (and Elif's two); one spare.
    const sessionsOf = async (userId, count = 2) =>
      Promise.all(
        Array.from({ length: count }, async () => sessionCookie((await auth.createSession(userId)).token, secure)),
      );
    const pupil = (name) => made.pupils.find((p) => p.name === name).id;
    const sessions = JSON.parse(fs.readFileSync(sessionsFile, "utf8"));
    Object.assign(sessions, {
      homeworkTeacher: await sessionsOf(made.teacherId, 5),
      homeworkOnTime: await sessionsOf(pupil("Elif"), 4),
      homeworkLate: await sessionsOf(pupil("Ömer")),
    });
    // homework-exercise.spec.ts's own class of one pupil: its dictation item must not join homework.spec.ts's counts.
    const { E2E_EXERCISE_CLASS, exerciseClassFile } = await import("./homework.ts");
    const exercise = await makeClassWithPupils(database.db, {
      name: E2E_EXERCISE_CLASS.name,
      pupils: [[E2E_EXERCISE_CLASS.pupil.name, E2E_EXERCISE_CLASS.pupil.secret]],
    });
    await database.db.update(classMembers).set({ consentAt: new Date() }).where(eq(classMembers.classId, exercise.id));
    fs.writeFileSync(exerciseClassFile, JSON.stringify({ id: exercise.id }));
    Object.assign(sessions, {
      // homework-exercise.spec.ts, parent-journey.spec.ts and review-homework.spec.ts each take one.
      exerciseTeacher: await sessionsOf(exercise.teacherId, 4),
      exercisePupil: await sessionsOf(exercise.pupils[0].id, 4),
    });
    // deneme-teacher.spec.ts (decision 0123) and deneme-homework.spec.ts (0124): a class of two pupils
    // with consent, and a grade-8 demo quiz no other spec opens as a school-form deneme.
    const { E2E_DENEME_CLASS, denemeClassFile } = await import("./deneme-teacher.ts");
    const { denemeSettings } = await import(path.join(root, "server/db/schema.ts"));
    const denemeClass = await makeClassWithPupils(database.db, {
      name: E2E_DENEME_CLASS.name,
      pupils: [
        [E2E_DENEME_CLASS.pupil.name, E2E_DENEME_CLASS.pupil.secret],
        [E2E_DENEME_CLASS.homeworkPupil.name, E2E_DENEME_CLASS.homeworkPupil.secret],
      ],
    });
    await database.db
      .update(classMembers)
      .set({ consentAt: new Date() })
      .where(eq(classMembers.classId, denemeClass.id));
    const [denemeEntry] = await database.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.sinif, 8), eq(contents.konuIng, E2E_DENEME_CLASS.quizTitle)))
      .limit(1);
    await database.db
      .insert(denemeSettings)
      .values({ contentId: denemeEntry.id, form: "okul", minutes: 20, topics: [], withdrawn: [] })
      .onConflictDoNothing();
    fs.writeFileSync(denemeClassFile, JSON.stringify({ id: denemeClass.id, entryId: denemeEntry.id }));
    Object.assign(sessions, {
      // deneme-teacher.spec.ts and deneme-homework.spec.ts take one each.
      denemeTeacher: await sessionsOf(denemeClass.teacherId, 4),
      denemePupil: await sessionsOf(denemeClass.pupils[0].id),
      denemeHomeworkPupil: await sessionsOf(denemeClass.pupils[1].id),
    });
    fs.writeFileSync(sessionsFile, JSON.stringify(sessions));
  }
  {
    // pupil-journey.spec.ts: two open items in the picture class, a reading and the grade-2 dictation
    // ('Hello! Listen and Write' as a test), so the journey goes from the class code to both finished (decision 0111).
    const { classPupilsFile } = await import("./class-pupils.ts");
    const { contents, homework } = await import(path.join(root, "server/db/schema.ts"));
    const { and, eq } = await import("drizzle-orm");
    const made = JSON.parse(fs.readFileSync(classPupilsFile, "utf8"));
    const dueAt = new Date(Date.now() + 3 * 86_400_000);
    const assign = async (where, kind) => {
      const [entry] = await database.db
        .select({ id: contents.id, titleTr: contents.konuTr })
        .from(contents)
        .where(where)
        .orderBy(contents.id)
        .limit(1);
      const [item] = await database.db
        .insert(homework)
        .values({ classId: made.id, contentId: entry.id, kind, dueAt })
        .returning({ id: homework.id });
      return { id: item.id, titleTr: entry.titleTr };
    };
    const reading = await assign(eq(contents.sinif, 2), "read");
    const dictation = await assign(and(eq(contents.sinif, 2), eq(contents.konuIng, "Hello! Listen and Write")), "quiz");
    fs.writeFileSync(classPupilsFile, JSON.stringify({ ...made, homework: reading, dictation }));
  }
  // Two drawing processes, one a core, share the documents as two instances would (their leases).
  const { drawnPdfIds, DRAWN_GRADE } = await import("./drawn-pdfs.ts");
  const { contents } = await import(path.join(root, "server/db/schema.ts"));
  const { eq } = await import("drizzle-orm");
  const gradeRows = await database.db
    .select({
      id: contents.id,
      sinif: contents.sinif,
      donem: contents.donem,
      unite: contents.unite,
      icerikTuru: contents.icerikTuru,
      fileType: contents.fileType,
    })
    .from(contents)
    .where(eq(contents.sinif, DRAWN_GRADE));
  const entries = drawnPdfIds(gradeRows);
  const drawing = [1, 2].map(() =>
    startPdfPagesWorker({
      db: database.db,
      storage,
      automatic: false,
      entries,
      batch: 1,
      drawer: createPageDrawer(undefined, { lowPriority: false }),
    }),
  );
  await Promise.all(drawing.map((worker) => worker.runOnce()));
  await Promise.all(drawing.map((worker) => worker.close()));
  await database.close();
}

await import(path.join(root, "server/main.ts"));

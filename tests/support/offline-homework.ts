import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { offlineHomeworkFile, OFFLINE_HOMEWORK, type OfflineHomeworkMade } from "#tests/e2e/homework-offline.ts";
import type { AuthService } from "#server/auth/auth-service.ts";
import { sessionCookie } from "#server/auth/session-cookie.ts";
import type { Database } from "#server/db/client.ts";
import { contentPath } from "#core/content.ts";
import { classMembers, contents, homework, homeworkPupils, wordLists } from "#server/db/schema.ts";
import { createPracticeService } from "#server/practice/practice-service.ts";
import { makeClassWithPupils } from "./class-pupils";
import { makeContent } from "./factories";

/** homework-offline.mobile.spec.ts's state (tests/e2e/homework-offline.ts), made by tests/e2e/server.mjs on the site's database before it opens. */
export async function makeOfflineHomework(
  database: Database,
  auth: Pick<AuthService, "createSession">,
  secure: boolean,
): Promise<void> {
  const { db } = database;
  const made = await makeClassWithPupils(db, {
    name: OFFLINE_HOMEWORK.className,
    pupils: [
      [OFFLINE_HOMEWORK.pupil.name, OFFLINE_HOMEWORK.pupil.secret],
      [OFFLINE_HOMEWORK.other.name, OFFLINE_HOMEWORK.other.secret],
    ],
  });
  const [pupilId, otherId] = made.pupils.map((p) => p.id);
  await db.update(classMembers).set({ consentAt: new Date() }).where(eq(classMembers.classId, made.id));
  const entry = await makeContent(database, {
    type: 8,
    sinif: 6,
    konuIng: OFFLINE_HOMEWORK.title,
    konuTr: OFFLINE_HOMEWORK.titleTr,
  });
  const saved = await createPracticeService(db).setQuiz(entry, "gift", OFFLINE_HOMEWORK.quiz);
  if (!saved.ok) throw new Error(`the offline homework quiz was refused: ${JSON.stringify(saved.problems)}`);
  const [item] = await db
    .insert(homework)
    .values({
      classId: made.id,
      contentId: entry.id,
      kind: "quiz",
      dueAt: new Date(Date.now() + 7 * 24 * 3600_000),
      answersShown: "never",
      tries: 0,
      scoreCounts: "best",
      deviceTime: true,
    })
    .returning({ id: homework.id });
  // The second pupil's self-test and reading (decision 0084), theirs only, the device's time allowed.
  const [words] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.sinif, 2), eq(contents.konuIng, OFFLINE_HOMEWORK.wordsTitle)))
    .limit(1);
  const [list] = words
    ? await db.select({ rows: wordLists.rows }).from(wordLists).where(eq(wordLists.contentId, words.id)).limit(1)
    : [];
  if (!list?.rows.length)
    throw new Error(`no grade-2 demo word list "${OFFLINE_HOMEWORK.wordsTitle}" for homework-offline.mobile.spec.ts`);
  const due = new Date(Date.now() + 7 * 24 * 3600_000);
  const [selfTest, read] = await db
    .insert(homework)
    .values([
      { classId: made.id, contentId: words.id, kind: "self-test", dueAt: due, passPercent: 100, deviceTime: true },
      { classId: made.id, contentId: words.id, kind: "read", dueAt: due, deviceTime: true },
    ])
    .returning({ id: homework.id });
  await db
    .insert(homeworkPupils)
    .values([selfTest, read].map((h) => ({ homeworkId: h.id, classId: made.id, userId: otherId })));
  const result: OfflineHomeworkMade = {
    classId: made.id,
    itemId: item.id,
    pupilId,
    pupilCookie: sessionCookie((await auth.createSession(pupilId)).token, secure),
    teacherCookie: sessionCookie((await auth.createSession(made.teacherId, { role: "teacher" })).token, secure),
    otherId,
    otherCookie: sessionCookie((await auth.createSession(otherId)).token, secure),
    selfTestId: selfTest.id,
    readId: read.id,
    entryPath: contentPath(words),
    words: list.rows.map((w) => ({ english: w.english, turkish: w.turkish })),
  };
  fs.writeFileSync(offlineHomeworkFile, JSON.stringify(result));
}

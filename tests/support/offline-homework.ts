import fs from "node:fs";
import { eq } from "drizzle-orm";
import { offlineHomeworkFile, OFFLINE_HOMEWORK, type OfflineHomeworkMade } from "#tests/e2e/homework-offline.ts";
import type { AuthService } from "#server/auth/auth-service.ts";
import { sessionCookie } from "#server/auth/session-cookie.ts";
import type { Database } from "#server/db/client.ts";
import { classMembers, homework } from "#server/db/schema.ts";
import { createPracticeService } from "#server/practice/practice-service.ts";
import { makeClassWithPupils } from "./class-pupils";
import { makeContent } from "./factories";

/** homework-offline.mobile.spec.ts's state (tests/e2e/homework-offline.ts), made by tests/e2e/server.mjs on the site's database before it opens. */
export async function makeOfflineHomework(database: Database, auth: Pick<AuthService, "createSession">, secure: boolean): Promise<void> {
  const { db } = database;
  const made = await makeClassWithPupils(db, { name: OFFLINE_HOMEWORK.className, pupils: [[OFFLINE_HOMEWORK.pupil.name, OFFLINE_HOMEWORK.pupil.secret]] });
  const pupilId = made.pupils[0].id;
  await db.update(classMembers).set({ consentAt: new Date() }).where(eq(classMembers.userId, pupilId));
  const entry = await makeContent(database, { type: 8, sinif: 6, konuIng: OFFLINE_HOMEWORK.title, konuTr: "Çevrimdışı ödev testi" });
  const saved = await createPracticeService(db).setQuiz(entry, "gift", OFFLINE_HOMEWORK.quiz);
  if (!saved.ok) throw new Error(`the offline homework quiz was refused: ${JSON.stringify(saved.problems)}`);
  const [item] = await db
    .insert(homework)
    .values({ classId: made.id, contentId: entry.id, kind: "quiz", dueAt: new Date(Date.now() + 7 * 24 * 3600_000), answersShown: "never", tries: 0, scoreCounts: "best", deviceTime: true })
    .returning({ id: homework.id });
  const result: OfflineHomeworkMade = {
    classId: made.id,
    itemId: item.id,
    pupilId,
    pupilCookie: sessionCookie((await auth.createSession(pupilId)).token, secure),
    teacherCookie: sessionCookie((await auth.createSession(made.teacherId, { role: "teacher" })).token, secure),
  };
  fs.writeFileSync(offlineHomeworkFile, JSON.stringify(result));
}

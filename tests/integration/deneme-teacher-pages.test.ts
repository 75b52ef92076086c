import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulClock } from "#core/deneme/clock.ts";
import {
  answerSheetPath,
  bookletPath,
  classDenemesPath,
  reportCsvPath,
  reportPath,
} from "#core/deneme/report-paths.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { classMembers, denemeAttempts, denemeClassSessions } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeDeneme } from "#tests/support/deneme.ts";
import { requestsTo, textOf, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const PICS = ["elma", "kedi", "top"] as const;

/**
 * The teacher's deneme pages (decision 0123) as a browser without scripts uses them: 'Sınıfta
 * başlat' as a plain form, the report and its CSV, the booklet without the key, only for the
 * class's teacher; and the pupil's optical form saving into the attempt that ends with the session.
 */
describe.each(dbKinds)("a class's deneme pages on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { get, post } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  const session = async (userId: number) => withSession((await site.services.auth.createSession(userId)).token);

  /** A class of Ece (consent), '=HYPERLINK(…)' (consent) and Ali (none), an LGS deneme of four questions. */
  async function classroom() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ['=HYPERLINK("http://evil")', PICS],
        ["Ali", PICS],
      ],
    });
    await db()
      .update(classMembers)
      .set({ consentAt: sql`now()` })
      .where(inArray(classMembers.userId, [made.pupils[0].id, made.pupils[1].id]));
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 4, minutes: 30 });
    return { made, entry, teacher: await session(made.teacherId) };
  }

  it("starts the deneme for the class from a plain form, the class's teacher only", async () => {
    const { made, entry, teacher } = await classroom();
    const list = await get(teacher, classDenemesPath(made.id));
    expect(list.status).toBe(200);
    expect(textOf(await list.text())).toContain(trDenemeTeacher.start);
    const started = await post(teacher, classDenemesPath(made.id), { contentId: String(entry.id) });
    expect(started.status).toBe(302);
    const [row] = await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id));
    expect(textOf(await (await get(teacher, classDenemesPath(made.id))).text())).toContain(
      trDenemeTeacher.running(istanbulClock(row.endsAt)),
    );

    const stranger = await makeClassWithPupils(db(), { pupils: [] });
    const other = await session(stranger.teacherId);
    const pupil = await session(made.pupils[0].id);
    for (const to of [
      classDenemesPath(made.id),
      reportPath(made.id, entry.id),
      reportCsvPath(made.id, entry.id),
      bookletPath(made.id, entry.id),
    ]) {
      expect((await get(other, to)).status, to).toBe(404);
      expect((await get(pupil, to)).status, to).toBe(404);
    }
    await db().delete(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id));
    expect((await post(other, classDenemesPath(made.id), { contentId: String(entry.id) })).status).toBe(404);
    expect((await post(pupil, classDenemesPath(made.id), { contentId: String(entry.id) })).status).toBe(403);
    const { Origin: _, ...noOrigin } = teacher;
    expect((await post(noOrigin, classDenemesPath(made.id), { contentId: String(entry.id) })).status).toBe(403);
    expect(await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id))).toEqual([]);
  });

  it("lets a pupil of the class fill the optical form before the session's end, and reports it", async () => {
    const { made, entry, teacher } = await classroom();
    await post(teacher, classDenemesPath(made.id), { contentId: String(entry.id) });
    const [row] = await db().select().from(denemeClassSessions).where(eq(denemeClassSessions.classId, made.id));
    const ece = await session(made.pupils[0].id);
    expect((await post(ece, answerSheetPath(made.id, entry.id), { intent: "start" })).status).toBe(302);
    const sheet = await (await get(ece, answerSheetPath(made.id, entry.id))).text();
    expect(textOf(sheet)).toContain(`${istanbulClock(row.endsAt)}'`);
    expect(sheet).not.toMatch(/Question number|Answer 1-0/);
    expect(sheet.match(/type="radio"/g)).toHaveLength(4 * 5);
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, made.pupils[0].id));
    expect(attempt.endsAt.getTime()).toBe(row.endsAt.getTime());
    // Keys A B C D: three right, one wrong.
    const fields = { attempt: String(attempt.id), count: "4", s1: "A", s2: "B", s3: "A", s4: "D" };
    expect((await post(ece, answerSheetPath(made.id, entry.id), { ...fields, intent: "save" })).status).toBe(302);
    const finished = await post(ece, answerSheetPath(made.id, entry.id), { ...fields, intent: "finish" });
    expect(finished.headers.get("Location")).toBe(`/deneme/sonuc/${attempt.id}`);
    // A pupil of another class has no optical form of this class.
    const stranger = await makeClassWithPupils(db(), { pupils: [["Deniz", PICS]] });
    const deniz = await session(stranger.pupils[0].id);
    expect((await get(deniz, answerSheetPath(made.id, entry.id))).status).toBe(404);
    expect((await post(deniz, answerSheetPath(made.id, entry.id), { intent: "start" })).status).toBe(404);
    const evil = made.pupils[1].id;
    const { attemptId } = (await site.services.deneme.start(evil, entry.id))!;
    await site.services.deneme.finish(evil, attemptId);
    await site.services.deneme.finish(
      made.pupils[2].id,
      (await site.services.deneme.start(made.pupils[2].id, entry.id))!.attemptId,
    );

    const page = textOf(await (await get(teacher, reportPath(made.id, entry.id))).text());
    expect(page).toContain(trDenemeTeacher.pupilsCaption);
    expect(page).toMatch(/>Ece<\/th><td[^>]*>2,67</);
    expect(page).not.toContain(">Ali<");
    expect(page).not.toContain(`data-member="${made.pupils[2].id}"`);
    const csv = await get(teacher, reportCsvPath(made.id, entry.id));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8").slice(1));
    expect(rows[0][0]).toBe(trDenemeTeacher.pupil);
    expect(rows.find((r) => r[0].includes("HYPERLINK"))?.[0].startsWith("'=")).toBe(true);
    expect(rows.find((r) => r[0] === "Ece")?.slice(1)).toEqual(["2,67", "3", "1", "0"]);
    expect(rows.some((r) => r[0] === "Ali")).toBe(false);
  });

  it("prints the booklet with the questions and options, never the key", async () => {
    const { made, entry, teacher } = await classroom();
    const html = await (await get(teacher, bookletPath(made.id, entry.id))).text();
    expect(html).toContain("Question number 4?");
    expect(html).toContain("Answer 1-3");
    expect(html).not.toMatch(/Because|"key"|correct/);
  });
});

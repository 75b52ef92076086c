import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { parentSlipsPath } from "#core/homework/parent.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";
import { trParentSlips } from "#core/messages/parent-slips.ts";
import { parentLinks, teacherRequests, users } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { formPost, textOf, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * 'Veli bağlantıları (bütün sınıf)' (decision 0109): one post makes the whole class's parents'
 * links as printable slips, only for pupils with consent recorded; each opens its pupil's page
 * with the full name, the class and a summary; a second post kills the first links.
 */
const QUIZ = "Pick one.{=apple ~pear ~plum}\n\nTrue?{T}\n\nType it.{=book}";
const PICS = ["elma", "kedi", "top"] as const;
const tokensOf = (html: string) => [...html.matchAll(/https:\/\/merdiven\.test\/veli\/([\w-]{43})/g)].map((m) => m[1]);

describe.each(dbKinds)("a class's parents' links at once on %s", (kind) => {
  const site = useTestSite({ kind, settings: { PUBLIC_URL: "https://merdiven.test", TRUST_PROXY: "1" } });
  const db = () => site.services.database.db;
  let address = 0;
  const session = async (userId: number) => withSession((await site.services.auth.createSession(userId)).token);
  const visit = (to: string, headers: Record<string, string> = {}) =>
    site.app.request(to, { headers: { "X-Forwarded-For": `203.0.113.${++address % 250}`, ...headers } });

  /** A class of Ahmet Emir, Zeynep (both with consent) and Can (without); two quizzes, Ahmet Emir has done one. */
  async function classWithConsent() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Zeynep", PICS],
        ["Can", PICS],
        ["Ahmet Emir", PICS],
      ],
    });
    const [zeynep, can, ahmet] = made.pupils;
    const caller = { id: made.teacherId, role: "teacher" as const };
    for (const p of [zeynep, ahmet])
      expect(await site.services.classPupils.setConsent(caller, made.id, p.id, true)).toBe("ok");
    const teacher = await session(made.teacherId);
    const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    const items: { id: number; version: string }[] = [];
    for (const [konuIng, konuTr] of [
      ["Unit 5 Test", "5. ünite testi"],
      ["Unit 6 Test", "6. ünite testi"],
    ]) {
      const entry = await makeContent(site.services.database, { type: 8, konuIng, konuTr });
      await site.services.practice.setQuiz(entry, "gift", QUIZ);
      const res = await site.app.request(`/api/v1/classes/${made.id}/homework`, {
        method: "POST",
        headers: { ...teacher, "Content-Type": "application/json" },
        body: JSON.stringify({ contentId: entry.id, kind: "quiz", dueDate, dueTime }),
      });
      expect(res.status).toBe(201);
      const item = (await res.json()) as { id: number };
      items.push({ id: item.id, version: String((await site.services.practice.forEntry(entry)).quiz!.version) });
    }
    const done = await formPost(
      site.app,
      `/odevlerim/${items[0].id}`,
      { intent: "quiz", version: items[0].version, q1: "0", q2: "true", q3: "book" },
      { headers: await session(ahmet.id) },
    );
    expect(done.status).toBeLessThan(400);
    return { made, teacher, zeynep, can, ahmet };
  }

  it("makes links only for consented pupils, as slips with the full name; each opens its pupil's page; a second post kills the first", async () => {
    const { made, teacher, zeynep, can, ahmet } = await classWithConsent();
    const path = parentSlipsPath(made.id);
    await db()
      .insert(teacherRequests)
      .values([
        { userId: made.teacherId, name: "Elif Demir", school: "Atatürk İlkokulu", city: "Bursa", status: "approved" },
        { userId: made.teacherId, name: "Bekleyen Ad", school: "Atatürk İlkokulu", city: "Bursa" },
      ]);

    // The GET shows the button and makes nothing.
    const page = await site.app.request(path, { headers: teacher });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const pageHtml = textOf(await page.text());
    expect(pageHtml).toContain(trParentSlips.slipsMake);
    expect(tokensOf(pageHtml)).toEqual([]);
    expect(await db().select().from(parentLinks).where(eq(parentLinks.classId, made.id))).toEqual([]);

    const first = await formPost(site.app, path, {}, { headers: teacher });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const html = textOf(await first.text());
    expect(html).toContain(trParentSlips.slipsOnce);
    // Ahmet Emir before Zeynep (tr-TR order), full names, the class on each slip; Can waits.
    const names = [...html.matchAll(/data-testid="slip-name">([^<]*)</g)].map((m) => m[1]);
    expect(names).toEqual(["Ahmet Emir", "Zeynep"]);
    expect(html.split(trParentSlips.slipsClass("2-A İngilizce")).length - 1).toBe(2);
    expect(html).toMatch(/data-testid="slips-waiting"><li>Can<\/li><\/ul>/);
    // Each link as text and as a QR code (its title names it).
    const tokens = [...new Set(tokensOf(html))];
    expect(tokens).toHaveLength(2);
    expect(html.split(trParentLinks.parentLinkQr(`https://merdiven.test/veli/${tokens[0]}`)).length - 1).toBe(1);
    const rows = await db().select().from(parentLinks).where(eq(parentLinks.classId, made.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([ahmet.id, zeynep.id].sort());
    expect(rows.map((r) => r.userId)).not.toContain(can.id);
    expect(JSON.stringify(rows)).not.toContain(tokens[0]);

    // Ahmet Emir's link: his full name, the class, the teacher, "1 ödev bitti, 1 bekliyor", Turkish titles first.
    const ahmetPage = await visit(`/veli/${tokens[0]}`);
    expect(ahmetPage.status).toBe(200);
    const ahmetHtml = textOf(await ahmetPage.text());
    expect(ahmetHtml).toContain(trHomeworkParent.parentPageTitle("Ahmet Emir"));
    expect(ahmetHtml).toContain(trHomeworkParent.parentPageClass("2-A İngilizce"));
    expect(ahmetHtml).toContain(trHomeworkParent.parentSummary(1, 1));
    // The teacher's name from her approved request; a pending one's never.
    expect(ahmetHtml).toContain(trHomeworkParent.parentPageTeacher("Elif Demir"));
    expect(ahmetHtml).not.toContain("Bekleyen Ad");
    expect(ahmetHtml.indexOf("5. ünite testi")).toBeGreaterThan(-1);
    expect(ahmetHtml.indexOf("5. ünite testi")).toBeLessThan(ahmetHtml.indexOf("Unit 5 Test"));
    expect(ahmetHtml).not.toContain("Zeynep");
    const zeynepHtml = textOf(await (await visit(`/veli/${tokens[1]}`)).text());
    expect(zeynepHtml).toContain(trHomeworkParent.parentPageTitle("Zeynep"));
    expect(zeynepHtml).toContain(trHomeworkParent.parentSummary(0, 2));

    // A second post: new links, the first ones dead.
    const second = [
      ...new Set(tokensOf(textOf(await (await formPost(site.app, path, {}, { headers: teacher })).text()))),
    ];
    expect(second).toHaveLength(2);
    for (const t of tokens) expect((await visit(`/veli/${t}`)).status).toBe(404);
    for (const t of second) expect((await visit(`/veli/${t}`)).status).toBe(200);
  });

  it("answers 404 to another teacher and refuses a cross-site post; nothing is made", async () => {
    const { made, teacher } = await classWithConsent();
    const path = parentSlipsPath(made.id);
    const [other] = await db()
      .insert(users)
      .values({ email: `baska-${kind}-${Date.now()}@example.com`, role: "teacher" })
      .returning();
    const stranger = await session(other.id);
    expect((await site.app.request(path, { headers: stranger })).status).toBe(404);
    expect((await formPost(site.app, path, {}, { headers: stranger })).status).toBe(404);
    const forged = await formPost(site.app, path, {}, { headers: { ...teacher, Origin: "https://kotu.example" } });
    expect(forged.status).toBe(403);
    expect(await db().select().from(parentLinks).where(eq(parentLinks.classId, made.id))).toEqual([]);
  });
});

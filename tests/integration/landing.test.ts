import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "#server/auth/password.ts";
import { classMembers, homework, homeworkProgress, users } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { visitorHeaders } from "#tests/support/requests.ts";

const PASSWORD = "yesil-elma-42";

/**
 * Where a sign-in lands: a grade-2 pupil who has just tapped three pictures, or a pupil with
 * homework waiting, must see what to do, and a teacher their classes, not the public home page
 * with its grade chooser and banner.
 */
describe("where a sign-in lands", () => {
  const site = useTestSite();

  async function account(email: string, role: "user" | "teacher") {
    const [user] = await site.services.database.db
      .insert(users)
      .values({ email, role, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    return user.id;
  }

  async function logIn(email: string) {
    const res = await site.app.request("/login", {
      method: "POST",
      headers: { ...visitorHeaders(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(302);
    return res.headers.get("Location");
  }

  it("a teacher on 'Sınıfım'; a pupil on the home page, or on 'Ödevlerim' while a homework item waits", async () => {
    const { db } = site.services.database;
    await account("ogretmen@merdiven.test", "teacher");
    expect(await logIn("ogretmen@merdiven.test")).toBe("/sinifim");

    const pupil = await account("ogrenci@merdiven.test", "user");
    expect(await logIn("ogrenci@merdiven.test")).toBe("/");

    const made = await makeClassWithPupils(db, { pupils: [] });
    await db.insert(classMembers).values({ classId: made.id, userId: pupil, displayName: "Deniz" });
    const entry = await makeContent(site.services.database, { type: 2, sinif: 5 });
    const [item] = await db
      .insert(homework)
      .values({ classId: made.id, contentId: entry.id, kind: "read", dueAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: homework.id });
    expect(await logIn("ogrenci@merdiven.test")).toBe("/odevlerim");

    // Everything done: back to the home page.
    await db
      .insert(homeworkProgress)
      .values({ homeworkId: item.id, classId: made.id, userId: pupil, doneAt: new Date() });
    expect(await logIn("ogrenci@merdiven.test")).toBe("/");
    await db.delete(users).where(eq(users.id, pupil));
  });

  it("a pupil's menu leads with 'Ödevlerim (N)', and the phone's header has it as a badge", async () => {
    const { db } = site.services.database;
    const made = await makeClassWithPupils(db, { pupils: [["Ela", ["kedi", "elma", "top"]]] });
    const entry = await makeContent(site.services.database, { type: 2, sinif: 2 });
    await db.insert(homework).values([
      { classId: made.id, contentId: entry.id, kind: "read", dueAt: new Date(Date.now() + 86_400_000) },
      { classId: made.id, contentId: entry.id, kind: "read", dueAt: new Date(Date.now() + 2 * 86_400_000) },
    ]);
    const { token } = await site.services.auth.createSession(made.pupils[0].id);
    const page = await (await site.app.request("/", { headers: { Cookie: `sid=${token}` } })).text();
    expect(page).toContain("Ödevlerim (2)");
    expect(page).toMatch(/href="\/odevlerim"[^>]*>Ödevlerim<span[^>]*>2<span class="sr-only"> ödev bekliyor<\/span>/);
  });
});

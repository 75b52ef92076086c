import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { classes, homework, homeworkPupils } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { withSession, requestsTo } from "#tests/support/requests.ts";

const PICS = ["elma", "kedi", "top"] as const;
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const nextWeek = () => istanbulFields(new Date(Date.now() + 7 * 86_400_000));

/** Assigning (decision 0110): to whom, in what order, and to several classes in one post. */
describe.each(dbKinds)("assigning homework on %s", (kind) => {
  const site = useTestSite({ kind, settings: { PUBLIC_URL: "https://merdiven.test" } });
  const db = () => site.services.database.db;
  async function session(userId: number) {
    const { token } = await site.services.auth.createSession(userId);
    return withSession(token);
  }
  const { post, get } = requestsTo(() => site.app);
  const readEntry = () => makeContent(site.services.database, { type: 2, konuIng: "Unit 3 Words", konuTr: "3. ünite" });
  const itemsOf = (classIds: number[]) => db().select().from(homework).where(inArray(homework.classId, classIds));

  async function classroom(names: string[]) {
    const made = await makeClassWithPupils(db(), { pupils: names.map((n) => [n, PICS] as [string, typeof PICS]) });
    return { ...made, headers: await session(made.teacherId) };
  }

  it("lists the pupils in Turkish order and asks 'Bütün sınıf' or 'Seçilen öğrenciler'; the default due is a school day at 17:00", async () => {
    const room = await classroom(["Zeynep", "Şevval", "Çağrı", "İpek", "Ömer", "Cem", "Irmak"]);
    const entry = await readEntry();
    const html = textOf(await (await get(room.headers, `/sinifim/${room.id}/odev?icerik=${entry.id}`)).text());
    const at = (name: string) => html.indexOf(`>${name}</label>`);
    const order = ["Cem", "Çağrı", "Irmak", "İpek", "Ömer", "Şevval", "Zeynep"];
    expect(order.map(at).every((i) => i > 0)).toBe(true);
    expect(order.map(at)).toEqual([...order.map(at)].sort((a, b) => a - b));
    expect(html).toContain(trHomeworkTeacher.wholeClass);
    expect(html).toContain(trHomeworkForm.someClassPupils);
    const due = /name="dueDate"[^>]*value="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1] ?? "";
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${due}T12:00:00Z`).getUTCDay());
    expect(html).toMatch(/name="dueTime"[^>]*value="17:00"/);
  });

  it("'Seçilen öğrenciler' with nobody ticked is refused in Turkish and saves nothing; 'Bütün sınıf' ignores a stray tick", async () => {
    const room = await classroom(["Ece", "Can", "Ali"]);
    const entry = await readEntry();
    const { dueDate, dueTime } = nextWeek();
    const fields = { contentId: String(entry.id), kind: "read", dueDate, dueTime };
    const none = await post(
      room.headers,
      `/sinifim/${room.id}/odev`,
      new URLSearchParams({ ...fields, audience: "some" }),
    );
    expect(none.status).toBe(400);
    expect(textOf(await none.text())).toContain(trHomeworkForm.pupilsNone);
    expect(await itemsOf([room.id])).toHaveLength(0);
    // 'Bütün sınıf' with one box left ticked: the whole class gets it, nobody is left out.
    const whole = new URLSearchParams({ ...fields, audience: "class" });
    whole.append("pupils", String(room.pupils[0].id));
    expect((await post(room.headers, `/sinifim/${room.id}/odev`, whole)).status).toBe(302);
    const [item] = await itemsOf([room.id]);
    expect(await db().select().from(homeworkPupils).where(eq(homeworkPupils.homeworkId, item.id))).toEqual([]);
    // 'Seçilen öğrenciler' with one ticked: that pupil only.
    const some = new URLSearchParams({ ...fields, audience: "some" });
    some.append("pupils", String(room.pupils[1].id));
    expect((await post(room.headers, `/sinifim/${room.id}/odev`, some)).status).toBe(302);
    const chosen = await db().select().from(homeworkPupils).where(eq(homeworkPupils.classId, room.id));
    expect(chosen.map((p) => p.userId)).toEqual([room.pupils[1].id]);
  });

  it("the API's pupils keeps its meaning: none is the whole class, some are those pupils", async () => {
    const room = await classroom(["Ece", "Can"]);
    const entry = await readEntry();
    const { dueDate, dueTime } = nextWeek();
    const api = (body: Record<string, unknown>) =>
      site.app.request(`/api/v1/classes/${room.id}/homework`, {
        method: "POST",
        headers: { ...room.headers, "Content-Type": "application/json" },
        body: JSON.stringify({ contentId: entry.id, kind: "read", dueDate, dueTime, ...body }),
      });
    expect((await api({})).status).toBe(201);
    expect((await api({ pupils: [] })).status).toBe(201);
    expect((await api({ pupils: [room.pupils[0].id] })).status).toBe(201);
    const chosen = await db().select().from(homeworkPupils).where(eq(homeworkPupils.classId, room.id));
    expect(await itemsOf([room.id])).toHaveLength(3);
    expect(chosen.map((p) => p.userId)).toEqual([room.pupils[0].id]);
  });

  it("several classes in one post make one item each; another teacher's class in the list refuses all and saves nothing", async () => {
    const room = await classroom(["Ece"]);
    const second = await makeClassWithPupils(db(), { pupils: [["Can", PICS]] });
    const third = await makeClassWithPupils(db(), { pupils: [["Ali", PICS]] });
    const strange = await makeClassWithPupils(db(), { pupils: [["Zeynep", PICS]] });
    await db()
      .update(classes)
      .set({ teacherId: room.teacherId })
      .where(inArray(classes.id, [second.id, third.id]));
    const entry = await readEntry();
    const page = textOf(await (await get(room.headers, `/odev-ver?icerik=${entry.id}`)).text());
    for (const c of [room, second, third]) expect(page).toContain(`name="classIds" value="${c.id}"`);
    expect(page).not.toContain(`name="classIds" value="${strange.id}"`);
    const { dueDate, dueTime } = nextWeek();
    const body = (ids: number[]) => {
      const b = new URLSearchParams({ contentId: String(entry.id), kind: "read", dueDate, dueTime });
      for (const id of ids) b.append("classIds", String(id));
      return b;
    };
    const mixed = await post(room.headers, `/odev-ver?icerik=${entry.id}`, body([room.id, second.id, strange.id]));
    expect(mixed.status).toBe(400);
    expect(textOf(await mixed.text())).toContain(trHomeworkForm.classInvalid);
    expect(await itemsOf([room.id, second.id, third.id, strange.id])).toHaveLength(0);
    const none = await post(room.headers, `/odev-ver?icerik=${entry.id}`, body([]));
    expect(textOf(await none.text())).toContain(trHomeworkForm.classRequired);
    const saved = await post(room.headers, `/odev-ver?icerik=${entry.id}`, body([room.id, second.id, third.id]));
    expect(saved.status).toBe(302);
    const made = await itemsOf([room.id, second.id, third.id, strange.id]);
    expect(made.map((h) => h.classId).sort((a, b) => a - b)).toEqual(
      [room.id, second.id, third.id].sort((a, b) => a - b),
    );
    expect(made.every((h) => h.contentId === entry.id && h.kind === "read")).toBe(true);
  });
});

/**
 * 'Veli onayı' on the class page (decision 0108): the ticked letters recorded by one post, one service
 * call, only in the teacher's own class, idempotent; withdrawal only after its question.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { trClasses } from "#core/messages/classes.ts";
import { classMembers } from "#server/db/schema.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { requestsTo, textOf, withSession } from "#tests/support/requests.ts";

const names = (n: number) =>
  Array.from({ length: n }, (_, i) => [`Öğrenci${"ABCDEFGHIJ"[i]}`, ["elma", "kedi", "top"]] as const);

describe.each(dbKinds)("'Veli onayı' for many pupils on %s", (kind) => {
  const site = useTestSite({ kind, settings: { TWO_STEP_KEY: "veli-onayi-testi-anahtari-2026-xx" } });
  const db = () => site.services.database.db;
  const { post, get } = requestsTo(() => site.app);

  async function classWith(n: number) {
    const made = await makeClassWithPupils(db(), { pupils: names(n) });
    const { token } = await site.services.auth.createSession(made.teacherId);
    return { ...made, headers: withSession(token) };
  }
  const consents = async (ids: number[]) =>
    new Map(
      (
        await db()
          .select({ userId: classMembers.userId, at: classMembers.consentAt })
          .from(classMembers)
          .where(inArray(classMembers.userId, ids))
      ).map((r) => [r.userId, r.at?.toISOString() ?? null]),
    );
  const ticked = (ids: number[]) =>
    new URLSearchParams([["intent", "consents-give"], ...ids.map((id) => ["member", String(id)])]);

  it("records every ticked pupil with one post and one call; a pupil not in the class is ignored; posting again changes no date", async () => {
    const k = await classWith(5);
    const other = await classWith(1);
    const [a, b, c, , e] = k.pupils.map((p) => p.id);
    const stranger = other.pupils[0].id;
    const bulk = vi.spyOn(site.services.classPupils, "giveConsents");
    const one = vi.spyOn(site.services.classPupils, "setConsent");

    const res = await post(k.headers, `/sinifim/${k.id}`, ticked([a, b, c, stranger, 999_999]));
    expect(res.status).toBe(302);
    expect(bulk).toHaveBeenCalledTimes(1);
    expect(one).not.toHaveBeenCalled();
    const first = await consents([...k.pupils.map((p) => p.id), stranger]);
    expect([a, b, c].every((id) => first.get(id) !== null)).toBe(true);
    expect(first.get(e)).toBeNull();
    expect(first.get(stranger)).toBeNull();

    // The page: three badges say so, and only the two still waiting have a tick box.
    let page = textOf(await (await get(k.headers, `/sinifim/${k.id}`)).text());
    expect(page.split(`>${trClasses.consentBadgeGiven}<`).length - 1).toBe(3);
    expect(page.split(`>${trClasses.consentBadgeWaiting}<`).length - 1).toBe(2);
    expect(page.match(/<input[^>]*type="checkbox"[^>]*>/g)?.filter((t) => t.includes(`name="member"`))).toHaveLength(2);
    expect(page).toContain(trClasses.consentFormLegend);

    // Again with one more: the first three keep their dates (a letter entered twice is one consent).
    await new Promise((r) => setTimeout(r, 5));
    expect((await post(k.headers, `/sinifim/${k.id}`, ticked([a, b, c, e]))).status).toBe(302);
    const again = await consents(k.pupils.map((p) => p.id));
    for (const id of [a, b, c]) expect(again.get(id)).toBe(first.get(id));
    expect(again.get(e)).not.toBeNull();
    page = textOf(await (await get(k.headers, `/sinifim/${k.id}`)).text());
    expect(page.split(`>${trClasses.consentBadgeGiven}<`).length - 1).toBe(4);
    bulk.mockRestore();
    one.mockRestore();
  });

  it("another teacher's class is a 404 and nothing changes", async () => {
    const k = await classWith(2);
    const intruder = await classWith(0);
    const ids = k.pupils.map((p) => p.id);
    const res = await post(intruder.headers, `/sinifim/${k.id}`, ticked(ids));
    expect(res.status).toBe(404);
    expect([...(await consents(ids)).values()]).toEqual([null, null]);
    // Her own class id with these pupils: none is hers, none is recorded.
    expect((await post(intruder.headers, `/sinifim/${intruder.id}`, ticked(ids))).status).toBe(302);
    expect([...(await consents(ids)).values()]).toEqual([null, null]);
  });

  it("withdrawal asks first: no confirmation, nothing withdrawn; the question page, then 'Evet'", async () => {
    const k = await classWith(1);
    const [p] = k.pupils;
    await post(k.headers, `/sinifim/${k.id}`, ticked([p.id]));
    expect((await consents([p.id])).get(p.id)).not.toBeNull();

    // The old one-tap post (no confirm field) withdraws nothing.
    await post(k.headers, `/sinifim/${k.id}`, { intent: "consent-withdraw", member: String(p.id) });
    expect((await consents([p.id])).get(p.id)).not.toBeNull();

    const question = textOf(await (await get(k.headers, `/sinifim/${k.id}?onay-geri=${p.id}`)).text());
    expect(question).toContain(trClasses.withdrawConfirmTitle(p.name));
    expect(question).toContain(trClasses.withdrawConfirmYes);
    // The card's menu links to the question, never posts the withdrawal itself.
    expect(question).toContain(`?onay-geri=${p.id}`);

    const res = await post(k.headers, `/sinifim/${k.id}`, {
      intent: "consent-withdraw",
      member: String(p.id),
      confirm: "evet",
    });
    expect(res.status).toBe(302);
    const [row] = await db().select().from(classMembers).where(eq(classMembers.userId, p.id));
    expect(row.consentAt).toBeNull();
  });
});

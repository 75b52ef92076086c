import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cellText, gridCsv } from "#core/homework/grid.ts";
import type { HomeworkInput } from "#core/homework/form.ts";
import type { Letter } from "#core/deneme/forms.ts";
import { classMembers, homeworkProgress } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { keyOf, makeDeneme } from "#tests/support/deneme.ts";
import { makeContent } from "#tests/support/factories.ts";
import { together } from "#tests/support/race.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const PICS = ["elma", "kedi", "top"] as const;

/**
 * A deneme given as homework (decision 0124), through the services: only an entry with a deneme
 * can be given so; the item is done by the pupil's first deneme finished after it was given, with
 * the net; the grid and its CSV say the net; a sitting begun before the item, another class's
 * item and a pupil it is not meant for are untouched; two finishes at once count once.
 */
describe.each(dbKinds)("a deneme as homework on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const db = () => site.services.database.db;
  const homework = () => site.services.homework;
  const deneme = () => site.services.deneme;
  const due = () => new Date(Date.now() + 7 * 86_400_000);
  const input = (contentId: number, pupils: number[] = []): HomeworkInput => ({
    kind: "deneme",
    contentId,
    dueAt: due(),
    note: "",
    answersShown: "after-due",
    tries: 0,
    scoreCounts: "first",
    passPercent: 80,
    deviceTime: false,
    pupils,
  });

  async function classWithDeneme() {
    const made = await makeClassWithPupils(db(), {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    await db()
      .update(classMembers)
      .set({ consentAt: sql`now()` })
      .where(
        inArray(
          classMembers.userId,
          made.pupils.map((p) => p.id),
        ),
      );
    // LGS, four options, four questions: three right and one wrong is a net of 3 − 1/3, kept as 2,67.
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 4, minutes: 30 });
    return { made, entry, teacher: { id: made.teacherId, role: "teacher" as const } };
  }

  const answers = (wrongLast: boolean): (Letter | null)[] =>
    [1, 2, 3, 4].map((n) => (wrongLast && n === 4 ? (keyOf(n, 4) === "A" ? "B" : "A") : (keyOf(n, 4) as Letter)));

  async function sit(userId: number, contentId: number, wrongLast: boolean) {
    const { attemptId } = (await deneme().start(userId, contentId))!;
    const saves = answers(wrongLast).map((choice, i) => ({ question: i + 1, choice, marked: false }));
    expect(await deneme().save(userId, attemptId, saves)).toBe("saved");
    return attemptId;
  }

  it("is offered only for an entry with a deneme", async () => {
    const { made, teacher } = await classWithDeneme();
    const plain = await makeContent(site.services.database, { sinif: 8, type: 1, konuIng: "Exam", konuTr: "Sınav" });
    expect(await homework().assign(teacher, made.id, input(plain.id))).toEqual({ ok: false, code: "kind-not-offered" });
  });

  it("is done by the first deneme finished after it was given, with its net, in the grid and its CSV", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece] = made.pupils;
    // A sitting begun before the item was given is not the homework's.
    const before = await sit(ece.id, entry.id, false);
    const given = await homework().assign(teacher, made.id, input(entry.id));
    if (!given?.ok) throw new Error(`not given: ${JSON.stringify(given)}`);
    const id = given.homework.id;
    await deneme().finish(ece.id, before);
    expect((await homework().one(ece.id, id))!.doneAt).toBeNull();

    const first = await sit(ece.id, entry.id, true);
    // 'Bitir' pressed in two tabs at once: one result, one count.
    await together(2, () => deneme().finish(ece.id, first));
    const done = (await homework().one(ece.id, id))!;
    expect(done.doneAt).not.toBeNull();
    expect(done.score).toBe(2.67);
    expect(done.total).toBe(4);
    // A second, better sitting does not change what was counted.
    await deneme().finish(ece.id, await sit(ece.id, entry.id, false));
    expect((await homework().one(ece.id, id))!.score).toBe(2.67);

    const grid = (await homework().grid(teacher, made.id))!;
    const row = (name: string) => grid.rows.find((r) => r.displayName === name)!;
    expect(cellText(row("Ece").cells![0])).toBe("bitti 2,67 net");
    expect(cellText(row("Can").cells![0])).toBe("başlamadı");
    // The net as Excel with Turkish settings reads it, a number with its decimal comma.
    expect(gridCsv(grid)).toContain('Ece;bitti;"2,67"\r\n');
  });

  it("leaves a pupil it is not meant for, and another class's item, untouched", async () => {
    const { made, entry, teacher } = await classWithDeneme();
    const [ece, can] = made.pupils;
    const other = await makeClassWithPupils(db(), { pupils: [["Ada", PICS]] });
    const elsewhere = await homework().assign({ id: other.teacherId, role: "teacher" }, other.id, input(entry.id));
    const forEce = await homework().assign(teacher, made.id, input(entry.id, [ece.id]));
    await deneme().finish(can.id, await sit(can.id, entry.id, false));
    if (!elsewhere?.ok || !forEce?.ok) throw new Error("not given");
    const rows = await db()
      .select()
      .from(homeworkProgress)
      .where(inArray(homeworkProgress.homeworkId, [elsewhere.homework.id, forEce.homework.id]));
    expect(rows).toEqual([]);
    // Ece's own finish counts for hers.
    await deneme().finish(ece.id, await sit(ece.id, entry.id, false));
    expect((await homework().one(ece.id, forEce.homework.id))!.score).toBe(4);
  });
});

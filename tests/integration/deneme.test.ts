import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveApiPath } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { denemeAnswers, denemeAttempts, users } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { keyOf, makeDeneme } from "#tests/support/deneme.ts";
import { countOf, together } from "#tests/support/race.ts";
import { requestsTo } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

const validExport = (() => {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, "../../docs/account-export.schema.json"), "utf8"),
    ) as object,
  );
})();

/**
 * 'Deneme' (decision 0121) through its service and JSON door, on PGlite and PostgreSQL: one open
 * attempt however many starts arrive at once, a save at or after the end refused and changing
 * nothing, a finish twice or racing the time up giving one result, the key nowhere before the end,
 * and another pupil's attempt out of reach.
 */
describe.each(dbKinds)("deneme on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { api } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  const pupil = async () => {
    const headers = await sessionHeaders(site.services, "user");
    const user = await site.services.auth.userForSession(headers.Cookie.slice(4));
    return { headers, id: user!.id };
  };
  /** Moves the attempt's end to `seconds` from the database's now (negative: already past). */
  const endIn = (attemptId: number, seconds: number) =>
    db()
      .update(denemeAttempts)
      .set({ startedAt: sql`now() - interval '1 hour'`, endsAt: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(denemeAttempts.id, attemptId));
  const answersOf = (attemptId: number) =>
    db().select().from(denemeAnswers).where(eq(denemeAnswers.attemptId, attemptId)).orderBy(denemeAnswers.question);

  it("starts one attempt however many starts arrive at once, with the server's times", async () => {
    const { entry } = await makeDeneme(site.services, { form: "lgs", minutes: 40 });
    const { id } = await pupil();
    const before = Date.now();
    const started = await together(6, () => site.services.deneme.start(id, entry.id));
    expect(new Set(started.map((s) => s?.attemptId)).size).toBe(1);
    const attempts = await db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, id));
    expect(attempts).toHaveLength(1);
    const [attempt] = attempts;
    expect(attempt.startedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(attempt.endsAt.getTime() - attempt.startedAt.getTime()).toBe(40 * 60_000);
  });

  it("takes a save just before the end and refuses one after it, changing nothing", async () => {
    const { entry } = await makeDeneme(site.services, { form: "lgs" });
    const { id, headers } = await pupil();
    const { attemptId } = (await site.services.deneme.start(id, entry.id))!;
    const saved = await api(headers, "POST", saveApiPath(attemptId).slice(7), { question: 2, choice: "B" });
    expect(saved.status).toBe(200);
    await endIn(attemptId, 2);
    const justBefore = await api(headers, "POST", saveApiPath(attemptId).slice(7), { question: 3, choice: "C" });
    expect(justBefore.status).toBe(200);
    await endIn(attemptId, -1);
    const late = await api(headers, "POST", saveApiPath(attemptId).slice(7), { question: 2, choice: "D" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "ended", message: trDeneme.ended });
    const lateNew = await api(headers, "POST", saveApiPath(attemptId).slice(7), { question: 4, choice: "A" });
    expect(lateNew.status).toBe(409);
    expect((await answersOf(attemptId)).map((a) => [a.question, a.choice])).toEqual([
      [2, "B"],
      [3, "C"],
    ]);
  });

  it("scores what was saved once, however many finishes arrive, racing the time up too", async () => {
    const { entry, options } = await makeDeneme(site.services, { form: "lgs", count: 6, withdrawn: "6" });
    const { id, headers } = await pupil();
    const { attemptId } = (await site.services.deneme.start(id, entry.id))!;
    // Three right (1-3), three wrong (4, 5 and the withdrawn 6, which counts for no one), one clearing.
    const wrong = (n: number) => (keyOf(n, options) === "A" ? "B" : "A");
    const saves = [1, 2, 3].map((n) => ({ question: n, choice: keyOf(n, options) }));
    saves.push({ question: 4, choice: wrong(4) }, { question: 5, choice: wrong(5) }, { question: 6, choice: wrong(6) });
    await Promise.all(saves.map((s) => api(headers, "POST", saveApiPath(attemptId).slice(7), s)));
    await endIn(attemptId, 0.5);
    const finishes = await together(4, (i) =>
      i % 2
        ? api(headers, "POST", `/deneme/attempts/${attemptId}/finish`)
        : site.services.deneme
            .result(id, attemptId)
            .then(() => site.services.deneme.finish(id, attemptId))
            .then(() => null),
    );
    expect(countOf(finishes, (f) => f instanceof Response && f.status !== 200)).toBe(0);
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, attemptId));
    expect(attempt).toMatchObject({ right: 3, wrong: 2, blank: 0 });
    expect(attempt.net).toBeCloseTo(2.33, 2);
    const result = await site.services.deneme.result(id, attemptId);
    expect(result?.score).toEqual({ right: 3, wrong: 2, blank: 0, withdrawn: 1, net: 2.33 });
    expect(result?.questions[0]).toMatchObject({
      given: keyOf(1, options),
      key: keyOf(1, options),
      explanation: "Because 1",
    });
    // After the finish a save changes nothing.
    const late = await api(headers, "POST", saveApiPath(attemptId).slice(7), { question: 1, choice: wrong(1) });
    expect(late.status).toBe(409);
    expect((await answersOf(attemptId))[0].choice).toBe(keyOf(1, options));
  });

  it("keeps the key from every read before the pupil's end, and another pupil out of the attempt", async () => {
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 5 });
    const owner = await pupil();
    const { attemptId } = (await site.services.deneme.start(owner.id, entry.id))!;
    const early = await api(owner.headers, "GET", `/deneme/attempts/${attemptId}`);
    expect(early.status).toBe(404);
    expect(await early.text()).not.toContain("Because");
    const view = await site.services.deneme.exam(owner.id, entry.id);
    expect(JSON.stringify(view)).not.toMatch(/Because|"key"|correct/);

    const other = await pupil();
    const forged = await api(other.headers, "POST", saveApiPath(attemptId).slice(7), { question: 1, choice: "A" });
    expect(forged.status).toBe(404);
    expect(await answersOf(attemptId)).toEqual([]);
    await site.services.deneme.finish(other.id, attemptId);
    expect((await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, attemptId)))[0].finishedAt).toBeNull();
    await site.services.deneme.finish(owner.id, attemptId);
    expect((await api(other.headers, "GET", `/deneme/attempts/${attemptId}`)).status).toBe(404);
    expect((await api(owner.headers, "GET", `/deneme/attempts/${attemptId}`)).status).toBe(200);
  });

  it("saves racing a finish on PostgreSQL: each either counted in the result or refused", async () => {
    const { entry, options } = await makeDeneme(site.services, { form: "ydt", count: 20 });
    const { id, headers } = await pupil();
    const { attemptId } = (await site.services.deneme.start(id, entry.id))!;
    const calls = await together(21, (i) =>
      i === 10
        ? site.services.deneme.finish(id, attemptId).then(() => null)
        : api(headers, "POST", saveApiPath(attemptId).slice(7), {
            question: i < 10 ? i + 1 : i,
            choice: keyOf(i < 10 ? i + 1 : i, options),
          }),
    );
    const accepted = countOf(calls, (c) => c instanceof Response && c.status === 200);
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.id, attemptId));
    expect(attempt.right).toBe(accepted);
    expect(await answersOf(attemptId)).toHaveLength(accepted);
  });

  it("goes with the account and is in its export", async () => {
    const { entry } = await makeDeneme(site.services, { form: "okul", count: 3 });
    const { id } = await pupil();
    const { attemptId } = (await site.services.deneme.start(id, entry.id))!;
    await site.services.deneme.save(id, attemptId, [{ question: 1, choice: "A", marked: true }]);
    await site.services.deneme.finish(id, attemptId);
    const exported = await site.services.account.exportData(id, null);
    expect(exported).not.toBe("too-many-requests");
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    expect((exported as { deneme: { attempts: unknown[] } }).deneme.attempts).toMatchObject([
      { entryId: entry.id, form: "okul", right: 1, net: 1, answers: [{ question: 1, choice: "A", marked: true }] },
    ]);
    await db().delete(users).where(eq(users.id, id));
    expect(await db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, id))).toEqual([]);
    expect(await answersOf(attemptId)).toEqual([]);
  });
});

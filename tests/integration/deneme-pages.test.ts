import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentPath } from "#core/content.ts";
import { denemePath, examPath, resultPath } from "#core/deneme/deneme.ts";
import { bookletPath } from "#core/deneme/report-paths.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import { denemeAnswers, denemeAttempts } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { denemeQuiz, keyOf, makeDeneme } from "#tests/support/deneme.ts";
import { makeContent } from "#tests/support/factories.ts";
import { together } from "#tests/support/race.ts";
import { requestsTo, textOf, visitorHeaders, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * The deneme's pages as the built site serves them (decision 0121): the start page and 'Başla'
 * (the device's times ignored), the exam without scripts a page of five at a time, no key in the
 * page or its `.data` before the end, the result its owner's only, the entry's link, the admin's form,
 * and a reading text shared by questions (decision 0130) on the exam's pages, in the booklet and the result.
 */
describe.each(dbKinds)("deneme pages on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { post, get } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  const pupil = async () => {
    const headers = await sessionHeaders(site.services, "user");
    const user = await site.services.auth.userForSession(headers.Cookie.slice(4));
    return { headers, id: user!.id };
  };
  const attemptsOf = (userId: number) => db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, userId));

  it("shows the form, the count, the minutes and the rules; 'Başla' at once from two tabs starts one attempt at the server's time", async () => {
    const { entry } = await makeDeneme(site.services, { form: "lgs", minutes: 30, count: 12 });
    const visitor = textOf(await (await get(visitorHeaders(), denemePath(entry.id))).text());
    expect(visitor).toContain(trDeneme.formName.lgs);
    expect(visitor).toContain(trDeneme.facts(12, 30));
    expect(visitor).toContain(trDeneme.rule.lgs);
    expect(visitor).toContain(trDeneme.signIn);
    // The entry's own page leads to it.
    expect(await (await get(visitorHeaders(), contentPath(entry))).text()).toContain(`href="${denemePath(entry.id)}"`);

    const { headers, id } = await pupil();
    const forged = {
      intent: "start",
      startedAt: "2020-01-01T00:00:00Z",
      endsAt: "2099-01-01T00:00:00Z",
      minutes: "999",
    };
    const answers = await together(4, () => post(headers, denemePath(entry.id), forged));
    expect(answers.map((a) => a.headers.get("Location"))).toEqual(Array(4).fill(examPath(entry.id)));
    const [attempt, ...more] = await attemptsOf(id);
    expect(more).toEqual([]);
    expect(Math.abs(attempt.startedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(attempt.endsAt.getTime() - attempt.startedAt.getTime()).toBe(30 * 60_000);
  });

  it("runs without scripts: five questions a page, each page saved, the end in words, no key before the end", async () => {
    const { entry, options } = await makeDeneme(site.services, {
      form: "lgs",
      count: 7,
      topics: "1: Friendship\n6: Teen Life",
    });
    const { headers, id } = await pupil();
    await post(headers, denemePath(entry.id), { intent: "start" });
    const page = await get(headers, examPath(entry.id));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toMatch(/Sınav \d\d:\d\d'(da|de|ta|te) biter\./);
    expect(html.match(/<fieldset/g)).toHaveLength(5);
    for (const leak of ["Because", "correct", '"key"', "explanation"]) expect(html).not.toContain(leak);
    const data = await (await get(headers, `${examPath(entry.id)}.data`)).text();
    expect(data).toContain("Question number 1?");
    for (const leak of ["Because", "correct", '"key"', "explanation"]) expect(data).not.toContain(leak);

    const first = await post(headers, examPath(entry.id), {
      page: "1",
      go: "2",
      s1: keyOf(1, options),
      s2: "",
      m3: "1",
    });
    expect(first.headers.get("Location")).toBe(examPath(entry.id, 2));
    const second = await get(headers, examPath(entry.id, 2));
    expect((await second.text()).match(/<fieldset/g)).toHaveLength(2);
    const ask = await post(headers, examPath(entry.id), {
      page: "2",
      go: "bitir",
      s6: keyOf(6, options) === "A" ? "B" : "A",
    });
    expect(ask.headers.get("Location")).toBe(`${examPath(entry.id, 2)}&bitir=1`);
    expect(textOf(await (await get(headers, `${examPath(entry.id, 2)}&bitir=1`)).text())).toContain(
      trDeneme.finishAsk(5),
    );
    const [attempt] = await attemptsOf(id);
    // Before the end: no result for anyone, the owner included.
    expect((await get(headers, resultPath(attempt.id))).status).toBe(404);

    const finished = await post(headers, examPath(entry.id), { intent: "finish" });
    expect(finished.headers.get("Location")).toBe(resultPath(attempt.id));
    const result = textOf(await (await get(headers, resultPath(attempt.id))).text());
    expect(result).toContain(trDeneme.resultTitle);
    expect(result).toContain("Because 1");
    expect(result).toContain(trDeneme.study);
    // One right, one wrong (6): 1 − 1/3; Teen Life (the wrong one) comes first, weakest.
    const [row] = await attemptsOf(id);
    expect(row).toMatchObject({ right: 1, wrong: 1, blank: 5 });
    expect(result.indexOf("Teen Life")).toBeLessThan(result.indexOf("Friendship"));
    const marked = await db().select().from(denemeAnswers).where(eq(denemeAnswers.attemptId, attempt.id));
    expect(marked.find((a) => a.question === 3)).toMatchObject({ choice: null, marked: true });

    // Another pupil reads nothing of it and cannot save into it.
    const other = await pupil();
    expect((await get(other.headers, resultPath(attempt.id))).status).toBe(404);
    const otherPost = await post(other.headers, examPath(entry.id), { page: "1", go: "2", s1: "A" });
    expect(otherPost.headers.get("Location")).toBe(denemePath(entry.id));
  });

  it("refuses a page saved after the end: nothing changes, the pupil sees the result", async () => {
    const { entry } = await makeDeneme(site.services, { form: "ydt", count: 5 });
    const { headers, id } = await pupil();
    await post(headers, denemePath(entry.id), { intent: "start" });
    const [attempt] = await attemptsOf(id);
    // The page was drawn; the end passes before its form arrives.
    await db()
      .update(denemeAttempts)
      .set({ startedAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(denemeAttempts.id, attempt.id));
    const late = await post(headers, examPath(entry.id), { page: "1", go: "2", s1: "A" });
    expect(late.headers.get("Location")).toBe(resultPath(attempt.id));
    expect(await db().select().from(denemeAnswers).where(eq(denemeAnswers.attemptId, attempt.id))).toEqual([]);
    expect((await attemptsOf(id))[0].finishedAt).not.toBeNull();
  });

  it("scores what was saved when the time is up, for a pupil who closed the page", async () => {
    const { entry, options } = await makeDeneme(site.services, { form: "lgs", count: 6 });
    const { headers, id } = await pupil();
    await post(headers, denemePath(entry.id), { intent: "start" });
    await post(headers, examPath(entry.id), { page: "1", go: "2", s1: keyOf(1, options), s2: keyOf(2, options) });
    const [attempt] = await attemptsOf(id);
    await db()
      .update(denemeAttempts)
      .set({ startedAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(denemeAttempts.id, attempt.id));
    // Back on the exam page after the end: the result, scored from the two saved answers.
    const back = await get(headers, examPath(entry.id));
    expect(back.headers.get("Location")).toBe(resultPath(attempt.id));
    expect((await attemptsOf(id))[0]).toMatchObject({ right: 2, wrong: 0, blank: 4, net: 2 });
    // The start page offers a new attempt, and the earlier one is in the history.
    const start = textOf(await (await get(headers, denemePath(entry.id))).text());
    expect(start).toContain(trDeneme.start);
    expect(start).toContain(trDeneme.history);
  });

  it("lets only the admin set a deneme, refusing in Turkish what the quiz cannot be", async () => {
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 4 });
    const { headers } = await pupil();
    expect((await get(headers, `/notekle/${entry.id}/deneme`)).status).toBe(404);
    const admin = await sessionHeaders(site.services, "admin");
    expect((await get(admin, `/notekle/${entry.id}/deneme`)).status).toBe(200);
    const bad = await post(admin, `/notekle/${entry.id}/deneme`, {
      intent: "save",
      form: "ydt",
      minutes: "1",
      topics: "",
    });
    expect(bad.status).toBe(400);
    const said = textOf(await bad.text());
    expect(said).toContain(trDenemeAdmin.wrongOptionCount("1, 2, 3, 4", 5));
    expect(said).toContain(trDenemeAdmin.badMinutes(5, 240));
    const good = await post(admin, `/notekle/${entry.id}/deneme`, {
      intent: "save",
      form: "okul",
      minutes: "15",
      topics: "2: Food",
    });
    expect(good.status).toBe(302);
    expect(await site.services.deneme.intro(null, entry.id)).toMatchObject({ form: "okul", minutes: 15 });
  });

  it("leads 'Bu konuyu çalış' to the unit a topic names and to its word list, and searches a topic that names none", async () => {
    // Grade 8's unit 1 is 'Friendship' and has a word list; 'Space' is no unit of grade 8.
    await site.services.units.addMissing([
      { sinif: 8, unite: 1, donem: 1, nameEn: "Friendship", nameTr: "Arkadaşlık" },
    ]);
    const words = await makeContent(site.services.database, {
      sinif: 8,
      unite: 1,
      type: "/kelimeler",
      konuIng: "Friendship Words",
      konuTr: "Arkadaşlık kelimeleri",
    });
    const { entry } = await makeDeneme(site.services, { form: "lgs", count: 3, topics: "1: FRIENDSHIP\n2: Space" });
    const { headers, id } = await pupil();
    await post(headers, denemePath(entry.id), { intent: "start" });
    await post(headers, examPath(entry.id), { intent: "finish" });
    const [attempt] = await attemptsOf(id);
    const html = await (await get(headers, resultPath(attempt.id))).text();
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    expect(hrefs).toContain("/classes/8#donem-1-unite-1");
    expect(hrefs).toContain(`${contentPath(words)}#kelimeler`);
    expect(hrefs).toContain(`/ara?${new URLSearchParams({ q: "Space", sinif: "8" })}`);
    expect(textOf(html)).toContain(trDeneme.studyWords);
  });

  describe("a reading text shared by questions (decision 0130)", () => {
    const PASSAGE = "Ali lives by the sea in Izmir.\nHe swims every morning before school.";
    /** denemeQuiz's seven LGS questions: questions 4-6 share the passage (a page break after 5), 7 stands alone after "---". */
    const gift = () => {
      const blocks = denemeQuiz(7, 4).split("\n\n");
      return [...blocks.slice(0, 3), `::Reading:: ${PASSAGE}`, ...blocks.slice(3, 6), "---", blocks[6]].join("\n\n");
    };
    /** The page's drawn passages (not its data): each with what comes after it, up to the next one. */
    const passagesIn = (html: string) => html.split('data-testid="deneme-passage"').slice(1);
    const KEY_LEAKS = ["Because", "correct", '"key"', "explanation"];

    it("shows it without scripts above the run's first question on each page, in English, with no key", async () => {
      const { entry } = await makeDeneme(site.services, { form: "lgs", gift: gift() });
      const { headers } = await pupil();
      await post(headers, denemePath(entry.id), { intent: "start" });

      const first = await (await get(headers, examPath(entry.id))).text();
      const [above4, ...more] = passagesIn(first);
      expect(more).toEqual([]);
      // Once, above question 4 (after 3), for questions 4 to 6; its lines kept, in English.
      expect(first.indexOf('id="s3"')).toBeLessThan(first.indexOf('data-testid="deneme-passage"'));
      expect(above4).toMatch(
        /^[\s\S]*?<p lang="en" class="[^"]*whitespace-pre-line[^"]*">Ali lives by the sea in Izmir.\nHe swims/,
      );
      expect(above4).toContain('id="s4"');
      expect(textOf(above4)).toContain(trDeneme.passageFor(4, 6));
      for (const leak of KEY_LEAKS) expect(first).not.toContain(leak);

      // Page 2 starts inside the run: the passage again above question 6, none above 7 (after "---").
      const second = await (await get(headers, examPath(entry.id, 2))).text();
      const [above6, ...none] = passagesIn(second);
      expect(none).toEqual([]);
      expect(above6.indexOf('id="s6"')).toBeLessThan(above6.indexOf('id="s7"'));
      expect(textOf(above6)).toContain("He swims every morning before school.");
      for (const leak of KEY_LEAKS) expect(second).not.toContain(leak);
      const data = await (await get(headers, `${examPath(entry.id)}.data`)).text();
      expect(data).toContain("He swims every morning");
      for (const leak of KEY_LEAKS) expect(data).not.toContain(leak);
    });

    it("prints it once in the booklet before its questions, and folds it in the result before question 4", async () => {
      const { entry } = await makeDeneme(site.services, { form: "lgs", gift: gift() });
      const made = await makeClassWithPupils(db(), { pupils: [] });
      const teacher = withSession((await site.services.auth.createSession(made.teacherId)).token);
      const booklet = await (await get(teacher, bookletPath(made.id, entry.id))).text();
      const [printed, ...again] = passagesIn(booklet);
      expect(again).toEqual([]);
      expect(booklet.indexOf('data-question="3"')).toBeLessThan(booklet.indexOf('data-testid="deneme-passage"'));
      expect(textOf(printed)).toContain(PASSAGE);
      expect(printed.indexOf("Question number 4?")).toBeLessThan(printed.indexOf("Question number 7?"));
      for (const leak of KEY_LEAKS) expect(booklet).not.toContain(leak);

      const { headers, id } = await pupil();
      await post(headers, denemePath(entry.id), { intent: "start" });
      await post(headers, examPath(entry.id), { intent: "finish" });
      const [attempt] = await attemptsOf(id);
      const result = await (await get(headers, resultPath(attempt.id))).text();
      const [folded, ...twice] = passagesIn(result);
      expect(twice).toEqual([]);
      expect(result.indexOf("Question number 3?")).toBeLessThan(result.indexOf('data-testid="deneme-passage"'));
      expect(folded).toMatch(/^[^>]*><summary[^>]*>/);
      expect(textOf(folded)).toContain(`${trDeneme.showPassage}</summary>`);
      expect(textOf(folded)).toContain(PASSAGE);
      expect(folded.indexOf("</details>")).toBeLessThan(folded.indexOf("Question number 4?"));
    });
  });
});

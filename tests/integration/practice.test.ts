import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { publicQuiz } from "#core/quiz-formats.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";
import { quizResults, quizzes } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";
import { formPost } from "#tests/support/requests.ts";
import { requestsTo, visitorHeaders } from "#tests/support/requests.ts";

const WORDS =
  "English\tTürkçe\tÖrnek\nchess\tsatranç\tDo you play chess?\nkite\tuçurtma\t\npuzzle\tyapboz\tI love puzzles.\nhobby\thobi\t";
const QUIZ = `What is "satranç" in English?{~kite =chess ~puzzle}

Chess is a game.{T}

Write it in English: uçurtma{=kite}

Match them.{=chess -> satranç =kite -> uçurtma}`;

/**
 * Word lists and quizzes through HTTP on PGlite and PostgreSQL: the admin's
 * API, the content page with and without a result, the worksheet, and what a pupil or
 * an attacker can send.
 */
describe.each(dbKinds)("practice on %s", (kind) => {
  let words: ContentEntry;
  let test: ContentEntry;
  let reading: ContentEntry;

  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  beforeAll(async () => {
    words = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/kelimeler",
      konuIng: "Games and Hobbies",
      konuTr: "Oyunlar ve Hobiler",
    });
    test = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/tests",
      konuIng: "Unit 3 Test",
      konuTr: "3. Ünite Testi",
    });
    reading = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/reading",
      konuIng: "A Story",
      konuTr: "Bir Öykü",
    });
  });

  const put = (headers: Record<string, string>, path: string, body: string, type = "text/plain") =>
    site.app.request(path, { method: "PUT", headers: { ...headers, "Content-Type": type }, body });
  const { post } = requestsTo(() => site.app);
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await site.app.request(path, { headers })).text();
  /** A text as the page's HTML carries it: React writes an apostrophe as an entity. */
  const inHtml = (text: string) => text.replace(/'/g, "&#x27;");

  it("the admin's API stores a word list and a quiz, and refuses bad ones whole, with each line", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const stored = await put(admin, `/api/v1/contents/${words.id}/words`, WORDS, "text/tab-separated-values");
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ id: words.id, count: 4 });

    const bad = await put(admin, `/api/v1/contents/${words.id}/words`, "cat,kedi\ndog\n,kuş", "text/csv");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid", problems: [{ line: 2 }, { line: 3 }] });
    expect((await site.services.practice.sources(words.id)).words).toHaveLength(4);

    expect((await put(admin, `/api/v1/contents/${test.id}/quiz`, QUIZ)).status).toBe(200);
    const aiken = await put(admin, `/api/v1/contents/${test.id}/quiz?format=aiken`, "Q?\nA. a\nB. b\nANSWER: Z");
    expect(aiken.status).toBe(400);
    expect((await aiken.json()).problems[0].message).toContain("“Z” seçenekler arasında yok");
    expect((await site.services.practice.sources(test.id)).quiz?.format).toBe("gift");

    // The wrong type, the wrong media type, another site, a pupil, nobody.
    expect((await put(admin, `/api/v1/contents/${reading.id}/words`, WORDS)).status).toBe(409);
    expect((await put(admin, `/api/v1/contents/${test.id}/quiz`, QUIZ, "application/json")).status).toBe(415);
    expect((await put(admin, `/api/v1/contents/${test.id}/quiz?format=xml`, QUIZ)).status).toBe(400);
    expect(
      (await put({ ...admin, Origin: "https://kotu.example" }, `/api/v1/contents/${test.id}/quiz`, "X?{T}")).status,
    ).toBe(403);
    expect(
      (await put(await sessionHeaders(site.services, "user"), `/api/v1/contents/${test.id}/quiz`, "X?{T}")).status,
    ).toBe(403);
    expect((await put(visitorHeaders(), `/api/v1/contents/${test.id}/quiz`, "X?{T}")).status).toBe(401);
    const big = await put(admin, `/api/v1/contents/${test.id}/quiz`, "x".repeat(1_100_000));
    expect(big.status).toBe(413);
    const [row] = await site.services.database.db
      .select({ source: quizzes.source })
      .from(quizzes)
      .where(eq(quizzes.contentId, test.id));
    expect(row.source).toBe(QUIZ);
  });

  it("the admin's API takes a quiz exported from Moodle as XML; a DOCTYPE (XXE, billion laughs) or an oversized body changes nothing", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const exam = await makeContent(site.services.database, {
      sinif: 6,
      unite: 2,
      type: "/tests",
      konuIng: "Moodle Test",
      konuTr: "Moodle Testi",
    });
    const moodle = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/6</text></category></question>
  <question type="multichoice"><questiontext format="html"><text><![CDATA[<p>What time is it? <em>(12:30)</em></p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>half past twelve</text></answer><answer fraction="0"><text>quarter to one</text></answer></question>
  <question type="truefalse"><questiontext><text>Ankara is the capital of Türkiye.</text></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>
</quiz>`;
    const saved = await put(admin, `/api/v1/contents/${exam.id}/quiz?format=moodle`, moodle, "application/xml");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ count: 2 });
    expect((await site.services.practice.sources(exam.id)).quiz).toMatchObject({ format: "moodle", source: moodle });
    // The page shows its questions as any quiz's, without their answers.
    const html = await page(contentPath(exam));
    expect(html).toContain("What time is it? (12:30)");
    expect(html).not.toContain('fraction="100"');

    const xxe = moodle
      .replace("<quiz>", '<!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<quiz>')
      .replace("half past twelve", "&x;");
    const refused = await put(admin, `/api/v1/contents/${exam.id}/quiz?format=moodle`, xxe, "text/xml");
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems[0].message).toContain("DOCTYPE");
    const huge = await put(
      admin,
      `/api/v1/contents/${exam.id}/quiz?format=moodle`,
      moodle.replace("half past twelve", "a".repeat(1_100_000)),
      "application/xml",
    );
    expect(huge.status).toBe(413);
    // A GIFT quiz is not sent as XML.
    expect((await put(admin, `/api/v1/contents/${exam.id}/quiz`, "X?{T}", "application/xml")).status).toBe(415);
    expect((await site.services.practice.sources(exam.id)).quiz).toMatchObject({ format: "moodle", source: moodle });
  });

  it("the content page shows the word table and a quiz form that holds no answer", async () => {
    const wordsHtml = await page(contentPath(words));
    expect(wordsHtml).toContain("Kelime listesi");
    expect(wordsHtml).toMatch(/<td[^>]*lang="en"[^>]*>chess<\/td><td[^>]*>satranç<\/td>/);
    expect(wordsHtml).toContain('data-say="chess"');

    const html = await page(contentPath(test));
    expect(html).toContain("Çevrimiçi test");
    expect(html).toContain("What is &quot;satranç&quot; in English?");
    // No answer anywhere in the page (the markup nor the hydration data): no 'correct' flag, no short answer.
    expect(html).not.toMatch(/correct|"answers?"/);
    expect(html).not.toContain("uçurtma{");
    expect(html.split("kite").length).toBeGreaterThan(1); // 'kite' is an option of question 1…
    expect(html).not.toContain('value="kite"'); // …but the short answer's field is empty.
    // A page without practice gets none of it.
    expect(await page(contentPath(reading))).not.toContain("Çevrimiçi test");
  });

  it("draws a reading text shared by questions once, above the first of them (decision 0130)", async () => {
    const exam = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/tests",
      konuIng: "Reading Test",
      konuTr: "Okuma Testi",
    });
    const text = "Ali has a kite.\nHe flies it in the park.";
    const stored = await site.services.practice.setQuiz(
      exam,
      "gift",
      `Is chess a game? {T}\n\n${text}\n\nWhat does Ali have? {=a kite ~a ball}\n\nWhere does he fly it? {=in the park ~at school}`,
    );
    expect(stored).toEqual({ ok: true, count: 3 });
    const html = await page(contentPath(exam));
    const drawn = html.split(`lang="en" class="rounded-xl bg-slate-50`);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]).toMatch(/^[^>]*whitespace-pre-line[^>]*>Ali has a kite.\nHe flies it in the park.<\/p>/);
    expect(drawn[0]).toContain('data-question="q1"');
    expect(drawn[1].indexOf('data-question="q2"')).toBeLessThan(drawn[1].indexOf('data-question="q3"'));
    // The worksheet prints it once, above the numbers of its questions: a new list from 2, not beside a number.
    const sheet = await page(`${contentPath(exam)}/yazdir`);
    // Drawn once (the page's data for its scripts holds it too, as a string).
    expect(sheet.split(">Ali has a kite.")).toHaveLength(2);
    const [beforeText, afterText] = sheet.split(">Ali has a kite.");
    expect(beforeText).toContain("Is chess a game?");
    expect(afterText).toMatch(/^[\s\S]*?<\/p><ol start="2"[^>]*><li[^>]*><span lang="en">What does Ali have\?/);
  });

  it("scores a plain form on the server: score, each wrong answer with the right one, 'Tekrar dene'", async () => {
    const version = /name="version" value="(\d+)"/.exec(await page(contentPath(test)))![1];
    const answered = await post(visitorHeaders(), contentPath(test), {
      intent: "quiz",
      version,
      q1: "1",
      q2: "false",
      q3: "  KITE ",
      "q4.0": "satranç",
      "q4.1": "uçurtma",
    });
    expect(answered.status).toBe(200);
    const html = await answered.text();
    expect(html).toContain(inHtml("Sonucun: 4 sorudan 3'ü doğru (%75)"));
    expect(html).toContain("✗ Yanlış");
    expect(html).toMatch(/Doğru cevap: Doğru/);
    expect(html).toContain("Tekrar dene");
    expect(html).toContain('data-quiz-result="3/4"');
    expect(html).toContain(`data-quiz-version="${version}"`); // the device keeps its best per version
    // A visitor's result is not kept on the server.
    expect(
      await site.services.database.db.select().from(quizResults).where(eq(quizResults.contentId, test.id)),
    ).toEqual([]);
  });

  it("keeps a signed-in pupil's best and last score, and a passing result marks the entry done", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const userId = (await site.services.auth.userForSession(pupil.Cookie.slice(4)))!.id;
    const version = /name="version" value="(\d+)"/.exec(await page(contentPath(test), pupil))![1];
    await post(pupil, contentPath(test), {
      intent: "quiz",
      version,
      q1: "1",
      q2: "true",
      q3: "kite",
      "q4.0": "satranç",
      "q4.1": "uçurtma",
    });
    await post(pupil, contentPath(test), { intent: "quiz", version, q1: "0" });
    expect(await site.services.practice.resultOf(userId, test.id)).toEqual({ best: 4, last: 0, total: 4 });
    expect((await site.services.marks.state(userId)).done).toEqual([test.id]);
    expect(await page(contentPath(test), pupil)).toContain("En iyi sonucun: 4 sorunun hepsi doğru");
    const exported = await (await site.app.request("/hesabim/verilerim.json", { headers: pupil })).json();
    expect(exported.quizResults).toEqual([
      { entryId: test.id, best: 4, last: 0, total: 4, updatedAt: expect.any(String) },
    ]);
  });

  it("starts a pupil's best again when the quiz changes, even to as many questions", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const userId = (await site.services.auth.userForSession(pupil.Cookie.slice(4)))!.id;
    const admin = await sessionHeaders(site.services, "admin");
    const versionOf = async () => /name="version" value="(\d+)"/.exec(await page(contentPath(test), pupil))![1];
    await post(pupil, contentPath(test), {
      intent: "quiz",
      version: await versionOf(),
      q1: "1",
      q2: "true",
      q3: "kite",
      "q4.0": "satranç",
      "q4.1": "uçurtma",
    });
    expect(await site.services.practice.resultOf(userId, test.id)).toEqual({ best: 4, last: 4, total: 4 });

    // The teacher rewrites the quiz: four questions still, other answers.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = QUIZ.replace("{~kite =chess ~puzzle}", "{=kite ~chess ~puzzle}").replace("{T}", "{F}");
    const visitorVersion = async () => /name="version" value="(\d+)"/.exec(await page(contentPath(test)))![1];
    const before = await visitorVersion();
    expect((await put(admin, `/api/v1/contents/${test.id}/quiz`, changed)).status).toBe(200);
    // The page every visitor shares carries the new quiz at once (its kept copy is dropped).
    expect(await visitorVersion()).not.toBe(before);
    expect(await page(contentPath(test), pupil)).not.toContain("En iyi sonucun");
    expect(await site.services.practice.resultOf(userId, test.id)).toBeNull();
    await post(pupil, contentPath(test), { intent: "quiz", version: await versionOf(), q1: "1" });
    expect(await site.services.practice.resultOf(userId, test.id)).toEqual({ best: 0, last: 0, total: 4 });
    expect(await page(contentPath(test), pupil)).toContain("En iyi sonucun: 4 sorudan hiçbiri doğru değil");

    // Put the quiz back for the tests below.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put(admin, `/api/v1/contents/${test.id}/quiz`, QUIZ)).status).toBe(200);
  });

  it("stops a flood of answers from one address with a Turkish message, not an error page", async () => {
    const strict = await startTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "0.01" } });
    try {
      const entry = await makeContent(strict.services.database, {
        sinif: 5,
        type: "/tests",
        konuIng: "Flood Test",
        konuTr: "Sel",
      });
      await strict.services.practice.setQuiz(entry, "gift", QUIZ);
      const version = /name="version" value="(\d+)"/.exec(
        await (await strict.app.request(contentPath(entry))).text(),
      )![1];
      const send = () => formPost(strict.app, contentPath(entry), { intent: "quiz", version, q1: "1" });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Çok fazla deneme yapıldı.");
    } finally {
      await strict.close();
    }
  });

  it("refuses answers to a changed quiz and forged fields without an error page", async () => {
    const stale = await post(visitorHeaders(), contentPath(test), { intent: "quiz", version: "1", q1: "1" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Bu test artık yok ya da değişti.");
    const version = /name="version" value="(\d+)"/.exec(await page(contentPath(test)))![1];
    const forged = await post(visitorHeaders(), contentPath(test), {
      intent: "quiz",
      version,
      q1: "-1",
      "q1.999999": "x",
      __proto__: "y",
      q2: "x".repeat(5_000),
    });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toContain("Sonucun: 4 sorudan hiçbiri doğru değil");
    const foreign = await post({ Origin: "https://kotu.example" }, contentPath(test), {
      intent: "quiz",
      version,
      q1: "1",
    });
    expect(foreign.status).toBe(403);
  });

  it("checks one question as the pupil goes, right or wrong only, and never a question not asked", async () => {
    const version = /name="version" value="(\d+)"/.exec(await page(contentPath(test)))![1];
    const check = (body: Record<string, string>) =>
      post(visitorHeaders(), "/alistirma/kontrol", { id: String(test.id), version, ...body });
    // A wrong answer to every question: the answers stay unknown until the whole form is sent.
    const wrong: Record<string, string>[] = [
      { q1: "0" },
      { q2: "false" },
      { q3: "kit" },
      { "q4.0": "uçurtma", "q4.1": "satranç" },
    ];
    for (const [i, answer] of wrong.entries()) {
      const text = await (await check({ question: `q${i + 1}`, ...answer })).text();
      expect(JSON.parse(text)).toEqual({ correct: false });
      expect(text).not.toMatch(/chess|kite|Doğru|satranç ?->|→/);
    }
    expect(await (await check({ question: "q3", q3: "Kite" })).json()).toEqual({ correct: true });
    expect((await check({ question: "q99", q99: "0" })).status).toBe(409);
    expect((await check({ question: "q1", q1: "0", version: "5" })).status).toBe(409);
    expect((await post(visitorHeaders(), "/alistirma/kontrol", { id: "abc" })).status).toBe(400);
  });

  it("prints a worksheet without navigation; the answer key only for the admin who asks", async () => {
    const sheetPath = `${contentPath(test)}/yazdir`;
    const sheet = await page(sheetPath);
    expect(sheet).toContain("Ad Soyad:");
    expect(sheet).not.toContain('aria-label="Ana menü"');
    expect(sheet).not.toContain("Cevap anahtarı</h2>");
    expect((await site.app.request(`${contentPath(reading)}/yazdir`)).status).toBe(404);

    // The teacher: the content page offers the key, the worksheet prints it on its last page.
    const admin = await sessionHeaders(site.services, "admin");
    expect(await page(contentPath(test), admin)).toContain(`href="${sheetPath}?anahtar=1"`);
    expect(await page(sheetPath, admin)).toContain("Cevap anahtarıyla yazdır");
    const withKey = await page(`${sheetPath}?anahtar=1`, admin);
    expect(withKey).toContain("Cevap anahtarı</h2>");
    expect(withKey).toMatch(/<li>b\) chess<\/li>/);
    expect(withKey).toContain("<li>1-a, 2-b</li>"); // chess → a) satranç, kite → b) uçurtma
    const wordsPath = `${contentPath(words)}/yazdir`;
    expect(await page(`${wordsPath}?anahtar=1`, admin)).toMatch(/chess<\/span>: (<!-- -->)?satranç/);
  });

  it.each(["a visitor", "a pupil"])(
    "gives %s who asks for the key the worksheet alone: no answer in the page, no link to the key",
    async (who) => {
      const headers = who === "a pupil" ? await sessionHeaders(site.services, "user") : {};
      for (const path of [contentPath(test), contentPath(words)]) {
        expect(await page(path, headers)).not.toContain("anahtar=1");
        const sheet = await page(`${path}/yazdir?anahtar=1`, headers);
        expect(sheet).toContain("Ad Soyad:");
        expect(sheet).not.toContain("Cevap anahtar");
        expect(sheet).not.toContain("anahtar=1");
        // Not in the markup, not in the hydration data: no flag, no short answer, no pairing, no Turkish of a listed word.
        expect(sheet).not.toMatch(/correct|"answers?"|"pairs"|<li>b\) chess<\/li>/);
        expect(sheet).not.toContain("satranç -&gt;");
        if (path === contentPath(words)) expect(sheet).not.toContain("satranç");
      }
    },
  );

  describe("ordering and gaps", () => {
    const HANDS_ON = `<quiz>
  <question type="ordering"><questiontext><text>Put the words in order.</text></questiontext>
    <answer fraction="1"><text>We</text></answer><answer fraction="2"><text>watch</text></answer><answer fraction="3"><text>the</text></answer><answer fraction="4"><text>parade</text></answer></question>
  <question type="ddwtos"><questiontext><text><![CDATA[<p>We [[1]] and [[2]] at the festival.</p>]]></text></questiontext>
    <dragbox><text>dance</text><group>1</group></dragbox><dragbox><text>sing</text><group>1</group></dragbox><dragbox><text>sleep</text><group>1</group></dragbox></question>
</quiz>`;
    const shown = publicQuiz((parseMoodleXml(HANDS_ON) as { ok: true; quiz: never }).quiz).questions as unknown as [
      { items: string[] },
      { bank: string[] },
    ];
    /** The form's fields as the page (with or without JavaScript) sends them. */
    const fields = (order: string[], gaps: string[]) => ({
      ...Object.fromEntries(order.map((w, place) => [`q1.${place}`, String(shown[0].items.indexOf(w))])),
      ...Object.fromEntries(gaps.map((w, i) => [`q2.${i}`, String(shown[1].bank.indexOf(w))])),
    });
    let entry: ContentEntry;
    let version: string;
    beforeAll(async () => {
      const admin = await sessionHeaders(site.services, "admin");
      entry = await makeContent(site.services.database, {
        sinif: 5,
        unite: 10,
        type: "/tests",
        konuIng: "Festivals Test",
        konuTr: "Festivaller Testi",
      });
      expect(
        (await put(admin, `/api/v1/contents/${entry.id}/quiz?format=moodle`, HANDS_ON, "application/xml")).status,
      ).toBe(200);
      version = /name="version" value="(\d+)"/.exec(await page(contentPath(entry)))![1];
    });

    it("the page holds the items shuffled, a select a place and a gap, and no answer", async () => {
      const html = await page(contentPath(entry));
      expect(html).toContain("1. sıra");
      expect(html).toMatch(/<select name="q2\.1" aria-label="2\. boşluk"/);
      expect(html).toContain("Kelime kutusu");
      // Neither the right order nor which word fills which gap, in the markup or the hydration data.
      expect(html).not.toMatch(/We<\/option><option[^>]*>watch<\/option><option[^>]*>the<\/option><option[^>]*>parade/);
      expect(html).not.toMatch(/"gaps":|"group"|"items":\["We","watch","the","parade"\]|fraction/);
      const bank = /Kelime kutusu<\/p><ul[^>]*>(.*?)<\/ul>/.exec(html)![1];
      expect([...bank.matchAll(/>([a-z]+)</g)].map((m) => m[1])).toEqual(["dance", "sing", "sleep"]);
    });

    it("a pupil's form is scored with partial credit, the right order shown, and the fractional best kept", async () => {
      const pupil = await sessionHeaders(site.services, "user");
      const userId = (await site.services.auth.userForSession(pupil.Cookie.slice(4)))!.id;
      // 'the parade We watch': 2 of 3 neighbours right; one gap of two. The form's own 'score' counts for nothing.
      const answered = await post(pupil, contentPath(entry), {
        intent: "quiz",
        version,
        score: "2",
        ...fields(["the", "parade", "We", "watch"], ["dance", "sleep"]),
      });
      expect(answered.status).toBe(200);
      const html = await answered.text();
      // Partly right in words, never a sum of credits like "1,17" (decision 0112).
      expect(html).toContain(inHtml("Sonucun: 2 sorudan 2'si kısmen doğru (%59)"));
      expect(html).not.toContain("1,17");
      expect(html).toContain('data-quiz-result="1.17/2"');
      expect(html).toContain("◐ Kısmen doğru (%67)");
      expect(html).toContain("◐ Kısmen doğru (%50)");
      expect(html).not.toContain("✗ Yanlış");
      expect(html).toMatch(/Doğru sıra: (<!-- -->)?<span lang="en">We \/ watch \/ the \/ parade<\/span>/);
      expect(await site.services.practice.resultOf(userId, entry.id)).toEqual({ best: 1.17, last: 1.17, total: 2 });
      await post(pupil, contentPath(entry), {
        intent: "quiz",
        version,
        ...fields(["We", "watch", "the", "parade"], ["dance", "sing"]),
      });
      expect(await site.services.practice.resultOf(userId, entry.id)).toEqual({ best: 2, last: 2, total: 2 });
      expect(await page(contentPath(entry), pupil)).toContain("En iyi sonucun: 2 sorunun hepsi doğru");
    });

    it("an ordering that is not a permutation is refused in Turkish and scores nothing; a forged score field counts for nothing", async () => {
      for (const forged of <Record<string, string>[]>[
        { "q1.0": "0", "q1.1": "0", "q1.2": "0", "q1.3": "0" },
        { "q1.0": "0", "q1.1": "1", "q1.2": "2", "q1.3": "7" },
        { "q1.0": "0", "q1.1": "1", "q1.2": "2" },
      ]) {
        const answered = await post(visitorHeaders(), contentPath(entry), {
          intent: "quiz",
          version,
          score: "2",
          total: "2",
          ...forged,
        });
        expect(answered.status).toBe(200);
        const html = await answered.text();
        expect(html).toContain(
          "Bu sıralama geçersiz: her öğe bir kez ve yalnızca bir kez seçilmeli. Bu soru puanlanmadı.",
        );
        expect(html).toContain('data-quiz-result="0/2"');
      }
    });

    it("the worksheet lists the shuffled items and the bank; the teacher's key gives the order and the gaps' words", async () => {
      const sheetPath = `${contentPath(entry)}/yazdir`;
      const sheet = await page(sheetPath);
      expect(sheet).toContain("Doğru sırayı yaz");
      expect(sheet).toContain("dance · sing · sleep");
      expect(sheet).not.toContain("1. dance; 2. sing");
      const key = await page(`${sheetPath}?anahtar=1`, await sessionHeaders(site.services, "admin"));
      expect(key).toMatch(/<li>.\) We → .\) watch → .\) the → .\) parade<\/li>/);
      expect(key).toContain("<li>1. dance; 2. sing</li>");
    });
  });
});

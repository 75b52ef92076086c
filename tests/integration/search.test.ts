import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { storageKey } from "#core/content.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";

/**
 * Search on PGlite and PostgreSQL, through the page and the API: Turkish
 * letters with and without their dots, English stems, one wrong letter, ranking,
 * filters, paging, and what an attacker sends.
 */
describe.each(everyEngine)("search on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  beforeAll(async () => {
    const make = (sinif: number, type: string, konuIng: string, konuTr: string, donem: 1 | 2 = 1) =>
      makeContent(site.services.database, { sinif, type, konuIng, konuTr, donem });
    await make(8, "/sinavlar", "Term 1 Sample Exam", "1. Dönem Örnek Sınavı");
    await make(8, "/tests", "Exam Practice Test", "Sınav Alıştırma Testi", 2);
    await make(6, "/kelimeler", "Places in İstanbul", "İstanbul'da Yerler");
    await make(7, "/phrasalVerbs", "Phrasal Verb: Give Up", "Deyimsel Fiil: Vazgeçmek");
    await make(5, "/kelimeler", "Games and Hobbies", "Oyunlar ve Hobiler");
    await make(5, "/konular", "Hobbies and Free Time Activities", "Hobiler ve Boş Zaman");
    for (let i = 0; i < 25; i++) await make(9, "/reading", `Reading Story ${i + 1}`, `Okuma Öyküsü ${i + 1}`);
  });

  const api = async (query: string) => {
    const res = await site.app.request(`/api/v1/search?${query}`);
    return { status: res.status, body: await res.json() };
  };
  const titles = (body: { items: { konuIng: string }[] }) => body.items.map((i) => i.konuIng);

  it("finds Turkish titles with or without their dots and cedillas", async () => {
    expect(titles((await api("q=sinav")).body)).toEqual(["Exam Practice Test", "Term 1 Sample Exam"]);
    expect(titles((await api("q=SINAV")).body)).toHaveLength(2);
    expect(titles((await api("q=ISTANBUL")).body)).toEqual(["Places in İstanbul"]);
    expect(titles((await api("q=istanbul")).body)).toEqual(["Places in İstanbul"]);
    expect(titles((await api("q=vazgecmek")).body)).toEqual(["Phrasal Verb: Give Up"]);
  });

  it("finds English words by their inflections and a word with one wrong letter", async () => {
    expect(titles((await api("q=verbs")).body)).toEqual(["Phrasal Verb: Give Up"]);
    expect(titles((await api("q=exams")).body)).toHaveLength(2);
    expect(titles((await api("q=hobbys")).body)).toEqual(expect.arrayContaining(["Games and Hobbies"]));
    expect(titles((await api("q=istanbol")).body)).toEqual(["Places in İstanbul"]);
  });

  it("ranks the whole query in a title first, filters by grade, type and term, and pages", async () => {
    expect(titles((await api("q=hobbies%20and")).body)[0]).toBe("Hobbies and Free Time Activities");
    expect(titles((await api("q=hobiler&grade=5&type=2")).body)).toEqual(["Games and Hobbies"]);
    expect(titles((await api("q=sinav&term=2")).body)).toEqual(["Exam Practice Test"]);
    const first = (await api("q=reading")).body;
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect((await api("q=reading&page=2")).body.items).toHaveLength(5);
    expect((await api("q=reading&page=9")).body).toMatchObject({ items: [], total: 25 });
  });

  it("answers nonsense, SQL, patterns and a 10,000-character query with 400 or a plain empty page, never an error", async () => {
    expect(await api("q=")).toMatchObject({
      status: 400,
      body: { message: "Aramak istediğiniz konuyu ya da kelimeyi yazın." },
    });
    expect(await api(`q=${"a".repeat(10_000)}`)).toMatchObject({
      status: 400,
      body: { message: "Arama metni en çok 100 karakter olabilir." },
    });
    expect(await api("q=sinav&grade=20")).toMatchObject({ status: 400, body: { code: "invalid-grade" } });
    for (const q of ["' or 1=1 --", "a:* | !b", "%_%", "(((((((((", "\\\\"]) {
      const { status } = await api(`q=${encodeURIComponent(q)}`);
      expect([200, 400]).toContain(status);
    }
    // The quote is only a separator: the words "sinav" and "1" find the one title with both, not every row.
    expect(titles((await api(`q=${encodeURIComponent("sinav' OR '1'='1")}`)).body)).toEqual(["Term 1 Sample Exam"]);
  });

  it("draws the page with highlighted, escaped matches, filter links and a Turkish message for a bad query", async () => {
    const html = await (await site.app.request("/ara?q=s%C4%B1nav")).text();
    expect(html).toContain("“sınav” için sonuçlar");
    expect(html).toContain("<mark>Sınav</mark>");
    expect(html).toContain('href="/ara?q=s%C4%B1nav&amp;sinif=8"');
    const script = await site.app.request(`/ara?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    const text = await script.text();
    expect(text).not.toContain("<script>alert(1)");
    expect(text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const short = await site.app.request("/ara?q=a");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Arama için en az 2 harf yazın.");
    expect((await site.app.request("/ara")).status).toBe(200);
  });

  it("quotes a PDF's text around words found only inside it, marked and escaped, in the page and the API", async () => {
    const name = "picnic-ffff0001.pdf";
    await site.services.storage.put(
      storageKey(4, name),
      makeDemoPdf({
        title: "Picnic",
        subtitle: "Piknik",
        lines: ["We took <sandwiches> and lemonade to the picnic by the lake."],
      }),
      "application/pdf",
    );
    await makeContent(site.services.database, {
      sinif: 4,
      konuIng: "Unit 6 Worksheet",
      konuTr: "6. Ünite Çalışma Kağıdı",
      file: name,
    });
    await site.services.pdfText.runOnce();
    const { body } = await api("q=lemonade");
    expect(body.items).toEqual([
      expect.objectContaining({
        konuIng: "Unit 6 Worksheet",
        snippet: expect.stringContaining("<sandwiches> and lemonade to the picnic"),
      }),
    ]);
    const html = await (await site.app.request("/ara?q=lemonade")).text();
    expect(html).toContain("Dosyanın içinde:");
    expect(html).toContain("&lt;sandwiches&gt; and <mark>lemonade</mark> to the picnic");
  });

  it("ranks a title before a PDF's text, and an exact word before a near spelling", async () => {
    // Made in the order the ranking must undo: near spelling first, then the file, then the title.
    await makeContent(site.services.database, {
      sinif: 10,
      konuIng: "Birds of a Feather",
      konuTr: "Tencere Yuvarlanmış",
    });
    const name = "seasons-ffff0002.pdf";
    await site.services.storage.put(
      storageKey(3, name),
      makeDemoPdf({
        title: "Seasons",
        subtitle: "Mevsimler",
        lines: ["Draw the weather of each season in the boxes."],
      }),
      "application/pdf",
    );
    await makeContent(site.services.database, {
      sinif: 3,
      konuIng: "Unit 2 Worksheet",
      konuTr: "2. Ünite Çalışma Kağıdı",
      file: name,
    });
    await site.services.pdfText.runOnce();
    await makeContent(site.services.database, { sinif: 3, konuIng: "The Weather Today", konuTr: "Bugün Hava" });
    expect(titles((await api("q=weather")).body)).toEqual([
      "The Weather Today",
      "Unit 2 Worksheet",
      "Birds of a Feather",
    ]);
  });

  it("suggests the first six entries as the pupil types, as data, with the page's rules and messages", async () => {
    await makeContent(site.services.database, {
      sinif: 9,
      konuIng: "<script>alert(1)</script> Reading Club",
      konuTr: "Okuma Kulübü",
    });
    const suggest = async (q: string) => {
      const res = await site.app.request(`/ara/oneriler?q=${encodeURIComponent(q)}`);
      return { status: res.status, type: res.headers.get("Content-Type"), body: await res.json() };
    };
    const reading = await suggest("READİNG");
    expect(reading.type).toContain("application/json");
    expect(reading.body.items).toHaveLength(6);
    expect(reading.body.total).toBe(26);
    const club = await suggest("okuma kulubu");
    expect(club.body.items).toEqual([
      {
        title: "<script>alert(1)</script> Reading Club",
        titleTr: "Okuma Kulübü",
        about: "9. Sınıf · Yeni Kelimeler",
        href: expect.stringMatching(/^\/classes\/9\/\d+-/),
      },
    ]);
    expect((await suggest("sinav")).body.items.map((i: { title: string }) => i.title)).toEqual([
      "Exam Practice Test",
      "Term 1 Sample Exam",
    ]);
    expect(await suggest("a")).toMatchObject({ status: 400, body: { message: "Arama için en az 2 harf yazın." } });
    expect(await suggest("x".repeat(10_000))).toMatchObject({
      status: 400,
      body: { message: "Arama metni en çok 100 karakter olabilir." },
    });
  });

  it("ranks at most two hundred matches of a very common word, says there are more, and a filter narrows them", async () => {
    const many = await startTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
    try {
      await many.services.database.db.execute(sql`
        insert into contents (sinif, unite, konu_ing, konu_tr, icerik_turu, donem, file, file_type)
        select 7, 1, 'Unit Review ' || i, 'Ünite Tekrarı ' || i, 3, 1, 'review-' || i || '.pdf', 'pdf' from generate_series(1, 300) as i`);
      await makeContent(many.services.database, { sinif: 8, konuIng: "Review", konuTr: "Tekrar" });
      const body = await (await many.app.request("/api/v1/search?q=review")).json();
      expect(body).toMatchObject({ total: 200, more: true, page: 1 });
      expect(body.items).toHaveLength(20);
      expect(await (await many.app.request("/ara?q=review")).text()).toContain(
        "200&#x27;den fazla sonuç. Aradığınızı bulmak için bir sözcük daha yazın",
      );
      expect(await (await many.app.request("/api/v1/search?q=review&page=11")).json()).toMatchObject({
        items: [],
        total: 200,
        more: true,
      });
      // The grade the pupil means, or one more word, and every match is ranked again.
      expect(await (await many.app.request("/api/v1/search?q=review&grade=8")).json()).toMatchObject({
        total: 1,
        more: false,
        items: [{ konuIng: "Review" }],
      });
      const narrowed = await (await many.app.request("/api/v1/search?q=review%20300")).json();
      expect(narrowed).toMatchObject({ more: false });
      expect(narrowed.items[0].konuIng).toBe("Unit Review 300");
    } finally {
      await many.close();
    }
  });

  it("stops a flood of searches from one address", async () => {
    const strict = await startTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "0.05" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await strict.app.request(`/api/v1/search?q=word${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Suggestions have their own, larger allowance (several a word), and it ends too.
      const suggested: number[] = [];
      for (let i = 0; i < 10; i++) suggested.push((await strict.app.request(`/ara/oneriler?q=word${i}`)).status);
      expect(suggested.slice(0, 9).every((s) => s === 200)).toBe(true);
      expect(suggested[9]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

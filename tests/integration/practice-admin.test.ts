import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { PRACTICE_FIELDS, PREVIEW_INTENT } from "#core/practice-form.ts";
import { contents, quizzes } from "#server/db/schema.ts";
import { uploadDir } from "#server/services.ts";
import { contentForm, files, sessionHeaders, type ContentFields } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * An entry's word list and quiz on the admin's add/edit form, through HTTP as the
 * form sends them without JavaScript (and the JSON API the form uses with it): pasted or read
 * from a file, previewed with every bad line (nothing stored), saved with the entry in one go,
 * or refused whole, leaving no entry and no file behind.
 */
describe.each(dbKinds)("word lists and quizzes on the add/edit form on %s", (kind) => {
  let admin: Record<string, string>;

  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  beforeAll(async () => {
    fs.mkdirSync(uploadDir(site.services.config), { recursive: true });
    admin = await sessionHeaders(site.services, "admin");
  });

  const vocabulary: ContentFields = {
    sinif: "6",
    unite: "2",
    konuIng: "Sports Phrasal Verbs",
    konuTr: "Spor Öbek Fiilleri",
    icerikTuru: "6",
    fileType: "pdf",
    donem: "1",
  };

  /** The form as a browser sends it: the entry's fields and file, the practice fields, empty file inputs. */
  function form(fields: ContentFields, practice: Record<string, string | File>, pdf = true): FormData {
    const body = contentForm(
      fields,
      pdf ? { bytes: files.pdf(), name: "sheet.pdf", type: "application/pdf" } : undefined,
    );
    if (!pdf) body.append("file", new File([], ""));
    for (const name of [PRACTICE_FIELDS.wordsFile, PRACTICE_FIELDS.quizFile])
      if (!(name in practice)) body.append(name, new File([], ""));
    for (const [name, value] of Object.entries(practice)) body.append(name, value);
    return body;
  }
  const post = (url: string, body: FormData, headers = admin) =>
    site.app.request(url, { method: "POST", redirect: "manual", headers, body });

  async function stored() {
    const keys: string[] = [];
    for await (const key of site.services.storage.list("images/")) keys.push(key);
    const [{ n }] = await site.services.database.db.select({ n: count() }).from(contents);
    return { entries: n, keys: keys.sort(), temps: fs.readdirSync(uploadDir(site.services.config)) };
  }
  const addedId = (res: Response) => Number(/eklendi=(\d+)/.exec(res.headers.get("Location") ?? "")?.[1]);

  it("adds an entry with a good word list in one save; its pupils' page shows the list, the edit form has it to edit", async () => {
    const res = await post(
      "/notekle",
      form(vocabulary, {
        [PRACTICE_FIELDS.words]:
          "English\tTürkçe\tÖrnek\r\nwarm up\tısınmak\twe warm up before the match.\r\nwork out\tantrenman yapmak\t\r\ngive up\tvazgeçmek",
      }),
    );
    expect(res.status).toBe(302);
    const id = addedId(res);
    expect((await site.services.practice.sources(id)).words).toEqual([
      { english: "warm up", turkish: "ısınmak", example: "we warm up before the match." },
      { english: "work out", turkish: "antrenman yapmak", example: null },
      { english: "give up", turkish: "vazgeçmek", example: null },
    ]);
    const entry = (await site.services.content.getById(id))!;
    expect(entry).toMatchObject({ konuIng: "Sports Phrasal Verbs", icerikTuru: 6 });
    const pupils = await (await site.app.request(contentPath(entry))).text();
    expect(pupils).toMatch(/<td[^>]*lang="en"[^>]*>work out<\/td><td[^>]*>antrenman yapmak<\/td>/);
    const edit = await (await site.app.request(`/notekle/${id}/duzenle`, { headers: admin })).text();
    expect(edit).toMatch(
      /<textarea[^>]*name="kelimeListesi"[^>]*>english,turkish,example\nwarm up,ısınmak,we warm up before the match\.\nwork out,antrenman yapmak,\ngive up,vazgeçmek,\n<\/textarea>/,
    );
  });

  it("refuses an add with a bad line: a Turkish message names the line, and neither the entry nor its file is stored", async () => {
    const before = await stored();
    const text = "warm up\tısınmak\nwork out\n\tantrenman yapmak\ngive up\tvazgeçmek";
    const res = await post("/notekle", form(vocabulary, { [PRACTICE_FIELDS.words]: text }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("2. satırda Türkçe karşılık eksik. (1 satırda daha sorun var.)");
    expect(html).toContain("3. satırda İngilizce kelime eksik.");
    expect(html).toContain("Düzeltilmesi gereken satırlar (bunlar düzelmeden hiçbir şey kaydedilmez)");
    // What was typed is kept (a form's multipart body has CRLF line ends), marked as wrong, with the entry's own fields.
    expect(html).toMatch(
      /<textarea(?=[^>]*name="kelimeListesi")(?=[^>]*aria-invalid="true")[^>]+>warm up\tısınmak\r?\nwork out\r?\n/,
    );
    expect(html).toContain('value="Sports Phrasal Verbs"');
    expect(await stored()).toEqual(before);

    // The JSON API the form uses with JavaScript: the same refusal, every bad line by its field.
    const api = await site.app.request("/api/v1/contents", {
      method: "POST",
      headers: admin,
      body: form(vocabulary, { [PRACTICE_FIELDS.words]: text }),
    });
    expect(api.status).toBe(400);
    const body = (await api.json()) as {
      message: string;
      errors: Record<string, string>;
      problems: { field: string; line: number; message: string }[];
    };
    expect(body.message).toBe("2. satırda Türkçe karşılık eksik. (1 satırda daha sorun var.)");
    expect(body.errors).toEqual({ kelimeListesi: body.message });
    expect(body.problems).toEqual([
      { field: "kelimeListesi", line: 2, message: "2. satırda Türkçe karşılık eksik." },
      { field: "kelimeListesi", line: 3, message: "3. satırda İngilizce kelime eksik." },
    ]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a list on a type that takes none, and a quiz with an unknown syntax, each with its reason", async () => {
    const before = await stored();
    const topic = await post(
      "/notekle",
      form({ ...vocabulary, icerikTuru: "4" }, { [PRACTICE_FIELDS.words]: "kick off\tbaşlamak" }),
    );
    expect(topic.status).toBe(400);
    expect(await topic.text()).toContain("Bu içerik türüne kelime listesi eklenmez");
    const exam = await post(
      "/notekle",
      form(
        { ...vocabulary, icerikTuru: "1" },
        {
          [PRACTICE_FIELDS.quiz]: "Which is a sport?{=tennis ~table}\n\nHow much?{#3:1}",
          [PRACTICE_FIELDS.quizFormat]: "gift",
        },
      ),
    );
    expect(exam.status).toBe(400);
    expect(await exam.text()).toContain("3. satırdaki sayısal soru ({#...}) desteklenmiyor.");
    expect(await stored()).toEqual(before);
  });

  it("previews without JavaScript: every bad line, what was typed kept, nothing stored, the chosen file to be chosen again", async () => {
    const before = await stored();
    const bad = await post(
      "/notekle",
      form(vocabulary, {
        [PREVIEW_INTENT.name]: PREVIEW_INTENT.value,
        [PRACTICE_FIELDS.words]: "warm up\tısınmak\nwork out",
      }),
    );
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain("Önizleme hazır; henüz hiçbir şey kaydedilmedi.");
    expect(html).toContain("Seçtiğiniz içerik dosyası önizlemede saklanmaz: kaydetmeden önce yeniden seçin.");
    expect(html).toContain("2. satırda Türkçe karşılık eksik.");
    expect(html).toMatch(
      /<textarea(?=[^>]*name="kelimeListesi")(?=[^>]*aria-invalid="true")[^>]+>warm up\tısınmak\r?\nwork out<\/textarea>/,
    );
    expect(html).toContain('value="Spor Öbek Fiilleri"');

    const good = await (
      await post(
        "/notekle",
        form(
          vocabulary,
          {
            [PREVIEW_INTENT.name]: PREVIEW_INTENT.value,
            [PRACTICE_FIELDS.words]: "warm up\tısınmak\nwork out\tantrenman yapmak",
          },
          false,
        ),
      )
    ).text();
    expect(good).toContain("Önizleme: 2 kelime");
    expect(good).toMatch(/warm up<\/span> — (<!-- -->)?ısınmak/);
    expect(good).not.toContain("yeniden seçin");
    expect(await stored()).toEqual(before);
  });

  it("reads a chosen .csv file (quoted, UTF-8) instead of the field; a file that is not text is refused", async () => {
    const csv =
      'English,Türkçe,Örnek\n"catch up","yetişmek","Run, or you won\'t catch up with us!"\nsign up,kaydolmak,\n';
    const res = await post(
      "/notekle",
      form(vocabulary, {
        [PRACTICE_FIELDS.words]: "this text is not read",
        [PRACTICE_FIELDS.wordsFile]: new File([csv], "liste.csv", { type: "text/csv" }),
      }),
    );
    expect(res.status).toBe(302);
    expect((await site.services.practice.sources(addedId(res))).words).toEqual([
      { english: "catch up", turkish: "yetişmek", example: "Run, or you won't catch up with us!" },
      { english: "sign up", turkish: "kaydolmak", example: null },
    ]);
    const before = await stored();
    const latin = await post(
      "/notekle",
      form(vocabulary, {
        [PRACTICE_FIELDS.words]: "",
        [PRACTICE_FIELDS.wordsFile]: new File([new Uint8Array([0x63, 0x61, 0x74, 0x2c, 0xfe, 0x0a])], "eski.csv", {
          type: "text/csv",
        }),
      }),
    );
    expect(latin.status).toBe(400);
    expect(await latin.text()).toContain("Dosya okunamadı: UTF-8 bir metin ya da .csv dosyası seçin.");
    expect(await stored()).toEqual(before);
  });

  describe("editing an entry's quiz", () => {
    let exam: ContentEntry;
    const aiken = "Which word means 'tarif'?\nA. recipe\nB. bowl\nC. salary\nANSWER: A";
    const gift =
      "::Q1:: A 'pilot' flies a {=plane ~train ~ship}.\n\nTennis is played with a racket.{T}\n\nWrite the English of 'ayakkabı'.{=shoes =shoe}";
    let fields: ContentFields;

    beforeAll(async () => {
      exam = await makeContent(site.services.database, {
        sinif: 8,
        unite: 1,
        type: "/sinavlar",
        konuIng: "Term 1 Sample Exam",
        konuTr: "1. Dönem Örnek Sınavı",
      });
      await site.services.practice.setQuiz(exam, "aiken", aiken);
      fields = {
        sinif: "8",
        unite: "1",
        konuIng: exam.konuIng,
        konuTr: exam.konuTr,
        icerikTuru: "1",
        fileType: "pdf",
        donem: "1",
      };
    });
    const version = async () =>
      (
        await site.services.database.db
          .select({ at: quizzes.updatedAt })
          .from(quizzes)
          .where(eq(quizzes.contentId, exam.id))
      )[0]?.at.getTime();

    it("shows the stored quiz in its format on the edit form", async () => {
      const html = await (await site.app.request(`/notekle/${exam.id}/duzenle`, { headers: admin })).text();
      expect(html).toContain("Which word means &#x27;tarif&#x27;?\nA. recipe");
      expect(html).toMatch(/<input(?=[^>]*name="testBicimi")(?=[^>]*value="aiken")(?=[^>]*checked="")[^>]+>/);
      // The word list is not this type's: its field is hidden and sends nothing.
      expect(html).toMatch(/<fieldset hidden="" disabled=""[^>]*><legend[^>]*>Kelime listesi/);
    });

    it("replaces the quiz with a GIFT one in the same save as the entry's fields", async () => {
      const res = await post(
        `/notekle/${exam.id}/duzenle`,
        form(
          { ...fields, konuTr: "1. Dönem Deneme Sınavı" },
          { [PRACTICE_FIELDS.quiz]: gift, [PRACTICE_FIELDS.quizFormat]: "gift" },
          false,
        ),
      );
      expect(res.status).toBe(302);
      const quiz = (await site.services.practice.sources(exam.id)).quiz!;
      expect(quiz.format).toBe("gift");
      expect(quiz.source.replaceAll("\r\n", "\n")).toBe(gift);
      expect((await site.services.content.getById(exam.id))!.konuTr).toBe("1. Dönem Deneme Sınavı");
      const page = await (await site.app.request(contentPath((await site.services.content.getById(exam.id))!))).text();
      expect(page).toContain("A &#x27;pilot&#x27; flies a");
      expect(page).not.toContain("recipe");
    });

    it("keeps an unchanged quiz's version (and with it the pupils' best) when the entry is saved again", async () => {
      const at = await version();
      const res = await post(
        `/notekle/${exam.id}/duzenle`,
        form(
          fields,
          { [PRACTICE_FIELDS.quiz]: gift.replaceAll("\n", "\r\n"), [PRACTICE_FIELDS.quizFormat]: "gift" },
          false,
        ),
      );
      expect(res.status).toBe(302);
      expect(await version()).toBe(at);
    });

    it("refuses a bad quiz whole: neither the quiz nor the entry's fields change", async () => {
      const res = await post(
        `/notekle/${exam.id}/duzenle`,
        form(
          { ...fields, konuTr: "Değişmemeli" },
          { [PRACTICE_FIELDS.quiz]: `${aiken}\n\nQ2?\nA. x\nC. y\nANSWER: A`, [PRACTICE_FIELDS.quizFormat]: "aiken" },
          false,
        ),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("9. satırdaki seçenek sırası bozuk");
      expect((await site.services.practice.sources(exam.id)).quiz?.format).toBe("gift");
      expect((await site.services.content.getById(exam.id))!.konuTr).toBe("1. Dönem Örnek Sınavı");
    });

    it("removes the quiz when its field is emptied", async () => {
      expect(
        (await post(`/notekle/${exam.id}/duzenle`, form(fields, { [PRACTICE_FIELDS.quiz]: "" }, false))).status,
      ).toBe(302);
      expect((await site.services.practice.sources(exam.id)).quiz).toBeNull();
      await site.services.practice.setQuiz(exam, "aiken", aiken);
    });

    it("sends the admin from the old practice page to the edit form; pupils and other sites are refused", async () => {
      const old = await site.app.request(`/notekle/${exam.id}/alistirma`, { headers: admin, redirect: "manual" });
      expect(old.status).toBe(301);
      expect(old.headers.get("Location")).toBe(`/notekle/${exam.id}/duzenle`);
      const pupil = await sessionHeaders(site.services, "user");
      expect((await site.app.request(`/notekle/${exam.id}/alistirma`, { headers: pupil })).status).toBe(404);
      const body = () => form(fields, { [PRACTICE_FIELDS.quiz]: "X?{T}", [PRACTICE_FIELDS.quizFormat]: "gift" }, false);
      expect((await post(`/notekle/${exam.id}/duzenle`, body(), pupil)).status).toBe(403);
      expect(
        (await post(`/notekle/${exam.id}/duzenle`, body(), { ...admin, Origin: "https://kotu.example" })).status,
      ).toBe(403);
      expect((await site.services.practice.sources(exam.id)).quiz?.format).toBe("aiken");
    });
  });
});

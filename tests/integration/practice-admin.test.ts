import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "../../core/content";
import { createApp } from "../../server/http/app";
import type { Services } from "../../server/services";
import { sessionHeaders } from "../support/admin";
import { dbKinds, freshDatabase } from "../support/database";
import { makeContent, makeServices } from "../support/factories";
import { loadServerBuild } from "../support/server-build";

/**
 * The admin's page for an entry's word list and quiz (/notekle/{id}/alistirma, issue 20)
 * through HTTP, as its forms send it: paste and preview (each bad line named, nothing
 * stored), save (a toast, then the pupils' page), a .csv file instead of the text.
 */
describe.each(dbKinds)("the admin's practice page on %s", (kind) => {
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let words: ContentEntry;
  let exam: ContentEntry;
  let admin: Record<string, string>;

  beforeAll(async () => {
    const build: ServerBuild = await loadServerBuild();
    services = await makeServices(await freshDatabase(kind), { RATE_LIMIT_MULTIPLIER: "100" });
    app = createApp({ services, build, mode: "production" });
    words = await makeContent(services.database, { sinif: 6, unite: 2, type: "/phrasalVerbs", konuIng: "Sports Phrasal Verbs", konuTr: "Spor Öbek Fiilleri" });
    exam = await makeContent(services.database, { sinif: 8, unite: 1, type: "/sinavlar", konuIng: "Term 1 Sample Exam", konuTr: "1. Dönem Örnek Sınavı" });
    admin = await sessionHeaders(services, "admin");
  });
  afterAll(() => services?.close());

  /** The page's form as the browser sends it: multipart, with the text field and an optional file. */
  const send = (entry: ContentEntry, fields: Record<string, string>, file?: File, headers = admin) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set("file", file ?? new File([], "", { type: "application/octet-stream" }));
    return app.request(`/notekle/${entry.id}/alistirma`, { method: "POST", redirect: "manual", headers, body });
  };

  it("previews a pasted list with each bad row and its line, storing nothing", async () => {
    const answer = await send(words, { part: "words", intent: "preview", text: "warm up\tısınmak\nwork out\n\tantrenman yapmak\ngive up;vazgeçmek" });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Düzeltilmesi gereken satırlar (hiçbir şey kaydedilmedi)");
    expect(html).toMatch(/2\. satırda Türkçe karşılık eksik\./);
    expect(html).toMatch(/3\. satır/);
    expect(html).toContain('aria-invalid="true"');
    expect((await services.practice.sources(words.id)).words).toBeNull();

    const good = await (await send(words, { part: "words", intent: "preview", text: "warm up\tısınmak\twe warm up before the match.\nwork out\tantrenman yapmak\t" })).text();
    expect(good).toContain("Önizleme: 2 kelime");
    expect(good).toMatch(/warm up<\/span> — (<!-- -->)?ısınmak/);
    expect((await services.practice.sources(words.id)).words).toBeNull();
  });

  it("saves a pasted list with a toast, and the pupils' page shows it", async () => {
    const saved = await send(words, { part: "words", intent: "save", text: "warm up\tısınmak\nwork out\tantrenman yapmak\ngive up\tvazgeçmek" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/notekle/${words.id}/alistirma`);
    const toast = saved.headers.get("Set-Cookie") ?? "";
    const page = await (await app.request(`/notekle/${words.id}/alistirma`, { headers: { ...admin, Cookie: `${admin.Cookie}; ${toast.split(";")[0]}` } })).text();
    expect(page).toContain("Kelime listesi kaydedildi (3 kelime).");
    expect((await services.practice.sources(words.id)).words?.map((w) => w.english)).toEqual(["warm up", "work out", "give up"]);
    const pupils = await (await app.request(`/classes/6/${words.id}-sports-phrasal-verbs`)).text();
    expect(pupils).toMatch(/<td[^>]*lang="en"[^>]*>give up<\/td><td[^>]*>vazgeçmek<\/td>/);
  });

  it("reads a chosen .csv file (quoted, UTF-8) instead of the text field", async () => {
    const csv = 'English,Türkçe,Örnek\n"catch up","yetişmek","Run, or you won\'t catch up with us!"\nsign up,kaydolmak,\n';
    const saved = await send(words, { part: "words", intent: "save", text: "this text is not read" }, new File([csv], "liste.csv", { type: "text/csv" }));
    expect(saved.status).toBe(302);
    expect((await services.practice.sources(words.id)).words).toEqual([
      { english: "catch up", turkish: "yetişmek", example: "Run, or you won't catch up with us!" },
      { english: "sign up", turkish: "kaydolmak", example: null },
    ]);
    // A file that is not UTF-8 text is refused with a Turkish message; the stored list stays.
    const latin = await send(words, { part: "words", intent: "save", text: "" }, new File([new Uint8Array([0x63, 0x61, 0x74, 0x2c, 0xfe, 0x0a])], "eski.csv", { type: "text/csv" }));
    expect(latin.status).toBe(400);
    expect(await latin.text()).toContain("Dosya okunamadı: UTF-8 bir .csv dosyası seçin.");
    expect((await services.practice.sources(words.id)).words).toHaveLength(2);
  });

  it("previews and saves an Aiken quiz, refusing a bad one whole", async () => {
    const aiken = "Which word means 'tarif'?\nA. recipe\nB. bowl\nC. salary\nANSWER: A";
    const preview = await (await send(exam, { part: "quiz", intent: "preview", format: "aiken", text: aiken })).text();
    expect(preview).toContain("Önizleme: 1 soru");
    const bad = await send(exam, { part: "quiz", intent: "save", format: "aiken", text: `${aiken}\n\nQ2?\nA. x\nC. y\nANSWER: A` });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("9. satırdaki seçenek sırası bozuk");
    expect((await services.practice.sources(exam.id)).quiz).toBeNull();
    expect((await send(exam, { part: "quiz", intent: "save", format: "aiken", text: aiken })).status).toBe(302);
    // Stored as sent (a form's multipart body has CRLF line ends; the parser reads both).
    const stored = (await services.practice.sources(exam.id)).quiz;
    expect(stored?.format).toBe("aiken");
    expect(stored?.source.replaceAll("\r\n", "\n")).toBe(aiken);
  });

  it("answers a pupil's or another site's post with a refusal, storing nothing", async () => {
    const pupil = await sessionHeaders(services, "user");
    expect((await send(exam, { part: "quiz", intent: "save", format: "gift", text: "X?{T}" }, undefined, pupil)).status).toBe(403);
    expect((await send(exam, { part: "quiz", intent: "save", format: "gift", text: "X?{T}" }, undefined, { ...admin, Origin: "https://kotu.example" })).status).toBe(403);
    expect((await services.practice.sources(exam.id)).quiz?.format).toBe("aiken");
  });
});

import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { istanbulFields } from "#core/homework/homework.ts";
import { classMembers, contents } from "#server/db/schema.ts";
import { makeSilentMp3 } from "#server/demo/audio.ts";
import type { Services } from "#server/services.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost, SAME_SITE } from "#tests/support/requests.ts";

/** The W3C Nu Html Checker itself (vnu-jar ships it; `java` is on the machine, .ci/run installs it where not). */
const VNU = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Every page type as the server sends it, checked by the W3C Nu Html Checker
 * (what the outside review used) and by html-validate's standard rules: 0 errors.
 */
/** The id of the account behind a test session. */
const adminId = async (services: Services, headers: Record<string, string>) =>
  (await services.auth.userForSession(headers.Cookie.slice("sid=".length)))!.id;

describe("every page type is valid HTML", () => {
  const pages = new Map<string, string>();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-html-"));

  const site = useTestSite();
  beforeAll(async () => {
    const pdf = await makeContent(site.services.database, {
      sinif: 7,
      type: "/kelimeler",
      konuIng: "Daily Routines",
      konuTr: "Günlük İşler",
    });
    const picture = await makeContent(site.services.database, {
      sinif: 7,
      type: "/konular",
      fileType: "image",
      file: "resim-00000000.png",
      konuIng: "Colours",
      konuTr: "Renkler",
    });
    const video = await makeContent(site.services.database, {
      sinif: 7,
      type: "/reading",
      fileType: "video",
      konuIng: "A Story",
      konuTr: "Bir Hikâye",
    });
    const quiz = await makeContent(site.services.database, {
      sinif: 7,
      type: "/tests",
      konuIng: "Unit Test",
      konuTr: "Ünite Testi",
    });
    // An audio entry with its file and a timed transcript: the player, its buttons and the <details>.
    const audio = await makeContent(site.services.database, {
      sinif: 7,
      type: "/kelimeler",
      fileType: "audio",
      file: "ses-00000000.mp3",
      konuIng: "Hello Song",
      konuTr: "Merhaba Şarkısı",
    });
    await site.services.storage.put("images/7/ses-00000000.mp3", makeSilentMp3(1), "audio/mpeg");
    await site.services.database.db
      .update(contents)
      .set({ transcript: "WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ali>Hello & bye!" })
      .where(eq(contents.id, audio.id));
    await site.services.practice.setWordList(pdf, "get up\tkalkmak\tI get up at seven.\nbreakfast\tkahvaltı\t");
    await site.services.practice.setQuiz(
      quiz,
      "gift",
      "Pick one.{=a ~b}\n\nTrue?{T}\n\nType it.{=x}\n\nMatch.{=a -> b =c -> d}",
    );
    const visitor: Record<string, string> = {};
    // The first admin's set-up page, while there is no admin yet (the token is checked only when posted).
    const setupOpen = await (await site.app.request("/kurulum?token=kurulum-baglantisi", { headers: visitor })).text();
    const admin = await sessionHeaders(site.services, "admin");
    // A pupil who signed up (the verification mail's link) and saved an entry.
    let verifyToken = "";
    const signed = await site.services.auth.signup(
      { email: "ogrenci@merdiven.test", password: "mavi-kalem-2026", repeatPassword: "mavi-kalem-2026" },
      "192.0.2.1",
      (t) => (verifyToken = t),
    );
    if (!signed.ok) throw new Error(signed.code);
    const pupil = { Cookie: `sid=${(await site.services.auth.createSession(signed.user.id)).token}` };
    await site.services.marks.set(signed.user.id, pdf.id, "save");
    // Homework: a teacher's class of one pupil whose parent consented, a quiz item the
    // pupil tried and a self-test item, and a parent's link, so every homework page shows its data.
    const room = await makeClassWithPupils(site.services.database.db, { pupils: [["Ece", ["elma", "kedi", "top"]]] });
    await site.services.database.db
      .update(classMembers)
      .set({ consentAt: new Date() })
      .where(eq(classMembers.classId, room.id));
    const teacher = { Cookie: `sid=${(await site.services.auth.createSession(room.teacherId)).token}` };
    const ece = { Cookie: `sid=${(await site.services.auth.createSession(room.pupils[0].id)).token}` };
    const send = (headers: Record<string, string>, to: string, body: Record<string, string>) =>
      formPost(site.app, to, body, { headers: { ...headers, Origin: SAME_SITE } });
    const due = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    expect(
      (
        await send(teacher, `/sinifim/${room.id}/odev`, {
          contentId: String(quiz.id),
          kind: "quiz",
          ...due,
          answersShown: "at-once",
          tries: "0",
          scoreCounts: "best",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await send(teacher, `/sinifim/${room.id}/odev`, {
          contentId: String(pdf.id),
          kind: "self-test",
          ...due,
          passPercent: "80",
        })
      ).status,
    ).toBe(302);
    const [quizItem, listItem] = (await site.services.homework.list({ id: room.teacherId, role: "teacher" }, room.id))!;
    const quizVersion = String((await site.services.practice.forEntry(quiz)).quiz!.version);
    const tried = await send(ece, `/odevlerim/${quizItem.id}`, {
      intent: "quiz",
      version: quizVersion,
      q1: "0",
      q2: "true",
      q3: "y",
    });
    expect(tried.status).toBe(200);
    const linked = await send(teacher, `/sinifim/${room.id}`, {
      intent: "parent-link",
      member: String(room.pupils[0].id),
    });
    const linkedPage = await linked.text();
    const parentToken = /\/veli\/([\w-]{43})/.exec(linkedPage)![1];
    await site.services.units.saveGrade(7, [
      { unite: 1, nameEn: "Appearance and Personality", nameTr: "Dış Görünüş ve Kişilik", donem: 1 },
    ]);
    const { id: importId } = await site.services.imports.createFromList(null, {
      files: [
        { path: "7/1/kelimeler/daily-routines.pdf", size: 1000 },
        { path: "7/2/testler/unit-test.pdf", size: 2000 },
      ],
    });
    const addresses: [string, string, Record<string, string>][] = [
      ["home", "/", visitor],
      ["list", "/kelimeler?sinif=7", visitor],
      ["empty list", "/tests?sinif=12", visitor],
      ["grades", "/classes", visitor],
      ["grade", "/classes/7", visitor],
      ["pdf entry", `/classes/7/${pdf.id}-daily-routines`, visitor],
      ["picture entry", `/classes/7/${picture.id}-colours`, visitor],
      ["video entry", `/classes/7/${video.id}-a-story`, visitor],
      ["quiz entry", `/classes/7/${quiz.id}-unit-test`, visitor],
      ["audio entry", `/classes/7/${audio.id}-hello-song`, visitor],
      ["worksheet with its key", `/classes/7/${quiz.id}-unit-test/yazdir?anahtar=1`, visitor],
      ["word list worksheet", `/classes/7/${pdf.id}-daily-routines/yazdir`, visitor],
      ["blog", "/blog/sinavlara-hazirlik", visitor],
      ["missing blog", "/blog/yok", visitor],
      ["contact", "/iletisim", visitor],
      ["privacy notice", "/gizlilik", visitor],
      ["cookie policy", "/cerezler", visitor],
      ["login", "/login", visitor],
      ["signup", "/signup", visitor],
      ["forgot password", "/sifremi-unuttum", visitor],
      ["reset password", "/sifre-sifirla?token=gecersiz", visitor],
      ["offline", "/cevrimdisi", visitor],
      ["not found", "/boyle-bir-sayfa-yok", visitor],
      ["admin: add", "/notekle", admin],
      ["admin: edit", `/notekle/${pdf.id}/duzenle`, admin],
      ["admin: edit, with a quiz", `/notekle/${quiz.id}/duzenle`, admin],
      ["admin: edit, audio with its transcript", `/notekle/${audio.id}/duzenle`, admin],
      ["admin: messages", "/admin/mesajlar", admin],
      ["admin: users", "/admin/kullanicilar", admin],
      ["admin: two-step set-up", "/hesabim/iki-adim", admin],
      ["admin: home", "/admin", admin],
      ["admin: units", "/admin/uniteler?sinif=7", admin],
      ["admin: bulk import", "/admin/ice-aktar", admin],
      ["admin: an import's table", `/admin/ice-aktar/${importId}`, admin],
      [
        "two-step code",
        "/login/iki-adim",
        { Cookie: `iki_adim=${await site.services.twoStep.startLogin(await adminId(site.services, admin))}` },
      ],
      ["admin's list", "/kelimeler?sinif=7", admin],
      ["my account", "/hesabim", await sessionHeaders(site.services, "user")],
      ["saved entries (visitor)", "/kaydettiklerim", visitor],
      ["search results with their stars", "/ara?q=daily", visitor],
      ["admin's account", "/hesabim", admin],
      ["new address link", "/eposta-degistir?token=gecersiz-bir-baglanti-anahtari", visitor],
      ["deletion link", "/hesap-sil?token=gecersiz-bir-baglanti-anahtari", visitor],
      ["verification link", `/dogrula?token=${verifyToken}`, visitor],
      ["verification link, spent or wrong", "/dogrula?token=gecersiz-bir-baglanti-anahtari", visitor],
      ["first admin's set-up, once an admin exists", "/kurulum?token=kurulum-baglantisi", visitor],
      ["admin: delete an entry", `/notekle/${pdf.id}/sil`, admin],
      ["saved entries (signed in)", "/kaydettiklerim", pupil],
      ["homework: the teacher's form", `/sinifim/${room.id}/odev?icerik=${quiz.id}`, teacher],
      ["homework: editing an item", `/sinifim/${room.id}/odev/${quizItem.id}`, teacher],
      ["homework: editing a self-test item", `/sinifim/${room.id}/odev/${listItem.id}`, teacher],
      ["homework: the class page with its items", `/sinifim/${room.id}`, teacher],
      ["homework: the grid", `/sinifim/${room.id}/odevler`, teacher],
      ["homework: a quiz item's questions", `/sinifim/${room.id}/odev/${quizItem.id}/sorular`, teacher],
      ["homework: Ödevlerim", "/odevlerim", ece],
      ["homework: a quiz item", `/odevlerim/${quizItem.id}`, ece],
      ["homework: a self-test item", `/odevlerim/${listItem.id}`, ece],
      ["homework: a parent's page", `/veli/${parentToken}`, visitor],
      ["homework: a missing parent's link", `/veli/${"A".repeat(43)}`, visitor],
    ];
    const keep = (name: string, html: string) => {
      pages.set(name, html);
      fs.writeFileSync(path.join(dir, `${pages.size}.html`), html);
    };
    keep("first admin's set-up", setupOpen);
    keep("homework: a quiz item's result", await tried.text());
    keep("homework: a parent's link made", linkedPage);
    for (const [name, address, headers] of addresses) {
      const res = await site.app.request(address, { headers });
      expect(res.status, name).toBeLessThan(name.includes("not found") || name.includes("missing") ? 500 : 300);
      keep(name, await res.text());
    }
    // Each page is the state it is named for.
    expect(setupOpen).toContain('name="password"');
    expect(pages.get("first admin's set-up, once an admin exists")).not.toContain('name="password"');
    expect(pages.get("verification link")).toContain(`value="${verifyToken}"`);
    expect(pages.get("saved entries (signed in)")).toContain("Daily Routines");
    expect(pages.get("homework: the grid")).toContain("bitti %50");
    expect(pages.get("homework: a quiz item's questions")).toContain('data-question="q3"');
    expect(pages.get("homework: a parent's page")).toContain("Ece");
    expect(pages.get("homework: a parent's link made")).toContain(`/veli/${parentToken}`);
    // A quiz's result page, as the plain form's POST draws it.
    const version = /name="version" value="(\d+)"/.exec(pages.get("quiz entry")!)![1];
    const result = await formPost(site.app, `/classes/7/${quiz.id}-unit-test`, {
      intent: "quiz",
      version,
      q1: "0",
      q3: "x",
    });
    keep("quiz result", await result.text());
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes the W3C Nu Html Checker with no error", async () => {
    const files = [...pages.keys()].map((_, i) => path.join(dir, `${i + 1}.html`));
    // The checker exits 1 when it finds errors; its report is the JSON on one of its outputs.
    const result = await promisify(execFile)("java", ["-jar", VNU, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 1 << 24,
    }).catch((e: { stdout?: string; stderr?: string }) => e);
    const report = [result.stdout, result.stderr].find((out) => out?.trimStart().startsWith("{"));
    if (!report) throw new Error(`the Nu Html Checker gave no report: ${JSON.stringify(result).slice(0, 500)}`);
    const messages = (JSON.parse(report) as { messages: { url: string; message: string }[] }).messages;
    const named = messages.map((m) => `${[...pages.keys()][Number(path.basename(m.url, ".html")) - 1]}: ${m.message}`);
    expect(named).toEqual([]);
  }, 60_000);

  it("passes html-validate's standard rules", async () => {
    const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
    const problems: string[] = [];
    for (const [name, html] of pages) {
      const report = await validator.validateString(html);
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${name}: ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

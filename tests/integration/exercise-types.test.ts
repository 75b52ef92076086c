import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, fileKey, type ContentEntry } from "#core/content.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { istanbulFields } from "#core/homework/homework.ts";
import { publicQuiz } from "#core/quiz-formats.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";
import { makeSilentMp3 } from "#server/demo/audio.ts";
import { contents, homeworkProgress, homeworkTries } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost, withSession } from "#tests/support/requests.ts";

/** A dictation (a cue of the entry's sound), a dictation spoken by the device, a picture to tap, a word for each of three pictures. */
const QUIZ = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="shortanswer">
    <questiontext format="html"><text><![CDATA[<p>Listen and write.</p>]]></text></questiontext>
    <answer fraction="100"><text>Nice to meet you.</text></answer>
    <tags><tag><text>dictation</text></tag></tags>
  </question>
  <question type="shortanswer">
    <questiontext format="html"><text><![CDATA[<p>Listen and write the sentence.</p>]]></text></questiontext>
    <answer fraction="100"><text>My friend lives in a big white house.</text></answer>
    <tags><tag><text>dictation</text></tag></tags>
  </question>
  <question type="multichoice">
    <questiontext format="html"><text><![CDATA[<p>Tap the picture of a <b>cat</b>.</p>]]></text></questiontext>
    <answer fraction="0"><text><![CDATA[<p><img src="@@PLUGINFILE@@/balik.svg"></p>]]></text></answer>
    <answer fraction="100"><text><![CDATA[<p><img src="@@PLUGINFILE@@/kedi.svg"></p>]]></text></answer>
    <answer fraction="0"><text><![CDATA[<p><img src="@@PLUGINFILE@@/kus.svg"></p>]]></text></answer>
  </question>
  <question type="matching">
    <questiontext format="html"><text><![CDATA[<p>Choose the word for each picture.</p>]]></text></questiontext>
    <subquestion><text><![CDATA[<img src="@@PLUGINFILE@@/elma.svg">]]></text><answer><text>apple</text></answer></subquestion>
    <subquestion><text><![CDATA[<img src="@@PLUGINFILE@@/top.svg">]]></text><answer><text>ball</text></answer></subquestion>
    <subquestion><text><![CDATA[<img src="@@PLUGINFILE@@/ev.svg">]]></text><answer><text>house</text></answer></subquestion>
    <subquestion><text></text><answer><text>tree</text></answer></subquestion>
  </question>
</quiz>
`;
const TRANSCRIPT = "WEBVTT\n\n00:00.000 --> 00:02.500\nGood morning!\n\n00:02.500 --> 00:05.000\nNice to meet you.\n";
const PICS = ["elma", "kedi", "top"] as const;

/**
 * Dictation and picture–word (decision 0077) through HTTP on PGlite and PostgreSQL:
 * the Moodle XML export and its way back, a page without the sentence, the sentence only on
 * 'Cümleyi dinle', the server's scoring of a forged form, and homework counting the new kinds.
 */
describe.each(dbKinds)("dictation and picture–word on %s", (kind) => {
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100", PUBLIC_URL: "https://merdiven.test" } });
  let entry: ContentEntry;
  let version: string;
  let admin: Record<string, string>;
  const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    site.app.request(path, { redirect: "manual", ...init });
  const shown = () =>
    publicQuiz((parseMoodleXml(QUIZ) as { ok: true; quiz: Parameters<typeof publicQuiz>[0] }).quiz).questions;
  /** The form's field for a picture or word as the page shows it. */
  const pick = (q: number, text: string) => {
    const question = shown()[q];
    if (question.kind !== "picture") throw new Error("not a picture question");
    return String(question.options.indexOf(text));
  };

  beforeAll(async () => {
    admin = await sessionHeaders(site.services, "admin");
    entry = await makeContent(site.services.database, {
      sinif: 2,
      unite: 1,
      type: "/tests",
      fileType: "audio",
      file: "ornek-ses-00000000.mp3",
      konuIng: "Hello Test",
      konuTr: "Merhaba Testi",
    });
    await site.services.database.db.update(contents).set({ transcript: TRANSCRIPT }).where(eq(contents.id, entry.id));
    await site.services.storage.put(fileKey(entry)!, makeSilentMp3(5), "audio/mpeg");
    const put = await request(`/api/v1/contents/${entry.id}/quiz?format=moodle`, {
      method: "PUT",
      headers: { ...admin, "Content-Type": "application/xml" },
      body: QUIZ,
    });
    expect(put.status).toBe(200);
    version = String((await site.services.practice.forEntry(entry)).quiz!.version);
  });

  it("the admin exports the quiz as Moodle XML and PUTs it back as the same quiz; nobody else gets it, and it is never kept by a cache", async () => {
    const exported = await request(`/api/v1/contents/${entry.id}/quiz?format=moodle`, { headers: admin });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(exported.headers.get("Cache-Control")).toBe("private, no-store");
    expect(exported.headers.get("Content-Disposition")).toContain("attachment");
    const xml = await exported.text();
    expect(xml).toContain("<text>dictation</text>");
    // Each drawing goes along as Moodle's own embedded file, so Moodle shows the picture.
    const file = /<file name="kedi\.svg" path="\/" encoding="base64">([^<]+)<\/file>/.exec(xml);
    expect(Buffer.from(file![1], "base64").toString("utf8")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*aria-label="kedi"/,
    );
    const before = (await site.services.practice.worksheet(entry)).quiz;
    const back = await request(`/api/v1/contents/${entry.id}/quiz?format=moodle`, {
      method: "PUT",
      headers: { ...admin, "Content-Type": "application/xml" },
      body: xml,
    });
    expect(back.status).toBe(200);
    expect((await site.services.practice.worksheet(entry)).quiz).toEqual(before);
    version = String((await site.services.practice.forEntry(entry)).quiz!.version);
    // A pupil, a visitor, a bad format, an entry without a quiz.
    expect(
      (
        await request(`/api/v1/contents/${entry.id}/quiz?format=moodle`, {
          headers: await sessionHeaders(site.services, "user"),
        })
      ).status,
    ).toBe(403);
    expect((await request(`/api/v1/contents/${entry.id}/quiz?format=moodle`)).status).toBe(401);
    expect((await request(`/api/v1/contents/${entry.id}/quiz?format=gift`, { headers: admin })).status).toBe(400);
    const none = await makeContent(site.services.database, { type: "/tests", konuIng: "No Quiz", konuTr: "Testsiz" });
    expect((await request(`/api/v1/contents/${none.id}/quiz?format=moodle`, { headers: admin })).status).toBe(404);
    // The worksheet: a line to write the dictation on and the drawings; the sentence only in the teacher's key.
    const sheet = await (
      await request(`${contentPath(entry)}/yazdir`, { headers: await sessionHeaders(site.services, "user") })
    ).text();
    expect(sheet).toContain(trExercises.dictationPaper);
    expect(sheet).toContain('aria-label="kedi"');
    expect(sheet).not.toContain("white house");
    expect(await (await request(`${contentPath(entry)}/yazdir?anahtar=1`, { headers: admin })).text()).toContain(
      "My friend lives in a big white house.",
    );
    // The edit form offers the download.
    expect(await (await request(`/notekle/${entry.id}/duzenle`, { headers: admin })).text()).toContain(
      `href="/api/v1/contents/${entry.id}/quiz?format=moodle"`,
    );
  });

  it("the page has no sentence: the cue's dictation plays its segment, the other's sentence comes only from 'Cümleyi dinle'", async () => {
    const html = await (await request(contentPath(entry))).text();
    const quizPart = html.slice(html.indexOf('id="test"'));
    expect(quizPart).toContain(`src="/files/images/2/ornek-ses-00000000.mp3#t=2.5,5"`);
    expect(quizPart).not.toContain("white house");
    expect(html).not.toContain("My friend lives");
    // The transcript ('Metni göster') keeps its other lines; the one asked for as a dictation is not shown.
    expect(html).toContain("Good morning!");
    expect(html).toContain(trViewer.dictationCue);
    expect(html).not.toContain("Nice to meet you");
    expect(quizPart).toContain(trExercises.dictationNoScript);
    // The pictures are the site's drawings, named in Turkish; no answer in the markup.
    expect(quizPart).toContain('aria-label="kedi"');
    expect(quizPart).not.toMatch(/fraction|"rights"|"sentence"/);
    const said = await request(`/alistirma/dikte?id=${entry.id}&version=${version}&question=q2`);
    expect(said.status).toBe(200);
    expect(said.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await said.json()).toEqual({ text: "My friend lives in a big white house." });
    // Not a dictation, another version, no such question: nothing.
    for (const query of [`question=q3&version=${version}`, `question=q2&version=1`, `question=q9&version=${version}`])
      expect((await request(`/alistirma/dikte?id=${entry.id}&${query}`)).status).toBe(409);
  });

  it("the server scores a forged form: its score field counts for nothing, a forged index earns nothing, and each dictation word gets its verdict", async () => {
    const answered = await formPost(site.app, contentPath(entry), {
      intent: "quiz",
      version,
      score: "4",
      total: "4",
      // 4 of 4 words, a slip forgiven and the punctuation aside.
      q1: "nice to meat you",
      // 6 of 8 words: 'freind' and 'hause' slips that count, 'small' where 'a' was and 'big' missing.
      q2: "My freind lives in small white hause",
      // Out of range: nothing.
      "q3.0": "7",
      // Two of three pictures right; a forged '05' for the third.
      "q4.0": pick(3, "apple"),
      "q4.1": pick(3, "ball"),
      "q4.2": "05",
    });
    expect(answered.status).toBe(200);
    const html = (await answered.text()).replace(/<!-- -->/g, "");
    // 1 + 0.75 + 0 + 0.67.
    expect(html).toContain('data-quiz-result="2.42/4"');
    expect(html).toMatch(/<li data-verdict="missing"[^>]*>.*?<span lang="en">big<\/span>: eksik/);
    expect(html).toMatch(
      /<li data-verdict="slip"[^>]*>.*?<span lang="en">freind \(doğrusu: friend\)<\/span>: küçük bir yazım hatası, sayıldı/,
    );
    expect(html).toMatch(/<li data-verdict="wrong"[^>]*>.*?<span lang="en">small \(doğrusu: a\)<\/span>: yanlış/);
    expect(html).toContain(`${trExercises.correctAnswer}: elma → apple; top → ball; ev → house`);
  });

  it("homework counts the new kinds: the grid's fractional score and the hardest question first", async () => {
    const db = site.services.database.db;
    const made = await makeClassWithPupils(db, {
      pupils: [
        ["Ece", PICS],
        ["Can", PICS],
      ],
    });
    const { token } = await site.services.auth.createSession(made.teacherId);
    const teacher = withSession(token);
    const pupils = await Promise.all(
      made.pupils.map(async (p) => ({
        ...p,
        headers: withSession((await site.services.auth.createSession(p.id)).token),
      })),
    );
    for (const p of pupils)
      expect(
        (await request(`/api/v1/classes/${made.id}/pupils/${p.id}/consent`, { method: "PUT", headers: teacher }))
          .status,
      ).toBe(200);
    const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    const res = await request(`/api/v1/classes/${made.id}/homework`, {
      method: "POST",
      headers: { ...teacher, "Content-Type": "application/json" },
      body: JSON.stringify({ contentId: entry.id, kind: "quiz", dueDate, dueTime, answersShown: "at-once" }),
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number };
    const [ece, can] = pupils;
    const both = { intent: "quiz", version, q1: "Nice to meet you", "q3.0": pick(2, "kedi") };
    // Ece: dictation 2 half right (4 of 8), pictures 1 of 3. Can: dictation 2 wrong, pictures all right.
    await formPost(
      site.app,
      `/odevlerim/${item.id}`,
      {
        ...both,
        q2: "My friend lives in",
        "q4.0": pick(3, "apple"),
        "q4.1": pick(3, "apple"),
        "q4.2": pick(3, "tree"),
      },
      { headers: ece.headers },
    );
    await formPost(
      site.app,
      `/odevlerim/${item.id}`,
      { ...both, q2: "", "q4.0": pick(3, "apple"), "q4.1": pick(3, "ball"), "q4.2": pick(3, "house") },
      { headers: can.headers },
    );
    const [eceProgress] = await db.select().from(homeworkProgress).where(eq(homeworkProgress.userId, ece.id));
    expect(eceProgress).toMatchObject({ score: 2.83, total: 4 });
    const [kept] = await db.select().from(homeworkTries).where(eq(homeworkTries.userId, ece.id));
    expect(kept.answers.q2).toMatchObject({ kind: "dictation", credit: 0.5, given: "My friend lives in" });
    expect(kept.answers.q4).toMatchObject({ kind: "picture", credit: 0.33 });
    const grid = (await (await request(`/api/v1/classes/${made.id}/homework/grid`, { headers: teacher })).json()) as {
      rows: { userId: number; cells: { score: number | null }[] }[];
    };
    expect(grid.rows.find((r) => r.userId === ece.id)!.cells[0]).toMatchObject({ score: 2.83, total: 4 });
    const report = (await (
      await request(`/api/v1/classes/${made.id}/homework/${item.id}/questions`, { headers: teacher })
    ).json()) as { questions: { id: string; share: number }[] };
    // The spoken dictation is the hardest (0.25 of its points), then the pictures (0.67), then the two all right.
    expect(report.questions.map((q) => q.id)).toEqual(["q2", "q4", expect.any(String), expect.any(String)]);
    expect(report.questions[0].share).toBe(0.25);
  });
});

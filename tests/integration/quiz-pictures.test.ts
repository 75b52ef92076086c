import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { denemePath, examPath, resultPath } from "#core/deneme/deneme.ts";
import { bookletPath } from "#core/deneme/report-paths.ts";
import { trPractice } from "#core/messages/practice.ts";
import { PRACTICE_FIELDS } from "#core/practice-form.ts";
import { sweepOrphans } from "#server/content/orphan-sweep.ts";
import { contents, denemeAttempts } from "#server/db/schema.ts";
import { uploadDir } from "#server/services.ts";
import { contentForm, files, sessionHeaders, type ContentFields } from "#tests/support/admin.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeDeneme } from "#tests/support/deneme.ts";
import { makeContent } from "#tests/support/factories.ts";
import { requestsTo, textOf, withSession } from "#tests/support/requests.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * A picture a Moodle XML question carries in its own text (decision 0131), as a teacher and a
 * pupil meet it: pasted on the admin's form or put through the JSON door, stored once under a
 * name of its bytes, served with its copies, drawn with its description and size on the practice
 * quiz, the deneme's exam, result and booklet; refused in Turkish when it is no picture, is
 * broken or is not described, nothing stored; kept by the orphan sweep while a quiz names it.
 */

/** Real pictures, as an image editor writes them. */
const picture = (width: number, height: number, format: "png" | "jpeg", r: number) => {
  const blank = sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } });
  return (format === "png" ? blank.png() : blank.jpeg()).toBuffer();
};

/**
 * A PNG that says it is 10,000 × 10,000 pixels (a hundred million) in a few kilobytes: its rows are
 * all zero, which deflate squeezes to nothing. Opened, it would take 100 MB of a phone's memory.
 */
function pixelBomb(): Buffer {
  const side = 10_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit a pixel, grey
  const rows = zlib.deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Base64 wrapped at 76 characters a line, as Moodle's export writes a `<file>`. */
const base64 = (bytes: Buffer) => (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\n");

interface MoodleQuestion {
  text: string;
  /** The `<img>` tag the question's HTML shows (after its text). */
  img?: string;
  /** The file the question carries (its name, its bytes). */
  file?: { name: string; bytes: Buffer };
}

/** A multichoice question of four options, the first right, as Moodle 4.4 exports it. */
function question({ text, img = "", file }: MoodleQuestion, n: number): string {
  const answers = ["A", "B", "C", "D"].map(
    (letter, i) => `<answer fraction="${i === 0 ? 100 : 0}" format="html"><text>Answer ${n}-${letter}</text></answer>`,
  );
  return [
    `<question type="multichoice">`,
    `<name><text>S${n}</text></name>`,
    `<questiontext format="html"><text><![CDATA[<p>${text}</p>${img}]]></text>`,
    file ? `<file name="${file.name}" path="/" encoding="base64">\n${base64(file.bytes)}\n</file>` : "",
    `</questiontext>`,
    `<single>true</single>`,
    ...answers,
    `</question>`,
  ].join("\n");
}

const moodleQuiz = (...questions: MoodleQuestion[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.map((q, i) => question(q, i + 1)).join("\n")}\n</quiz>`;

const CAT = `<img src="@@PLUGINFILE@@/photo.png" alt="Bir kedi">`;

/** The `<img>` tags of a page that draw a question's picture. */
const picturesIn = (html: string) => html.match(/<img[^>]*data-testid="question-picture"[^>]*>/g) ?? [];
/** An attribute's value; names as HTML reads them, whatever their case (React writes `srcSet`). */
const attribute = (tag: string | undefined, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag ?? "")?.[1];

/** A textarea's text as the browser shows it again: entities read back, the form's CRLF as LF. */
const textareaText = (html: string, name: string) =>
  new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`)
    .exec(html)?.[1]
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\r\n/g, "\n");

const SORU_KEY = /^images\/8\/soru-[0-9a-f]{32}\.png$/;

describe.each(dbKinds)("pictures in a quiz's questions on %s", (kind) => {
  let admin: Record<string, string>;
  let png: Buffer;
  let jpeg: Buffer;
  /** The 600×300 PNG's key: grade 8's, named by its bytes' SHA-256. */
  let catKey: string;
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  const { get, post: formPost } = requestsTo(() => site.app);
  const db = () => site.services.database.db;
  beforeAll(async () => {
    fs.mkdirSync(uploadDir(site.services.config), { recursive: true });
    admin = await sessionHeaders(site.services, "admin");
    png = await picture(600, 300, "png", 30);
    jpeg = await picture(200, 100, "jpeg", 90);
    catKey = `images/8/soru-${createHash("sha256").update(png).digest("hex").slice(0, 32)}.png`;
  });

  const examFields: ContentFields = {
    sinif: "8",
    unite: "1",
    konuIng: "Animals Sample Exam",
    konuTr: "Hayvanlar Örnek Sınavı",
    icerikTuru: "1",
    fileType: "pdf",
    donem: "1",
  };

  /** The add form as a browser sends it: the entry's fields and PDF, the quiz pasted as Moodle XML. */
  function form(quiz: string): FormData {
    const body = contentForm(examFields, { bytes: files.pdf(), name: "sinav.pdf", type: "application/pdf" });
    body.append(PRACTICE_FIELDS.wordsFile, new File([], ""));
    body.append(PRACTICE_FIELDS.quizFile, new File([], ""));
    body.append(PRACTICE_FIELDS.quiz, quiz);
    body.append(PRACTICE_FIELDS.quizFormat, "moodle");
    return body;
  }
  const add = (quiz: string) =>
    site.app.request("/notekle", { method: "POST", redirect: "manual", headers: admin, body: form(quiz) });
  const addedId = (res: Response) => Number(/eklendi=(\d+)/.exec(res.headers.get("Location") ?? "")?.[1]);

  async function keys() {
    const all: string[] = [];
    for await (const key of site.services.storage.list("images/")) all.push(key);
    return all.sort();
  }
  async function stored() {
    const [{ n }] = await db().select({ n: count() }).from(contents);
    return { entries: n, keys: await keys(), temps: fs.readdirSync(uploadDir(site.services.config)) };
  }
  const newPictures = (before: string[], after: string[]) =>
    after.filter((k) => !before.includes(k) && k.includes("/soru-"));

  const entryPage = async (id: number) =>
    (await site.app.request(contentPath((await site.services.content.getById(id))!))).text();

  /** The put through the JSON door: PUT /api/v1/contents/:id/quiz?format=moodle. */
  const putQuiz = (id: number, xml: string) =>
    site.app.request(`/api/v1/contents/${id}/quiz?format=moodle`, {
      method: "PUT",
      headers: { ...admin, "Content-Type": "application/xml" },
      body: xml,
    });

  const catQuiz = () =>
    moodleQuiz(
      { text: "Look.", img: CAT, file: { name: "photo.png", bytes: png } },
      { text: "Which word means 'köpek'?" },
    );

  it("adds an entry whose quiz shows a picture: one file named by its bytes, served as a picture, drawn with its description, size and copies", async () => {
    const before = await keys();
    const res = await add(catQuiz());
    expect(res.status).toBe(302);
    const id = addedId(res);
    const added = newPictures(before, await keys());
    expect(added).toEqual([catKey]);
    expect(catKey).toMatch(SORU_KEY);
    expect((await keys()).join()).not.toContain("photo");

    const file = await get({}, `/files/${catKey}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(file.headers.get("Content-Security-Policy")).toBeTruthy();
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const html = await entryPage(id);
    expect(textOf(html)).toContain("Which word means 'köpek'?");
    const [img, ...more] = picturesIn(html);
    expect(more).toEqual([]);
    expect(attribute(img, "src")).toBe(`/files/${catKey}`);
    expect(attribute(img, "alt")).toBe("Bir kedi");
    expect(attribute(img, "width")).toBe("600");
    expect(attribute(img, "height")).toBe("300");
    expect(attribute(img, "loading")).toBe("lazy");
    const srcset = attribute(img, "srcset") ?? "";
    expect(srcset).toContain(`/files/${catKey}/480.webp 480w`);
    // Never wider than the original: the 800-wide copy is the original's 600.
    expect(srcset).not.toMatch(/ (800|1200)w/);
    expect(html.indexOf("Look.")).toBeLessThan(html.indexOf('data-testid="question-picture"'));
    // The printable worksheet draws it too.
    const entry = (await site.services.content.getById(id))!;
    const sheet = picturesIn(await (await get({}, `${contentPath(entry)}/yazdir`)).text());
    expect(sheet.map((tag) => [attribute(tag, "src"), attribute(tag, "alt")])).toEqual([
      [`/files/${catKey}`, "Bir kedi"],
    ]);

    const copy = await get({}, `/files/${catKey}/480.webp`);
    if (copy.status === 307) expect(copy.headers.get("Location")).toBe(`/files/${catKey}`);
    else {
      expect(copy.status).toBe(200);
      expect(copy.headers.get("Content-Type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 480, height: 240 });
    }
  });

  it("stores the same picture in a second entry of the grade as the same one file", async () => {
    const before = await keys();
    const res = await add(catQuiz());
    expect(res.status).toBe(302);
    const after = await keys();
    expect(newPictures(before, after)).toEqual([]);
    expect(after.filter((k) => k.includes("/soru-"))).toEqual([catKey]);
    const [img] = picturesIn(await entryPage(addedId(res)));
    expect(attribute(img, "src")).toBe(`/files/${catKey}`);
  });

  describe("refuses, storing nothing and keeping what was typed", () => {
    const cases = [
      {
        what: "a file that says PNG but cannot be opened",
        file: () =>
          Buffer.concat([png.subarray(0, 8), Buffer.from("not a picture at all, just some garbage".repeat(4))]),
        img: CAT,
        message: trPractice.pictureUnreadable(1),
      },
      {
        what: "a picture of a hundred million pixels in a small file",
        file: pixelBomb,
        img: CAT,
        message: trPractice.pictureUnreadable(1),
      },
      {
        what: "an SVG (HTML) file named photo.png",
        file: () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        img: CAT,
        message: trPractice.moodlePictureNotPicture(1),
      },
      {
        what: "a picture without its description (alt)",
        file: () => png,
        img: `<img src="@@PLUGINFILE@@/photo.png">`,
        message: trPractice.moodlePictureNoAlt(1),
      },
    ];

    it.each(cases)("$what", async ({ file, img, message }) => {
      const quiz = moodleQuiz({ text: "Look.", img, file: { name: "photo.png", bytes: file() } });
      const before = await stored();
      const res = await add(quiz);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(textOf(html)).toContain(message);
      expect(textareaText(html, PRACTICE_FIELDS.quiz)).toBe(quiz);
      expect(html).toContain('value="Animals Sample Exam"');
      expect(await stored()).toEqual(before);
    });
  });

  describe("the JSON door", () => {
    let exam: ContentEntry;
    beforeAll(async () => {
      exam = await makeContent(site.services.database, {
        sinif: 8,
        type: "/sinavlar",
        konuIng: "Pets Sample Exam",
        konuTr: "Evcil Hayvanlar",
      });
    });

    it("stores a quiz with a picture for an entry, and refuses a broken one with its message, the stored quiz kept", async () => {
      const xml = moodleQuiz(
        { text: "What colour is it?" },
        {
          text: "Which animal is in the picture?",
          img: `<img src="@@PLUGINFILE@@/kopek.jpg" alt="Bahçede bir köpek">`,
          file: { name: "kopek.jpg", bytes: jpeg },
        },
      );
      const before = await keys();
      const res = await putQuiz(exam.id, xml);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: exam.id, count: 2 });
      const [key, ...more] = newPictures(before, await keys());
      expect(more).toEqual([]);
      expect(key).toMatch(/^images\/8\/soru-[0-9a-f]{32}\.jpg$/);
      const [img] = picturesIn(await entryPage(exam.id));
      expect(img).toBeDefined();
      expect(attribute(img, "src")).toBe(`/files/${key}`);
      expect(attribute(img, "alt")).toBe("Bahçede bir köpek");
      expect([attribute(img, "width"), attribute(img, "height")]).toEqual(["200", "100"]);
      // A copy no wider than the 200-pixel original.
      expect(attribute(img, "srcset")).toBe(`/files/${key}/480.webp 200w`);

      const source = await site.services.practice.sources(exam.id);
      const keysBefore = await keys();
      const broken = moodleQuiz({
        text: "Broken?",
        img: `<img src="@@PLUGINFILE@@/bozuk.png" alt="Bozuk">`,
        file: { name: "bozuk.png", bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]) },
      });
      const refused = await putQuiz(exam.id, broken);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { code: string; problems: { message: string }[] };
      expect(body.code).toBe("invalid");
      expect(body.problems.map((p) => p.message)).toEqual([trPractice.pictureUnreadable(1)]);
      expect(await site.services.practice.sources(exam.id)).toEqual(source);
      expect(await keys()).toEqual(keysBefore);
      expect(attribute(picturesIn(await entryPage(exam.id))[0], "src")).toBe(`/files/${key}`);
    });

    it("exports the quiz to Moodle with its picture, and the file put into another entry shows the same one stored file", async () => {
      const res = await get(admin, `/api/v1/contents/${exam.id}/quiz?format=moodle`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      const key = attribute(picturesIn(await entryPage(exam.id))[0], "src")!.slice("/files/".length);
      const name = key.slice("images/8/".length);
      expect(xml).toContain(`<img src="@@PLUGINFILE@@/${name}" alt="Bahçede bir köpek" width="200" height="100">`);
      expect(xml).toContain(`<file name="${name}" path="/" encoding="base64">${jpeg.toString("base64")}</file>`);

      const other = await makeContent(site.services.database, {
        sinif: 8,
        type: "/sinavlar",
        konuIng: "Pets Sample Exam Again",
        konuTr: "Evcil Hayvanlar Yine",
      });
      const before = await keys();
      expect((await putQuiz(other.id, xml)).status).toBe(200);
      expect(await keys()).toEqual(before);
      const [img] = picturesIn(await entryPage(other.id));
      expect([attribute(img, "src"), attribute(img, "alt")]).toEqual([`/files/${key}`, "Bahçede bir köpek"]);
    });
  });

  it("shows a deneme question's picture on the pupil's exam page without scripts, on the result, and in the teacher's booklet", async () => {
    const { entry } = await makeDeneme(site.services, {
      form: "lgs",
      moodle: moodleQuiz(
        { text: "Question one?" },
        { text: "Look at the picture.", img: CAT, file: { name: "photo.png", bytes: png } },
        { text: "Question three?" },
      ),
    });
    const shows = (html: string) => {
      const [img, ...more] = picturesIn(html);
      expect(more).toEqual([]);
      expect(img).toBeDefined();
      expect(attribute(img, "src")).toBe(`/files/${catKey}`);
      expect(attribute(img, "alt")).toBe("Bir kedi");
      expect([attribute(img, "width"), attribute(img, "height")]).toEqual(["600", "300"]);
      // Below question 2's text, before question 3.
      const at = html.indexOf('data-testid="question-picture"');
      expect(html.indexOf("Look at the picture.")).toBeLessThan(at);
      expect(at).toBeLessThan(html.indexOf("Question three?"));
    };

    const headers = await sessionHeaders(site.services, "user");
    const user = await site.services.auth.userForSession(headers.Cookie.slice(4));
    await formPost(headers, denemePath(entry.id), { intent: "start" });
    const exam = await get(headers, examPath(entry.id));
    expect(exam.status).toBe(200);
    shows(await exam.text());

    await formPost(headers, examPath(entry.id), { intent: "finish" });
    const [attempt] = await db().select().from(denemeAttempts).where(eq(denemeAttempts.userId, user!.id));
    const result = await get(headers, resultPath(attempt.id));
    expect(result.status).toBe(200);
    shows(await result.text());

    const made = await makeClassWithPupils(db(), { pupils: [] });
    const teacher = withSession((await site.services.auth.createSession(made.teacherId)).token);
    const booklet = await get(teacher, bookletPath(made.id, entry.id));
    expect(booklet.status).toBe(200);
    shows(await booklet.text());
  });

  it("keeps a quiz's picture in the orphan sweep while the quiz names it, and removes it once the quiz is replaced", async () => {
    const own = await picture(300, 200, "png", 200);
    const exam = await makeContent(site.services.database, { sinif: 8, type: "/sinavlar", konuIng: "Sweep Exam" });
    const before = await keys();
    const saved = await site.services.practice.setQuiz(
      exam,
      "moodle",
      moodleQuiz({ text: "Look.", img: CAT, file: { name: "photo.png", bytes: own } }),
    );
    expect(saved).toEqual({ ok: true, count: 1 });
    const [key, ...more] = newPictures(before, await keys());
    expect(more).toEqual([]);
    expect(key).toMatch(SORU_KEY);
    await site.services.images.idle();

    const sweep = () =>
      sweepOrphans(
        { db: db(), storage: site.services.storage, uploadDir: uploadDir(site.services.config) },
        { graceMs: 0 },
      );
    const first = await sweep();
    expect(first.removed).not.toContain(key);
    expect(await site.services.storage.stat(key)).not.toBeNull();
    // The other quizzes' picture is kept as well.
    expect(await site.services.storage.stat(catKey)).not.toBeNull();

    expect(await site.services.practice.setQuiz(exam, "gift", "Is it a cat?{T}")).toEqual({ ok: true, count: 1 });
    const second = await sweep();
    expect(second.removed).toContain(key);
    expect(await site.services.storage.stat(key)).toBeNull();
    expect(await site.services.storage.stat(catKey)).not.toBeNull();
    expect((await get({}, `/files/${key}`)).status).toBe(404);
  });
});

import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath } from "#core/content.ts";
import { MAX_TRANSCRIPT_CHARS } from "#core/transcript.ts";
import { tr } from "#core/messages.ts";
import { contents } from "#server/db/schema.ts";
import { uploadDir } from "#server/services.ts";
import type { ImportView } from "#server/content/import-service.ts";
import { makeM4aShape, makeSilentMp3, makeSilentOpus } from "#server/demo/audio.ts";
import { contentForm, files, sessionHeaders, validFields } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import fs from "node:fs";

/**
 * Audio as a content type (decisions 0072, 0073) through the real HTTP app, on
 * PGlite and PostgreSQL: the API and the import take MP3, M4A and Ogg by their bytes (the
 * import by their names too), refuse files that lie about their type without leaving an entry
 * or a file, keep a WebVTT or plain transcript, and serve the sound with byte ranges to a page
 * whose player works without JavaScript and fetches nothing before it is played.
 */
const mp3 = makeSilentMp3(3, { title: "Hello" });
const forgedMp3 = Buffer.concat([Buffer.from("ID3\x04\0\0\0\0\0\0", "latin1"), files.pdf()]);
const VTT =
  "WEBVTT\n\n00:00.000 --> 00:01.500\n<v Ali>Hello, I am Ali.\n\n00:01.500 --> 00:03.000\nNice to meet <b>you</b> & bye!\n";
const audioFields = {
  ...validFields,
  fileType: "audio",
  konuIng: "Hello Listening",
  konuTr: "Merhaba Dinleme",
  icerikTuru: "2",
};

function withTranscript(form: FormData, text: string): FormData {
  form.append("transcript", text);
  return form;
}

describe.each(dbKinds)("audio entries on %s", (kind) => {
  const site = useTestSite({ kind });
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await sessionHeaders(site.services, "admin");
  });
  const send = (method: string, url: string, body: FormData, headers = admin) =>
    site.app.request(url, { method, body, headers });
  const entries = async () => (await site.services.database.db.select({ n: count() }).from(contents))[0].n;
  const storedKeys = async (prefix = "images/") => {
    const keys: string[] = [];
    for await (const key of site.services.storage.list(prefix)) keys.push(key);
    return keys;
  };
  const temps = () => fs.readdirSync(uploadDir(site.services.config)).filter((name) => !name.startsWith("."));

  it("adds an MP3 with a WebVTT transcript; its page plays it without JavaScript, shows the timed lines and a download; ranges are served", async () => {
    const res = await send(
      "POST",
      "/api/v1/contents",
      withTranscript(contentForm(audioFields, { bytes: mp3, name: "belge.pdf", type: "application/pdf" }), VTT),
    );
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect(entry).toMatchObject({ fileType: "audio", link: null });
    expect(entry.file).toMatch(/^hello-listening-[0-9a-f]{8}\.mp3$/);

    const served = await site.app.request(entry.fileUrl, { headers: { Range: "bytes=100-199" } });
    expect(served.status).toBe(206);
    expect(served.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(served.headers.get("Content-Range")).toBe(`bytes 100-199/${mp3.length}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(mp3.subarray(100, 200))).toBe(true);
    expect((await site.app.request(entry.fileUrl, { headers: { Range: `bytes=${mp3.length}-` } })).status).toBe(416);

    const page = await site.app.request(contentPath(entry));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<audio[^>]*controls=""[^>]*preload="none"/);
    expect(html).toContain(`<source src="${entry.fileUrl}" type="audio/mpeg"/>`);
    expect(html).toContain("<summary");
    expect(html).toContain(tr.viewer.showTranscript);
    expect(html).toContain("Ali: Hello, I am Ali.");
    // Markup in a cue never reaches the page; its text does, escaped.
    expect(html).toContain("Nice to meet you &amp; bye!");
    expect(html).not.toContain("<b>you</b>");
    expect(html).toContain(`href="${entry.fileUrl}?indir"`);
    // Nothing of the sound is asked for ahead: no preload link, no <track> that would fetch a file.
    expect(html).not.toMatch(/rel="preload"[^>]*\.mp3/);
    expect(html).not.toContain("<track");
    const saver = await (await site.app.request(contentPath(entry), { headers: { "Save-Data": "on" } })).text();
    expect(saver).toMatch(/<audio[^>]*preload="none"/);
    expect(saver).toContain(tr.viewer.audioDeferred);

    const api = await (await site.app.request(`/api/v1/contents/${entry.id}`)).json();
    expect(api.fileType).toBe("audio");
  });

  it("takes M4A and Ogg/Opus too, whatever their names say", async () => {
    for (const [bytes, ext] of [
      [makeM4aShape(), "m4a"],
      [makeSilentOpus(2), "ogg"],
    ] as const) {
      const res = await send("POST", "/api/v1/contents", contentForm(audioFields, { bytes, name: "ses.bin" }));
      expect(res.status).toBe(201);
      expect((await res.json()).file).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("refuses files that lie about their type with a Turkish message, and leaves no entry and no file", async () => {
    const before = { entries: await entries(), keys: await storedKeys() };
    const cases: [Buffer, string, string][] = [
      [forgedMp3, "audio", tr.admin.audioForged],
      [files.pdf(), "audio", tr.admin.notAudio],
      [files.htmlAsPdf(), "audio", tr.admin.notAudio],
      [mp3, "pdf", tr.admin.notPdf],
      [mp3.subarray(0, 60), "audio", tr.admin.audioForged],
    ];
    for (const [bytes, fileType, message] of cases) {
      const res = await send(
        "POST",
        "/api/v1/contents",
        contentForm({ ...audioFields, fileType }, { bytes, name: "dinleme.mp3", type: "audio/mpeg" }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toMatchObject({ file: message });
    }
    expect(await entries()).toBe(before.entries);
    expect(await storedKeys()).toEqual(before.keys);
    expect(temps()).toEqual([]);
  });

  it("keeps, replaces and removes a transcript, refuses a hostile one naming its line, and gives none to other types", async () => {
    const created = await (
      await send(
        "POST",
        "/api/v1/contents",
        withTranscript(contentForm(audioFields, { bytes: mp3, name: "a.mp3" }), "One.\nTwo."),
      )
    ).json();
    const stored = () => site.services.content.transcriptOf(created.id);
    expect(await stored()).toBe("One.\nTwo.");
    // Without the field the transcript stays; an empty one removes it.
    expect(
      (await send("PATCH", `/api/v1/contents/${created.id}`, contentForm({ ...audioFields, konuIng: "Renamed" })))
        .status,
    ).toBe(200);
    expect(await stored()).toBe("One.\nTwo.");
    const bad = await send(
      "PATCH",
      `/api/v1/contents/${created.id}`,
      withTranscript(contentForm(audioFields), "WEBVTT\n\n00:01.000 --> later\nHi"),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ transcript: tr.admin.transcriptBadTiming(3) });
    const huge = await send(
      "PATCH",
      `/api/v1/contents/${created.id}`,
      withTranscript(contentForm(audioFields), "x".repeat(MAX_TRANSCRIPT_CHARS + 1)),
    );
    expect((await huge.json()).errors).toEqual({ transcript: tr.admin.transcriptTooLarge });
    // A .vtt file wins over the text field.
    const form = withTranscript(contentForm(audioFields), "ignored");
    form.append("transcriptFile", new Blob([VTT], { type: "text/vtt" }), "dinleme.vtt");
    expect((await send("PATCH", `/api/v1/contents/${created.id}`, form)).status).toBe(200);
    expect(await stored()).toBe(VTT);
    expect(
      (await send("PATCH", `/api/v1/contents/${created.id}`, withTranscript(contentForm(audioFields), ""))).status,
    ).toBe(200);
    expect(await stored()).toBeNull();
    // A PDF entry keeps no transcript, even when one is sent.
    const pdf = await (
      await send(
        "POST",
        "/api/v1/contents",
        withTranscript(contentForm(validFields, { bytes: files.pdf(), name: "a.pdf" }), "Hello"),
      )
    ).json();
    expect(await site.services.content.transcriptOf(pdf.id)).toBeNull();
  });

  it("the bulk import takes audio by its name and its bytes together", async () => {
    const form = new FormData();
    const folder: [string, Buffer][] = [
      // Bytes of their own: the same bytes again would be recognised as already imported.
      ["ses/5/3/kelimeler/hello-song.mp3", makeSilentMp3(4)],
      ["ses/5/3/kelimeler/count.opus", makeSilentOpus(1)],
      ["ses/5/3/kelimeler/ogg-as.mp3", makeSilentOpus(1)],
      ["ses/5/3/kelimeler/belge.mp3", files.pdf()],
      ["ses/5/3/kelimeler/sound-as.pdf", mp3],
      ["ses/5/3/kelimeler/forged.mp3", forgedMp3],
    ];
    for (const [path, bytes] of folder) form.append("files", new Blob([new Uint8Array(bytes)]), path);
    const created: ImportView = await (
      await site.app.request("/api/v1/imports", { method: "POST", headers: admin, body: form })
    ).json();
    const row = (name: string) => created.items.find((i) => i.path.endsWith(name))!;
    expect(row("hello-song.mp3")).toMatchObject({ state: "ready", fileType: "audio" });
    expect(row("count.opus")).toMatchObject({ state: "ready", fileType: "audio" });
    for (const liar of ["ogg-as.mp3", "belge.mp3", "sound-as.pdf"])
      expect(row(liar)).toMatchObject({ state: "failed", error: tr.imports.audioNameMismatch, fileType: null });
    expect(row("forged.mp3")).toMatchObject({ state: "failed", error: tr.admin.audioForged });
    const staged = await storedKeys("imports/");
    expect(staged).toHaveLength(2);
    for (const r of [row("hello-song.mp3"), row("count.opus")]) {
      await site.app.request(`/api/v1/imports/${created.id}`, {
        method: "PATCH",
        headers: { ...admin, "Content-Type": "application/json" },
        body: JSON.stringify({ items: [{ id: r.id, fields: { ...r.fields, konuTr: "Dinleme", donem: "1" } }] }),
      });
    }
    expect(
      (await site.app.request(`/api/v1/imports/${created.id}/start`, { method: "POST", headers: admin })).status,
    ).toBe(202);
    await site.services.imports.runOnce();
    const list = await (await site.app.request("/api/v1/contents?grade=5&type=2")).json();
    expect(list.items.map((e: { fileType: string; file: string }) => [e.fileType, e.file.slice(-4)]).sort()).toEqual([
      ["audio", ".mp3"],
      ["audio", ".ogg"],
    ]);
    expect(await storedKeys("imports/")).toEqual([]);
  });

  it("the admin's pages without JavaScript take audio and a .vtt file, show the transcript to edit, and put a forged file's message by the file field", async () => {
    const form = contentForm(
      { ...audioFields, konuIng: "Form Listening" },
      { bytes: makeSilentMp3(2), name: "a.mp3", type: "audio/mpeg" },
    );
    form.append("transcriptFile", new Blob([VTT], { type: "text/vtt" }), "dinleme.vtt");
    const added = await site.app.request("/notekle", { method: "POST", headers: admin, body: form });
    expect(added.status).toBe(302);
    const id = Number(/eklendi=(\d+)/.exec(added.headers.get("Location") ?? "")?.[1]);
    expect(await site.services.content.transcriptOf(id)).toBe(VTT);
    const edit = await (await site.app.request(`/notekle/${id}/duzenle`, { headers: admin })).text();
    expect(edit).toContain("&lt;v Ali&gt;Hello, I am Ali.");
    expect(edit).toContain(tr.admin.transcriptLabel);

    const before = await entries();
    const refused = await site.app.request("/notekle", {
      method: "POST",
      headers: admin,
      body: contentForm(audioFields, { bytes: forgedMp3, name: "a.mp3", type: "audio/mpeg" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(new RegExp(`id="[^"]+-file-error"[^>]*>${tr.admin.audioForged}`));
    expect(await entries()).toBe(before);
  });

  it("the OpenAPI document says an entry may be audio", async () => {
    const doc = await (await site.app.request("/api/v1/openapi.json")).json();
    expect(JSON.stringify(doc)).toContain('"audio"');
    expect(doc.components.schemas.ContentEntry.properties.fileType.enum).toContain("audio");
  });
});

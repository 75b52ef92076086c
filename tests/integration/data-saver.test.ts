import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, fileKey, type ContentEntry } from "#core/content.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { createApp } from "#server/http/app.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost, visitorHeaders } from "#tests/support/requests.ts";

let photo: ContentEntry; // 1600×1000 JPEG: copies at 480, 800 and 1200
let pdf: ContentEntry;
let video: ContentEntry;

const site = useTestSite();
beforeAll(async () => {
  // Production mode: the response cache for anonymous visitors is on, as on the real site.
  photo = await makeContent(site.services.database, {
    fileType: "image",
    file: "gunes-sistemi-0a1b2c3d.jpg",
    konuIng: "The Solar System",
    konuTr: "güneş sistemi",
  });
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  await site.services.storage.put(fileKey(photo)!, jpeg, "image/jpeg");
  pdf = await makeContent(site.services.database, {
    fileType: "pdf",
    file: "fiiller-0a1b2c3f.pdf",
    konuIng: "Verbs",
    konuTr: "fiiller",
    unite: 2,
  });
  await site.services.storage.put(
    fileKey(pdf)!,
    makeDemoPdf({ title: "Verbs", subtitle: "Fiiller", lines: ["run", "jump"] }),
    "application/pdf",
  );
  video = await makeContent(site.services.database, {
    fileType: "video",
    link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    konuIng: "Song",
    konuTr: "şarkı",
    unite: 3,
  });
});

const SAVE_DATA = { "Save-Data": "on" };

async function html(entry: ContentEntry, headers: Record<string, string> = {}) {
  const res = await site.app.request(contentPath(entry), { headers });
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

/** Every resized copy the page's <picture> names, as "width.format". */
function copies(page: string): string[] {
  const attrs = [...page.matchAll(/\b(?:srcSet|src)="([^"]*)"/g)].map((m) => m[1]);
  return attrs.flatMap((value) =>
    [...value.matchAll(/\/files\/images\/[^\s"]+?\/(\d+\.(?:avif|webp|jpg|png))/g)].map((m) => m[1]),
  );
}

describe("a data-saver request gets the light page from the first byte", () => {
  it("names only the 480-wide copies of a picture, and offers a larger one on purpose", async () => {
    const { text } = await html(photo, SAVE_DATA);
    expect(new Set(copies(text))).toEqual(new Set(["480.avif", "480.webp", "480.jpg"]));
    expect(text).toContain(`href="/files/${fileKey(photo)}/1200.webp"`);
    expect(text).toContain("Büyük boyutta aç");
    expect(text).toContain("Veri tasarrufu açık: resim küçük boyutta gösteriliyor.");
  });

  it("does not point at pdf.js on a PDF page, and offers the document with its size", async () => {
    const { text } = await html(pdf, SAVE_DATA);
    expect(text).not.toMatch(/pdf\.worker|pdf-document|pdfjs/);
    // React separates text parts with <!-- -->; the button reads "Belgeyi göster (2 KB)".
    expect(text.replaceAll("<!-- -->", "")).toMatch(/Belgeyi göster <span[^>]*>\(\d+ KB\)<\/span>/);
    expect(text).toContain(`href="/files/${fileKey(pdf)}?indir"`);
  });

  it("makes a video a small text link that warns about the data it costs", async () => {
    const { text } = await html(video, SAVE_DATA);
    expect(text).toContain("izlemek çok veri kullanır");
    expect(text).not.toContain("aspect-video");
    expect(text).not.toMatch(/(src|srcSet)="https:\/\//);
  });

  it("shows the switch as pressed", async () => {
    const { text } = await html(photo, { Cookie: "veri-tasarrufu=acik" });
    expect(text).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Veri tasarrufu/);
    expect(copies(text).every((c) => c.startsWith("480."))).toBe(true);
  });

  it("lets the pupil's 'kapali' win over the browser's Save-Data", async () => {
    const { text } = await html(photo, { ...SAVE_DATA, Cookie: "veri-tasarrufu=kapali" });
    expect(copies(text)).toEqual(expect.arrayContaining(["480.avif", "800.avif", "1200.avif", "800.jpg"]));
    expect(text).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Veri tasarrufu/);
    expect(text).not.toContain("Büyük boyutta aç");
    const pdfPage = await html(pdf, { ...SAVE_DATA, Cookie: "veri-tasarrufu=kapali" });
    expect(pdfPage.text).not.toContain("Belgeyi göster");
    expect(pdfPage.text).toContain("PDF yükleniyor…");
  });

  it("is kept apart from the normal page: neither mode is ever served the other's copy", async () => {
    const normal = await html(photo);
    expect(copies(normal.text)).toContain("1200.avif");
    expect(normal.res.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Save-Data");

    // A browser (or a CDN) holding the normal copy asks again with Save-Data: it gets the light page, not a 304.
    const light = await html(photo, { ...SAVE_DATA, "If-None-Match": normal.res.headers.get("ETag")! });
    expect(light.res.status).toBe(200);
    expect(copies(light.text).every((c) => c.startsWith("480."))).toBe(true);
    expect(light.res.headers.get("ETag")).not.toBe(normal.res.headers.get("ETag"));
    const lightAgain = await html(photo, SAVE_DATA);
    expect(lightAgain.res.headers.get("ETag")).toBe(light.res.headers.get("ETag"));
    expect(copies(lightAgain.text).every((c) => c.startsWith("480."))).toBe(true);

    const normalAgain = await html(photo);
    expect(normalAgain.res.headers.get("ETag")).toBe(normal.res.headers.get("ETag"));
    expect(copies(normalAgain.text)).toContain("1200.avif");
  });
});

describe("POST /veri-tasarrufu", () => {
  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = visitorHeaders(),
    url = "http://localhost/veri-tasarrufu",
  ) => formPost(site.app, url, fields, { origin: null, headers });

  it("sets the choice for a year and goes back to the page, with a toast", async () => {
    const res = await post({ durum: "acik", redirectTo: "/kelimeler?sinif=7" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/kelimeler?sinif=7");
    const cookies = res.headers.getSetCookie();
    expect(cookies).toContain("veri-tasarrufu=acik; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000");
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);

    const off = await post({ durum: "kapali", redirectTo: "/" });
    expect(off.headers.getSetCookie()[0]).toMatch(/^veri-tasarrufu=kapali; /);
  });

  it("marks the cookie Secure over https, like the session cookie", async () => {
    const res = await post(
      { durum: "acik", redirectTo: "/" },
      { Origin: "https://merdiven.example", Host: "merdiven.example" },
      "https://merdiven.example/veri-tasarrufu",
    );
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it("marks every cookie Secure on a public host over plain http when the settings say production (behind a TLS proxy), whatever the process's NODE_ENV", async () => {
    const production = createApp({
      services: { ...site.services, config: { ...site.services.config, NODE_ENV: "production" } },
      build: site.build,
      mode: "production",
    });
    const send = (target: ReturnType<typeof createApp>) =>
      formPost(
        target,
        "http://merdiven.example/veri-tasarrufu",
        { durum: "acik", redirectTo: "/" },
        { headers: { Origin: "http://merdiven.example", Host: "merdiven.example" } },
      );
    const cookies = (await send(production)).headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i);
    // The same request to a site whose settings say test (vitest's own NODE_ENV is test too): not Secure.
    for (const cookie of (await send(site.app)).headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/i);
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", ""])(
    "never sends the pupil off the site (%s)",
    async (redirectTo) => {
      const res = await post({ durum: "acik", redirectTo });
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/");
    },
  );

  it("refuses a choice it does not know", async () => {
    const res = await post({ durum: "evet", redirectTo: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("is refused from another site (CSRF), with or without a session", async () => {
    const res = await post({ durum: "acik", redirectTo: "/" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    const fetched = await post({ durum: "acik", redirectTo: "/" }, { "Sec-Fetch-Site": "cross-site" });
    expect(fetched.status).toBe(403);
  });

  it("sends a GET to the home page", async () => {
    const res = await site.app.request("/veri-tasarrufu");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath, fileKey, type ContentEntry } from "#core/content.ts";
import { IMAGE_WIDTHS } from "#core/images.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { createApp } from "#server/http/app.ts";
import { contentSecurityPolicy } from "#server/http/csp.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";

let photo: ContentEntry; // 1600×1000 JPEG
let logo: ContentEntry; // 300×200 PNG with transparency
let pdf: ContentEntry;

async function store(entry: ContentEntry, body: Buffer) {
  await site.services.storage.put(fileKey(entry)!, body, "application/octet-stream");
}

const site = useTestSite();
beforeAll(async () => {
  photo = await makeContent(site.services.database, {
    fileType: "image",
    file: "gunes-sistemi-0a1b2c3d.jpg",
    konuIng: "The Solar System",
    konuTr: "güneş sistemi",
  });
  await store(
    photo,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer(),
  );
  logo = await makeContent(site.services.database, {
    fileType: "image",
    file: "logo-0a1b2c3e.png",
    konuIng: "Logo",
    konuTr: "logo",
    unite: 2,
  });
  await store(
    logo,
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
  pdf = await makeContent(site.services.database, {
    fileType: "pdf",
    file: "fiiller-0a1b2c3f.pdf",
    konuIng: "Verbs",
    konuTr: "fiiller",
    unite: 3,
  });
  await store(pdf, makeDemoPdf({ title: "Verbs", subtitle: "Fiiller", lines: ["run", "jump"] }));
});

const variant = (entry: ContentEntry, rest: string) => `/files/${fileKey(entry)}/${rest}`;

describe("resized copies of pictures", () => {
  it.each([
    [480, "avif", "image/avif"],
    [800, "webp", "image/webp"],
    [1200, "jpg", "image/jpeg"],
  ] as const)("makes a %i-wide %s copy with a year of caching and an ETag", async (width, format, type) => {
    const res = await site.app.request(variant(photo, `${width}.${format}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(type);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("ETag")).toMatch(/^".+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((1000 * width) / 1600));
  });

  it("never enlarges a small picture and keeps transparency in PNG", async () => {
    const res = await site.app.request(variant(logo, "1200.png"));
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 300, height: 200, hasAlpha: true, format: "png" });
  });

  it("makes a copy once, keeps it in the file store for every instance, and answers 304 to a known ETag", async () => {
    const first = await site.app.request(variant(photo, "480.webp"));
    const etag = first.headers.get("ETag")!;
    const copies: string[] = [];
    for await (const key of site.services.storage.list(`copies/${fileKey(photo)}/`)) copies.push(key);
    expect(copies.filter((k) => k.endsWith("-480.webp"))).toHaveLength(1);
    const again = await site.app.request(variant(photo, "480.webp"));
    expect(again.headers.get("ETag")).toBe(etag);
    const revalidated = await site.app.request(variant(photo, "480.webp"), { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Cache-Control")).toContain("immutable");
  });

  it("sends the original, uncached, while a copy is still being made, and the copy once it is there", async () => {
    expect(await site.services.images.variant(fileKey(photo)!, 1200, "webp", { waitMs: 0 })).toBe("pending");
    await site.services.images.idle();
    expect(await site.services.images.variant(fileKey(photo)!, 1200, "webp", { waitMs: 0 })).toMatchObject({
      contentType: "image/webp",
    });

    const busy = createApp({
      services: { ...site.services, images: { ...site.services.images, variant: async () => "pending" as const } },
      build: site.build,
      mode: "production",
    });
    const res = await busy.request(variant(logo, "800.avif"));
    expect(res.status).toBe(307);
    expect(res.headers.get("Location")).toBe(`/files/${fileKey(logo)}`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers HEAD without a body", async () => {
    const res = await site.app.request(variant(photo, "800.avif"), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/avif");
    expect(await res.text()).toBe("");
  });

  it.each(["801.webp", "1600.webp", "0.jpg", "480.gif", "480.svg", "480", "abc.webp", "480.webp.jpg", "99999.avif"])(
    "refuses %s: only the fixed widths and formats are ever made",
    async (rest) => {
      const res = await site.app.request(variant(photo, rest));
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.text()).toMatch(/Bu (resim boyutu sunulmuyor|dosya bulunamadı)/);
    },
  );

  it("has no copies of a PDF or of a file that does not exist", async () => {
    expect((await site.app.request(variant(pdf, "480.webp"))).status).toBe(404);
    expect((await site.app.request("/files/images/5/yok-00000000.jpg/480.webp")).status).toBe(404);
    expect((await site.app.request("/files/images/5/..%2F..%2Fetc/480.webp")).status).toBe(404);
  });

  it("keeps serving the original itself, with ranges", async () => {
    const res = await site.app.request(`/files/${fileKey(photo)}`, { headers: { Range: "bytes=0-9" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("lets a picture opened on its own be styled by the browser, and nothing more", async () => {
    for (const url of [`/files/${fileKey(photo)}`, variant(photo, "800.webp")]) {
      expect((await site.app.request(url)).headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
    }
    expect((await site.app.request(`/files/${fileKey(pdf)}`)).headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });
});

describe("the content page's viewers, as the server renders them", () => {
  async function page(entry: ContentEntry) {
    const res = await site.app.request(contentPath(entry));
    expect(res.status).toBe(200);
    return res.text();
  }

  it("shows a picture in modern formats with its size set and a full-size link", async () => {
    const html = await page(photo);
    expect(html).toMatch(
      /<source type="image\/avif" srcSet="[^"]*\/480\.avif 480w, [^"]*\/800\.avif 800w, [^"]*\/1200\.avif 1200w"/,
    );
    expect(html).toContain('type="image/webp"');
    expect(html).toMatch(/<img[^>]*width="1600"[^>]*height="1000"/);
    expect(html).toContain('alt="güneş sistemi (The Solar System)"');
    expect(html).toContain(`href="/files/${fileKey(photo)}"`);
    expect(html).toContain("Tam boyutta aç");
    for (const width of IMAGE_WIDTHS) expect(html).toContain(`/files/${fileKey(photo)}/${width}.jpg`);
  });

  it("lists a small picture's copies at their real width and falls back to PNG when it is see-through", async () => {
    const html = await page(logo);
    expect(html).toMatch(/srcSet="[^"]*\/480\.png 300w"/);
    expect(html).toMatch(/<img[^>]*width="300"[^>]*height="200"/);
  });

  it("gives a PDF page its download link, and nothing of pdf.js in the HTML", async () => {
    const html = await page(pdf);
    expect(html).toContain(`href="/files/${fileKey(pdf)}?indir"`);
    expect(html).toContain("PDF&#x27;yi indir");
    expect(html).not.toMatch(/pdf\.worker|pdf-document/);
  });

  it("says clearly when a file is missing, with no frame and no broken picture", async () => {
    const lost = await makeContent(site.services.database, {
      fileType: "pdf",
      file: "kayip-dosya-00000000.pdf",
      konuIng: "Lost",
      konuTr: "kayıp",
      unite: 4,
    });
    const html = await page(lost);
    expect(html).toContain("Bu içeriğin dosyası bulunamadı. Silinmiş ya da taşınmış olabilir.");
    expect(html).not.toContain("?indir");
    const lostPicture = await makeContent(site.services.database, {
      fileType: "image",
      file: "kayip-resim-00000000.png",
      konuIng: "Lost picture",
      konuTr: "kayıp resim",
      unite: 5,
    });
    expect(await page(lostPicture)).not.toMatch(/<picture|<img[^>]*kayip-resim/);
  });

  it("offers a picture that cannot be decoded for download instead of showing a broken one", async () => {
    const broken = await makeContent(site.services.database, {
      fileType: "image",
      file: "bozuk-00000000.png",
      konuIng: "Broken",
      konuTr: "bozuk",
      unite: 8,
    });
    await store(broken, Buffer.from("this is not a picture"));
    const html = await page(broken);
    expect(html).toContain("Bu dosya burada gösterilemiyor.");
    expect(html).toContain(`href="/files/${fileKey(broken)}?indir"`);
    expect(html).not.toContain("<picture");
    expect((await site.app.request(variant(broken, "480.webp"))).status).toBe(404);
  });

  it("shows a video as a link to the no-cookie player: no iframe and nothing from the video site to load", async () => {
    const video = await makeContent(site.services.database, {
      fileType: "video",
      link: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      konuIng: "Song",
      konuTr: "şarkı",
      unite: 6,
    });
    const html = await page(video);
    expect(html).toContain('href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/(src|srcSet)="https:\/\//);
  });

  it("never embeds a link that is not a video-site link", async () => {
    const bad = await makeContent(site.services.database, {
      fileType: "video",
      link: "https://evil.example/watch?v=dQw4w9WgXcQ",
      konuIng: "Bad",
      konuTr: "kötü",
      unite: 7,
    });
    const html = await page(bad);
    expect(html).toContain("Bu videonun bağlantısı geçersiz olduğu için video gösterilemiyor.");
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/(href|src)="https:\/\/evil\.example/);
  });

  it("renders no inline style attributes (the CSP forbids them)", async () => {
    for (const entry of [photo, logo, pdf]) expect(await page(entry)).not.toMatch(/<[^<>]+\sstyle="/);
  });
});

describe("the Content-Security-Policy", () => {
  it("allows frames only from the no-cookie video host, workers only from us, no third-party pictures, sounds only from us or memory", () => {
    const csp = contentSecurityPolicy("n0nce");
    const directives = Object.fromEntries(
      csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );
    expect(directives["frame-src"]).toBe("https://www.youtube-nocookie.com");
    expect(directives["worker-src"]).toBe("'self'");
    expect(directives["script-src"]).toBe("'self' 'nonce-n0nce'");
    expect(directives["img-src"]).not.toMatch(/https:/);
    expect(directives["connect-src"]).toBe("'self'");
    // Sounds from us, and a pupil's own recording played back from memory: nothing wider.
    expect(directives["media-src"]).toBe("'self' blob:");
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { parseRange } from "#core/http-range.ts";
import {
  documentPathOfData,
  entriesToEvict,
  isNeverKept,
  mayKeep,
  offlinePageFor,
  pageTitleIn,
  referencesIn,
  safeReturnPath,
  unitEntriesUrl,
  unitPlan,
  type KeptEntry,
} from "#core/offline.ts";
import { PRIVATE_PATH_PREFIXES } from "#core/site-path.ts";
import { THEME_COLOR, webManifest } from "#core/web-manifest.ts";

const MB = 1024 * 1024;

describe("what the service worker may keep", () => {
  it.each([
    "/admin/mesajlar",
    "/admin",
    "/notekle",
    "/notekle/3/duzenle",
    "/kurulum",
    "/sifre-sifirla",
    "/sifremi-unuttum",
    "/dogrula",
    "/login",
    "/login.data",
    "/signup",
    "/logout",
    "/auth/google/callback",
    "/healthz",
    "/readyz",
    "/metrics",
    "/api/v1/contents",
    "/sw.js",
    // Its copy for everyone asks to sign in; a pupil offline gets the offline page with the device's cards.
    "/tekrar",
    "/tekrar.data",
  ])("never %s", (p) => expect(isNeverKept(p)).toBe(true));
  // A pupil's own pages, mailed links and marks: the one list of private prefixes (core/site-path.ts).
  it.each([
    "/hesabim",
    "/hesabim.data",
    "/hesabim/iki-adim",
    "/hesabim/verilerim.json",
    "/hesap-sil",
    "/eposta-degistir",
    "/bulten/onay",
    "/bulten/ayril",
    "/isaretler",
    "/alistirma/kartlar",
    "/login/iki-adim",
  ])("never %s (private)", (p) => expect(isNeverKept(p)).toBe(true));
  it("never keeps any private address (every prefix of the one list)", () => {
    for (const p of PRIVATE_PATH_PREFIXES)
      for (const path of [p, `${p}.data`, `${p}/x`]) expect(isNeverKept(path), path).toBe(true);
  });
  it.each([
    "/",
    "/classes/5",
    "/classes/5/12-animals",
    "/kelimeler",
    "/kelimeler.data",
    "/cevrimdisi",
    "/kaydettiklerim",
    "/files/images/5/a.pdf",
    "/assets/root-x.js",
    "/administrator-notes",
    "/loginler",
    "/hesabimiz",
    "/bultenler",
  ])("may keep %s", (p) => expect(isNeverKept(p)).toBe(false));

  it("keeps only answers meant for everyone", () => {
    expect(mayKeep(null)).toBe(true);
    expect(mayKeep("no-cache")).toBe(true);
    expect(mayKeep("public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600")).toBe(true);
    expect(mayKeep("public, max-age=31536000, immutable")).toBe(true);
    expect(mayKeep("private, no-store")).toBe(false);
    expect(mayKeep("no-store")).toBe(false);
    expect(mayKeep("private")).toBe(false);
    expect(mayKeep("Private, max-age=60")).toBe(false);
    expect(mayKeep('private="Set-Cookie", max-age=60')).toBe(false);
  });
});

describe("offline addresses", () => {
  it("turn single-fetch data requests back into pages", () => {
    const url = (p: string) => new URL(p, "http://merdiven.test");
    expect(documentPathOfData(url("/kelimeler.data?sinif=5&_routes=routes%2Fcontent-list"))).toBe("/kelimeler?sinif=5");
    expect(documentPathOfData(url("/_root.data"))).toBe("/");
    expect(documentPathOfData(url("/classes/5/12-animals.data"))).toBe("/classes/5/12-animals");
  });

  it("name the wanted page on the offline page, and only ever a page of this site", () => {
    expect(offlinePageFor("/kelimeler?sinif=5")).toBe("/cevrimdisi?sayfa=%2Fkelimeler%3Fsinif%3D5");
    const back = new URL(offlinePageFor("/kelimeler?sinif=5"), "http://x").searchParams.get("sayfa");
    expect(safeReturnPath(back)).toBe("/kelimeler?sinif=5");
    for (const bad of [
      null,
      "",
      "https://evil.test/",
      "//evil.test",
      "/\\evil.test",
      "javascript:alert(1)",
      "/a b",
      "x/y",
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe("reading a kept page", () => {
  const html = `<!DOCTYPE html><html lang="tr"><head><title>Animals &amp; Pets · 5. Sınıf · Merdiven</title>
    <link nonce="n" rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="preload" as="image" href="/favicon.svg"/>
    <link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/><link rel="stylesheet" href="/assets/app-B2.css"/>
    <link rel="canonical" href="https://merdiven.test/x"/><link rel="icon" href="//cdn.test/x.png"/></head>
    <body><img src="/files/images/5/cat-1a.png/800.jpg" srcset="/files/images/5/cat-1a.png/480.avif 480w, /files/images/5/cat-1a.png/800.avif 800w"/>
    <a href="/files/images/5/sheet-2b.pdf?indir" download>İndir</a>
    <script>window.__reactRouterManifest = {"module":"/assets/root-C3.js","imports":["/assets/chunk-D4.js"]};</script></body></html>`;

  it("finds what the page needs: its links, assets and files, once each, without query", () => {
    expect(referencesIn(html).sort()).toEqual(
      [
        "/favicon.svg",
        "/assets/entry.client-A1.js",
        "/assets/app-B2.css",
        "/files/images/5/cat-1a.png/800.jpg",
        "/files/images/5/cat-1a.png/480.avif",
        "/files/images/5/cat-1a.png/800.avif",
        "/files/images/5/sheet-2b.pdf",
        "/assets/root-C3.js",
        "/assets/chunk-D4.js",
      ].sort(),
    );
  });

  it("reads its title as the tab showed it", () => {
    expect(pageTitleIn(html)).toBe("Animals & Pets · 5. Sınıf · Merdiven");
    expect(pageTitleIn("<title>Ali&#x27;s &quot;book&quot;</title>")).toBe(`Ali's "book"`);
    expect(pageTitleIn("<p>no title</p>")).toBeNull();
  });
});

describe("a unit's plan", () => {
  const entry = (
    id: number,
    fileType: ContentEntry["fileType"],
    file: string | null,
    link: string | null = null,
  ): ContentEntry => ({
    id,
    sinif: 5,
    unite: 2,
    donem: 1,
    icerikTuru: 2,
    konuIng: `Topic ${id}`,
    konuTr: `Konu ${id}`,
    fileType,
    file,
    link,
  });

  it("saves the grade page, every entry's page, PDFs whole and one copy of each picture, and counts the videos", () => {
    const plan = unitPlan(5, 1, 2, [
      entry(1, "pdf", "sheet-1a.pdf"),
      entry(2, "image", "cat-2b.png"),
      entry(3, "video", null, "https://youtu.be/x"),
    ]);
    expect(plan).toEqual({
      key: "5-1-2",
      grade: 5,
      term: 1,
      unit: 2,
      gradePage: "/classes/5",
      pages: ["/classes/5/1-topic-1", "/classes/5/2-topic-2", "/classes/5/3-topic-3"],
      files: ["/files/images/5/sheet-1a.pdf", "/files/images/5/cat-2b.png/800.webp"],
      needsPdfViewer: true,
      videos: 1,
    });
  });

  it("keeps the grade page the unit was saved from, and asks the API for the whole unit", () => {
    const plan = unitPlan(9, 2, 3, [entry(1, "pdf", "a.pdf")], "/classes/9?sayfa=2");
    expect(plan.gradePage).toBe("/classes/9?sayfa=2");
    expect(unitEntriesUrl(plan, 2)).toBe("/api/v1/contents?grade=9&term=2&unit=3&pageSize=100&page=2");
  });

  it("keeps an audio entry's sound whole: offline the worker answers the player's ranges from it", () => {
    const plan = unitPlan(2, 1, 1, [entry(1, "audio", "hello-1a.mp3"), entry(2, "audio", "count-2b.ogg")]);
    expect(plan.files).toEqual(["/files/images/5/hello-1a.mp3", "/files/images/5/count-2b.ogg"]);
    expect(plan.needsPdfViewer).toBe(false);
    expect(plan.videos).toBe(0);
  });

  it("needs no PDF viewer without a PDF", () => {
    expect(unitPlan(5, 1, 2, [entry(2, "image", "cat-2b.png")]).needsPdfViewer).toBe(false);
  });
});

describe("the storage limit", () => {
  const kept = (url: string, size: number, keptAt: number, refs?: string[]): KeptEntry => ({ url, size, keptAt, refs });
  const none = new Set<string>();

  it("evicts nothing within the budget", () => {
    expect(entriesToEvict([kept("/a", 10 * MB, 1), kept("/b", 40 * MB, 2)], none, 50 * MB)).toEqual([]);
  });

  it("evicts the oldest first, only as many as needed", () => {
    const entries = [kept("/new", 20 * MB, 30), kept("/old", 20 * MB, 10), kept("/middle", 20 * MB, 20)];
    expect(entriesToEvict(entries, none, 50 * MB)).toEqual(["/old"]);
    expect(entriesToEvict(entries, none, 20 * MB)).toEqual(["/old", "/middle"]);
    expect(entriesToEvict(entries, none, 0)).toEqual(["/old", "/middle", "/new"]);
  });

  it("counts an asset or file as recent as the newest page that needs it", () => {
    const entries = [
      kept("/assets/entry.js", 1 * MB, 1), // kept with the first page, needed by the newest
      kept("/assets/old-deploy.js", 1 * MB, 2), // needed by no page any more
      kept("/classes/5", 1 * MB, 3, ["/assets/old-deploy.js"]),
      kept("/kelimeler", 1 * MB, 9, ["/assets/entry.js", "/files/images/5/a.pdf"]),
      kept("/files/images/5/a.pdf", 1 * MB, 4),
    ];
    expect(entriesToEvict(entries, none, 3 * MB)).toEqual(["/assets/old-deploy.js", "/classes/5"]);
  });

  it("evicts the entries of saved units last, and with them what their pages need", () => {
    const entries = [
      kept("/classes/5/1-saved", 10 * MB, 1, ["/assets/viewer.js"]),
      kept("/assets/viewer.js", 10 * MB, 1),
      kept("/files/images/5/saved.pdf", 10 * MB, 2),
      kept("/kelimeler", 10 * MB, 5),
      kept("/konular", 10 * MB, 6),
    ];
    const pinned = new Set(["/classes/5/1-saved", "/files/images/5/saved.pdf"]);
    expect(entriesToEvict(entries, pinned, 30 * MB)).toEqual(["/kelimeler", "/konular"]);
    expect(entriesToEvict(entries, pinned, 10 * MB)).toEqual([
      "/kelimeler",
      "/konular",
      "/assets/viewer.js",
      "/classes/5/1-saved",
    ]);
  });
});

describe("byte ranges (the file route and the worker's kept files)", () => {
  it("reads single ranges, suffixes and open ends", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
  });
  it("answers the whole file for what it does not read, and refuses what cannot be", () => {
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange("bytes=1000-", 1000)).toBe("invalid");
    expect(parseRange("bytes=-0", 1000)).toBe("invalid");
    expect(parseRange("bytes=5-2", 1000)).toBe("invalid");
  });
});

describe("the web app manifest", () => {
  it("is Turkish, installable and names icons that exist", () => {
    expect(webManifest).toMatchObject({ lang: "tr", start_url: "/", display: "standalone", theme_color: THEME_COLOR });
    expect(THEME_COLOR).toBe("#4338ca");
    expect(webManifest.name).toMatch(/İngilizce/);
    expect(webManifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of webManifest.icons) expect(fs.existsSync(path.join("public", icon.src))).toBe(true);
  });
});

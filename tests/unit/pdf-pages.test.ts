import { describe, expect, it } from "vitest";
import { pageCopiesToKeep } from "#core/offline.ts";
import { failedPages, PAGE_COPIES, pageCopyUrl, pageSources } from "#core/pdf-pages.ts";

describe("a PDF's drawn pages", () => {
  it("makes every width in AVIF, WebP and JPEG, AVIF first", () => {
    expect(PAGE_COPIES).toHaveLength(9);
    expect(PAGE_COPIES[0]).toEqual({ width: 1200, format: "avif" });
    expect(new Set(PAGE_COPIES.map((c) => `${c.width}.${c.format}`)).size).toBe(9);
  });

  it("offers the browser every size of a page, or only the smallest when data is saved", () => {
    const file = "/files/images/5/odev-9f8e.pdf";
    expect(pageCopyUrl(file, 3, 480, "webp")).toBe("/files/images/5/odev-9f8e.pdf/p3-480.webp");
    const all = pageSources(file, 3, [1200, 1697]);
    expect(all.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(all.sources[0].srcSet).toBe(
      `${file}/p3-480.avif 480w, ${file}/p3-800.avif 800w, ${file}/p3-1200.avif 1200w`,
    );
    expect(all.img.src).toBe(`${file}/p3-800.jpg`);
    const light = pageSources(file, 3, [1200, 1697], { smallestOnly: true });
    expect(light.sources[0].srcSet).toBe(`${file}/p3-480.avif 480w`);
    expect(light.img.srcSet).toBe(`${file}/p3-480.jpg 480w`);
  });

  it("names the pages that failed, counting from 1", () => {
    expect(failedPages({ count: 4, sizes: [[1200, 1697], null, [1200, 1697], null] })).toEqual([2, 4]);
  });
});

describe("a saved unit keeps one copy of each drawn page", () => {
  it("takes the page's 800-wide WebP where the page names it, else the copy it names, and nothing but pages", () => {
    const file = "/files/images/5/odev-9f8e.pdf";
    const refs = [
      "/assets/app.css",
      `${file}/p1-480.avif`,
      `${file}/p1-800.avif`,
      `${file}/p1-800.webp`,
      `${file}/p1-1200.jpg`,
      `${file}/p2-480.avif`,
      `${file}/thumb.webp`,
      "/files/images/5/kedi.png/800.webp",
      file,
    ];
    expect(pageCopiesToKeep(refs).sort()).toEqual([`${file}/p1-800.webp`, `${file}/p2-480.avif`]);
  });
});

import { describe, expect, it } from "vitest";
import { copyFamily, parseCopyPath, pictureSources, servedWidths, srcSet, variantUrl } from "#core/images.ts";

describe("resized picture addresses", () => {
  it("puts a copy below its original", () => {
    expect(variantUrl("/files/images/5/ates-1a2b3c4d.png", 800, "avif")).toBe(
      "/files/images/5/ates-1a2b3c4d.png/800.avif",
    );
  });

  it("reads a copy's address back", () => {
    expect(parseCopyPath("images/5/ates-1a2b3c4d.png/800.avif")).toEqual({
      kind: "picture",
      key: "images/5/ates-1a2b3c4d.png",
      width: 800,
      format: "avif",
    });
    expect(parseCopyPath("images/12/x.jpg/480.jpg")).toEqual({
      kind: "picture",
      key: "images/12/x.jpg",
      width: 480,
      format: "jpg",
    });
  });

  it("reads a PDF page's and a thumbnail's address back", () => {
    expect(parseCopyPath("images/5/odev-9f8e.pdf/p2-800.avif")).toEqual({
      kind: "page",
      key: "images/5/odev-9f8e.pdf",
      page: 2,
      width: 800,
      format: "avif",
    });
    expect(parseCopyPath("images/5/odev-9f8e.pdf/thumb.webp")).toEqual({
      kind: "thumb",
      key: "images/5/odev-9f8e.pdf",
      format: "webp",
    });
    expect(parseCopyPath("images/5/kedi.png/thumb.jpg")).toEqual({
      kind: "thumb",
      key: "images/5/kedi.png",
      format: "jpg",
    });
  });

  it("leaves originals alone", () => {
    expect(parseCopyPath("images/5/ates-1a2b3c4d.png")).toBeNull();
    expect(parseCopyPath("images/5")).toBeNull();
  });

  it.each([
    "images/5/x.png/801.webp",
    "images/5/x.png/2400.webp",
    "images/5/x.png/800.gif",
    "images/5/x.png/800",
    "images/5/x.png/",
    "images/5/x.png/0800.webp.webp",
    // A page of something that is no PDF, page 0, a page in PNG, a thumbnail in PNG or another size.
    "images/5/x.png/p1-800.avif",
    "images/5/x.pdf/p0-800.avif",
    "images/5/x.pdf/p1-800.png",
    "images/5/x.pdf/p12345-800.avif",
    "images/5/x.pdf/thumb.png",
    "images/5/x.pdf/thumb-2.webp",
    `images/5/x.pdf/p1-800.avif${"a".repeat(400)}`,
  ])("refuses %s", (rest) => {
    expect(parseCopyPath(rest)).toBe("refused");
  });
});

describe("copies that stand in for one another offline", () => {
  it("takes any size and format of one picture, its original included, never its thumbnail", () => {
    const family = copyFamily("/files/images/5/kedi.png/800.webp");
    expect(family).not.toBeNull();
    expect(copyFamily("/files/images/5/kedi.png/1200.avif")).toBe(family);
    expect(copyFamily("/files/images/5/kedi.png")).toBe(family);
    expect(copyFamily("/files/images/5/kedi.png/thumb.webp")).toBeNull();
    expect(copyFamily("/files/images/5/kopek.png/800.webp")).not.toBe(family);
  });

  it("takes any size and format of one page of a PDF, never another page or the PDF itself", () => {
    const family = copyFamily("/files/images/5/odev.pdf/p2-800.webp");
    expect(copyFamily("/files/images/5/odev.pdf/p2-1200.avif")).toBe(family);
    expect(copyFamily("/files/images/5/odev.pdf/p12-800.webp")).not.toBe(family);
    expect(copyFamily("/files/images/5/odev.pdf/p1-800.webp")).not.toBe(family);
    expect(copyFamily("/files/images/5/odev.pdf")).toBeNull();
    expect(copyFamily("/assets/x.js")).toBeNull();
  });
});

describe("srcset", () => {
  it("offers every fixed width of a large picture", () => {
    expect(servedWidths(3000)).toEqual([
      { width: 480, actual: 480 },
      { width: 800, actual: 800 },
      { width: 1200, actual: 1200 },
    ]);
    expect(srcSet("/f/a.jpg", 3000, "webp")).toBe(
      "/f/a.jpg/480.webp 480w, /f/a.jpg/800.webp 800w, /f/a.jpg/1200.webp 1200w",
    );
  });

  it("describes copies of a smaller picture at their real width, each once", () => {
    expect(servedWidths(1000)).toEqual([
      { width: 480, actual: 480 },
      { width: 800, actual: 800 },
      { width: 1200, actual: 1000 },
    ]);
    expect(servedWidths(300)).toEqual([{ width: 480, actual: 300 }]);
    expect(servedWidths(800)).toEqual([
      { width: 480, actual: 480 },
      { width: 800, actual: 800 },
    ]);
  });

  it("offers AVIF, then WebP, then JPEG for an opaque picture and PNG for a see-through one", () => {
    const opaque = pictureSources("/f/a.jpg", { width: 2000, hasAlpha: false });
    expect(opaque.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(opaque.img.src).toBe("/f/a.jpg/800.jpg");
    expect(pictureSources("/f/a.png", { width: 300, hasAlpha: true }).img).toEqual({
      src: "/f/a.png/480.png",
      srcSet: "/f/a.png/480.png 300w",
    });
  });

  it("shows every size and no extra link in the normal mode", () => {
    expect(pictureSources("/f/a.jpg", { width: 2000, hasAlpha: false }).larger).toBeNull();
  });
});

describe("data-saver pictures", () => {
  it("offers only the smallest copy in every format, and the widest WebP copy to open on purpose", () => {
    const light = pictureSources("/f/a.jpg", { width: 2000, hasAlpha: false }, { smallestOnly: true });
    expect(light.sources).toEqual([
      { type: "image/avif", srcSet: "/f/a.jpg/480.avif 480w" },
      { type: "image/webp", srcSet: "/f/a.jpg/480.webp 480w" },
    ]);
    expect(light.img).toEqual({ src: "/f/a.jpg/480.jpg", srcSet: "/f/a.jpg/480.jpg 480w" });
    expect(light.larger).toBe("/f/a.jpg/1200.webp");
  });

  it("has nothing larger to offer when the smallest copy is the whole picture", () => {
    const small = pictureSources("/f/a.png", { width: 300, hasAlpha: true }, { smallestOnly: true });
    expect(small.img).toEqual({ src: "/f/a.png/480.png", srcSet: "/f/a.png/480.png 300w" });
    expect(small.larger).toBeNull();
  });

  it("offers the largest copy there is when the picture is narrower than 1200", () => {
    const light = pictureSources("/f/a.jpg", { width: 700, hasAlpha: false }, { smallestOnly: true });
    expect(light.img.srcSet).toBe("/f/a.jpg/480.jpg 480w");
    expect(light.larger).toBe("/f/a.jpg/800.webp");
  });
});

import { describe, expect, it } from "vitest";
import { parseVariantPath, pictureSources, servedWidths, srcSet, variantUrl } from "../../core/images";

describe("resized picture addresses", () => {
  it("puts a copy below its original", () => {
    expect(variantUrl("/files/images/5/ates-1a2b3c4d.png", 800, "avif")).toBe("/files/images/5/ates-1a2b3c4d.png/800.avif");
  });

  it("reads a copy's address back", () => {
    expect(parseVariantPath("images/5/ates-1a2b3c4d.png/800.avif")).toEqual({ key: "images/5/ates-1a2b3c4d.png", width: 800, format: "avif" });
    expect(parseVariantPath("images/12/x.jpg/480.jpg")).toEqual({ key: "images/12/x.jpg", width: 480, format: "jpg" });
  });

  it("leaves originals alone", () => {
    expect(parseVariantPath("images/5/ates-1a2b3c4d.png")).toBeNull();
    expect(parseVariantPath("images/5")).toBeNull();
  });

  it.each(["images/5/x.png/801.webp", "images/5/x.png/2400.webp", "images/5/x.png/800.gif", "images/5/x.png/800", "images/5/x.png/", "images/5/x.png/0800.webp.webp"])(
    "refuses %s",
    (rest) => {
      expect(parseVariantPath(rest)).toBe("refused");
    },
  );
});

describe("srcset", () => {
  it("offers every fixed width of a large picture", () => {
    expect(servedWidths(3000)).toEqual([
      { width: 480, actual: 480 },
      { width: 800, actual: 800 },
      { width: 1200, actual: 1200 },
    ]);
    expect(srcSet("/f/a.jpg", 3000, "webp")).toBe("/f/a.jpg/480.webp 480w, /f/a.jpg/800.webp 800w, /f/a.jpg/1200.webp 1200w");
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
    expect(pictureSources("/f/a.png", { width: 300, hasAlpha: true }).img).toEqual({ src: "/f/a.png/480.png", srcSet: "/f/a.png/480.png 300w" });
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

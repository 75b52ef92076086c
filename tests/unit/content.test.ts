import { describe, expect, it } from "vitest";
import { contentPath, fileKey, fileUrl, parseContentSegment } from "#core/content.ts";
import { CONTENT_TYPES, contentTypeByCode, contentTypeByPath } from "#core/content-types.ts";
import { pushToast, MAX_TOASTS, TOAST_DURATION, type ToastMessage } from "#core/toast.ts";

describe("content types", () => {
  it("map codes to docs/product.md's routes and labels", () => {
    expect(CONTENT_TYPES.map((t) => [t.code, t.path])).toEqual([
      [1, "/sinavlar"],
      [2, "/kelimeler"],
      [3, "/alistirmalar"],
      [4, "/konular"],
      [5, "/AimedSubject"],
      [6, "/phrasalVerbs"],
      [7, "/proverbs"],
      [8, "/tests"],
      [9, "/reading"],
    ]);
    expect(contentTypeByPath("/kelimeler")?.label).toBe("Yeni Kelimeler");
    expect(contentTypeByCode(1).examLike).toBe(true);
    expect(contentTypeByCode(8).examLike).toBe(true);
    expect(CONTENT_TYPES.filter((t) => t.examLike).map((t) => t.code)).toEqual([1, 8]);
    expect(() => contentTypeByCode(10)).toThrow();
  });
});

describe("entry addresses", () => {
  const entry = { id: 42, sinif: 8, konuIng: "Friendship", konuTr: "Arkadaşlık", file: "friendship-ab12cd34.pdf" };
  it("build the page path from grade, id and slug", () => {
    expect(contentPath(entry)).toBe("/classes/8/42-friendship");
    expect(contentPath({ ...entry, konuIng: "🐶" })).toBe("/classes/8/42-arkadaslik");
  });
  it("parse the id back from the segment", () => {
    expect(parseContentSegment("42-friendship")).toBe(42);
    expect(parseContentSegment("42")).toBe(42);
    expect(parseContentSegment("x42")).toBeNull();
    expect(parseContentSegment("42-../etc")).toBeNull();
  });
  it("store files under images/{grade}/{name}", () => {
    expect(fileKey(entry)).toBe("images/8/friendship-ab12cd34.pdf");
    expect(fileUrl(entry)).toBe("/files/images/8/friendship-ab12cd34.pdf");
    expect(fileUrl({ ...entry, file: null })).toBeNull();
  });
});

describe("toasts", () => {
  it("last 2 s for success, 4 s for error and blank, loading until dismissed", () => {
    expect(TOAST_DURATION).toEqual({ success: 2000, error: 4000, blank: 4000, loading: null });
  });
  it("keep at most 20, dropping the oldest", () => {
    let list: ToastMessage[] = [];
    for (let i = 0; i < 25; i++) list = pushToast(list, { id: String(i), kind: "blank", message: `m${i}` });
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list[0].id).toBe("5");
    expect(list.at(-1)?.id).toBe("24");
  });
});

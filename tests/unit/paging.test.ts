import { describe, expect, it } from "vitest";
import { pageCount, pageOfIndex, pageWindow, parsePageParam } from "#core/paging.ts";

describe("paging", () => {
  it("reads ?sayfa= strictly", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("")).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "999999", "2e3"]) expect(parsePageParam(bad), bad).toBeNull();
  });

  it("counts pages, at least one, and finds the page of an item", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageOfIndex(0, 48)).toBe(1);
    expect(pageOfIndex(47, 48)).toBe(1);
    expect(pageOfIndex(48, 48)).toBe(2);
  });

  it("links the first, the last and the neighbours of the current page, with gaps between", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 43)).toEqual([1, 2, "gap", 43]);
    expect(pageWindow(20, 43)).toEqual([1, "gap", 19, 20, 21, "gap", 43]);
    expect(pageWindow(43, 43)).toEqual([1, "gap", 42, 43]);
    // No "…" standing for a single page.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageWindow(5000, 9091).length).toBe(7);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_GRADE, GRADES, gradeFromQuery, parseGrade } from "#core/grades.ts";
import { clampPage, nextPage, parsePage, previousPage } from "#core/pager.ts";

describe("grades", () => {
  it("are 2 to 12, eleven levels", () => {
    expect(GRADES).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it("parse only plain numbers in range", () => {
    expect(parseGrade("2")).toBe(2);
    expect(parseGrade("12")).toBe(12);
    for (const bad of ["1", "13", "0", "-5", "abc", "5abc", "07.0", "+7", " 7", "", "1e1", "٥"]) {
      expect(parseGrade(bad), bad).toBeNull();
    }
    expect(parseGrade(undefined)).toBeNull();
  });
  it("default to grade 5 on list pages", () => {
    expect(DEFAULT_GRADE).toBe(5);
    expect(gradeFromQuery(null)).toBe(5);
    expect(gradeFromQuery("99")).toBe(5);
    expect(gradeFromQuery("7")).toBe(7);
  });
});

describe("home paging counter", () => {
  it("stays within pages 1 to 8", () => {
    expect(nextPage(8)).toBe(8);
    expect(nextPage(3)).toBe(4);
    expect(previousPage(1)).toBe(1);
    expect(previousPage(5)).toBe(4);
    expect(clampPage(42)).toBe(8);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("9")).toBe(8);
    expect(parsePage("x")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

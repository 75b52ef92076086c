import { describe, expect, it } from "vitest";
import { dataSaverRequested, isDataSaverChoice } from "#core/data-saver.ts";
import { sitePath } from "#core/site-path.ts";

const headers = (init: Record<string, string>) => new Headers(init);

describe("when data-saver mode is on", () => {
  it("follows the browser's Save-Data header when the pupil has not chosen", () => {
    expect(dataSaverRequested(headers({ "Save-Data": "on" }))).toBe(true);
    expect(dataSaverRequested(headers({ "Save-Data": " ON " }))).toBe(true);
    expect(dataSaverRequested(headers({}))).toBe(false);
    expect(dataSaverRequested(headers({ "Save-Data": "off" }))).toBe(false);
  });

  it("lets the pupil's own choice win over the header, either way", () => {
    expect(dataSaverRequested(headers({ Cookie: "veri-tasarrufu=acik" }))).toBe(true);
    expect(dataSaverRequested(headers({ Cookie: "veri-tasarrufu=kapali", "Save-Data": "on" }))).toBe(false);
    expect(dataSaverRequested(headers({ Cookie: "sid=abc; veri-tasarrufu=acik; toast=x", "Save-Data": "off" }))).toBe(
      true,
    );
  });

  it.each([
    ["a garbage header", { "Save-Data": "yes" }, false],
    ["a header with more in it", { "Save-Data": "on, off" }, false],
    ["a garbage cookie and no header", { Cookie: "veri-tasarrufu=evet" }, false],
    ["a garbage cookie beside the header", { Cookie: "veri-tasarrufu=1", "Save-Data": "on" }, true],
    ["an empty cookie beside the header", { Cookie: "veri-tasarrufu=", "Save-Data": "on" }, true],
    ["a cookie whose name only ends the same", { Cookie: "xveri-tasarrufu=acik" }, false],
    ["an upper-case value", { Cookie: "veri-tasarrufu=ACIK" }, false],
  ])("ignores %s", (_, init, expected) => {
    expect(dataSaverRequested(headers(init))).toBe(expected);
  });

  it("knows the two choices a form may send", () => {
    expect(isDataSaverChoice("acik")).toBe(true);
    expect(isDataSaverChoice("kapali")).toBe(true);
    for (const value of ["açık", "on", "", null, undefined, 1]) expect(isDataSaverChoice(value)).toBe(false);
  });
});

describe("where a form may send the pupil back to", () => {
  it.each(["/", "/classes/5", "/kelimeler?sinif=7", "/classes/7/12-sports#top"])("accepts the site path %s", (path) => {
    expect(sitePath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "evil.example",
    "",
    " /classes",
    "/a b",
    "/\tx",
    null,
    42,
    `/${"a".repeat(500)}`,
  ])("refuses %j", (raw) => {
    expect(sitePath(raw)).toBeNull();
  });
});

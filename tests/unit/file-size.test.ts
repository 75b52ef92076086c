import { describe, expect, it } from "vitest";
import { formatFileSize } from "#core/file-size.ts";

describe("file sizes in Turkish", () => {
  it.each([
    [820, "820 bayt"],
    [1024, "1 KB"],
    [250_000, "244 KB"],
    [1_258_291, "1,2 MB"],
    [52_428_800, "50 MB"],
  ])("%i bytes is %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

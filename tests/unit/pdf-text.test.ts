import { describe, expect, it } from "vitest";
import {
  cleanPageText,
  joinPages,
  PAGE_END,
  PDF_TEXT_LIMITS,
  snippetAround,
  SNIPPET_LENGTH,
  splitPages,
} from "#core/pdf-text.ts";

describe("a PDF's text as it is kept", () => {
  it("makes runs of spaces, line breaks and control characters one space, and never keeps a page end inside a page", () => {
    expect(cleanPageText("  Read\tthe\n\ntext\f and\u0000 answer.\u00a0 ")).toBe("Read the text and answer.");
    expect(cleanPageText("İstanbul’da ığüşöç")).toBe("İstanbul’da ığüşöç");
  });

  it("joins pages in order and splits them back the same", () => {
    const { body, pages } = joinPages(["First page.", "", "Third\fpage."]);
    expect(pages).toBe(3);
    expect(body.split(PAGE_END)).toHaveLength(4);
    expect(splitPages(body)).toEqual(["First page.", "", "Third page."]);
    expect(splitPages("")).toEqual([]);
  });

  it("keeps at most the page and character budgets of a file", () => {
    const many = joinPages(Array.from({ length: PDF_TEXT_LIMITS.pages + 50 }, (_, i) => `page ${i}`));
    expect(many.pages).toBe(PDF_TEXT_LIMITS.pages);
    const long = joinPages(["a".repeat(PDF_TEXT_LIMITS.chars), "never kept"]);
    expect(long.body.length).toBeLessThanOrEqual(PDF_TEXT_LIMITS.chars);
    expect(long.pages).toBe(1);
  });

  it("quotes the words around a match, cut at spaces, with an ellipsis where cut", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(10)}We took lemonade to the picnic. ${"Consectetur adipiscing elit. ".repeat(10)}`;
    const quote = snippetAround(text, text.indexOf("lemonade"));
    expect(quote).toContain("We took lemonade to the picnic.");
    expect(quote.startsWith("…")).toBe(true);
    expect(quote.endsWith("…")).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    // Cut at spaces: the first and last words are whole words of the text.
    const words = quote.slice(1, -1).split(" ");
    expect(text).toContain(` ${words[0]} `);
    expect(text).toContain(` ${words.at(-1)} `);
    expect(snippetAround("Short text.", 0)).toBe("Short text.");
  });
});

/**
 * The text inside a PDF (search, and each drawn page's text): how it is kept and
 * bounded. A file is read once by server/content/pdf-text.ts; what this module decides
 * is the shape of what is stored, so every reader splits it the same way.
 */

/** Ends each page's text in the stored body; removed from any page's own text first. */
export const PAGE_END = "\f";

export const PDF_TEXT_LIMITS = {
  /** Pages read from one file: a worksheet has a few, a whole book would be cut here. */
  pages: 300,
  /** Characters kept of one file, all pages together (PostgreSQL's text search stays fast). */
  chars: 200_000,
  /** One file's extraction may take this long before its thread is ended. */
  timeoutMs: 60_000,
} as const;

/**
 * One page's text as search and screen readers want it: no control characters (a form
 * feed would split the page), runs of spaces and line breaks made one.
 */
export function cleanPageText(text: string): string {
  let out = "";
  let space = false;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const blank =
      code <= 0x20 || code === 0x7f || code === 0xa0 || (code >= 0x2000 && code <= 0x200b) || code === 0x3000;
    if (blank) space = out.length > 0;
    else {
      if (space) out += " ";
      out += ch;
      space = false;
    }
  }
  return out;
}

/** The stored body of a file's pages: each cleaned and ended by PAGE_END, within the character budget. */
export function joinPages(pages: string[]): { body: string; pages: number } {
  let body = "";
  let count = 0;
  for (const page of pages.slice(0, PDF_TEXT_LIMITS.pages)) {
    const room = PDF_TEXT_LIMITS.chars - body.length - PAGE_END.length;
    if (room <= 0) break;
    body += cleanPageText(page).slice(0, room) + PAGE_END;
    count++;
  }
  return { body, pages: count };
}

/** The pages of a stored body, in order (the first page is number 1 at index 0). */
export function splitPages(body: string): string[] {
  if (!body) return [];
  const pages = body.split(PAGE_END);
  pages.pop();
  return pages;
}

/** Characters a search result shows of a page's text around the first match. */
export const SNIPPET_LENGTH = 200;

/**
 * The part of `text` around position `at`, cut at word boundaries, with an ellipsis
 * where it was cut: what a search result quotes from inside a PDF.
 */
export function snippetAround(text: string, at: number): string {
  const flat = text.replaceAll(PAGE_END, " ");
  let start = Math.max(0, at - SNIPPET_LENGTH / 4);
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space !== -1 && space < at ? space + 1 : start;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    end = space > at ? space : end;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}

/**
 * The text of a Moodle XML question, answer or description: Moodle's editor writes HTML; the
 * quiz keeps plain text (core/quiz-moodle.ts reads every text through this one function).
 */
import { plainLines } from "./quiz-passage";

const HTML_ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
};

/**
 * A Moodle text (HTML, usually `<p>…</p>`) as plain text: tags dropped, a space where a block
 * ended (with `lines`, a line break: a passage keeps its paragraphs, decision 0130), the entities
 * Moodle's editor writes read back. One pass, no pattern over the whole text; the input is cut first.
 */
export function moodleText(html: string, max: number, lines = false): string {
  const source = html.slice(0, max * 4);
  let out = "";
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "<") {
      const end = source.indexOf(">", i);
      if (end < 0) break;
      const tag = source.slice(i + 1, Math.min(end, i + 12)).toLowerCase();
      if (/^\/?(?:p|br|div|li)\b/.test(tag)) out += lines ? "\n" : " ";
      i = end + 1;
    } else if (ch === "&") {
      const semi = source.indexOf(";", i);
      const name = semi > i && semi - i <= 8 ? source.slice(i + 1, semi) : "";
      const numeric = /^#\d{1,6}$/.test(name) ? Number(name.slice(1)) : null;
      const decoded =
        HTML_ENTITIES[name] ??
        (numeric !== null && numeric > 0 && numeric <= 0x10ffff ? String.fromCodePoint(numeric) : null);
      out += decoded ?? "&";
      i = decoded === null ? i + 1 : semi + 1;
    } else {
      // A line break in the HTML's source is a space: only a block's end breaks a line.
      out += lines && (ch === "\n" || ch === "\r") ? " " : ch;
      i++;
    }
  }
  return lines ? plainLines(out) : out.replace(/\s+/g, " ").trim();
}

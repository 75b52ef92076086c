import { trPractice } from "./messages/practice";
import { trLower } from "./text";

/**
 * Word lists as teachers keep them in a spreadsheet: two or three columns,
 * English, Turkish and an optional example, pasted (tab-separated), saved by Turkish
 * Excel (semicolons) or as CSV with quotes (RFC 4180). Parsed whole: every bad row is
 * reported with the line it starts on, and only a list without problems is stored.
 * No pattern reads the input: it is scanned once, character by character.
 */

export interface WordRow {
  english: string;
  turkish: string;
  example: string | null;
}

export interface ParsedWordList {
  rows: WordRow[];
  errors: { line: number; message: string }[];
}

export const MAX_WORD_LIST_CHARS = 200_000;
export const MAX_WORD_ROWS = 2_000;
const MAX_WORD = 200;
const MAX_EXAMPLE = 500;

type Separator = "\t" | ";" | ",";

/** Tab before semicolon before comma, read from the first line that has any text. */
export function separatorOf(text: string): Separator {
  const end = text.indexOf("\n");
  const first = end === -1 ? text : text.slice(0, end);
  if (first.includes("\t")) return "\t";
  if (first.includes(";")) return ";";
  return ",";
}

/** Records of cells with the line each starts on; quotes may hold separators, "" and line breaks. */
export function records(text: string, separator: Separator): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  // Whether the cell so far is only spaces (a quote there opens a quoted cell), kept as it
  // grows: asking `cell.trim()` at every quote made a long cell of quotes quadratic (
  // a 1 MB manifest of `"a""` took minutes).
  let blank = true;
  let quoted = false;
  let line = 1;
  let start = 1;
  const add = (ch: string) => {
    cell += ch;
    if (blank && ch.trim() !== "") blank = false;
  };
  const endCell = () => {
    cells.push(cell);
    cell = "";
    blank = true;
  };
  const endRecord = () => {
    endCell();
    out.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        add('"');
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        add(ch);
      }
    } else if (ch === '"' && blank) {
      quoted = true;
      cell = "";
      blank = true;
    } else if (ch === separator) {
      endCell();
    } else if (ch === "\n") {
      endRecord();
      line++;
      start = line;
    } else add(ch);
  }
  if (cell !== "" || cells.length) endRecord();
  return out;
}

const HEADER_WORDS = new Set([
  "english",
  "ingilizce",
  "word",
  "kelime",
  "turkish",
  "türkçe",
  "example",
  "örnek",
  "örnek cümle",
]);

/** A first row whose first two cells are column names, not words. */
const isHeader = (cells: string[]) =>
  cells.length >= 2 && HEADER_WORDS.has(trLower(cells[0].trim())) && HEADER_WORDS.has(trLower(cells[1].trim()));

export function parseWordList(input: string): ParsedWordList {
  if (input.length > MAX_WORD_LIST_CHARS)
    return { rows: [], errors: [{ line: 1, message: trPractice.tooLong(MAX_WORD_LIST_CHARS) }] };
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const found = records(text, separatorOf(text.trimStart())).filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (found.length && isHeader(found[0].cells)) found.shift();
  const rows: WordRow[] = [];
  const errors: ParsedWordList["errors"] = [];
  if (found.length > MAX_WORD_ROWS)
    return { rows: [], errors: [{ line: found[MAX_WORD_ROWS].line, message: trPractice.tooManyRows(MAX_WORD_ROWS) }] };
  const seen = new Map<string, number>();
  for (const { line, cells: raw } of found) {
    const cells = raw.map((c) => c.trim());
    // Spreadsheets pad rows with empty cells on the right.
    while (cells.length > 2 && cells[cells.length - 1] === "") cells.pop();
    const [english = "", turkish = "", example = ""] = cells;
    let problem: string | null = null;
    if (cells.length > 3) problem = trPractice.tooManyColumns(line);
    else if (!english) problem = trPractice.englishMissing(line);
    else if (!turkish) problem = trPractice.turkishMissing(line);
    else if (english.length > MAX_WORD || turkish.length > MAX_WORD) problem = trPractice.wordTooLong(line, MAX_WORD);
    else if (example.length > MAX_EXAMPLE) problem = trPractice.exampleTooLong(line, MAX_EXAMPLE);
    else if (seen.has(english.toLowerCase()))
      problem = trPractice.duplicate(line, english, seen.get(english.toLowerCase())!);
    if (problem) {
      errors.push({ line, message: problem });
      continue;
    }
    seen.set(english.toLowerCase(), line);
    rows.push({ english, turkish, example: example || null });
  }
  return { rows, errors };
}

const quote = (cell: string) => (/[",;\t\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The list as CSV (the admin edits it as text; parseWordList reads it back unchanged). */
export function formatWordListCsv(rows: WordRow[]): string {
  return (
    ["english,turkish,example", ...rows.map((r) => [r.english, r.turkish, r.example ?? ""].map(quote).join(","))].join(
      "\n",
    ) + "\n"
  );
}

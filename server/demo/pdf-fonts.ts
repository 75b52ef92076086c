/**
 * The text of the demo worksheets (server/demo/pdf.ts): the encoding of the standard Helvetica
 * fonts with the Turkish letters put on their ISO-8859-9 code points by a /Differences array,
 * the fonts' widths, and the word wrap that measures with them.
 */

// ---------------------------------------------------------------------------
// Encoding

/** Glyphs placed by /Differences (ISO-8859-9 positions, the rest as in WinAnsi). */
export const DIFFERENCES: ReadonlyArray<readonly [number, string, string]> = [
  [0xc7, "Ccedilla", "Ç"],
  [0xd0, "Gbreve", "Ğ"],
  [0xd6, "Odieresis", "Ö"],
  [0xdc, "Udieresis", "Ü"],
  [0xdd, "Idotaccent", "İ"],
  [0xde, "Scedilla", "Ş"],
  [0xe7, "ccedilla", "ç"],
  [0xf0, "gbreve", "ğ"],
  [0xf6, "odieresis", "ö"],
  [0xfc, "udieresis", "ü"],
  [0xfd, "dotlessi", "ı"],
  [0xfe, "scedilla", "ş"],
];

/** WinAnsi's 0x80-0x9F block (the only part that differs from Latin-1). */
const WIN_ANSI_HIGH: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const CHAR_TO_CODE = new Map<string, number>();
for (let c = 0x20; c <= 0x7e; c++) CHAR_TO_CODE.set(String.fromCharCode(c), c);
for (let c = 0xa0; c <= 0xff; c++) CHAR_TO_CODE.set(String.fromCharCode(c), c);
for (const [ch, code] of Object.entries(WIN_ANSI_HIGH)) CHAR_TO_CODE.set(ch, code);
// Latin-1 letters whose slots the Turkish letters take over are no longer available.
for (const ch of ["Ð", "Ý", "Þ", "ð", "ý", "þ"]) CHAR_TO_CODE.delete(ch);
for (const [code, , ch] of DIFFERENCES) CHAR_TO_CODE.set(ch, code);
CHAR_TO_CODE.set("\u00a0", 0x20);

/** Text as single-byte codes (a latin1 "binary" string); unknown characters become '?'. */
export function encode(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (ch === "\t" || ch === "\n" || ch === "\r") {
      out += " ";
      continue;
    }
    const code = CHAR_TO_CODE.get(ch);
    out += String.fromCharCode(code ?? 0x3f);
  }
  return out;
}

/** A PDF literal string from encoded bytes. */
export function pdfString(bytes: string): string {
  return "(" + bytes.replace(/[\\()]/g, (m) => "\\" + m) + ")";
}

// ---------------------------------------------------------------------------
// Approximate Helvetica metrics (AFM widths, 1/1000 em) for printable ASCII.

const HELV =
  "278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584";
const HELV_BOLD =
  "278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584";
const WIDTHS = { F1: HELV.split(",").map(Number), F2: HELV_BOLD.split(",").map(Number) };
export type FontKey = keyof typeof WIDTHS;

/** Base letter for accented codes, so widths come from the ASCII table. */
const BASE: Record<number, string> = {
  0xc7: "C",
  0xd0: "G",
  0xd6: "O",
  0xdc: "U",
  0xdd: "I",
  0xde: "S",
  0xe7: "c",
  0xf0: "g",
  0xf6: "o",
  0xfc: "u",
  0xfd: "i",
  0xfe: "s",
};

function charWidth(code: number, font: FontKey): number {
  const table = WIDTHS[font];
  if (code >= 0x20 && code <= 0x7e) return table[code - 0x20];
  if (code === 0xfd) return 278; // dotlessi, same in both weights
  const base = BASE[code];
  if (base) return table[base.charCodeAt(0) - 0x20];
  if (code === 0x97) return 1000; // emdash
  if (code === 0x95 || code === 0xb7) return 350;
  if (code >= 0xc0) {
    // Other Latin-1 letters: use their NFD base letter when ASCII.
    const b = String.fromCharCode(code).normalize("NFD").charCodeAt(0);
    if (b >= 0x20 && b <= 0x7e) return table[b - 0x20];
  }
  return 556;
}

/** Width in points of encoded bytes. */
export function textWidth(bytes: string, font: FontKey, size: number): number {
  let w = 0;
  for (let i = 0; i < bytes.length; i++) w += charWidth(bytes.charCodeAt(i), font);
  return (w * size) / 1000;
}

/** Greedy word wrap of encoded bytes; over-long words are broken by characters. */
export function wrap(bytes: string, font: FontKey, size: number, maxWidth: number): string[] {
  const words = bytes.split(" ").filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = "";
  const push = (word: string) => {
    const candidate = current ? current + " " + word : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      current = candidate;
      return;
    }
    if (current) lines.push(current);
    current = "";
    if (textWidth(word, font, size) <= maxWidth) {
      current = word;
      return;
    }
    let piece = "";
    for (const ch of word) {
      if (piece && textWidth(piece + ch, font, size) > maxWidth) {
        lines.push(piece);
        piece = "";
      }
      piece += ch;
    }
    current = piece;
  };
  for (const word of words) push(word);
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

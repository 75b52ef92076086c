/**
 * A tiny, dependency-free PDF 1.4 writer for the demo worksheets.
 *
 * Uses the standard Helvetica / Helvetica-Bold fonts with WinAnsiEncoding plus a
 * /Differences array that puts the Turkish letters missing from WinAnsi (ğ ı İ ş Ğ Ş)
 * on the ISO-8859-9 code points, so every Turkish letter renders and extracts as text.
 * Characters outside that encoding become '?'. Content streams are Flate-compressed.
 */
import { deflateSync } from "node:zlib";

export interface DemoDocument {
  title: string;
  subtitle: string;
  lines: string[];
}

// ---------------------------------------------------------------------------
// Encoding

/** Glyphs placed by /Differences (ISO-8859-9 positions, the rest as in WinAnsi). */
const DIFFERENCES: ReadonlyArray<readonly [number, string, string]> = [
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
function encode(text: string): string {
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
function pdfString(bytes: string): string {
  return "(" + bytes.replace(/[\\()]/g, (m) => "\\" + m) + ")";
}

// ---------------------------------------------------------------------------
// Approximate Helvetica metrics (AFM widths, 1/1000 em) for printable ASCII.

const HELV =
  "278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584";
const HELV_BOLD =
  "278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584";
const WIDTHS = { F1: HELV.split(",").map(Number), F2: HELV_BOLD.split(",").map(Number) };
type FontKey = keyof typeof WIDTHS;

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
function textWidth(bytes: string, font: FontKey, size: number): number {
  let w = 0;
  for (let i = 0; i < bytes.length; i++) w += charWidth(bytes.charCodeAt(i), font);
  return (w * size) / 1000;
}

/** Greedy word wrap of encoded bytes; over-long words are broken by characters. */
function wrap(bytes: string, font: FontKey, size: number, maxWidth: number): string[] {
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

// ---------------------------------------------------------------------------
// Layout

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 72; // keep clear of the footer

type Rgb = readonly [number, number, number];
const INDIGO: Rgb = [0.263, 0.22, 0.792]; // #4338ca
const INDIGO_LIGHT: Rgb = [0.878, 0.906, 1]; // #e0e7ff
const AMBER: Rgb = [0.961, 0.62, 0.043]; // #f59e0b
const INK: Rgb = [0.118, 0.161, 0.231]; // #1e293b
const GREY: Rgb = [0.392, 0.455, 0.545]; // #64748b
const RULE: Rgb = [0.796, 0.835, 0.882]; // #cbd5e1
const WHITE: Rgb = [1, 1, 1];

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const fill = (c: Rgb) => `${n(c[0])} ${n(c[1])} ${n(c[2])} rg`;
const stroke = (c: Rgb) => `${n(c[0])} ${n(c[1])} ${n(c[2])} RG`;

class Page {
  ops: string[] = [];
  rect(x: number, y: number, w: number, h: number, c: Rgb) {
    this.ops.push(`${fill(c)} ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`);
  }
  line(x1: number, y1: number, x2: number, y2: number, c: Rgb, width: number) {
    this.ops.push(`${stroke(c)} ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }
  text(bytes: string, x: number, y: number, font: FontKey, size: number, c: Rgb) {
    this.ops.push(`BT ${fill(c)} /${font} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(bytes)} Tj ET`);
  }
}

/** A small ladder mark (brand) drawn with strokes, its bottom-left at (x, y). */
function ladderMark(page: Page, x: number, y: number, h: number) {
  const w = h * 0.5;
  page.ops.push("1 J");
  page.line(x, y, x + w * 0.25, y + h, WHITE, 4);
  page.line(x + w, y, x + w * 1.25, y + h, WHITE, 4);
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const c = i === 4 ? AMBER : WHITE;
    page.line(x + w * 0.25 * t, y + h * t, x + w + w * 0.25 * t, y + h * t, c, 3.5);
  }
  page.ops.push("0 J");
}

function layout(doc: DemoDocument): Page[] {
  const pages: Page[] = [];
  let page = new Page();
  pages.push(page);

  // Header band: title and subtitle in white on indigo, an amber stripe underneath.
  let titleSize = 26;
  let titleLines = wrap(encode(doc.title), "F2", titleSize, CONTENT_W - 70);
  if (titleLines.length > 2) {
    titleSize = 20;
    titleLines = wrap(encode(doc.title), "F2", titleSize, CONTENT_W - 70).slice(0, 4);
  }
  const subSize = 13;
  const subLines = doc.subtitle.trim() ? wrap(encode(doc.subtitle), "F1", subSize, CONTENT_W - 70).slice(0, 3) : [];
  const bandH = 40 + titleLines.length * titleSize * 1.2 + subLines.length * subSize * 1.4 + 26;
  page.rect(0, PAGE_H - bandH, PAGE_W, bandH, INDIGO);
  page.rect(0, PAGE_H - bandH - 6, PAGE_W, 6, AMBER);
  ladderMark(page, PAGE_W - MARGIN - 44, PAGE_H - 40 - 62, 62);

  let y = PAGE_H - 40 - titleSize;
  for (const l of titleLines) {
    page.text(l, MARGIN, y, "F2", titleSize, WHITE);
    y -= titleSize * 1.2;
  }
  y -= 4;
  for (const l of subLines) {
    page.text(l, MARGIN, y, "F1", subSize, INDIGO_LIGHT);
    y -= subSize * 1.4;
  }

  y = PAGE_H - bandH - 6 - 26;
  page.text(encode("Merdiven — demo içerik"), MARGIN, y, "F1", 10, GREY);
  y -= 30;

  const newPage = () => {
    page = new Page();
    pages.push(page);
    y = PAGE_H - MARGIN - 10;
  };

  // Body lines with amber bullets.
  const bodySize = 13;
  const lead = bodySize * 1.45;
  for (const raw of doc.lines) {
    const wrapped = wrap(encode(raw), "F1", bodySize, CONTENT_W - 18);
    // Keep a short item together rather than splitting it across pages.
    if (y - (wrapped.length - 1) * lead < BOTTOM && wrapped.length <= 6) newPage();
    wrapped.forEach((l, i) => {
      if (y < BOTTOM) newPage();
      if (i === 0) page.text(encode("•"), MARGIN, y, "F2", bodySize, AMBER);
      page.text(l, MARGIN + 18, y, "F1", bodySize, INK);
      y -= lead;
    });
    y -= 6;
  }

  // Notes: always on a fresh page, each line repeated as a practice prompt with room to write.
  const notesHeading = () => {
    page.text(encode("Notlar / Notes"), MARGIN, y, "F2", 20, INDIGO);
    page.rect(MARGIN, y - 10, 48, 3, AMBER);
    y -= 44;
  };
  newPage();
  notesHeading();
  const promptSize = 12;
  doc.lines.forEach((raw, idx) => {
    const wrapped = wrap(encode(`${idx + 1}. Practice: ${raw}`), "F1", promptSize, CONTENT_W);
    const need = wrapped.length * promptSize * 1.4 + 2 * 24 + 10;
    if (y - need < BOTTOM) {
      newPage();
      notesHeading();
    }
    for (const l of wrapped) {
      page.text(l, MARGIN, y, "F1", promptSize, INK);
      y -= promptSize * 1.4;
    }
    for (let k = 0; k < 2; k++) {
      y -= 20;
      page.line(MARGIN, y, PAGE_W - MARGIN, y, RULE, 0.75);
    }
    y -= 22;
  });
  // Fill what is left of the last page with writing lines.
  while (y - 24 >= BOTTOM) {
    page.line(MARGIN, y, PAGE_W - MARGIN, y, RULE, 0.75);
    y -= 26;
  }

  // Footer on every page: a thin rule and "Sayfa N / M".
  pages.forEach((p, i) => {
    p.line(MARGIN, 48, PAGE_W - MARGIN, 48, RULE, 0.5);
    const label = encode(`Sayfa ${i + 1} / ${pages.length}`);
    p.text(label, PAGE_W - MARGIN - textWidth(label, "F1", 9), 34, "F1", 9, GREY);
    p.text(encode("Merdiven"), MARGIN, 34, "F2", 9, INDIGO);
  });
  return pages;
}

// ---------------------------------------------------------------------------
// Serialisation

/** A PDF text string for the Info dictionary (UTF-16BE with BOM, hex). */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

export function makeDemoPdf(doc: DemoDocument): Buffer {
  const pages = layout(doc);
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const write = (b: Buffer | string) => {
    const buf = typeof b === "string" ? Buffer.from(b, "latin1") : b;
    chunks.push(buf);
    size += buf.length;
  };

  // Fixed objects: 1 catalog, 2 pages, 3 encoding, 4 F1, 5 F2, 6 info; then page + content pairs.
  const pageObj = (i: number) => 7 + i * 2;
  const contentObj = (i: number) => 8 + i * 2;
  const total = 6 + pages.length * 2;

  const object = (num: number, body: string | Buffer[]) => {
    offsets[num] = size;
    write(`${num} 0 obj\n`);
    if (typeof body === "string") write(body);
    else body.forEach(write);
    write("\nendobj\n");
  };

  write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(
    2,
    `<< /Type /Pages /Count ${pages.length} /Kids [${pages.map((_, i) => `${pageObj(i)} 0 R`).join(" ")}] /MediaBox [0 0 ${n(PAGE_W)} ${n(PAGE_H)}] >>`,
  );
  object(
    3,
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${DIFFERENCES.map(([code, name]) => `${code} /${name}`).join(" ")}] >>`,
  );
  object(4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 3 0 R >>");
  object(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 3 0 R >>");
  object(6, `<< /Title ${infoString(doc.title)} /Producer (Merdiven) >>`);
  pages.forEach((p, i) => {
    object(
      pageObj(i),
      `<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${contentObj(i)} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(p.ops.join("\n"), "latin1"));
    object(contentObj(i), [
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      stream,
      Buffer.from("\nendstream", "latin1"),
    ]);
  });

  const xrefAt = size;
  let xref = `xref\n0 ${total + 1}\n0000000000 65535 f \n`;
  for (let i = 1; i <= total; i++) xref += `${String(offsets[i]).padStart(10, "0")} 00000 n \n`;
  write(xref);
  write(`trailer\n<< /Size ${total + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

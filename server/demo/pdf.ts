/**
 * A tiny, dependency-free PDF 1.4 writer for the demo worksheets.
 *
 * Uses the standard Helvetica / Helvetica-Bold fonts with WinAnsiEncoding plus a
 * /Differences array that puts the Turkish letters missing from WinAnsi (ğ ı İ ş Ğ Ş)
 * on the ISO-8859-9 code points, so every Turkish letter renders and extracts as text.
 * Characters outside that encoding become '?'. Content streams are Flate-compressed.
 */
import { deflateSync } from "node:zlib";
import { DIFFERENCES, encode, pdfString, textWidth, wrap, type FontKey } from "./pdf-fonts";

export interface DemoDocument {
  title: string;
  subtitle: string;
  lines: string[];
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

/** Where the layout is: the pages so far, the one drawn on, and the baseline of the next line. */
interface Cursor {
  pages: Page[];
  page: Page;
  y: number;
}

function newPage(at: Cursor) {
  at.page = new Page();
  at.pages.push(at.page);
  at.y = PAGE_H - MARGIN - 10;
}

function layout(doc: DemoDocument): Page[] {
  const page = new Page();
  const at: Cursor = { pages: [page], page, y: 0 };
  headerBand(at, doc);
  bodyLines(at, doc.lines);
  notes(at, doc.lines);
  footers(at.pages);
  return at.pages;
}

/** Header band: title and subtitle in white on indigo, an amber stripe underneath. */
function headerBand(at: Cursor, doc: DemoDocument) {
  const { page } = at;
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

  at.y = PAGE_H - bandH - 6 - 26;
  page.text(encode("Merdiven — demo içerik"), MARGIN, at.y, "F1", 10, GREY);
  at.y -= 30;
}

/** Body lines with amber bullets. */
function bodyLines(at: Cursor, lines: string[]) {
  const bodySize = 13;
  const lead = bodySize * 1.45;
  for (const raw of lines) {
    const wrapped = wrap(encode(raw), "F1", bodySize, CONTENT_W - 18);
    // Keep a short item together rather than splitting it across pages.
    if (at.y - (wrapped.length - 1) * lead < BOTTOM && wrapped.length <= 6) newPage(at);
    wrapped.forEach((l, i) => {
      if (at.y < BOTTOM) newPage(at);
      if (i === 0) at.page.text(encode("•"), MARGIN, at.y, "F2", bodySize, AMBER);
      at.page.text(l, MARGIN + 18, at.y, "F1", bodySize, INK);
      at.y -= lead;
    });
    at.y -= 6;
  }
}

/** Notes: always on a fresh page, each line repeated as a practice prompt with room to write. */
function notes(at: Cursor, lines: string[]) {
  const notesHeading = () => {
    at.page.text(encode("Notlar / Notes"), MARGIN, at.y, "F2", 20, INDIGO);
    at.page.rect(MARGIN, at.y - 10, 48, 3, AMBER);
    at.y -= 44;
  };
  newPage(at);
  notesHeading();
  const promptSize = 12;
  lines.forEach((raw, idx) => {
    const wrapped = wrap(encode(`${idx + 1}. Practice: ${raw}`), "F1", promptSize, CONTENT_W);
    const need = wrapped.length * promptSize * 1.4 + 2 * 24 + 10;
    if (at.y - need < BOTTOM) {
      newPage(at);
      notesHeading();
    }
    for (const l of wrapped) {
      at.page.text(l, MARGIN, at.y, "F1", promptSize, INK);
      at.y -= promptSize * 1.4;
    }
    for (let k = 0; k < 2; k++) {
      at.y -= 20;
      at.page.line(MARGIN, at.y, PAGE_W - MARGIN, at.y, RULE, 0.75);
    }
    at.y -= 22;
  });
  // Fill what is left of the last page with writing lines.
  while (at.y - 24 >= BOTTOM) {
    at.page.line(MARGIN, at.y, PAGE_W - MARGIN, at.y, RULE, 0.75);
    at.y -= 26;
  }
}

/** Footer on every page: a thin rule and "Sayfa N / M". */
function footers(pages: Page[]) {
  pages.forEach((p, i) => {
    p.line(MARGIN, 48, PAGE_W - MARGIN, 48, RULE, 0.5);
    const label = encode(`Sayfa ${i + 1} / ${pages.length}`);
    p.text(label, PAGE_W - MARGIN - textWidth(label, "F1", 9), 34, "F1", 9, GREY);
    p.text(encode("Merdiven"), MARGIN, 34, "F2", 9, INDIGO);
  });
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

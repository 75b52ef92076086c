import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

/**
 * Hand-made PDFs for the tests of PDF pages: pages given as raw content streams,
 * so a test can make a document of 500 pages, a page that takes minutes to draw, or one
 * whose picture wants gigabytes, in a few kilobytes. Helvetica is named as /F1.
 */
export function pdfOfPages(
  pages: string[],
  { images = [] as { name: string; width: number; height: number }[] } = {},
): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) + 2; // object 1 is the catalogue, 2 the page tree
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const xobjects = images.map((image) => {
    const raw = Buffer.alloc(image.width * image.height * 3, 0xcc);
    const data = deflateSync(raw, { level: 9 });
    const id = add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        ),
        data,
        Buffer.from("\nendstream"),
      ]),
    );
    return `/${image.name} ${id} 0 R`;
  });
  const kids: number[] = [];
  for (const content of pages) {
    const data = deflateSync(Buffer.from(content, "latin1"));
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
        data,
        Buffer.from("\nendstream"),
      ]),
    );
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 ${font} 0 R >> /XObject << ${xobjects.join(" ")} >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  const all = [
    `<< /Type /Catalog /Pages 2 0 R >>`,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`,
    ...objects,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let at = parts[0].length;
  all.forEach((body, i) => {
    offsets.push(at);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(chunk);
    at += chunk.length;
  });
  const xref = [
    `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`, "latin1"),
  );
  return Buffer.concat(parts);
}

/** A page with one line of text. */
export const textPage = (text: string) => `BT /F1 28 Tf 72 760 Td (${text}) Tj ET`;

/** A page that keeps a drawing process busy for minutes: a few hundred thousand strokes. */
export const slowPage = (strokes = 400_000) => `0.5 w ${"72 72 m 520 770 l S ".repeat(strokes)}`;

/** A page whose one picture, stretched over the page, wants hundreds of megabytes once decoded. */
export const hungryPage = (name = "Im1") => `q 595 0 0 842 0 0 cm /${name} Do Q`;

/**
 * The same worksheet with a password (RC4, made once by `qpdf --encrypt`): pdf.js cannot
 * open it without one, as a pupil's phone cannot.
 */
export function passwordPdf(): Buffer {
  return fs.readFileSync(path.join(import.meta.dirname, "password.pdf"));
}

// The process that draws a PDF's pages as pictures (decision 0047). A process of
// its own, started at the lowest CPU priority (nice 19) by server/content/pdf-pages.ts: it
// takes only the time pupils' requests leave, and a page that wants too much time or memory
// is ended by killing this process, never by touching the server's. pdf.js draws each page
// on a @napi-rs/canvas; sharp encodes every copy. Plain JavaScript: it runs the same under
// tsx, Vitest and a built server.
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));

// One page at a time: the copies are encoded one after the other, on one thread.
sharp.concurrency(1);
sharp.cache(false);

/** Quality per format: text stays crisp, a phone's bytes stay few (measured in docs/performance.md). */
function encode(image, format, thumb) {
  switch (format) {
    case "avif":
      return image.avif({ quality: thumb ? 45 : 50, effort: 2 });
    case "webp":
      return image.webp({ quality: thumb ? 55 : 75 });
    case "jpg":
      return image.jpeg({ quality: thumb ? 55 : 78, mozjpeg: true });
    default:
      throw new Error(`no such format: ${format}`);
  }
}

let doc = null;

async function open(data) {
  await doc?.destroy().catch(() => {});
  doc = null;
  doc = await getDocument({
    data,
    isEvalSupported: false,
    // Fonts a PDF names but does not carry (Helvetica…) come from pdf.js's own files.
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    useSystemFonts: false,
    // A picture inside the PDF larger than this is left out rather than decoded into memory.
    maxImageSize: 40_000_000,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  return { pageCount: doc.numPages };
}

async function draw({ page: number, maxWidth, maxAspect, copies, thumb }) {
  const page = await doc.getPage(number);
  try {
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(maxWidth / natural.width, (maxWidth * maxAspect) / natural.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const { canvas, context } = doc.canvasFactory.create(width, height);
    // Paper is white: a page without a background would otherwise be see-through black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, width, height);
    doc.canvasFactory.destroy({ canvas, context });
    const raw = () =>
      sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
        raw: { width, height, channels: 4 },
      }).removeAlpha();
    const out = [];
    for (const copy of copies) {
      const image = copy.width >= width ? raw() : raw().resize({ width: copy.width });
      out.push({ name: copy.name, format: copy.format, bytes: await encode(image, copy.format, false).toBuffer() });
    }
    if (thumb) {
      for (const copy of thumb.copies) {
        const image = raw().resize({ width: thumb.width, height: thumb.height, fit: "cover", position: "top" });
        out.push({ name: copy.name, format: copy.format, bytes: await encode(image, copy.format, true).toBuffer() });
      }
    }
    return { width, height, copies: out };
  } finally {
    page.cleanup();
  }
}

process.on("message", async (message) => {
  try {
    if (message.type === "open") process.send({ id: message.id, ...(await open(message.data)) });
    else if (message.type === "draw") process.send({ id: message.id, ...(await draw(message)) });
  } catch (error) {
    const reason = error?.name === "PasswordException" ? "password" : "unreadable";
    process.send({ id: message.id, error: error instanceof Error ? error.message : String(error), reason });
  }
});
process.on("disconnect", () => process.exit(0));

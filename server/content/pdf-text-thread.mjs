// A worker thread that reads the text of PDFs with pdf.js. Kept apart from the
// server's event loop: a large or hostile file costs this thread's time and memory, never
// a pupil's request; server/content/pdf-text.ts ends the thread when a file takes too long.
// Plain JavaScript so that it runs the same under tsx, Vitest and a built server.
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

parentPort.on("message", async ({ id, data, maxPages }) => {
  let doc;
  try {
    // No eval, no fonts, no fetching: only the text operators are read.
    doc = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
    const pages = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
      page.cleanup();
    }
    parentPort.postMessage({ id, pages });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    await doc?.destroy().catch(() => {});
  }
});

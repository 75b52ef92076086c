import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { baseURL } from "#tests/e2e/base-url.ts";
import { expect } from "./fixtures";

export interface ApiEntry {
  id: number;
  konuIng: string;
  konuTr: string;
  fileType: "pdf" | "image" | "video" | "audio";
  link: string | null;
  url: string;
  fileUrl: string | null;
}

/**
 * A demo entry of a file type: the 5th grade's vocabulary has all three. Grade 5's vocabulary
 * PDFs have their pages drawn as pictures before the site opens (tests/e2e/drawn-pdfs.ts); a PDF
 * of another grade never does, and opens in the PDF viewer (pdf.js): `pdfViewerEntry`.
 */
export async function demoEntry(
  request: APIRequestContext,
  fileType: ApiEntry["fileType"],
  grade = 5,
): Promise<ApiEntry> {
  const res = await request.get(`/api/v1/contents?grade=${grade}&type=2&pageSize=100`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: ApiEntry[] };
  const entry = items.find((i) => i.fileType === fileType);
  if (!entry) throw new Error(`no ${fileType} among grade ${grade}'s vocabulary`);
  return entry;
}

/** A PDF whose pages are not drawn (grade 6's vocabulary): its page shows the PDF viewer at once, as before PDF pages were drawn. */
export function pdfViewerEntry(request: APIRequestContext): Promise<ApiEntry> {
  return demoEntry(request, "pdf", 6);
}

/** pdf.js's chunk, its worker, or a PDF file itself (not a drawn page's picture below it, `….pdf/p1-800.avif`). */
export const PDF_JS = /\/assets\/pdf-document-|\/assets\/pdf\.worker|\.pdf(?:\?|$)/;

/** A drawn page's copy: `….pdf/p{page}-{width}.{format}`. */
export const PAGE_COPY = /\.pdf\/p(\d+)-(\d+)\.(?:avif|webp|jpg)$/;

/** Every address the page asks for, from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  return urls;
}

/** The drawn pages' copies among `urls`, as `p{page}-{width}`. */
export function pageCopies(urls: string[]): string[] {
  return urls.flatMap((u) => {
    const match = PAGE_COPY.exec(new URL(u).pathname);
    return match ? [`p${match[1]}-${match[2]}`] : [];
  });
}

/** True once every given picture has arrived and decoded (the browser would show it). */
export function picturesShown(images: Locator) {
  return images.evaluateAll(
    (list: HTMLImageElement[]) => list.length > 0 && list.every((i) => i.complete && i.naturalWidth > 0),
  );
}

/**
 * A page canvas's width on screen, NaN while there is none: the viewer swaps in a new canvas
 * when a new zoom has been drawn, so a locator may meet the old one as it goes (for expect.poll).
 */
export async function canvasWidth(canvas: Locator): Promise<number> {
  return (await canvas.boundingBox({ timeout: 2_000 }).catch(() => null))?.width ?? NaN;
}

/** True when a canvas holds a drawing (not a blank white sheet). */
export function hasInk(canvas: Locator) {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext("2d")!.getImageData(0, 0, c.width, c.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 16) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) ink++;
    return ink > 50;
  });
}

// Stands in for the video site (no internet in tests); a page axe finds nothing to say about.
const VIDEO_STUB = '<!doctype html><html lang="en"><head><title>Video</title></head><body></body></html>';

/** Every request to another site than ours, from now on; the video site answers with a stub page. */
export async function watchOtherSites(page: Page): Promise<string[]> {
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(baseURL) && !r.url().startsWith("data:")) outside.push(r.url());
  });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: VIDEO_STUB }),
  );
  return outside;
}

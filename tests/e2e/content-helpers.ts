import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect } from "./fixtures";

export interface ApiEntry {
  id: number;
  konuIng: string;
  konuTr: string;
  fileType: "pdf" | "image" | "video";
  link: string | null;
  url: string;
  fileUrl: string | null;
}

/** A demo entry of a file type: the 5th grade's vocabulary has all three. */
export async function demoEntry(request: APIRequestContext, fileType: ApiEntry["fileType"]): Promise<ApiEntry> {
  const res = await request.get("/api/v1/contents?grade=5&type=2&pageSize=100");
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: ApiEntry[] };
  const entry = items.find((i) => i.fileType === fileType);
  if (!entry) throw new Error(`no ${fileType} among grade 5's vocabulary`);
  return entry;
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
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: VIDEO_STUB }));
  return outside;
}

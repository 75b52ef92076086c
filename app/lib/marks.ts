import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { NO_MARKS, PDF_PAGE_PARAM, type KeptEntry, type MarkState } from "#core/marks.ts";
import { contentPath } from "#core/content.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { deviceMarkState, subscribeDeviceMarks } from "#app/browser/device-marks.ts";

/** The resource route every mark goes through (app/routes/resources/marks.tsx). */
export const MARKS_PATH = "/isaretler";

/**
 * The pupil's marks as pages show them: a signed-in pupil's come with the root loader
 * (the server's), a visitor's from this device. The server's HTML for a visitor never
 * holds them (it is cached and shared), so they appear once the page has hydrated.
 */
export function useMarks(): { state: MarkState; signedIn: boolean } {
  const server = useRouteLoaderData<typeof rootLoader>("root")?.marks ?? null;
  const device = useSyncExternalStore(subscribeDeviceMarks, deviceMarkState, () => NO_MARKS);
  return server ? { state: server, signedIn: true } : { state: device, signedIn: false };
}

/** Where 'Kaldığın yerden devam et' opens an entry: a PDF at the page last read. */
export function continueHref(entry: KeptEntry, pdfPage: number | null): string {
  return contentPath(entry) + (pdfPage && pdfPage > 1 ? `#${PDF_PAGE_PARAM}-${pdfPage}` : "");
}

/**
 * The PDF viewer announces the page being read with this window event; the content
 * page keeps it as the entry's place. (An event, not a prop: the viewer is loaded
 * apart from the page and knows nothing of marks.)
 */
export const PDF_PAGE_EVENT = "merdiven:pdf-page";

export function announcePdfPage(page: number) {
  window.dispatchEvent(new CustomEvent<number>(PDF_PAGE_EVENT, { detail: page }));
}

/** A mark sent by the page itself (not a form): `keepalive` lets it finish while the pupil leaves. */
export function postMark(fields: Record<string, string>) {
  void fetch(MARKS_PATH, {
    method: "POST",
    body: new URLSearchParams(fields),
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
}

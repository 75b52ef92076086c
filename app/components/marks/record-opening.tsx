import { useEffect } from "react";
import type { KeptEntry } from "#core/marks.ts";
import { recordDeviceOpening } from "#app/browser/device-marks.ts";
import { PDF_PAGE_EVENT, postMark, useMarks } from "#app/lib/marks.ts";

/** A PDF page is kept once the pupil has stayed on it a moment (scrolling past pages sends nothing). */
const PAGE_SETTLE_MS = 1500;

/**
 * Keeps the entry as opened (for 'Kaldığın yerden devam et'), and a PDF's page as the
 * pupil reads: on the device for a visitor, on the server for a signed-in pupil.
 */
export function RecordOpening({ entry }: { entry: KeptEntry }) {
  const { signedIn } = useMarks();
  useEffect(() => {
    const keep = (page: number | null) =>
      signedIn
        ? postMark({ intent: "opened", id: String(entry.id), ...(page ? { page: String(page) } : {}) })
        : recordDeviceOpening(entry, page);
    keep(null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPage = (event: Event) => {
      clearTimeout(timer);
      timer = setTimeout(() => keep((event as CustomEvent<number>).detail), PAGE_SETTLE_MS);
    };
    window.addEventListener(PDF_PAGE_EVENT, onPage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(PDF_PAGE_EVENT, onPage);
    };
    // The entry's id names it; its other fields do not change while the page shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry.id, signedIn]);
  return null;
}

import type { ContentEntry } from "./content";

/**
 * A pupil's own marks of entries (issue 19): saved ('Kaydettiklerim'), done
 * ('Tamamladım'), and the last few opened, with a PDF's last page. A visitor keeps them
 * on the device (app/lib/marks.ts, localStorage); an account on the server
 * (server/account/mark-service.ts). At sign-in the device's are merged into the account.
 */

export const MARK_INTENTS = ["save", "unsave", "done", "undone"] as const;
export type MarkIntent = (typeof MARK_INTENTS)[number];

export const isMarkIntent = (value: unknown): value is MarkIntent => MARK_INTENTS.includes(value as MarkIntent);

/** How many recently opened entries 'Kaldığın yerden devam et' shows (and a device keeps). */
export const RECENT_COUNT = 5;
/** At most this many marks travel in one merge (the body limit is 64 KB). */
export const MAX_MERGED_MARKS = 200;

/** The entry as a device keeps it: enough to show its card offline. */
export type KeptEntry = Pick<ContentEntry, "id" | "sinif" | "unite" | "konuIng" | "konuTr" | "icerikTuru" | "donem" | "fileType">;

export interface RecentEntry {
  entry: KeptEntry;
  /** Epoch milliseconds. */
  openedAt: number;
  /** The PDF page last read, when there is one. */
  pdfPage: number | null;
}

/** What pages need to show the marks: ids saved and done, and the recent entries. */
export interface MarkState {
  saved: number[];
  done: number[];
  recent: RecentEntry[];
}

export const NO_MARKS: MarkState = { saved: [], done: [], recent: [] };

/** The device's store, and what a merge sends: each mark with its time (epoch ms). */
export interface DeviceMarks {
  v: 1;
  saved: { entry: KeptEntry; at: number }[];
  done: { id: number; at: number }[];
  recent: RecentEntry[];
}

export const keptEntry = (e: KeptEntry): KeptEntry => ({
  id: e.id,
  sinif: e.sinif,
  unite: e.unite,
  konuIng: e.konuIng,
  konuTr: e.konuTr,
  icerikTuru: e.icerikTuru,
  donem: e.donem,
  fileType: e.fileType,
});

/** Where a recent PDF continues: its content page, with `#sayfa-12` for page 12 (a hash: the server and its caches never see it). */
export const PDF_PAGE_PARAM = "sayfa";

/** The page a content page's hash asks for, or null. */
export function pdfPageFromHash(hash: string): number | null {
  const match = /^#sayfa-(\d{1,6})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

import type { ContentEntry } from "./content";
import type { Boxes } from "./flashcards";

/**
 * A pupil's own marks of entries: saved ('Kaydettiklerim'), done
 * ('Tamamladım'), and the last few opened, with a PDF's last page. A visitor keeps them
 * on the device (app/lib/marks.ts, localStorage); an account on the server
 * (server/account/mark-service.ts). After a sign-in the device's are merged into the account
 * once the pupil says they are theirs (decision 0057).
 */

export const MARK_INTENTS = ["save", "unsave", "done", "undone"] as const;
export type MarkIntent = (typeof MARK_INTENTS)[number];

export const isMarkIntent = (value: unknown): value is MarkIntent => MARK_INTENTS.includes(value as MarkIntent);

/** How many recently opened entries 'Kaldığın yerden devam et' shows (and a device keeps). */
export const RECENT_COUNT = 5;
/** At most this many marks travel in one merge (the body limit is 64 KB). */
export const MAX_MERGED_MARKS = 200;

/** The entry as a device keeps it: enough to show its card offline. */
export type KeptEntry = Pick<
  ContentEntry,
  "id" | "sinif" | "unite" | "konuIng" | "konuTr" | "icerikTuru" | "donem" | "fileType"
>;

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

/** What a device holds that a sign-in could add to an account (decision 0057). */
export interface DeviceHoldings {
  /** Entries saved, done or opened (each once, whatever it holds). */
  entries: number;
  /** Word lists with at least one flashcard sorted into a box. */
  cardLists: number;
  /** 'Günlük tekrar' reviews a visitor made on the device (decision 0118). */
  reviews: number;
}

/**
 * Counts what the device holds, for the question asked at sign-in. Tolerates a foreign or
 * broken store (another version, a hand edit): what cannot be read is not counted.
 */
export function deviceHoldings(marks: DeviceMarks, boxes: Boxes, reviews = 0): DeviceHoldings {
  const ids = new Set<number>();
  for (const s of marks.saved) if (typeof s?.entry?.id === "number") ids.add(s.entry.id);
  for (const d of marks.done) if (typeof d?.id === "number") ids.add(d.id);
  for (const r of marks.recent) if (typeof r?.entry?.id === "number") ids.add(r.entry.id);
  const cardLists = Object.values(boxes).filter(
    (words) => words !== null && typeof words === "object" && Object.keys(words).length > 0,
  ).length;
  return { entries: ids.size, cardLists, reviews };
}

export const holdsAnything = (held: DeviceHoldings): boolean => held.entries + held.cardLists + held.reviews > 0;

import type { Boxes } from "#core/flashcards.ts";
import {
  deviceHoldings,
  keptEntry,
  RECENT_COUNT,
  type DeviceHoldings,
  type DeviceMarks,
  type KeptEntry,
  type MarkState,
} from "#core/marks.ts";
import { DEVICE_CARDS_KEY } from "#app/lib/practice.ts";
import { reviewsKeyOf, VISITOR, VISITOR_DECK_KEY } from "#app/lib/review-device.ts";

/**
 * A visitor's marks (core/marks.ts), kept in this browser's localStorage: they work
 * offline and never reach the server until someone signs in here and says they are theirs
 * (then they are merged into the account and removed from here; decision 0057). Every read
 * tolerates a missing, broken or foreign value: it is then an empty store.
 */
const KEY = "merdiven:isaretler";
const EMPTY: DeviceMarks = { v: 1, saved: [], done: [], recent: [] };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedStore: DeviceMarks = EMPTY;
let cachedState: MarkState = { saved: [], done: [], recent: [] };

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked (private mode, settings): nothing kept
  }
}

export function readDeviceMarks(): DeviceMarks {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedStore;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as DeviceMarks) : EMPTY;
    cachedStore =
      parsed?.v === 1 && Array.isArray(parsed.saved) && Array.isArray(parsed.done) && Array.isArray(parsed.recent)
        ? parsed
        : EMPTY;
  } catch {
    cachedStore = EMPTY;
  }
  cachedState = {
    saved: cachedStore.saved.map((s) => s.entry.id),
    done: cachedStore.done.map((d) => d.id),
    recent: cachedStore.recent,
  };
  return cachedStore;
}

/** The store as pages show it (the same object until it changes: a stable snapshot for React). */
export function deviceMarkState(): MarkState {
  readDeviceMarks();
  return cachedState;
}

function write(next: DeviceMarks) {
  try {
    if (next.saved.length + next.done.length + next.recent.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full or blocked: the mark is not kept, and the page shows it as not kept.
  }
  for (const listener of listeners) listener();
}

export function subscribeDeviceMarks(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the store.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setDeviceMark(entry: KeptEntry, kind: "saved" | "done", on: boolean) {
  const store = readDeviceMarks();
  const now = Date.now();
  if (kind === "saved") {
    const saved = store.saved.filter((s) => s.entry.id !== entry.id);
    write({ ...store, saved: on ? [{ entry: keptEntry(entry), at: now }, ...saved] : saved });
  } else {
    const done = store.done.filter((d) => d.id !== entry.id);
    write({ ...store, done: on ? [{ id: entry.id, at: now }, ...done] : done });
  }
}

/** The entry opened now (and, for a PDF, the page reached): first of the recent list. */
export function recordDeviceOpening(entry: KeptEntry, pdfPage: number | null) {
  const store = readDeviceMarks();
  const before = store.recent.find((r) => r.entry.id === entry.id);
  const others = store.recent.filter((r) => r.entry.id !== entry.id);
  const page = pdfPage ?? before?.pdfPage ?? null;
  if (before && store.recent[0] === before && before.pdfPage === page) return;
  write({
    ...store,
    recent: [{ entry: keptEntry(entry), openedAt: Date.now(), pdfPage: page }, ...others].slice(0, RECENT_COUNT),
  });
}

export function clearDeviceMarks() {
  write(EMPTY);
}

/** The flashcards' boxes a visitor kept on this device (app/browser/practice-client.ts), as stored; null when none. */
export function readDeviceCards(): string | null {
  try {
    const raw = localStorage.getItem(DEVICE_CARDS_KEY);
    return raw && raw !== "{}" ? raw : null;
  } catch {
    return null;
  }
}

/** Once the account has them (or the pupil said they are not theirs), the device forgets its boxes. */
export function forgetDeviceCards() {
  try {
    localStorage.removeItem(DEVICE_CARDS_KEY);
  } catch {
    // Storage refused: the next sign-in asks about them again (and a merge keeps the lower box).
  }
  for (const listener of listeners) listener();
}

/** A visitor's 'Günlük tekrar' reviews as stored (decision 0118); null when none. */
function readVisitorReviews(): string | null {
  try {
    return localStorage.getItem(reviewsKeyOf(VISITOR));
  } catch {
    return null;
  }
}

/** Once the account has a visitor's reviews (or the pupil said they are not theirs), the device forgets them and their cards. */
export function forgetVisitorReviews() {
  try {
    localStorage.removeItem(reviewsKeyOf(VISITOR));
    localStorage.removeItem(VISITOR_DECK_KEY);
  } catch {
    // Storage refused: the next sign-in asks about them again, and the server counts a review once.
  }
  for (const listener of listeners) listener();
}

const NOTHING_HELD: DeviceHoldings = { entries: 0, cardLists: 0, reviews: 0 };
let cachedHeldKey: string | undefined;
let cachedHeld: DeviceHoldings = NOTHING_HELD;

/**
 * What this device holds that a sign-in could add to an account: marks, flashcard boxes and a
 * visitor's reviews, counted (the same object until either changes: a stable snapshot for React).
 */
export function deviceHoldingsState(): DeviceHoldings {
  const marks = readDeviceMarks();
  const cards = readDeviceCards();
  const reviews = readVisitorReviews();
  const key = `${cachedRaw ?? ""}\u0000${cards ?? ""}\u0000${reviews ?? ""}`;
  if (key === cachedHeldKey) return cachedHeld;
  cachedHeldKey = key;
  let boxes: Boxes = {};
  try {
    const parsed: unknown = JSON.parse(cards ?? "{}");
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) boxes = parsed as Boxes;
  } catch {
    // Broken boxes count as none; the merge would refuse them too.
  }
  let reviewCount = 0;
  try {
    const parsed: unknown = JSON.parse(reviews ?? "[]");
    if (Array.isArray(parsed)) reviewCount = parsed.length;
  } catch {
    // Broken reviews count as none.
  }
  cachedHeld = deviceHoldings(marks, boxes, reviewCount);
  return cachedHeld;
}

/** The server's value (and the hydrating page's): nothing, since the server never sees the device. */
export const nothingHeld = (): DeviceHoldings => NOTHING_HELD;

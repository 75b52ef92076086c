/**
 * Homework on the phone (docs/decisions/0076): the device's store in IndexedDB
 * (`merdiven-odev`): items opened online (`items`, per pupil: quizzes, self-tests and
 * entries to read, docs/decisions/0084), tries waiting to be
 * sent (`outbox`) and who was signed in last (`meta`). Loaded only by the homework pages,
 * the offline page, and every page of a pupil in a class (to send what waits). The rules
 * of sending are core/homework/outbox.ts's; this file wires them to IndexedDB and fetch.
 * Signing out answers `Clear-Site-Data: "storage"`, which empties all of it.
 */
import {
  deviceItemOf,
  newClientId,
  sendWaiting,
  tryBody,
  tryPath,
  type DeviceItem,
  type Outbox,
  type OutboxTry,
  type SendReport,
} from "#core/homework/outbox.ts";
import { OUTBOX_EVENT } from "#core/homework/homework.ts";

// What the pages need of the outbox's rules when a try is made: loaded with this module, on
// demand, so a homework page's first load goes without them (docs/decisions/0117).
export { answersOf, outcomeOf } from "#core/homework/outbox.ts";

const DB_NAME = "merdiven-odev";
const ITEMS = "items";
const OUTBOX = "outbox";
const META = "meta";

export function deviceSupported(): boolean {
  return typeof indexedDB !== "undefined";
}

let opening: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const d = request.result;
      d.createObjectStore(ITEMS, { keyPath: ["owner", "id"] });
      d.createObjectStore(OUTBOX, { keyPath: "clientId" }).createIndex("owner", "owner");
      d.createObjectStore(META);
    };
    request.onsuccess = () => {
      // A sign-out elsewhere (Clear-Site-Data) or a newer tab closes it: opened again next time.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      request.result.onclose = () => (opening = null);
      resolve(request.result);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function run<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T> {
  return db().then(
    (d) =>
      new Promise<T>((resolve, reject) => {
        const tx = d.transaction(store, mode);
        const request = work(tx.objectStore(store));
        tx.oncomplete = () => resolve(request ? request.result : (undefined as T));
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

// ---------------------------------------------------------------- who

/**
 * The pupil signed in on this device, as the last page loaded online said (null: nobody).
 * Offline the session cannot be asked; a sign-out empties the store, so this is who the phone is signed in as.
 */
export const currentOwner = () =>
  run<number | undefined>(META, "readonly", (s) => s.get("owner")).then((o) => (typeof o === "number" ? o : null));

/** Set by every page a signed-in account loads (null: not a pupil in a class): a change of account drops the other account's items. */
export async function setOwner(owner: number | null): Promise<void> {
  const before = await currentOwner();
  if (before === owner) return;
  await run(META, "readwrite", (s) => void (owner === null ? s.delete("owner") : s.put(owner, "owner")));
  // Another account's questions go (opened again online when that pupil is back). Its waiting tries stay, never shown or sent here.
  const items = await run<DeviceItem[]>(ITEMS, "readonly", (s) => s.getAll());
  await run(
    ITEMS,
    "readwrite",
    (s) => void items.filter((i) => i.owner !== owner).forEach((i) => s.delete([i.owner, i.id])),
  );
}

// ---------------------------------------------------------------- items

/** Keeps an item as the page showed it: only what its kind may keep (deviceItemOf); an item that carries more is dropped instead. */
export async function keepItem(item: DeviceItem): Promise<void> {
  const kept = deviceItemOf(item);
  await run(ITEMS, "readwrite", (s) => void (kept ? s.put(kept) : s.delete([item.owner, item.id])));
}

/** The owner's items as the device kept them (records of before 0084 are quizzes). */
export const itemsOf = (owner: number) =>
  run<unknown[]>(ITEMS, "readonly", (s) => s.getAll()).then((all) =>
    all.map(deviceItemOf).filter((i): i is DeviceItem => i !== null && i.owner === owner),
  );

/** Reading: the entry was opened from the offline page (its link), so 'Okudum, bitti' may be kept. */
export async function markOpened(owner: number, id: number): Promise<void> {
  const item = deviceItemOf(await run<unknown>(ITEMS, "readonly", (s) => s.get([owner, id])));
  if (item?.kind === "read") await run(ITEMS, "readwrite", (s) => void s.put({ ...item, opened: true }));
}

/** An item no longer to be done from the device (no tries left): dropped. */
export const dropItem = (owner: number, id: number) => run(ITEMS, "readwrite", (s) => void s.delete([owner, id]));

// ---------------------------------------------------------------- outbox

const outbox: Outbox = {
  tries: (owner) => run<OutboxTry[]>(OUTBOX, "readonly", (s) => s.index("owner").getAll(owner)),
  remove: (clientId) => run(OUTBOX, "readwrite", (s) => void s.delete(clientId)),
  markRefused: async (clientId, message) => {
    const t = await run<OutboxTry | undefined>(OUTBOX, "readonly", (s) => s.get(clientId));
    if (t) await run(OUTBOX, "readwrite", (s) => void s.put({ ...t, refused: message }));
  },
};

export const waitingTries = (owner: number) => outbox.tries(owner);

const changed = () => window.dispatchEvent(new Event(OUTBOX_EVENT));

/** Keeps a try (the device's time and a new id) in the outbox, before any attempt to send it. */
export async function keepTry(t: Omit<OutboxTry, "clientId" | "recordedAt">): Promise<OutboxTry> {
  const kept: OutboxTry = { ...t, clientId: newClientId(), recordedAt: new Date().toISOString() };
  await run(OUTBOX, "readwrite", (s) => void s.put(kept));
  changed();
  return kept;
}

/** A try the server has answered for (the page sent it itself). */
export async function forgetTry(clientId: string): Promise<void> {
  await outbox.remove(clientId);
  changed();
}

/** Forgets refused tries once the pupil has been told. */
export async function forgetRefused(owner: number): Promise<void> {
  for (const t of await outbox.tries(owner)) if (t.refused) await outbox.remove(t.clientId);
  changed();
}

/** One try to the API: same-origin with the session cookie (the browser adds Origin and Sec-Fetch-Site, which the CSRF check reads), to its kind's endpoint. */
export async function postTry(t: OutboxTry): Promise<{ status: number; body: unknown }> {
  const response = await fetch(tryPath(t), {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(tryBody(t)),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

let sending: Promise<SendReport> | null = null;

/**
 * Sends this pupil's waiting tries; one run at a time in a tab, and (Web Locks) across the
 * tabs: the `online` event and a page load together send once. A try sent twice anyway is
 * counted once by its id.
 */
export function sendOutbox(owner: number): Promise<SendReport> {
  const go = () => sendWaiting(outbox, owner, postTry);
  const run: Promise<SendReport> =
    sending ?? (navigator.locks ? navigator.locks.request(DB_NAME, go).then((r) => r) : go());
  if (!sending) {
    sending = run;
    void run
      .finally(() => {
        sending = null;
        changed();
      })
      .catch(() => {});
  }
  return run;
}

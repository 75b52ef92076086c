/**
 * The exam page's saves with scripts (decision 0121): each choice is kept on the device (under the
 * attempt) and sent to the JSON door one at a time, in the order chosen; what cannot be sent (no
 * connection, a server error, too many at once) stays and is sent again every few seconds and as
 * soon as the device is online. A later choice of the same question replaces the waiting one. A
 * refusal for good ('ended', 'not-found') drops it and is reported: the server's answer stands.
 */
import type { DenemeSave } from "#core/deneme/deneme.ts";

export type SaverState = { waiting: number; sending: boolean; refused: string | null };

const RETRY_MS = 3_000;
const storeKey = (url: string) => `deneme:${url}`;

function loadWaiting(url: string): Map<number, DenemeSave> {
  try {
    const kept = JSON.parse(localStorage.getItem(storeKey(url)) ?? "[]") as DenemeSave[];
    return new Map(kept.map((s) => [s.question, s]));
  } catch {
    return new Map();
  }
}

export function createSaver(url: string, onState: (state: SaverState) => void) {
  const waiting = loadWaiting(url);
  let sending = false;
  let refused: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = () => onState({ waiting: waiting.size, sending, refused });
  const keep = () => {
    try {
      if (waiting.size) localStorage.setItem(storeKey(url), JSON.stringify([...waiting.values()]));
      else localStorage.removeItem(storeKey(url));
    } catch {
      // A full or closed storage: the choices still wait in memory.
    }
  };

  async function sendOne(save: DenemeSave): Promise<"done" | "later"> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(save),
        credentials: "same-origin",
      });
      if (response.ok) return "done";
      if (response.status === 429 || response.status >= 500) return "later";
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      refused = body.message ?? null;
      return "done";
    } catch {
      return "later";
    }
  }

  let running: Promise<number> | null = null;
  /** Sends what waits; a call while a run is under way waits for that run (which takes any newer choice too). */
  function flush(): Promise<number> {
    running ??= run().finally(() => (running = null));
    return running;
  }

  async function run(): Promise<number> {
    sending = true;
    report();
    clearTimeout(timer);
    while (waiting.size) {
      const save = waiting.values().next().value!;
      const outcome = await sendOne(save);
      if (outcome === "later") break;
      // Replaced while on its way: the newer choice is sent next.
      if (waiting.get(save.question) === save) waiting.delete(save.question);
      keep();
    }
    sending = false;
    if (waiting.size) timer = setTimeout(() => void flush(), RETRY_MS);
    report();
    return waiting.size;
  }

  const online = () => void flush();
  window.addEventListener("online", online);
  return {
    save(save: DenemeSave) {
      waiting.delete(save.question);
      waiting.set(save.question, save);
      keep();
      void flush();
    },
    flush,
    /** The choices waiting on the device, to show over the server's answers after a reload. */
    waiting: () => [...waiting.values()],
    stop() {
      clearTimeout(timer);
      window.removeEventListener("online", online);
    },
  };
}

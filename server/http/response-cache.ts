import type { Context, MiddlewareHandler, Next } from "hono";
import { compress } from "hono/compress";
import { answerIsPersonal, classify, PRIVATE_CACHE_CONTROL, type RequestKind } from "./cache-classify";
import {
  bytesOf,
  chooseEncoding,
  encode,
  etagOf,
  keep,
  matchesAny,
  replaceResponse,
  settled,
  shelf,
  type Encoding,
  type Kept,
  type Shelf,
} from "./kept-answer";
import { headersOf, type HeaderReader } from "./request-headers";

// Callers and tests import these with the cache, from here.
export {
  carriesCredential,
  classify,
  loosePath,
  PRIVATE_API_PREFIXES,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  type RequestKind,
} from "./cache-classify";
export { chooseEncoding } from "./kept-answer";

/** Per-answer compression of everything the cache does not keep (app.ts applies it on the way; one middleware, built once). */
export const compressAnswer = compress();

/**
 * The answers every anonymous visitor shares — public pages, their `.data` for
 * client navigations, and the read API — rendered once, kept in memory already
 * compressed, and sent as they are until content changes.
 *
 * A kept page carries no nonce: its inline scripts are allowed by their SHA-256
 * hashes in its own Content-Security-Policy, so the bytes are the same for every
 * visitor, can be compressed once, revalidated with a strong ETag and kept by a
 * CDN without handing everybody the same nonce.
 *
 * Content changes (from any instance, through the change bus) empty it at once;
 * `ttlMs` only bounds the damage of a change notice that never arrived. The next visitor
 * after a change waits for the fresh answer; those who ask while it is being made get the
 * answer from before the change at once (they asked before the fresh one existed) rather
 * than queueing behind it: during a bulk import, with a change every 2 s, the waits
 * behind each render were the slowest answers pupils got.
 */
export interface ResponseCache {
  /**
   * `perAnswer`: the headers the app adds to every answer (the request id, HSTS), given here so a
   * kept answer carries them from the start; `answeredWhole` is then set, and the app's own
   * middlewares leave the answer as it is.
   */
  middleware(perAnswer?: (c: Context) => Record<string, string>): MiddlewareHandler<CacheEnv>;
  /** A fresh kept 200 for this request, or null (a miss, a 304, not shared): the front door's one question (front-door.ts, decision 0100). */
  keptAnswer(
    request: Pick<Request, "method" | "url">,
    headers: HeaderReader,
    perAnswer: () => Record<string, string>,
  ): { headers: Record<string, string>; body: Uint8Array<ArrayBuffer> } | null;
  /** Content changed (here or on another instance): everything kept is forgotten, kept aside only for those who ask while its fresh answer is made. */
  invalidate(): void;
  stats(): CacheStats;
}

export interface CacheStats {
  hits: number;
  misses: number;
  notModified: number;
  invalidations: number;
  /** Answers from before a change, sent while its fresh one was being made. */
  previous: number;
  entries: number;
  bytes: number;
}

type CacheEnv = { Variables: { cspNonce: string; compressedByCache: boolean; answeredWhole: boolean } };
type CacheContext = Context<CacheEnv>;

export interface ResponseCacheOptions {
  /** Memory for kept answers, all encodings counted. */
  maxBytes?: number;
  ttlMs?: number;
}

/** The cache's memory: what it keeps, what it kept before the last change, and the renders under way. */
interface CacheState {
  maxBytes: number;
  ttlMs: number;
  kept: Shelf;
  /** Answers from before the last change, each until its fresh one is kept; the same memory budget counts them. */
  previous: Shelf;
  /**
   * Renders under way, by key, with the generation they started in: a burst of
   * pupils asking for the same page after a change waits for one render instead of
   * starting fifty.
   */
  rendering: Map<string, { generation: number; done: Promise<Kept | null> }>;
  generation: number;
  stats: Omit<CacheStats, "entries" | "bytes">;
}

export function createResponseCache({
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 5 * 60_000,
}: ResponseCacheOptions = {}): ResponseCache {
  const state: CacheState = {
    maxBytes,
    ttlMs,
    kept: shelf(),
    previous: shelf(),
    rendering: new Map(),
    generation: 0,
    stats: { hits: 0, misses: 0, notModified: 0, invalidations: 0, previous: 0 },
  };
  return {
    keptAnswer(request, headers, perAnswer) {
      const kind = classify(request, headers);
      const found = kind.keep ? state.kept.get(kind.key) : undefined;
      if (!found || !fresh(state, found) || matchesAny(headers.get("If-None-Match"), found)) return null;
      state.stats.hits++;
      return whole200(state, found, chooseEncoding(headers.get("Accept-Encoding")), perAnswer());
    },
    middleware(perAnswer = () => ({})) {
      return async (c, next) => {
        const kind = classify(c.req.raw, headersOf(c));
        if (kind.keep) return answerShared(state, c, next, kind, perAnswer);
        await next();
        // A signed-in visitor's page (or a flash message) is never kept by a browser's or a proxy's cache.
        if (kind.privatePage && !c.res.headers.has("Cache-Control"))
          c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      };
    },
    invalidate() {
      state.generation++;
      state.stats.invalidations++;
      for (const entry of state.kept.entries.values()) state.previous.put(entry);
      state.kept.clear();
    },
    stats: () => ({ ...state.stats, entries: state.kept.entries.size, bytes: bytesKept(state) }),
  };
}

const bytesKept = (state: CacheState) => state.kept.bytes() + state.previous.bytes();
const fresh = (state: CacheState, entry: Kept) => Date.now() - entry.storedAt < state.ttlMs;

function put(state: CacheState, entry: Kept) {
  state.previous.drop(entry.key);
  state.kept.put(entry);
  evictOldest(state);
}

function evictOldest(state: CacheState) {
  // Answers from before a change go first, then the oldest kept ones.
  for (const from of [state.previous, state.kept]) {
    for (const oldest of from.entries.keys()) {
      if (bytesKept(state) <= state.maxBytes) return;
      from.drop(oldest);
    }
  }
}

/** The entry's bytes in this encoding, compressed now if nobody asked for it before. */
function bodyIn(state: CacheState, entry: Kept, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return bytesOf(entry.body);
  let body = entry.encoded[encoding];
  if (!body) {
    body = entry.encoded[encoding] = encode(encoding, entry.body);
    entry.bytes += body.length;
    for (const on of [state.kept, state.previous]) if (on.holds(entry)) on.grew(body.length);
    evictOldest(state);
  }
  return body;
}

/**
 * A kept answer for this request, its headers whole: the kept ones, this answer's own
 * (ETag, length, encoding) and the per-request ones the app adds (`perAnswer`: the request
 * id, HSTS). Given as a plain record, which @hono/node-server writes straight to the socket;
 * a Headers object (or one header set on the answer afterwards) would make it rebuild the
 * answer as a full Response on every request, most of a kept API answer's cost (decision 0094).
 */
function answer(state: CacheState, entry: Kept, request: HeaderReader, perAnswer: Record<string, string>): Response {
  const encoding = chooseEncoding(request.get("Accept-Encoding"));
  const etag = etagOf(entry, encoding);
  if (matchesAny(request.get("If-None-Match"), entry)) {
    state.stats.notModified++;
    // A 304 carries no policy: the browser would merge it into the page it kept.
    const headers: Record<string, string> = {};
    for (const [name, value] of entry.headers)
      if (/^(?:cache-control|vary|x-content-type-options)$/i.test(name)) headers[name] = value;
    return new Response(null, { status: 304, headers: { ...headers, ETag: etag, ...perAnswer } });
  }
  const { headers, body } = whole200(state, entry, encoding, perAnswer);
  return new Response(body, { status: 200, headers });
}

/** A 200's headers and bytes: the same through the app and through the front door (front-door.ts, decision 0100). */
function whole200(state: CacheState, entry: Kept, encoding: Encoding, perAnswer: Record<string, string>) {
  const body = bodyIn(state, entry, encoding);
  const headers: Record<string, string> = {
    ...entry.record,
    ETag: etagOf(entry, encoding),
    "Content-Length": String(body.length),
    ...perAnswer,
  };
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return { headers, body };
}

/** A request every visitor shares: a kept answer, the one from before the change while the fresh one renders, or a render kept for the next. */
async function answerShared(
  state: CacheState,
  c: CacheContext,
  next: Next,
  kind: Extract<RequestKind, { keep: true }>,
  perAnswer: (c: Context) => Record<string, string>,
): Promise<void> {
  const headers = headersOf(c);
  const whole = (entry: Kept) => {
    c.set("answeredWhole", true);
    replaceResponse(c, answer(state, entry, headers, perAnswer(c)));
  };
  const found = state.kept.get(kind.key);
  if (found && fresh(state, found)) {
    state.stats.hits++;
    whole(found);
    return;
  }
  // A signed-in reader of the API gets a kept answer, but its own is never kept.
  if (!kind.store) return next();
  const startedAt = state.generation;
  const underway = state.rendering.get(kind.key);
  if (underway && underway.generation === startedAt) {
    const before = state.previous.get(kind.key);
    if (before && fresh(state, before)) {
      state.stats.previous++;
      whole(before);
      return;
    }
    const entry = await underway.done;
    if (entry) {
      state.stats.hits++;
      whole(entry);
      return;
    }
  }
  state.stats.misses++;
  await renderAndKeep(state, c, next, kind, whole);
}

/** Renders the answer, keeps it when it may be kept, and hands it to whoever waited for this render. */
async function renderAndKeep(
  state: CacheState,
  c: CacheContext,
  next: Next,
  kind: Extract<RequestKind, { keep: true }>,
  whole: (entry: Kept) => void,
): Promise<void> {
  const startedAt = state.generation;
  let settle!: (entry: Kept | null) => void;
  const mine = { generation: startedAt, done: new Promise<Kept | null>((resolve) => (settle = resolve)) };
  state.rendering.set(kind.key, mine);
  let entry: Kept | null = null;
  // A kept answer is compressed here, per encoding when first asked for: compressing it on the way (app.ts) would only be undone.
  c.set("compressedByCache", true);
  try {
    await next();
    const res = settled(c.res);
    replaceResponse(c, res);
    if (res.status !== 200 || answerIsPersonal(res) || !res.body) {
      // Not kept after all: compressed on its own, as it would have been on the way.
      await compressAnswer(c, async () => {});
      return;
    }
    entry = await keep(kind.key, res, c.get("cspNonce"), kind.vary);
    // Content changed while this was being made: answer it, but do not keep it.
    if (startedAt === state.generation) put(state, entry);
    whole(entry);
  } finally {
    // Whoever waited renders for itself when this one was not keepable (an error, a cookie, `private`).
    settle(entry);
    if (state.rendering.get(kind.key) === mine) state.rendering.delete(kind.key);
  }
}

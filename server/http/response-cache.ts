import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { getPath } from "hono/utils/url";
import { readCookie } from "#core/cookies.ts";
import { dataSaverRequested } from "#core/data-saver.ts";
import { TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { isPrivatePath, isUnderPrefix } from "#core/site-path.ts";
import { SESSION_COOKIE } from "#server/auth/session-cookie.ts";
import { appScriptHashes, hashedPolicy, stripNonces } from "./csp";
import { ifNoneMatchTags } from "./etag";
import { headersOf, type HeaderReader } from "./request-headers";
import { TOAST_COOKIE } from "./toast-cookie";

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
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

/** Not pages and not the read API: stored files, built assets and the operations endpoints have their own caching. */
const NOT_CACHED_PREFIXES = ["/files/", "/assets/", "/auth/", "/healthz", "/readyz", "/metrics"];

/** The admin's bulk imports: they answer only the admin, and change by the second. */
export const PRIVATE_API_PREFIXES = ["/api/v1/imports", "/api/v1/classes"];

/** What makes a request someone's: a session, a login waiting for its second step, a bearer token. */
const CREDENTIAL_COOKIES = [SESSION_COOKIE, TWO_STEP_COOKIE_NAME];

/** Longer paths are not kept: no page of ours has one, and every pattern below runs on it. */
const MAX_KEPT_PATH = 2048;

/** Browsers revalidate every time (a 304 costs a few bytes); a CDN may keep an answer a minute and refresh it in the background. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A page differs by these: compression, a session or flash cookie (then it is not kept), and data-saver mode. */
const PAGE_VARY = "Accept-Encoding, Cookie, Save-Data";
const API_VARY = "Accept-Encoding";

/** Headers that belong to one answer, not to the kept representation. */
const PER_ANSWER_HEADERS = new Set(["strict-transport-security", "content-length", "content-encoding", "etag", "cache-control", "vary", "date", "x-request-id", "transfer-encoding", "connection", "keep-alive"]);

type Encoding = "br" | "gzip" | "identity";

/** Node's Buffers from zlib and Buffer.from sit on plain ArrayBuffers, never shared memory. */
const bytesOf = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

interface Kept {
  key: string;
  headers: [string, string][];
  /** The same headers as one record (names are unique: an answer that sets a cookie is never kept). */
  record: Record<string, string>;
  /** The answer as rendered; its hash names every encoding of it (`"r-{tag}"`, `"r-{tag}-br"`, …). */
  body: Buffer;
  tag: string;
  /**
   * Compressed copies, each made when a client first asks for it: nearly every
   * browser takes br, so most answers are never gzipped at all.
   */
  encoded: Partial<Record<Exclude<Encoding, "identity">, Uint8Array<ArrayBuffer>>>;
  bytes: number;
  storedAt: number;
}

const ETAG_SUFFIX: Record<Encoding, string> = { identity: "", gzip: "-gz", br: "-br" };
const etagOf = (entry: Kept, encoding: Encoding) => `"r-${entry.tag}${ETAG_SUFFIX[encoding]}"`;

/**
 * What a request is: one every visitor shares (`keep`, its key; `store` when its answer
 * may become the kept one), or not (`privatePage`: sent `private, no-store`).
 */
export type RequestKind = { keep: true; key: string; vary: string; store: boolean } | { keep: false; privatePage: boolean };

const NOT_SHARED: RequestKind = { keep: false, privatePage: false };
const PRIVATE: RequestKind = { keep: false, privatePage: true };

/**
 * The path exactly as the routers read it: Hono routes on this (`c.req.path`, percent-
 * decoded except `%2F` and `%25`), so `/api/v1/%69mports` reaches the import API and
 * `/%66iles/…` the stored files. The address as sent decides nothing (docs/decisions/0052).
 */
const routedPath = (request: Pick<Request, "url">): string => getPath(request as Request);

/**
 * The routed path read as loosely as any router here might read it, only to ask "could
 * this be a private page?": every escape decoded (`%2F` too), `;params` dropped, runs of
 * slashes made one, in lower case (React Router matches routes case-insensitively).
 * Reading too much into a path costs a render; reading too little leaks a page. null for
 * a path that cannot be decoded: it is not kept either.
 */
export function loosePath(routed: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(routed);
  } catch {
    return null;
  }
  return decoded.replace(/;[^/]*/g, "").replace(/\/+/g, "/").toLowerCase();
}

/** Whether the request carries anything that makes its answer someone's (a session cookie, the two-step cookie, an Authorization header). */
export function carriesCredential(request: Pick<Request, "url">, headers: HeaderReader = (request as Request).headers): boolean {
  if (headers.get("Authorization") !== null) return true;
  const cookies = headers.get("Cookie");
  return CREDENTIAL_COOKIES.some((name) => readCookie(cookies, name) !== null);
}

/** Decides what a request is: something every visitor shares (and its key), or not. */
export function classify(request: Pick<Request, "method" | "url">, headers: HeaderReader = (request as Request).headers): RequestKind {
  if (request.method !== "GET") return NOT_SHARED;
  const url = new URL(request.url);
  const routed = routedPath(request);
  const loose = routed.length <= MAX_KEPT_PATH ? loosePath(routed) : null;
  if (loose === null) return PRIVATE;
  // The admin's imports: never kept, whoever asks and however the address is spelt.
  if (isUnderPrefix(loose, PRIVATE_API_PREFIXES)) return PRIVATE;
  // The read API answers alike for everyone: a signed-in reader gets the shared answer, but
  // only an anonymous request's answer is ever kept (defence in depth: a private answer
  // missed by the rule above still never reaches the shelf from an admin's request).
  if (routed.startsWith("/api/")) return { keep: true, key: `api ${url.pathname}${url.search}`, vary: API_VARY, store: !carriesCredential(request, headers) };
  if (NOT_CACHED_PREFIXES.some((p) => routed.startsWith(p))) return NOT_SHARED;
  // Public files (icons, banners, the service worker) are not pages.
  const last = routed.slice(routed.lastIndexOf("/") + 1);
  if (last.includes(".") && !last.endsWith(".data")) return NOT_SHARED;
  if (isPrivatePath(loose) || carriesCredential(request, headers) || readCookie(headers.get("Cookie"), TOAST_COOKIE) !== null) return PRIVATE;
  const saver = dataSaverRequested(headers) ? " saver" : "";
  return { keep: true, key: `page ${url.pathname}${url.search}${saver}`, vary: PAGE_VARY, store: true };
}

/**
 * Whether the handler said its answer is someone's: `private` or `no-store`, or a cookie
 * set. Such an answer is sent, never kept, even on an address classify() let through.
 */
export function answerIsPersonal(response: Response): boolean {
  const cacheControl = (response.headers.get("Cache-Control") ?? "").slice(0, 512);
  return response.headers.has("Set-Cookie") || /(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(cacheControl);
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let gzipOk = false;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzipOk = true;
  }
  return gzipOk ? "gzip" : "identity";
}

/**
 * Brotli quality 9 with a window no larger than the answer. The encoder sets up
 * tables for its whole window: the default 4 MiB window made a 13 KB answer cost
 * ~2.7 ms and a 500-byte one ~0.7 ms, against 0.29 and 0.06 ms with a fitted
 * window, for the same bytes within 0.1% (measured; docs/performance.md).
 */
function brotliParams(length: number): Record<number, number> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT, BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlib.constants;
  const window = Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
  return { [BROTLI_PARAM_QUALITY]: 9, [BROTLI_PARAM_LGWIN]: window, [BROTLI_PARAM_SIZE_HINT]: length };
}

/**
 * Compressed once per kept answer and encoding, synchronously: for the answers
 * kept here (0.5-60 KB) that takes 0.1-2.5 ms, less than the thread-pool hand-off
 * of zlib's callback API costs on small answers (measured; docs/performance.md).
 */
function encode(encoding: Exclude<Encoding, "identity">, body: Buffer): Uint8Array<ArrayBuffer> {
  return bytesOf(encoding === "br" ? zlib.brotliCompressSync(body, { params: brotliParams(body.length) }) : zlib.gzipSync(body, { level: 9 }));
}

function matchesAny(ifNoneMatch: string | null, kept: Kept): boolean {
  const tags = ifNoneMatchTags(ifNoneMatch);
  return (["identity", "gzip", "br"] as const).some((encoding) => tags.includes(etagOf(kept, encoding)));
}

async function decodedBody(response: Response, contentEncoding: string | null): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  switch (contentEncoding) {
    case "gzip":
      return gunzip(raw);
    case "deflate":
      return inflate(raw);
    default:
      return raw;
  }
}

/**
 * The answer with the headers it has now, in a Response that keeps them. The light
 * Response of @hono/node-server (what `c.json` makes in production) rebuilds itself from
 * the init it was made with when its body is first read, dropping every header set on it
 * since: the security headers, added after the handler, were lost from kept API answers.
 */
function settled(response: Response): Response {
  const headers = new Headers(response.headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Hono merges the old answer's headers into a new `c.res`; a kept answer must replace it whole. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

export interface ResponseCacheOptions {
  /** Memory for kept answers, all encodings counted. */
  maxBytes?: number;
  ttlMs?: number;
}

/** Answers by key with their bytes counted; a Map keeps insertion order, so the oldest come first. */
function shelf() {
  const entries = new Map<string, Kept>();
  let bytes = 0;
  return {
    entries,
    bytes: () => bytes,
    get: (key: string) => entries.get(key),
    holds: (entry: Kept) => entries.get(entry.key) === entry,
    put(entry: Kept) {
      this.drop(entry.key);
      entries.set(entry.key, entry);
      bytes += entry.bytes;
    },
    drop(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      bytes -= entry.bytes;
    },
    /** A kept entry got bigger (a compressed copy made for a later visitor). */
    grew(by: number) {
      bytes += by;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

export function createResponseCache({ maxBytes = 64 * 1024 * 1024, ttlMs = 5 * 60_000 }: ResponseCacheOptions = {}) {
  const kept = shelf();
  /**
   * Renders under way, by key, with the generation they started in: a burst of
   * pupils asking for the same page after a change waits for one render instead of
   * starting fifty.
   */
  const rendering = new Map<string, { generation: number; done: Promise<Kept | null> }>();
  /** Answers from before the last change, each until its fresh one is kept; the same memory budget counts them. */
  const previous = shelf();
  let generation = 0;
  const stats = { hits: 0, misses: 0, notModified: 0, invalidations: 0, previous: 0 };

  const bytes = () => kept.bytes() + previous.bytes();

  function put(entry: Kept) {
    previous.drop(entry.key);
    kept.put(entry);
    evictOldest();
  }

  function evictOldest() {
    // Answers from before a change go first, then the oldest kept ones.
    for (const from of [previous, kept]) {
      for (const oldest of from.entries.keys()) {
        if (bytes() <= maxBytes) return;
        from.drop(oldest);
      }
    }
  }

  const fresh = (entry: Kept) => Date.now() - entry.storedAt < ttlMs;

  /** Turns a fresh answer into a kept one: nonce out, script hashes in. */
  async function keep(key: string, response: Response, nonce: string, vary: string): Promise<Kept> {
    // Its headers are read before its body, which may rebuild the response (settled()).
    const sent = [...response.headers];
    const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    let body = await decodedBody(response, response.headers.get("Content-Encoding"));
    const headers: [string, string][] = [];
    const rendered = html ? body.toString("utf8") : null;
    // The app's own scripts are known by the nonce they carry, so they are hashed before it goes.
    const hashes = rendered !== null ? appScriptHashes(rendered, nonce) : [];
    if (rendered !== null) body = Buffer.from(stripNonces(rendered, nonce), "utf8");
    for (const [name, value] of sent) {
      if (PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
      if (rendered !== null && name.toLowerCase() === "content-security-policy") {
        headers.push([name, hashedPolicy(value, nonce, hashes)]);
      } else headers.push([name, value]);
    }
    headers.push(["Cache-Control", SHARED_CACHE_CONTROL], ["Vary", vary]);
    const tag = createHash("sha1").update(body).digest("base64url").slice(0, 22);
    return { key, headers, record: Object.fromEntries(headers), body, tag, encoded: {}, bytes: body.length, storedAt: Date.now() };
  }

  /** The entry's bytes in this encoding, compressed now if nobody asked for it before. */
  function bodyIn(entry: Kept, encoding: Encoding): Uint8Array<ArrayBuffer> {
    if (encoding === "identity") return bytesOf(entry.body);
    let body = entry.encoded[encoding];
    if (!body) {
      body = entry.encoded[encoding] = encode(encoding, entry.body);
      entry.bytes += body.length;
      for (const on of [kept, previous]) if (on.holds(entry)) on.grew(body.length);
      evictOldest();
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
  function answer(entry: Kept, request: HeaderReader, perAnswer: Record<string, string>): Response {
    const encoding = chooseEncoding(request.get("Accept-Encoding"));
    const etag = etagOf(entry, encoding);
    if (matchesAny(request.get("If-None-Match"), entry)) {
      stats.notModified++;
      // A 304 carries no policy: the browser would merge it into the page it kept.
      const headers: Record<string, string> = {};
      for (const [name, value] of entry.headers) if (/^(?:cache-control|vary|x-content-type-options)$/i.test(name)) headers[name] = value;
      return new Response(null, { status: 304, headers: { ...headers, ETag: etag, ...perAnswer } });
    }
    const { headers, body } = whole200(entry, encoding, perAnswer);
    return new Response(body, { status: 200, headers });
  }

  /** A 200's headers and bytes: the same through the app and through the front door (front-door.ts). */
  function whole200(entry: Kept, encoding: Encoding, perAnswer: Record<string, string>) {
    const body = bodyIn(entry, encoding);
    const headers: Record<string, string> = { ...entry.record, ETag: etagOf(entry, encoding), "Content-Length": String(body.length), ...perAnswer };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return { headers, body };
  }

  return {
    /** A fresh kept 200 for this request, or null (a miss, a 304, not shared): the front door's one question (front-door.ts, decision 0100). */
    keptAnswer(request: Pick<Request, "method" | "url">, headers: HeaderReader, perAnswer: () => Record<string, string>) {
      const kind = classify(request, headers);
      const found = kind.keep ? kept.get(kind.key) : undefined;
      if (!found || !fresh(found) || matchesAny(headers.get("If-None-Match"), found)) return null;
      stats.hits++;
      return whole200(found, chooseEncoding(headers.get("Accept-Encoding")), perAnswer());
    },

    /**
     * `perAnswer`: the headers the app adds to every answer (the request id, HSTS), given here so a
     * kept answer carries them from the start; `answeredWhole` is then set, and the app's own
     * middlewares leave the answer as it is.
     */
    middleware(perAnswer: (c: Context) => Record<string, string> = () => ({})): MiddlewareHandler<{ Variables: { cspNonce: string; compressedByCache: boolean; answeredWhole: boolean } }> {
      return async (c, next) => {
        const headers = headersOf(c);
        const whole = (entry: Kept) => {
          c.set("answeredWhole", true);
          replaceResponse(c, answer(entry, headers, perAnswer(c)));
        };
        const kind = classify(c.req.raw, headers);
        if (!kind.keep) {
          await next();
          // A signed-in visitor's page (or a flash message) is never kept by a browser's or a proxy's cache.
          if (kind.privatePage && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
          return;
        }
        const found = kept.get(kind.key);
        if (found && fresh(found)) {
          stats.hits++;
          whole(found);
          return;
        }
        // A signed-in reader of the API gets a kept answer, but its own is never kept.
        if (!kind.store) return next();
        const startedAt = generation;
        const underway = rendering.get(kind.key);
        if (underway && underway.generation === startedAt) {
          const before = previous.get(kind.key);
          if (before && fresh(before)) {
            stats.previous++;
            whole(before);
            return;
          }
          const entry = await underway.done;
          if (entry) {
            stats.hits++;
            whole(entry);
            return;
          }
        }
        stats.misses++;
        let settle!: (entry: Kept | null) => void;
        const mine = { generation: startedAt, done: new Promise<Kept | null>((resolve) => (settle = resolve)) };
        rendering.set(kind.key, mine);
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
          if (startedAt === generation) put(entry);
          whole(entry);
        } finally {
          // Whoever waited renders for itself when this one was not keepable (an error, a cookie, `private`).
          settle(entry);
          if (rendering.get(kind.key) === mine) rendering.delete(kind.key);
        }
      };
    },

    /** Content changed (here or on another instance): everything kept is forgotten, kept aside only for those who ask while its fresh answer is made. */
    invalidate() {
      generation++;
      stats.invalidations++;
      for (const entry of kept.entries.values()) previous.put(entry);
      kept.clear();
    },

    stats: () => ({ ...stats, entries: kept.entries.size, bytes: bytes() }),
  };
}


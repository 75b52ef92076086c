import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import { appScriptHashes, hashedPolicy, stripNonces } from "./csp";
import { ifNoneMatchTags } from "./etag";
import { SHARED_CACHE_CONTROL } from "./cache-classify";

/*
 * A kept answer of the response cache (response-cache.ts): made once from a rendered one,
 * compressed per encoding when first asked for, and the shelves that hold such answers.
 */

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);

/** Headers that belong to one answer, not to the kept representation. */
const PER_ANSWER_HEADERS = new Set([
  "strict-transport-security",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "date",
  "x-request-id",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

export type Encoding = "br" | "gzip" | "identity";

/** Node's Buffers from zlib and Buffer.from sit on plain ArrayBuffers, never shared memory. */
export const bytesOf = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

export interface Kept {
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
export const etagOf = (entry: Kept, encoding: Encoding) => `"r-${entry.tag}${ETAG_SUFFIX[encoding]}"`;

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
  const {
    BROTLI_PARAM_QUALITY,
    BROTLI_PARAM_LGWIN,
    BROTLI_PARAM_SIZE_HINT,
    BROTLI_MIN_WINDOW_BITS,
    BROTLI_MAX_WINDOW_BITS,
  } = zlib.constants;
  const window = Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
  return { [BROTLI_PARAM_QUALITY]: 9, [BROTLI_PARAM_LGWIN]: window, [BROTLI_PARAM_SIZE_HINT]: length };
}

/**
 * Compressed once per kept answer and encoding, synchronously: for the answers
 * kept here (0.5-60 KB) that takes 0.1-2.5 ms, less than the thread-pool hand-off
 * of zlib's callback API costs on small answers (measured; docs/performance.md).
 */
export function encode(encoding: Exclude<Encoding, "identity">, body: Buffer): Uint8Array<ArrayBuffer> {
  return bytesOf(
    encoding === "br"
      ? zlib.brotliCompressSync(body, { params: brotliParams(body.length) })
      : zlib.gzipSync(body, { level: 9 }),
  );
}

export function matchesAny(ifNoneMatch: string | null, kept: Kept): boolean {
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
export function settled(response: Response): Response {
  const headers = new Headers(response.headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Hono merges the old answer's headers into a new `c.res`; a kept answer must replace it whole. */
export function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/** Answers by key with their bytes counted; a Map keeps insertion order, so the oldest come first. */
export interface Shelf {
  entries: Map<string, Kept>;
  bytes(): number;
  get(key: string): Kept | undefined;
  holds(entry: Kept): boolean;
  put(entry: Kept): void;
  drop(key: string): void;
  /** A kept entry got bigger (a compressed copy made for a later visitor). */
  grew(by: number): void;
  clear(): void;
}

export function shelf(): Shelf {
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

/** Turns a fresh answer into a kept one: nonce out, script hashes in. */
export async function keep(key: string, response: Response, nonce: string, vary: string): Promise<Kept> {
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
  return {
    key,
    headers,
    record: Object.fromEntries(headers),
    body,
    tag,
    encoded: {},
    bytes: body.length,
    storedAt: Date.now(),
  };
}

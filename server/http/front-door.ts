import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { getPath } from "hono/utils/url";
import { log } from "#server/log.ts";
import type { HeaderReader } from "./request-headers";

/**
 * The front door (decision 0100): a kept answer for an anonymous visitor written straight to
 * Node's response, before any Request, Hono context or middleware chain is made for it. After
 * decision 0094 a kept API answer still cost about 3× a bare node:http server's: the request's and
 * the context's objects, Hono's routing and five middlewares were most of it. The same answer
 * leaves with the same headers and bytes as through the app; everything else (a miss, a 304, a
 * HEAD, a POST, a private page, an address Node's adapter would refuse) goes on to the app.
 */

/** What the response cache gives for a request it can answer whole, or null. */
export interface KeptAnswerLookup {
  keptAnswer(
    request: { method: string; url: string },
    headers: HeaderReader,
    perAnswer: () => Record<string, string>,
  ): { headers: Record<string, string>; body: Uint8Array } | null;
}

export interface FrontDoorParts {
  cache: KeptAnswerLookup;
  /** The per-request headers the app adds (HSTS), from the request as Node has it. */
  hsts(incoming: IncomingMessage, url: string, headers: HeaderReader): Record<string, string>;
  /** Counted as the app's metrics middleware counts an answer. */
  record(method: string, path: string, status: number, seconds: number): void;
}

/** Node's parsed headers read as Headers would be. */
function readerOf(incoming: IncomingMessage): HeaderReader {
  const parsed = incoming.headers;
  return {
    get(name) {
      const value = parsed[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/**
 * The request's URL exactly as @hono/node-server makes it (its newRequest: the scheme from the
 * socket, the Host header, the target resolved by WHATWG URL, so `/x/../api` is `/api`), or null
 * where it would refuse the request or read it otherwise: then the app answers, as before.
 */
function urlAsTheAppReadsIt(incoming: IncomingMessage): string | null {
  const target = incoming.url ?? "";
  const host = incoming.headers.host;
  if (!host || target[0] !== "/" || target.includes("\\")) return null;
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  try {
    const url = new URL(`${scheme}://${host}${target}`);
    if (url.hostname.length !== host.length && url.hostname !== host.replace(/:\d+$/, "")) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** True when the answer was sent here; false: the app answers. */
export function frontDoor({
  cache,
  hsts,
  record,
}: FrontDoorParts): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  return (incoming, outgoing) => {
    if (incoming.method !== "GET") return false;
    const started = performance.now();
    const url = urlAsTheAppReadsIt(incoming);
    if (url === null) return false;
    const headers = readerOf(incoming);
    let requestId = "";
    const found = cache.keptAnswer({ method: "GET", url }, headers, () => {
      requestId = headers.get("X-Request-Id")?.slice(0, 64) || randomUUID();
      return { "X-Request-Id": requestId, ...hsts(incoming, url, headers) };
    });
    if (!found) return false;
    outgoing.writeHead(200, found.headers);
    outgoing.end(found.body);
    // The path as the app's middlewares read it (c.req.path).
    const path = getPath({ url } as Request);
    record("GET", path, 200, (performance.now() - started) / 1000);
    if (log.enabled("debug"))
      log.debug("request", {
        requestId,
        method: "GET",
        path,
        status: 200,
        ms: Math.round(performance.now() - started),
      });
    return true;
  };
}

/** @hono/node-server's `createServer` option: Node's server, each request offered to the front door first. */
export function withFrontDoor(
  door: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean,
): typeof http.createServer {
  // The adapter calls it as createServer(serverOptions, listener) (@hono/node-server's createAdaptorServer).
  const create = (options: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(options, (incoming, outgoing) => {
      if (!door(incoming, outgoing)) listener(incoming, outgoing);
    });
  return create as typeof http.createServer;
}

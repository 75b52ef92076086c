import type { IncomingMessage } from "node:http";

/** What the hot path reads of a request's headers: `get` as Headers has it. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * A request's headers read from Node's own parsed ones where the request came through Node's
 * server. @hono/node-server builds a full Headers object (every header validated one by one) the
 * first time `c.req.header()` or `request.headers` is read; a kept answer's request needs five
 * headers and no Headers object at all, so the middlewares in front of the response cache read
 * them here (decision 0094). Without Node's parsed headers (tests' app.request) the Request's own.
 */
export function headersOf(c: { env: unknown; req: { raw: Request } }): HeaderReader {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const parsed = incoming?.headers;
  if (!parsed) return c.req.raw.headers;
  return {
    get(name) {
      const value = parsed[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

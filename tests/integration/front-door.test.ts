import http from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/http/app.ts";
import { withFrontDoor } from "#server/http/front-door.ts";
import type { Services } from "#server/services.ts";
import { freshDatabase } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });

/** What differs between any two answers: the date, the request id, the connection's own headers. */
const comparable = ({ status, headers, body }: Answer) => {
  const { date: _date, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = headers;
  return { status, headers: rest, body: body.toString("base64") };
};

// Decision 0100: a kept answer leaves through the front door, before Hono, with the same headers and bytes.
describe("the front door", () => {
  let services: Services;
  let servers: ServerType[] = [];
  let withDoor = 0;
  let without = 0;
  /** Answers the door sent itself (the rest went on to the app). */
  let sentByDoor = 0;
  beforeAll(async () => {
    services = await makeServices(await freshDatabase("pglite"));
    const app = createApp({ services, build: await loadServerBuild(), mode: "production" });
    const listen = (options: Parameters<typeof serve>[0]) =>
      new Promise<number>((resolve) => {
        const s = serve(options, (info) => resolve(info.port));
        servers.push(s);
      });
    withDoor = await listen({
      fetch: app.fetch,
      port: 0,
      hostname: "127.0.0.1",
      createServer: withFrontDoor((incoming, outgoing) => app.frontDoor(incoming, outgoing) && ++sentByDoor > 0),
    });
    without = await listen({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers = [];
    await services?.close();
  });

  it.each([
    ["the read API", "/api/v1/contents?grade=7&type=3", { "Accept-Encoding": "br, gzip" }],
    ["a page", "/", { "Accept-Encoding": "gzip" }],
    ["a page, no encoding", "/alistirmalar?sinif=7", {}],
  ])("sends %s as the app does", async (_name, path, headers) => {
    await get(without, path, headers); // kept now
    const before = sentByDoor;
    const door = await get(withDoor, path, headers);
    expect(sentByDoor).toBe(before + 1);
    const app = await get(without, path, headers);
    expect(door.status).toBe(200);
    expect(comparable(door)).toEqual(comparable(app));
    expect(door.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // A request id the client sent comes back, as through the app.
    expect((await get(withDoor, path, { ...headers, "X-Request-Id": "abc-123" })).headers["x-request-id"]).toBe(
      "abc-123",
    );
  });

  it("leaves a revalidation, a HEAD and a signed-in page to the app", async () => {
    const first = await get(withDoor, "/");
    const before = sentByDoor;
    expect((await get(withDoor, "/", { "If-None-Match": String(first.headers.etag) })).status).toBe(304);
    const head = await new Promise<number>((resolve) =>
      http
        .request({ host: "127.0.0.1", port: withDoor, path: "/", method: "HEAD" }, (res) =>
          resolve(res.statusCode ?? 0),
        )
        .end(),
    );
    expect(head).toBe(200);
    const signedIn = await get(withDoor, "/", { Cookie: "sid=whatever" });
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(sentByDoor).toBe(before);
  });
});

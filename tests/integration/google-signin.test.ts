import net from "node:net";
import { Hono } from "hono";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGoogleFlowStore } from "../../server/auth/google-flows";
import { totpCode } from "../../server/auth/totp";
import { users } from "../../server/db/schema";
import { googleRoutes } from "../../server/http/google";
import type { Services } from "../../server/services";
import { freshDatabase } from "../support/database";
import { makeServices } from "../support/factories";

/**
 * Google sign-in against a local OpenID provider (issue 16, items 3 and 5): the flow
 * cookie, where the callback points, and the session it leaves behind.
 */
const CLIENT = { id: "merdiven-test", secret: "merdiven-test-secret" };
const SITE = "http://localhost:3000";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Name → value of every Set-Cookie (a removed cookie maps to ""). */
const setCookies = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1).split(";")[0]]));
const setCookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";

/** Plays the person at the provider's development login: signs in as `email`, consents, and returns the callback URL. */
async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers ?? {}), Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const [name, value] of Object.entries(setCookies(response))) {
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get("Location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(SITE)) return next;
      url = next.href;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
    if (fields.has("login")) fields.set("login", email);
    if (fields.has("password")) fields.set("password", "herhangi");
    url = new URL(action, url).href;
    init = { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  }
  throw new Error("the provider never sent the browser back");
}

describe("Google sign-in", () => {
  let services: Services;
  let server: { close(): void };
  const app = new Hono();

  beforeAll(async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: [`${SITE}/auth/google/callback`], grant_types: ["authorization_code"], response_types: ["code"] }],
      pkce: { required: () => true },
      claims: { openid: ["sub"], email: ["email", "email_verified"] },
      cookies: { keys: ["merdiven-test-cookie-key"] },
      async findAccount(_ctx, id) {
        return { accountId: id, claims: async () => ({ sub: `google-${id}`, email: id, email_verified: true }) };
      },
    });
    server = await new Promise((resolve) => {
      const s = provider.listen(port, "127.0.0.1", () => resolve(s));
    });
    services = await makeServices(await freshDatabase("pglite"), { GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GOOGLE_ISSUER: issuer });
    app.route("/auth/google", googleRoutes(services));
  });
  afterAll(async () => {
    server?.close();
    await services?.close();
  });

  it("item 5: the flow cookie is HttpOnly, Secure over https, and opaque (the verifier stays on the server)", async () => {
    const response = await app.request("https://merdiven.example/auth/google/start");
    expect(response.status).toBe(302);
    const line = setCookieLine(response, "g_flow");
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Path=\/auth\/google/);
    const value = setCookies(response).g_flow;
    expect(Buffer.from(value, "base64url").toString()).not.toMatch(/verifier|state|nonce/);
  });

  it("item 3: the callback address is the site's own, not the Host the request named", async () => {
    const response = await app.request("http://evil.example/auth/google/start", { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    const location = new URL(response.headers.get("Location")!);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/auth/google/callback`);
  });

  it("item 5: signing in replaces the browser's previous session; the flow is used once; an edited cookie is refused", async () => {
    const [pupil] = await services.database.db.insert(users).values({ email: "onceki@example.com" }).returning();
    const previous = await services.auth.createSession(pupil.id);

    const start = await app.request(`${SITE}/auth/google/start`);
    const flowCookie = setCookies(start).g_flow;
    const callback = await signInAtProvider(start.headers.get("Location")!, "google-ogrenci@example.com");

    // An edited flow cookie finds nothing: back to the login page, no session.
    const edited = await app.request(callback.pathname + callback.search, { headers: { Cookie: `g_flow=${flowCookie.slice(0, -2)}xx` } });
    expect(edited.headers.get("Location")).toBe("/login");
    expect(setCookies(edited).sid).toBeUndefined();

    const done = await app.request(callback.pathname + callback.search, { headers: { Cookie: `g_flow=${flowCookie}; sid=${previous.token}` } });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const sid = setCookies(done).sid;
    expect(await services.auth.userForSession(sid)).toMatchObject({ email: "google-ogrenci@example.com" });
    expect(await services.auth.userForSession(previous.token)).toBeNull();
    expect(setCookieLine(done, "g_flow")).toMatch(/^g_flow=;.*Max-Age=0/);

    // The same flow again (a replayed callback): the flow is gone from the store, whatever the provider says of its code.
    expect(await createGoogleFlowStore(services.database.db).take(flowCookie)).toBeNull();
    const replay = await app.request(callback.pathname + callback.search, { headers: { Cookie: `g_flow=${flowCookie}` } });
    expect(replay.headers.get("Location")).toBe("/login");
  });

  it("an admin with two-step login gets the code page after Google, not a session", async () => {
    const email = "google-yonetici@example.com";
    const [admin] = await services.database.db.insert(users).values({ email, role: "admin", googleSubject: `google-${email}`, emailVerifiedAt: new Date() }).returning();
    const setup = (await services.twoStep.setup({ id: admin.id, email, role: "admin" }))!;
    expect((await services.twoStep.confirmSetup(admin.id, totpCode(setup.secret, Date.now()))).ok).toBe(true);

    const start = await app.request(`${SITE}/auth/google/start`);
    const callback = await signInAtProvider(start.headers.get("Location")!, email);
    const done = await app.request(callback.pathname + callback.search, { headers: { Cookie: `g_flow=${setCookies(start).g_flow}` } });
    expect(done.headers.get("Location")).toBe("/login/iki-adim");
    expect(setCookies(done).sid).toBeUndefined();
    expect(setCookieLine(done, "iki_adim")).toMatch(/HttpOnly.*Max-Age=300/);
    expect(await services.twoStep.isPending(setCookies(done).iki_adim)).toBe(true);
  });
});

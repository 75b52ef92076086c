import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGoogleFlowStore } from "#server/auth/google-flows.ts";
import { totpCode } from "#server/auth/totp.ts";
import { users } from "#server/db/schema.ts";
import { googleRoutes } from "#server/http/google.ts";
import { setCookies, startOidcPeer, type OidcPeer } from "#tests/support/oidc.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * Google sign-in against a local OpenID provider (items 3 and 5): the flow
 * cookie, where the callback points, and the session it leaves behind.
 */
const SITE = "http://localhost:3000";

const setCookieLine = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";

describe("Google sign-in", () => {
  let provider: OidcPeer;
  const app = new Hono();

  beforeAll(async () => {
    provider = await startOidcPeer(SITE);
  });
  afterAll(async () => {
    provider?.close();
  });
  const site = useTestSite(() => ({ settings: provider.settings, pages: false }));
  beforeAll(async () => {
    app.route("/auth/google", googleRoutes(site.services));
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
    const response = await app.request("http://evil.example/auth/google/start", {
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    });
    const location = new URL(response.headers.get("Location")!);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/auth/google/callback`);
  });

  it("item 5: signing in replaces the browser's previous session; the flow is used once; an edited cookie is refused", async () => {
    const [pupil] = await site.services.database.db.insert(users).values({ email: "onceki@example.com" }).returning();
    const previous = await site.services.auth.createSession(pupil.id);

    const start = await app.request(`${SITE}/auth/google/start`);
    const flowCookie = setCookies(start).g_flow;
    const callback = await provider.signInAtProvider(start.headers.get("Location")!, "google-ogrenci@example.com");

    // An edited flow cookie finds nothing: back to the login page, no session.
    const edited = await app.request(callback.pathname + callback.search, {
      headers: { Cookie: `g_flow=${flowCookie.slice(0, -2)}xx` },
    });
    expect(edited.headers.get("Location")).toBe("/login");
    expect(setCookies(edited).sid).toBeUndefined();

    const done = await app.request(callback.pathname + callback.search, {
      headers: { Cookie: `g_flow=${flowCookie}; sid=${previous.token}` },
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const sid = setCookies(done).sid;
    expect(await site.services.auth.userForSession(sid)).toMatchObject({ email: "google-ogrenci@example.com" });
    expect(await site.services.auth.userForSession(previous.token)).toBeNull();
    expect(setCookieLine(done, "g_flow")).toMatch(/^g_flow=;.*Max-Age=0/);

    // The same flow again (a replayed callback): the flow is gone from the store, whatever the provider says of its code.
    expect(await createGoogleFlowStore(site.services.database.db).take(flowCookie)).toBeNull();
    const replay = await app.request(callback.pathname + callback.search, {
      headers: { Cookie: `g_flow=${flowCookie}` },
    });
    expect(replay.headers.get("Location")).toBe("/login");
  });

  it("an admin with two-step login gets the code page after Google, not a session", async () => {
    const email = "google-yonetici@example.com";
    const [admin] = await site.services.database.db
      .insert(users)
      .values({ email, role: "admin", googleSubject: `google-${email}`, emailVerifiedAt: new Date() })
      .returning();
    const setup = (await site.services.twoStep.setup({ id: admin.id, email, role: "admin" }))!;
    expect((await site.services.twoStep.confirmSetup(admin.id, totpCode(setup.secret, Date.now()))).ok).toBe(true);

    const start = await app.request(`${SITE}/auth/google/start`);
    const callback = await provider.signInAtProvider(start.headers.get("Location")!, email);
    const done = await app.request(callback.pathname + callback.search, {
      headers: { Cookie: `g_flow=${setCookies(start).g_flow}` },
    });
    expect(done.headers.get("Location")).toBe("/login/iki-adim");
    expect(setCookies(done).sid).toBeUndefined();
    expect(setCookieLine(done, "iki_adim")).toMatch(/HttpOnly.*Max-Age=300/);
    expect(await site.services.twoStep.isPending(setCookies(done).iki_adim)).toBe(true);
  });
});

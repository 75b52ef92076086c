import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { setupLinkToken } from "#server/auth/setup-link.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { sessions, userTokens, users } from "#server/db/schema.ts";
import { Hono } from "hono";
import { csrfProtection } from "#server/http/csrf.ts";
import { readToast } from "#server/http/toast-cookie.ts";
import { startOutboxWorker } from "#server/mail/outbox.ts";
import { createSmtpTransport } from "#server/mail/transport.ts";
import * as forgotPasswordRoute from "#app/routes/auth/forgot-password.tsx";
import * as setupRoute from "#app/routes/mailed-links/setup.tsx";
import * as signupRoute from "#app/routes/auth/signup.tsx";
import * as verifyRoute from "#app/routes/mailed-links/verify-email.tsx";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { cookiesOf } from "#tests/support/requests.ts";

/**
 * Who may become admin, what proving an address
 * ends, where mailed links point, and how long a session lives.
 */
const ADMIN = "ogretmen@merdiven.test";
const link = (p: string) => (token: string) => `http://merdiven.test${p}?token=${token}`;
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";
const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds)("account trust on %s", (kind) => {
  let database: Database;
  let smtp: SmtpPeer;
  let worker: ReturnType<typeof startOutboxWorker>;
  let auth: ReturnType<typeof createAuthService>;
  const signup = (email: string, password: string) =>
    auth.signup({ email, password, repeatPassword: password }, "10.9.0.1", link("/dogrula"));

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpServer();
    worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "Merdiven <noreply@merdiven.test>"), {
      intervalMs: 100,
    });
    auth = createAuthService(database.db, createDbRateLimiter(database.db, { multiplier: 100 }), { adminEmail: ADMIN });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await database?.close();
  });

  it("item 1: a stranger who signs up as ADMIN_EMAIL keeps neither session nor password once the owner proves the address", async () => {
    const created = await signup(ADMIN, "yabanci-sifre-1");
    if (!created.ok) throw new Error("signup failed");
    const strangerSession = await auth.createSession(created.user.id);
    const verifyToken = tokenIn((await smtp.readMail(ADMIN, /doğrulama/i)).text);

    // The owner of ADMIN_EMAIL needs neither the stranger's session nor his password (docs/decisions/0051).
    expect(await auth.verifyEmail(verifyToken)).toMatchObject({ ok: true, user: { role: "admin", promoted: true } });
    expect(await auth.userForSession(strangerSession.token)).toBeNull();
    expect(await auth.login({ email: ADMIN, password: "yabanci-sifre-1" }, "10.9.0.2")).toMatchObject({ ok: false });
    const [row] = await database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(row.passwordHash).toBeNull();

    // The owner sets a password through the reset mail and is admin with it.
    await auth.requestPasswordReset(ADMIN, "10.9.0.3", link("/sifre-sifirla"));
    expect(
      await auth.resetPassword(tokenIn((await smtp.readMail(ADMIN, /şifre sıfırlama/i)).text), "sahibin-sifresi-2"),
    ).toBe("changed");
    expect(await auth.login({ email: ADMIN, password: "sahibin-sifresi-2" }, "10.9.0.3")).toMatchObject({
      ok: true,
      user: { role: "admin" },
    });
  });

  it("item 1: a sign-in checked against the pupil account before promotion gets no session on the admin account", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, ADMIN));
    // login() answered role "user" a moment before the owner's proof made the account admin.
    await expect(auth.createSession(user.id, { role: "user" })).rejects.toThrow();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("item 1: a reset link also proves ADMIN_EMAIL; the stranger's session and password are gone", async () => {
    const other = createAuthService(database.db, createDbRateLimiter(database.db, { multiplier: 100 }), {
      adminEmail: "mudur@merdiven.test",
    });
    const created = await other.signup(
      { email: "mudur@merdiven.test", password: "yabanci-sifre-3", repeatPassword: "yabanci-sifre-3" },
      "10.9.0.4",
      link("/dogrula"),
    );
    if (!created.ok) throw new Error("signup failed");
    const strangerSession = await other.createSession(created.user.id);
    await other.requestPasswordReset("mudur@merdiven.test", "10.9.0.4", link("/sifre-sifirla"));
    expect(
      await other.resetPassword(
        tokenIn((await smtp.readMail("mudur@merdiven.test", /şifre sıfırlama/i)).text),
        "mudurun-sifresi-4",
      ),
    ).toBe("changed");
    expect(await other.userForSession(strangerSession.token)).toBeNull();
    expect(await other.login({ email: "mudur@merdiven.test", password: "yabanci-sifre-3" }, "10.9.0.4")).toMatchObject({
      ok: false,
    });
    expect(
      await other.login({ email: "mudur@merdiven.test", password: "mudurun-sifresi-4" }, "10.9.0.4"),
    ).toMatchObject({ ok: true, user: { role: "admin" } });
  });

  it("item 1: proving an ordinary address takes the account's owner too (its session or its password), and changes nothing else", async () => {
    const created = await signup("pupil@example.com", "ogrenci-sifre-5");
    if (!created.ok) throw new Error("signup failed");
    const session = await auth.createSession(created.user.id);
    const verifyToken = tokenIn((await smtp.readMail("pupil@example.com", /doğrulama/i)).text);
    // Only the mailbox (docs/decisions/0059): whoever signed up with the address may not be its owner.
    expect(await auth.verifyEmail(verifyToken)).toEqual({ ok: false, code: "password-needed" });
    const other = await signup("baska-ogrenci@example.com", "baska-sifre-5");
    if (!other.ok) throw new Error("signup failed");
    const otherSession = await auth.createSession(other.user.id);
    expect(await auth.verifyEmail(verifyToken, { currentSession: otherSession.token })).toEqual({
      ok: false,
      code: "password-needed",
    });
    const [unproven] = await database.db.select().from(users).where(eq(users.email, "pupil@example.com"));
    expect(unproven.emailVerifiedAt).toBeNull();
    // The pupil, signed in where the mail was opened: one press, and still signed in.
    expect(await auth.verifyEmail(verifyToken, { currentSession: session.token })).toMatchObject({
      ok: true,
      user: { role: "user", promoted: false },
    });
    expect(await auth.userForSession(session.token)).toMatchObject({ email: "pupil@example.com" });
    expect(await auth.login({ email: "pupil@example.com", password: "ogrenci-sifre-5" }, "10.9.0.5")).toMatchObject({
      ok: true,
    });
  });

  it("item 2: npm run admin / setup on an existing account ends its sessions, says it existed and mails its owner", async () => {
    const created = await signup("var-olan@example.com", "eski-sifre-66");
    if (!created.ok) throw new Error("signup failed");
    const session = await auth.createSession(created.user.id);
    const result = await auth.upsertAdmin("var-olan@example.com", "yeni-yonetici-77");
    expect(result).toMatchObject({ existed: true, role: "admin" });
    expect(await auth.userForSession(session.token)).toBeNull();
    expect((await smtp.readMail("var-olan@example.com", /şifreniz değiştirildi/i)).text).toContain(
      "şifresi az önce değiştirildi",
    );
    expect(await auth.upsertAdmin("yepyeni@example.com", "yeni-yonetici-88")).toMatchObject({
      existed: false,
      role: "admin",
    });
  });

  it("item 5: using one reset link voids the account's other reset links and mails the owner", async () => {
    await signup("iki-link@example.com", "ilk-sifre-99");
    await auth.requestPasswordReset("iki-link@example.com", "10.9.0.6", link("/sifre-sifirla"));
    const first = tokenIn((await smtp.readMail("iki-link@example.com", /şifre sıfırlama/i)).text);
    await auth.requestPasswordReset("iki-link@example.com", "10.9.0.6", link("/sifre-sifirla"));
    const second = await waitFor(
      () => smtp.inbox.filter((m) => m.to.includes("iki-link@example.com") && /şifre sıfırlama/i.test(m.subject))[1],
    );
    const secondToken = tokenIn(second.text);
    expect(secondToken).not.toBe(first);

    expect(await auth.resetPassword(secondToken, "ikinci-sifre-10")).toBe("changed");
    expect(await auth.isResetTokenValid(first)).toBe(false);
    expect(await auth.resetPassword(first, "ucuncu-sifre-11")).toBe("invalid-link");
    expect(await auth.login({ email: "iki-link@example.com", password: "ikinci-sifre-10" }, "10.9.0.6")).toMatchObject({
      ok: true,
    });
    const notice = await smtp.readMail("iki-link@example.com", /şifreniz değiştirildi/i);
    expect(notice.subject).toBe(tr.reset.changedMailSubject);
    expect(notice.text).not.toMatch(/token=/);
  });

  it("item 5: a session ends after 7 idle days as well as at 30 days, and is written at most hourly", async () => {
    const created = await signup("bosta@example.com", "bosta-sifre-12");
    if (!created.ok) throw new Error("signup failed");
    const { token } = await auth.createSession(created.user.id);
    const where = eq(sessions.idHash, hashToken(token));

    // Seen 10 minutes ago: valid, and not written again.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await database.db.update(sessions).set({ lastSeenAt: tenMinutesAgo }).where(where);
    expect(await auth.userForSession(token)).toMatchObject({ email: "bosta@example.com" });
    expect((await database.db.select().from(sessions).where(where))[0].lastSeenAt.getTime()).toBe(
      tenMinutesAgo.getTime(),
    );

    // Seen 6 days ago: valid, and the use is recorded.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * DAY) })
      .where(where);
    expect(await auth.userForSession(token)).toMatchObject({ email: "bosta@example.com" });
    expect(Date.now() - (await database.db.select().from(sessions).where(where))[0].lastSeenAt.getTime()).toBeLessThan(
      60_000,
    );

    // Idle for 7 days and a bit: over.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(where);
    expect(await auth.userForSession(token)).toBeNull();

    // Used every day but 30 days old: over too.
    const old = await auth.createSession(created.user.id);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashToken(old.token)));
    expect(await auth.userForSession(old.token)).toBeNull();
  });

  it("item 5: a new session replaces the browser's previous one", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, "bosta@example.com"));
    const before = await auth.createSession(user.id);
    const after = await auth.createSession(user.id, { replaces: before.token });
    expect(await auth.userForSession(before.token)).toBeNull();
    expect(await auth.userForSession(after.token)).toMatchObject({ email: "bosta@example.com" });
  });

  it("item 2: the setup link is reused across restarts while valid, kept in a 0600 file, and gone once an admin exists", async () => {
    const fresh = await freshDatabase(kind);
    const dataDir = fs.mkdtempSync(path.join("/tmp", "merdiven-setup-"));
    try {
      const a = createAuthService(fresh.db, createDbRateLimiter(fresh.db));
      const first = await setupLinkToken(a, dataDir);
      expect(first).toBeTruthy();
      expect(await setupLinkToken(a, dataDir)).toBe(first);
      const file = fs.readdirSync(dataDir).map((f) => path.join(dataDir, f))[0];
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Expired: a new one.
      await fresh.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.tokenHash, hashToken(first!)));
      const second = await setupLinkToken(a, dataDir);
      expect(second).not.toBe(first);
      expect(await a.completeSetup(second!, "sahip@example.com", "okul-zili-55")).toMatchObject({ existed: false });
      expect(await setupLinkToken(a, dataDir)).toBeNull();
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh.close();
    }
  });
});

async function waitFor<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pages themselves, called as React Router calls them (no build needed). */
describe("account pages", () => {
  let smtp: SmtpPeer;
  const context = () => ({
    services: site.services,
    clientKey: "10.8.0.1",
    cspNonce: "n",
    requestId: "r",
    secureCookies: false,
  });
  const args = (request: Request) => ({ request, context: context(), params: {} }) as never;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Host: new URL(url).host, ...headers },
    });
  const toastOf = async (response: Response) =>
    (await readToast(new Request("http://localhost/", { headers: { Cookie: cookiesOf(response) } }), false)).toast
      ?.message;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({
    settings: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN, RATE_LIMIT_MULTIPLIER: "100" },
    pages: false,
  }));

  it("item 3: reset and verification mails link to the configured site, never to the Host a requester sent", async () => {
    expect(site.services.config.siteUrl).toBe("http://localhost:3000");
    await signupRoute.action(
      args(
        post(
          "http://evil.example/signup",
          { email: "host@example.com", password: "host-sifre-13", repeatPassword: "host-sifre-13" },
          { "X-Forwarded-Host": "evil.example" },
        ),
      ),
    );
    const verify = await smtp.readMail("host@example.com", /doğrulama/i);
    expect(verify.text).toContain("http://localhost:3000/dogrula?token=");
    expect(verify.text).not.toContain("evil.example");

    await forgotPasswordRoute.action(args(post("http://evil.example/sifremi-unuttum", { email: "host@example.com" })));
    const reset = await smtp.readMail("host@example.com", /şifre sıfırlama/i);
    expect(reset.text).toContain("http://localhost:3000/sifre-sifirla?token=");
    expect(reset.text).not.toContain("evil.example");
  });

  it("item 3: PUBLIC_URL wins; an empty PUBLIC_URL counts as unset; production without it warns", async () => {
    const { publicUrlWarning } = await import("#server/config.ts");
    expect(loadConfig({ PUBLIC_URL: "https://merdiven.example/yol", PORT: "8080" }).siteUrl).toBe(
      "https://merdiven.example",
    );
    expect(loadConfig({ PUBLIC_URL: "", HOST: "0.0.0.0", PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ HOST: "10.1.2.3", PORT: "80" }).siteUrl).toBe("http://10.1.2.3:80");
    expect(publicUrlWarning(loadConfig({ NODE_ENV: "production" }))).toMatch(/PUBLIC_URL/);
    expect(publicUrlWarning(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://merdiven.example" }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ NODE_ENV: "development" }))).toBeNull();
  });

  it("item 1: opening the verification link (GET, as a mail scanner does) changes nothing; the page's button POSTs the token", async () => {
    await signupRoute.action(
      args(
        post("http://localhost:3000/signup", {
          email: ADMIN,
          password: "yabanci-sifre-14",
          repeatPassword: "yabanci-sifre-14",
        }),
      ),
    );
    const token = tokenIn((await smtp.readMail(ADMIN, /doğrulama/i)).text);
    const [before] = await site.services.database.db.select().from(users).where(eq(users.email, ADMIN));
    const strangerSession = await site.services.auth.createSession(before.id);

    const page = await verifyRoute.loader(args(new Request(`http://localhost:3000/dogrula?token=${token}`)));
    // ADMIN_EMAIL: the button alone, no password asked (docs/decisions/0051).
    expect(page).toMatchObject({ token, proof: "ready" });
    const [after] = await site.services.database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(after).toMatchObject({ role: "user", emailVerifiedAt: null });
    expect(await site.services.auth.userForSession(strangerSession.token)).toMatchObject({ role: "user" });

    const answer = (await verifyRoute.action(
      args(post("http://localhost:3000/dogrula", { token }, { Origin: "http://localhost:3000" })),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(await toastOf(answer)).toBe(tr.account.verifiedAdmin);
    expect(await site.services.auth.userForSession(strangerSession.token)).toBeNull();
    // Used: the page now says so, and a second POST does nothing.
    expect(await verifyRoute.loader(args(new Request(`http://localhost:3000/dogrula?token=${token}`)))).toMatchObject({
      proof: "invalid",
    });
    expect(
      await toastOf((await verifyRoute.action(args(post("http://localhost:3000/dogrula", { token })))) as Response),
    ).toBe(tr.account.invalidVerifyLink);
  });

  it("item 1: the CSRF check lets the verification page's own POST through and refuses another site's", async () => {
    const guarded = new Hono().use("*", csrfProtection()).post("/dogrula", (c) => c.text("ok"));
    const body = () => new URLSearchParams({ token: "x".repeat(43) });
    const own = await guarded.request("http://localhost:3000/dogrula", {
      method: "POST",
      body: body(),
      headers: {
        Host: "localhost:3000",
        Origin: "http://localhost:3000",
        "Sec-Fetch-Site": "same-origin",
        Cookie: "sid=abc",
      },
    });
    expect(own.status).toBe(200);
    const foreign = await guarded.request("http://localhost:3000/dogrula", {
      method: "POST",
      body: body(),
      headers: { Host: "localhost:3000", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(foreign.status).toBe(403);
  });

  it("item 2: /kurulum on an existing account says so and ends that account's sessions", async () => {
    await signupRoute.action(
      args(
        post("http://localhost:3000/signup", {
          email: "kurulum@example.com",
          password: "eski-sifre-15",
          repeatPassword: "eski-sifre-15",
        }),
      ),
    );
    const [existing] = await site.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, "kurulum@example.com"));
    const oldSession = await site.services.auth.createSession(existing.id);
    // No admin yet in this database (the ADMIN_EMAIL account above was promoted: demote it for this test).
    await site.services.database.db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
    const token = await site.services.auth.issueSetupToken();
    const answer = (await setupRoute.action(
      args(
        post("http://localhost:3000/kurulum", {
          token,
          email: "kurulum@example.com",
          password: "yonetici-sifre-16",
          repeatPassword: "yonetici-sifre-16",
        }),
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(await toastOf(answer)).toBe(tr.account.setupDoneExisting);
    expect(await site.services.auth.userForSession(oldSession.token)).toBeNull();
  });
});

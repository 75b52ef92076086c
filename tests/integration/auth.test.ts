import { randomBytes, scrypt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { hashPassword, verifyPassword } from "#server/auth/password.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { hashToken } from "#server/auth/tokens.ts";
import type { Database } from "#server/db/client.ts";
import { sessions, userTokens, users } from "#server/db/schema.ts";
import { startOutboxWorker } from "#server/mail/outbox.ts";
import { createSmtpTransport } from "#server/mail/transport.ts";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { startSmtpServer } from "#scripts/peers/smtp.ts";

/** A scrypt hash in the stored shape with chosen cost, as accounts made before argon2id (decision 0065) have. */
async function scryptHash(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (e, k) => (e ? reject(e) : resolve(k))),
  );
  return `scrypt$${n}$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const link = (path: string) => (token: string) => `http://merdiven.test${path}?token=${token}`;
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";

describe("passwords", () => {
  it("are hashed with argon2id, salted, and checked", async () => {
    const a = await hashPassword("elma-armut-42");
    const b = await hashPassword("elma-armut-42");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("elma");
    expect(await verifyPassword("elma-armut-42", a)).toBe(true);
    expect(await verifyPassword("elma-armut-43", a)).toBe(false);
  });
});

describe.each(dbKinds)("accounts on %s", (kind) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let worker: ReturnType<typeof startOutboxWorker>;
  let auth: ReturnType<typeof createAuthService>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpServer();
    worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "Merdiven <noreply@merdiven.test>"), {
      intervalMs: 100,
    });
    auth = createAuthService(database.db, createDbRateLimiter(database.db), { adminEmail: "ogretmen@merdiven.test" });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await database?.close();
  });

  it("signs up, refuses a second account for the same address, and logs in", async () => {
    const input = { email: "ayse@example.com", password: "mavi-kalem-7", repeatPassword: "mavi-kalem-7" };
    const created = await auth.signup(input, "10.0.0.1", link("/dogrula"));
    expect(created).toMatchObject({ ok: true, user: { email: "ayse@example.com", role: "user" } });
    expect(await auth.signup(input, "10.0.0.1", link("/dogrula"))).toEqual({ ok: false, code: "email-already-in-use" });

    expect(await auth.login({ email: "ayse@example.com", password: "mavi-kalem-7" }, "10.0.0.1")).toMatchObject({
      ok: true,
    });
    expect(await auth.login({ email: "ayse@example.com", password: "yanlis-sifre" }, "10.0.0.1")).toEqual({
      ok: false,
      code: "wrong-password",
    });
    expect(await auth.login({ email: "kimse@example.com", password: "yanlis-sifre" }, "10.0.0.1")).toEqual({
      ok: false,
      code: "user-not-found",
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, "ayse@example.com"));
    expect(row.passwordHash).not.toContain("mavi");
  });

  it("upgrades a scrypt hash (every hash before decision 0065) to argon2id at the next log-in", async () => {
    await auth.signup(
      { email: "deneme@example.com", password: "gunes-dogdu-9", repeatPassword: "gunes-dogdu-9" },
      "10.0.0.2",
      link("/dogrula"),
    );
    const weak = await scryptHash("gunes-dogdu-9", 2 ** 15);
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, "deneme@example.com"));
    expect(await auth.login({ email: "deneme@example.com", password: "gunes-dogdu-9" }, "10.0.0.2")).toMatchObject({
      ok: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, "deneme@example.com"));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword("gunes-dogdu-9", row.passwordHash!)).toBe(true);
    expect(await auth.login({ email: "deneme@example.com", password: "gunes-dogdu-9" }, "10.0.0.2")).toMatchObject({
      ok: true,
    });
  });

  it("keeps sessions on the server: hashed, revocable, ended for a disabled account", async () => {
    const login = await auth.login({ email: "ayse@example.com", password: "mavi-kalem-7" }, "10.0.0.3");
    if (!login.ok) throw new Error("login failed");
    const { token } = await auth.createSession(login.user.id);
    const stored = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect((await database.db.select().from(sessions)).some((s) => s.idHash === token)).toBe(false);
    expect(await auth.userForSession(token)).toMatchObject({ email: "ayse@example.com" });
    await auth.logout(token);
    expect(await auth.userForSession(token)).toBeNull();

    const second = await auth.createSession(login.user.id);
    await auth.setDisabled(login.user.id, true);
    expect(await auth.userForSession(second.token)).toBeNull();
    expect(await auth.login({ email: "ayse@example.com", password: "mavi-kalem-7" }, "10.0.0.4")).toEqual({
      ok: false,
      code: "user-disabled",
    });
    await auth.setDisabled(login.user.id, false);
  });

  it("mails a single-use reset link that works within the hour and ends all sessions", async () => {
    const login = await auth.login({ email: "ayse@example.com", password: "mavi-kalem-7" }, "10.0.0.5");
    if (!login.ok) throw new Error("login failed");
    const { token: session } = await auth.createSession(login.user.id);

    expect(await auth.requestPasswordReset("ayse@example.com", "10.0.0.5", link("/sifre-sifirla"))).toBe("sent");
    const mail = await smtp.readMail("ayse@example.com", /şifre sıfırlama/i);
    expect(mail.from).toBe("noreply@merdiven.test");
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`http://merdiven.test/sifre-sifirla?token=${token}`);
    const [stored] = await database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(stored.purpose).toBe("reset");
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);

    expect(await auth.resetPassword(token, "yeni-sifre-123")).toBe("changed");
    expect(await auth.resetPassword(token, "baska-sifre-456")).toBe("invalid-link");
    expect(await auth.userForSession(session)).toBeNull();
    expect(await auth.login({ email: "ayse@example.com", password: "yeni-sifre-123" }, "10.0.0.5")).toMatchObject({
      ok: true,
    });
  });

  it("refuses an expired reset link", async () => {
    await auth.requestPasswordReset("deneme@example.com", "10.0.0.6", link("/sifre-sifirla"));
    const token = tokenIn((await smtp.readMail("deneme@example.com", /şifre sıfırlama/i)).text);
    await database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(await auth.isResetTokenValid(token)).toBe(false);
    expect(await auth.resetPassword(token, "yeni-sifre-123")).toBe("invalid-link");
  });

  it("answers a reset for an unknown address like a known one, without mail", async () => {
    expect(await auth.requestPasswordReset("yok@example.com", "10.0.0.7", link("/sifre-sifirla"))).toBe("sent");
    await worker.runOnce();
    expect(smtp.inbox.some((m) => m.to.includes("yok@example.com"))).toBe(false);
  });

  it("makes ADMIN_EMAIL admin only after its owner proves the address", async () => {
    const signup = await auth.signup(
      { email: "Ogretmen@Merdiven.test", password: "tahta-kalemi-3", repeatPassword: "tahta-kalemi-3" },
      "10.0.0.8",
      link("/dogrula"),
    );
    expect(signup).toMatchObject({ ok: true, user: { email: "ogretmen@merdiven.test", role: "user" } });
    const mail = await smtp.readMail("ogretmen@merdiven.test", /doğrulama/i);
    const verified = await auth.verifyEmail(tokenIn(mail.text));
    expect(verified).toMatchObject({ ok: true, user: { role: "admin" } });
    expect(await auth.verifyEmail(tokenIn(mail.text))).toEqual({ ok: false, code: "invalid-link" });
  });

  it("links Google only to accounts without a password", async () => {
    expect(await auth.googleLogin({ sub: "g-1", email: "deneme@example.com", emailVerified: true })).toEqual({
      ok: false,
      code: "account-exists-with-different-credential",
    });
    const first = await auth.googleLogin({ sub: "g-2", email: "yeni@example.com", emailVerified: true });
    expect(first).toMatchObject({ ok: true, user: { email: "yeni@example.com" } });
    const again = await auth.googleLogin({ sub: "g-2", email: "yeni@example.com", emailVerified: true });
    expect(again.ok && first.ok && again.user.id === first.user.id).toBe(true);
    expect(await auth.googleLogin({ sub: "g-3", email: "x@example.com", emailVerified: false })).toEqual({
      ok: false,
      code: "unverified-email",
    });
  });

  it("creates the first admin once through the setup link", async () => {
    const fresh = await freshDatabase(kind);
    try {
      const a = createAuthService(fresh.db, createDbRateLimiter(fresh.db));
      expect(await a.hasAdmin()).toBe(false);
      const token = await a.issueSetupToken();
      expect(await a.completeSetup("yanlis-token-123", "sahip@example.com", "okul-zili-55")).toBeNull();
      expect(await a.completeSetup(token, "sahip@example.com", "okul-zili-55")).toMatchObject({ role: "admin" });
      expect(await a.hasAdmin()).toBe(true);
      expect(await a.completeSetup(await a.issueSetupToken(), "baska@example.com", "okul-zili-55")).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it("has a Turkish message for every login error", () => {
    expect(tr.login.tooManyRequests).toBe("Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.");
  });
});

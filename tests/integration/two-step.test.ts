import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig, twoStepKeyWarning } from "#server/config.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { matchingStep, newTotpSecret, stepAt, totpCode } from "#server/auth/totp.ts";
import {
  createTwoStepService,
  PENDING_LOGIN_SECONDS,
  RECOVERY_CODE_COUNT,
  TWO_STEP_LIMITS,
} from "#server/auth/two-step.ts";
import { openDatabase } from "#server/db/client.ts";
import { pendingLogins, recoveryCodes, sessions, twoStep, users } from "#server/db/schema.ts";
import { createServices, type Services } from "#server/services.ts";
import { dbKinds } from "#tests/support/database.ts";
import { countOf, together } from "#tests/support/race.ts";
import { useTestDatabase, useTestSite } from "#tests/support/test-site.ts";

/** RFC 6238, Appendix B: the SHA-1 secret "12345678901234567890" and its 8-digit codes. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP codes (RFC 6238)", () => {
  it("match the RFC's test vectors", () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
      expect(matchingStep(RFC_SECRET, code, seconds * 1000, 8)).toBe(stepAt(seconds * 1000));
    }
    // Six digits are the last six of the eight (the truncation is mod 10^digits).
    expect(totpCode(RFC_SECRET, 1234567890_000)).toBe("005924");
  });

  it("accept one step either side, not two, and nothing that is not digits", () => {
    const at = 1234567890_000;
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(stepAt(at) - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(stepAt(at) + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, "00592a", at)).toBeNull();
    expect(matchingStep(RFC_SECRET, "0".repeat(100_000), at)).toBeNull();
  });
});

describe("TWO_STEP_KEY", () => {
  it("is noted at start in production, and must be long", () => {
    expect(twoStepKeyWarning(loadConfig({ NODE_ENV: "production" }))).toMatch(
      /TWO_STEP_KEY is not set: .*two-step-key/,
    );
    expect(twoStepKeyWarning(loadConfig({ NODE_ENV: "production", TWO_STEP_KEY: "x".repeat(32) }))).toBeNull();
    expect(twoStepKeyWarning(loadConfig({ NODE_ENV: "development" }))).toBeNull();
    expect(() => loadConfig({ TWO_STEP_KEY: "short" })).toThrow(/TWO_STEP_KEY/);
  });

  it("is required for a production start on a shared database, and the start is refused with a message naming it", () => {
    const shared = { NODE_ENV: "production", DATABASE_URL: "postgres://merdiven@db.example:5432/merdiven" };
    expect(() => loadConfig(shared)).toThrow(ConfigError);
    expect(() => loadConfig(shared)).toThrow(
      /Invalid settings:\n {2}- TWO_STEP_KEY: is required in production with DATABASE_URL/,
    );
    expect(loadConfig({ ...shared, TWO_STEP_KEY: "k".repeat(32) }).TWO_STEP_KEY).toBe("k".repeat(32));
    // The embedded database (npm start with nothing set) and development still start without it.
    expect(() => loadConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: "development", DATABASE_URL: shared.DATABASE_URL })).not.toThrow();
  });
});

/**
 * `npm start` with nothing configured runs production on the embedded database; its
 * admins' TOTP secrets must not sit in the database as they are (decision 0056).
 */
describe("two-step secrets in production on the embedded database without TWO_STEP_KEY", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-two-step-key-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const keyFile = path.join(dataDir, "two-step-key");

  /** A start as `npm start` makes it: production, nothing else set, the database in DATA_DIR. */
  async function start(): Promise<Services> {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SEED_DEMO: "never",
      LOG_LEVEL: "silent",
      PDF_PAGES: "off",
    });
    return createServices(config, await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") }), {
      pdfPages: { automatic: false },
    });
  }
  const storedSecrets = async (services: Services) =>
    (await services.database.db.select().from(twoStep)).map((row) => row.secret);

  let secret: string;
  let adminId: number;

  it("seals the secret in the database with a key made once in DATA_DIR (mode 0600)", async () => {
    const services = await start();
    try {
      const [admin] = await services.database.db
        .insert(users)
        .values({ email: "sahip@example.com", role: "admin" })
        .returning();
      adminId = admin.id;
      secret = (await services.twoStep.setup({ id: admin.id, email: admin.email, role: admin.role }))!.secret;
      const [stored] = await storedSecrets(services);
      expect(stored).not.toContain(secret);
      expect(stored).not.toMatch(/^plain:/);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    } finally {
      await services.close();
    }
  });

  it("reads the same key after a restart: the phone's codes still switch it on", async () => {
    const key = fs.readFileSync(keyFile, "utf8");
    const services = await start();
    try {
      expect(fs.readFileSync(keyFile, "utf8")).toBe(key);
      expect((await services.twoStep.confirmSetup(adminId, totpCode(secret, Date.now()))).ok).toBe(true);
    } finally {
      await services.close();
    }
  });

  it("seals on the next start a secret stored in plain text before, and its codes still work", async () => {
    const plain = newTotpSecret();
    let oldAdmin: number;
    const first = await start();
    try {
      const [admin] = await first.database.db
        .insert(users)
        .values({ email: "eski@example.com", role: "admin" })
        .returning();
      oldAdmin = admin.id;
      // As an older version without a key stored it.
      await first.database.db.insert(twoStep).values({ userId: admin.id, secret: `plain:${plain}` });
    } finally {
      await first.close();
    }
    const again = await start();
    try {
      for (const stored of await storedSecrets(again)) {
        expect(stored).not.toContain(plain);
        expect(stored).not.toMatch(/^plain:/);
      }
      expect((await again.twoStep.confirmSetup(oldAdmin!, totpCode(plain, Date.now()))).ok).toBe(true);
    } finally {
      await again.close();
    }
  });
});

describe.each(dbKinds)("two-step login on %s", (kind) => {
  const database = useTestDatabase(kind);
  let clock = 1_800_000_000_000;
  const make = (key?: string) =>
    createTwoStepService(database.db, createDbRateLimiter(database.db), { key, now: () => clock });

  /** An admin with two-step switched on; returns its id, secret and recovery codes. */
  async function adminWithTwoStep(key?: string) {
    const service = make(key);
    const [admin] = await database.db
      .insert(users)
      .values({ email: `yonetici-${Math.random().toString(36).slice(2, 8)}@example.com`, role: "admin" })
      .returning();
    const user = { id: admin.id, email: admin.email, role: admin.role };
    const setup = (await service.setup(user))!;
    expect(setup.qrSvg).toMatch(/^<svg aria-hidden="true"/);
    expect(await service.required(user)).toBe(false);
    const confirmed = await service.confirmSetup(admin.id, totpCode(setup.secret, clock));
    if (!confirmed.ok) throw new Error(confirmed.code);
    clock += 30_000; // the set-up's own code is spent
    return { service, user, secret: setup.secret, recovery: confirmed.recoveryCodes };
  }

  it("is switched on only by a current code, and keeps the set-up's secret until then", async () => {
    const service = make();
    const [admin] = await database.db.insert(users).values({ email: "kurulum@example.com", role: "admin" }).returning();
    const user = { id: admin.id, email: admin.email, role: admin.role };
    const first = (await service.setup(user))!;
    expect((await service.setup(user))!.secret).toBe(first.secret);
    expect(await service.confirmSetup(admin.id, "000000")).toEqual({ ok: false, code: "wrong-code" });
    // Sessions from before (perhaps someone who had only the password) end; the one switching it on stays.
    const later = new Date(Date.now() + 3_600_000);
    await database.db.insert(sessions).values([
      { idHash: hashToken("this-browser-session-token"), userId: admin.id, expiresAt: later },
      { idHash: hashToken("another-browser-token-xx"), userId: admin.id, expiresAt: later },
    ]);
    const done = await service.confirmSetup(admin.id, totpCode(first.secret, clock), "this-browser-session-token");
    expect(done.ok && done.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(
      (await database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).map((r) => r.idHash),
    ).toEqual([hashToken("this-browser-session-token")]);
    expect(await service.required(user)).toBe(true);
    expect(await service.setup(user)).toBeNull();
    // A pupil never needs a code, whatever is stored.
    expect(await service.required({ ...user, role: "user" })).toBe(false);
    // Only hashes of the recovery codes are kept.
    const stored = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of done.ok ? done.recoveryCodes : [])
      expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ""));
  });

  it("finishes a login with a current code once: the same code never works twice", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const code = totpCode(secret, clock);
    const first = await service.startLogin(user.id);
    expect(await service.finishLogin(first, "123456")).toEqual({ ok: false, code: "wrong-code" });
    expect(await service.finishLogin(first, code)).toEqual({ ok: true, user });
    // Replayed, in a new pending login (someone who saw the code over the shoulder):
    const second = await service.startLogin(user.id);
    expect(await service.finishLogin(second, code)).toEqual({ ok: false, code: "wrong-code" });
    // Nor an older code still inside the window.
    expect(await service.finishLogin(second, totpCode(secret, clock - 30_000))).toEqual({
      ok: false,
      code: "wrong-code",
    });
    clock += 30_000;
    expect(await service.finishLogin(second, totpCode(secret, clock))).toEqual({ ok: true, user });
  });

  it("takes each recovery code once", async () => {
    const { service, user, recovery } = await adminWithTwoStep();
    expect(
      await service.finishLogin(await service.startLogin(user.id), recovery[3].toUpperCase().replace(/-/g, " ")),
    ).toEqual({ ok: true, user });
    expect(await service.finishLogin(await service.startLogin(user.id), recovery[3])).toEqual({
      ok: false,
      code: "wrong-code",
    });
    expect(await service.recoveryCodesLeft(user.id)).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it("uses a pending login once, and not after five minutes", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const token = await service.startLogin(user.id);
    expect(await service.isPending(token)).toBe(true);
    expect((await service.finishLogin(token, totpCode(secret, clock))).ok).toBe(true);
    expect(await service.isPending(token)).toBe(false);
    clock += 30_000;
    expect(await service.finishLogin(token, totpCode(secret, clock))).toEqual({ ok: false, code: "expired" });

    const late = await service.startLogin(user.id);
    clock += PENDING_LOGIN_SECONDS * 1000 + 1000;
    expect(await service.isPending(late)).toBe(false);
    expect(await service.finishLogin(late, totpCode(secret, clock))).toEqual({ ok: false, code: "expired" });
    // Unknown and forged ids find nothing.
    expect(await service.finishLogin("x".repeat(43), totpCode(secret, clock))).toEqual({ ok: false, code: "expired" });
  });

  it("limits the codes tried for an account across pending logins, the right code included", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const results = [];
    for (let i = 0; i < TWO_STEP_LIMITS.perQuarter.limit; i++)
      results.push((await service.finishLogin(await service.startLogin(user.id), "000000")).ok);
    expect(results.every((ok) => !ok)).toBe(true);
    // A fresh pending login (the password again) buys no more guesses.
    expect(await service.finishLogin(await service.startLogin(user.id), totpCode(secret, clock))).toEqual({
      ok: false,
      code: "too-many-requests",
    });
  });

  it("counts codes sent together one by one: of 40 at once across eight pending logins 5 are checked, the right one among the late ones too", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => service.startLogin(user.id)));
    const results = await together(40, (i) =>
      service.finishLogin(tokens[i % 8], i === 39 ? totpCode(secret, clock) : String(100000 + i)),
    );
    expect(countOf(results, (r) => !r.ok && r.code === "wrong-code")).toBe(TWO_STEP_LIMITS.perQuarter.limit);
    expect(countOf(results, (r) => r.ok)).toBe(0);
    expect(results[39]).toEqual({ ok: false, code: "too-many-requests" });
  });

  it("lets one current code sent ten times at once sign in once; one pending login sent twenty codes at once takes five", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const code = totpCode(secret, clock);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => service.startLogin(user.id)));
    const replays = await together(10, (i) => service.finishLogin(tokens[i], code));
    expect(countOf(replays, (r) => r.ok)).toBe(1);

    const other = await adminWithTwoStep();
    const token = await other.service.startLogin(other.user.id);
    const guesses = await together(20, (i) => other.service.finishLogin(token, String(200000 + i)));
    expect(countOf(guesses, (r) => !r.ok && r.code === "wrong-code")).toBe(5);
    expect(countOf(guesses, (r) => !r.ok && r.code === "expired")).toBe(15);
    expect(await other.service.isPending(token)).toBe(false);
  });

  it("checks at most five set-up codes of 20 sent together", async () => {
    const service = make();
    const [admin] = await database.db
      .insert(users)
      .values({ email: "kurulum-yaris@example.com", role: "admin" })
      .returning();
    const { secret } = (await service.setup({ id: admin.id, email: admin.email, role: admin.role }))!;
    const results = await together(20, (i) =>
      service.confirmSetup(admin.id, i === 19 ? totpCode(secret, clock) : String(300000 + i)),
    );
    expect(countOf(results, (r) => !r.ok && r.code === "wrong-code")).toBe(TWO_STEP_LIMITS.perQuarter.limit);
    expect(countOf(results, (r) => !r.ok && r.code === "too-many-requests")).toBe(15);
    expect(await service.isEnabled(admin.id)).toBe(false);
  });

  it("drops a pending login after five wrong codes", async () => {
    const { service, user, secret } = await adminWithTwoStep();
    const token = await service.startLogin(user.id);
    // Spread over quarters so that only the pending login's own count stops it.
    for (let i = 0; i < 5; i++) {
      expect((await service.finishLogin(token, "999999")).ok).toBe(false);
      clock += 16 * 60 * 1000;
    }
    expect(await service.finishLogin(token, totpCode(secret, clock))).toEqual({ ok: false, code: "expired" });
    expect(await database.db.select().from(pendingLogins).where(eq(pendingLogins.userId, user.id))).toHaveLength(0);
  });

  it("keeps the secret sealed in the database when TWO_STEP_KEY is set", async () => {
    const key = "k".repeat(40);
    const { user, secret } = await adminWithTwoStep(key);
    const [row] = await database.db.select().from(twoStep).where(eq(twoStep.userId, user.id));
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(secret);
    const service = make(key);
    clock += 30_000;
    expect((await service.finishLogin(await service.startLogin(user.id), totpCode(secret, clock))).ok).toBe(true);
  });

  it("reset switches it off and ends the account's sessions", async () => {
    const { service, user } = await adminWithTwoStep();
    await database.db
      .insert(sessions)
      .values({ idHash: `h-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const pending = await service.startLogin(user.id);
    await service.reset(user.id);
    expect(await service.required(user)).toBe(false);
    expect(await service.isPending(pending)).toBe(false);
    expect(await service.recoveryCodesLeft(user.id)).toBe(0);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

/**
 * A pending login (password right, code not yet typed) is a session waiting for its code.
 * Someone who had the old password, or whose sessions the owner or the admin just ended,
 * must not finish one a minute later with a code read over the shoulder.
 */
describe.each(dbKinds)("pending two-step logins end with the account's sessions on %s", (kind) => {
  const PASSWORD = "uzun-ve-gizli-sifre-77";
  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" }, pages: false });

  /** An admin with two-step on, signed in here, and a thief's pending login made with the password. */
  async function adminWithPendingLogin() {
    const admin = await site.services.auth.upsertAdmin(
      `yonetici-${Math.random().toString(36).slice(2, 8)}@example.com`,
      PASSWORD,
    );
    const user = { id: admin.id, email: admin.email, role: admin.role };
    const { token: session } = await site.services.auth.createSession(admin.id);
    const setup = (await site.services.twoStep.setup(user))!;
    const on = await site.services.twoStep.confirmSetup(admin.id, totpCode(setup.secret, Date.now()), session);
    if (!on.ok) throw new Error(on.code);
    const login = await site.services.auth.login({ email: admin.email!, password: PASSWORD }, "203.0.113.9");
    if (!login.ok) throw new Error(login.code);
    const pending = await site.services.twoStep.startLogin(admin.id);
    // The set-up spent this step's code; the phone's next one would finish the login.
    const nextCode = () => totpCode(setup.secret, Date.now() + 30_000);
    return { user, session, pending, nextCode };
  }

  const ways: [string, (a: Awaited<ReturnType<typeof adminWithPendingLogin>>) => Promise<unknown>][] = [
    [
      "a new password on 'Hesabım'",
      (a) =>
        site.services.auth.changePassword(
          a.user,
          { currentPassword: PASSWORD, password: "baska-uzun-sifre-2026", repeatPassword: "baska-uzun-sifre-2026" },
          a.session,
        ),
    ],
    [
      "a new address confirmed through its link",
      async (a) => {
        let token = "";
        await site.services.auth.requestEmailChange(
          a.user,
          { email: `yeni-${a.user.id}@example.com`, currentPassword: PASSWORD },
          (t) => (token = t),
        );
        expect((await site.services.auth.confirmEmailChange(token, a.session)).ok).toBe(true);
      },
    ],
    ["'Diğer tüm oturumları kapat'", (a) => site.services.account.endOtherSessions(a.user.id, a.session)],
    ["the admin ending the account's sessions", (a) => site.services.auth.endSessions(a.user.id)],
    // Disabling ends sessions through the same endAccountSessions, but the users page cannot disable an admin's account.
  ];

  it.each(ways)("%s ends them: the right code no longer signs in", async (_, end) => {
    const admin = await adminWithPendingLogin();
    expect(await site.services.twoStep.isPending(admin.pending)).toBe(true);
    await end(admin);
    expect(await site.services.twoStep.isPending(admin.pending)).toBe(false);
    expect(await site.services.twoStep.finishLogin(admin.pending, admin.nextCode())).toEqual({
      ok: false,
      code: "expired",
    });
  });

  it("disabling cannot reach them: an admin's account is not disabled", async () => {
    const admin = await adminWithPendingLogin();
    expect(await site.services.auth.setDisabled(admin.user.id, true)).toBe("admin");
    expect(await site.services.auth.userForSession(admin.session)).not.toBeNull();
  });

  it("npm run admin -- --reset-2fa ends them too", async () => {
    const admin = await adminWithPendingLogin();
    await site.services.twoStep.reset(admin.user.id);
    expect(await site.services.twoStep.isPending(admin.pending)).toBe(false);
    expect((await site.services.twoStep.finishLogin(admin.pending, admin.nextCode())).ok).toBe(false);
  });
});

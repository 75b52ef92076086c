import { execFile } from "node:child_process";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createAuthService } from "../../server/auth/auth-service";
import { createDbRateLimiter } from "../../server/auth/rate-limit";
import { totpCode } from "../../server/auth/totp";
import { createTwoStepService } from "../../server/auth/two-step";
import { openDatabase } from "../../server/db/client";
import { pendingLogins, recoveryCodes, sessions, twoStep, users } from "../../server/db/schema";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-admin-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe("npm run admin", () => {
  it("creates the database on an empty data folder and an admin in it", async () => {
    const result = await admin("--email", "Sahip@Example.com", "--password", "okul-zili-55");
    expect(result.out).toContain("Admin ready: sahip@example.com");
    expect(result.code).toBe(0);
  });

  it("on an existing account says that it existed and ends every session of it", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    let token: string;
    try {
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      const [pupil] = await site.db.insert(users).values({ email: "ogrenci@example.com", passwordHash: "x" }).returning();
      token = (await auth.createSession(pupil.id)).token;
    } finally {
      await site.close();
    }
    const result = await admin("--email", "ogrenci@example.com", "--password", "okul-zili-77");
    expect(result.code).toBe(0);
    expect(result.out).toContain("Admin ready: ogrenci@example.com");
    expect(result.out).toContain("This account already existed");
    const again = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const auth = createAuthService(again.db, createDbRateLimiter(again.db));
      expect(await auth.userForSession(token)).toBeNull();
      expect(await again.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await again.close();
    }
    // A new address is simply created.
    expect((await admin("--email", "yeni@example.com", "--password", "okul-zili-88")).out).not.toContain("already existed");
  });

  it("refuses, changing nothing, while the site holds the embedded database", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const result = await admin("--email", "baska@example.com", "--password", "okul-zili-66");
      expect(result.code).toBe(1);
      expect(result.out).toContain("is in use by another process");
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      expect((await auth.listUsers()).map((u) => u.email)).toEqual(["sahip@example.com", "ogrenci@example.com", "yeni@example.com"]);
    } finally {
      await site.close();
    }
  });

  it("--reset-2fa switches two-step off for a lost phone and ends the account's sessions", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    let token: string;
    try {
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      const steps = createTwoStepService(site.db, createDbRateLimiter(site.db));
      const [owner] = await site.db.select().from(users).where(eq(users.email, "sahip@example.com"));
      const setup = (await steps.setup({ id: owner.id, email: owner.email, role: owner.role }))!;
      expect((await steps.confirmSetup(owner.id, totpCode(setup.secret, Date.now()))).ok).toBe(true);
      await steps.startLogin(owner.id);
      token = (await auth.createSession(owner.id)).token;
    } finally {
      await site.close();
    }
    expect((await admin("--reset-2fa", "--email", "nobody@example.com")).code).toBe(1);
    const result = await admin("--reset-2fa", "--email", "Sahip@Example.com");
    expect(result.code).toBe(0);
    expect(result.out).toContain("Two-step login is off for sahip@example.com");
    const again = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      expect(await createAuthService(again.db, createDbRateLimiter(again.db)).userForSession(token)).toBeNull();
      for (const table of [twoStep, recoveryCodes, pendingLogins]) expect(await again.db.select().from(table)).toHaveLength(0);
    } finally {
      await again.close();
    }
  });

  it("explains its usage when the password breaks the rules", async () => {
    const result = await admin("--email", "sahip@example.com", "--password", "123");
    expect(result.code).toBe(2);
    expect(result.out).toContain("Şifre en az 6 karakter olmalıdır");
  });
});

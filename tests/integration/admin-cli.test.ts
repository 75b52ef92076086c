import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { totpCode } from "#server/auth/totp.ts";
import { createTwoStepService } from "#server/auth/two-step.ts";
import { openDatabase } from "#server/db/client.ts";
import { pendingLogins, recoveryCodes, sessions, twoStep, users } from "#server/db/schema.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-admin-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The script as an operator runs it, `input` piped to its standard input (then closed), as `printf 'pw\\n' | npm run admin -- …`. */
function admin(args: string[], input = ""): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
    child.stdin.on("error", () => {}); // a script that stopped before reading
    child.stdin.end(input);
  });
}

describe("npm run admin", () => {
  it("creates the database on an empty data folder and an admin in it", async () => {
    const result = await admin(["--email", "Sahip@Example.com"], "okul-zili-55\n");
    expect(result.out).toContain("Admin ready: sahip@example.com");
    expect(result.code).toBe(0);
  });

  it("takes the password from standard input, not the command line: the piped one logs in", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      expect((await auth.login({ email: "sahip@example.com", password: "okul-zili-55" }, "cli-test")).ok).toBe(true);
    } finally {
      await site.close();
    }
  });

  // `script` gives the command a terminal of its own, as an operator's shell does.
  it.runIf(fs.existsSync("/usr/bin/script"))(
    "on a terminal asks for the password twice without showing it",
    async () => {
      const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-admin-tty-"));
      onTestFinished(() => fs.rmSync(ownDir, { recursive: true, force: true }));
      const child = spawn(
        "/usr/bin/script",
        ["-qec", `${process.execPath} --import tsx scripts/admin.ts --email terminal@example.com`, "/dev/null"],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: ownDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        },
      );
      let out = "";
      let answered = 0;
      child.stdout.on("data", (chunk) => {
        out += chunk;
        // Typed only once asked: what a terminal shows of it is then up to the script.
        const asked = (out.match(/password: /gi) ?? []).length;
        while (answered < asked) {
          answered++;
          child.stdin.write("okul-zili-44\r");
        }
      });
      const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
      expect(out).toContain("Password: ");
      expect(out).toContain("Repeat the password: ");
      expect(out).toContain("Admin ready: terminal@example.com");
      expect(out).not.toContain("okul-zili-44");
      expect(code).toBe(0);
    },
  );

  it("refuses --password on the command line, says how to pass it instead, and changes nothing", async () => {
    for (const args of [
      ["--email", "acik@example.com", "--password", "okul-zili-99"],
      ["--email", "acik@example.com", "--password=okul-zili-99"],
    ]) {
      const result = await admin(args, "okul-zili-99\n");
      expect(result.code).toBe(2);
      expect(result.out).toContain("--password is not accepted");
      expect(result.out).toContain("printf '%s\\n' \"$PW\" | npm run admin -- --email E");
    }
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      expect(await site.db.select().from(users).where(eq(users.email, "acik@example.com"))).toHaveLength(0);
    } finally {
      await site.close();
    }
  });

  it("on an existing account says that it existed and ends every session of it", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    let token: string;
    try {
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      const [pupil] = await site.db
        .insert(users)
        .values({ email: "ogrenci@example.com", passwordHash: "x" })
        .returning();
      token = (await auth.createSession(pupil.id)).token;
    } finally {
      await site.close();
    }
    const result = await admin(["--email", "ogrenci@example.com"], "okul-zili-77\n");
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
    expect((await admin(["--email", "yeni@example.com"], "okul-zili-88\n")).out).not.toContain("already existed");
  });

  it("refuses, changing nothing, while the site holds the embedded database", async () => {
    const site = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      const result = await admin(["--email", "baska@example.com"], "okul-zili-66\n");
      expect(result.code).toBe(1);
      expect(result.out).toContain("is in use by another process");
      const auth = createAuthService(site.db, createDbRateLimiter(site.db));
      expect((await auth.listUsers()).map((u) => u.email)).toEqual([
        "sahip@example.com",
        "ogrenci@example.com",
        "yeni@example.com",
      ]);
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
    expect((await admin(["--reset-2fa", "--email", "nobody@example.com"])).code).toBe(1);
    const result = await admin(["--reset-2fa", "--email", "Sahip@Example.com"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("Two-step login is off for sahip@example.com");
    const again = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      expect(await createAuthService(again.db, createDbRateLimiter(again.db)).userForSession(token)).toBeNull();
      for (const table of [twoStep, recoveryCodes, pendingLogins])
        expect(await again.db.select().from(table)).toHaveLength(0);
    } finally {
      await again.close();
    }
  });

  it("explains its usage when the password breaks the rules, or none comes in", async () => {
    const result = await admin(["--email", "sahip@example.com"], "123\n");
    expect(result.code).toBe(2);
    expect(result.out).toContain("Şifre en az 6 karakter olmalıdır");
    const none = await admin(["--email", "sahip@example.com"]);
    expect(none.code).toBe(2);
    expect(none.out).toContain("Usage: npm run admin -- --email E");
  });
});

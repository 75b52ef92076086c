import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { isCommonPassword } from "#core/common-passwords.ts";
import { tr } from "#core/messages.ts";
import { adminSignupSchema, signupSchema } from "#core/schemas.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { COMMON_PASSWORDS_REFUSED, loadCommonPasswords } from "#server/auth/common-password-list.ts";
import { hashesRunning, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from "#server/auth/password.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { dbKinds } from "#tests/support/database.ts";
import { buildDir } from "#tests/support/server-build.ts";
import { useTestDatabase } from "#tests/support/test-site.ts";

const ranked = createRequire(import.meta.url)("@zxcvbn-ts/language-common/src/passwords.json") as string[];

describe("common passwords", () => {
  beforeAll(() => {
    loadCommonPasswords();
  });

  it("refuses each of the 10,000 most common passwords on the server, and accepts an uncommon one", () => {
    expect(COMMON_PASSWORDS_REFUSED).toBeGreaterThanOrEqual(10_000);
    expect(ranked.slice(0, 10_000).every(isCommonPassword)).toBe(true);
    const sample = ranked[9_990]; // '21081990'
    const form = { email: "ali@example.com", password: sample, repeatPassword: sample };
    expect(signupSchema.safeParse(form).error?.issues[0].message).toBe(tr.signup.weakPassword);
    expect(isCommonPassword("Yeşil-Elma-Ağacı-42")).toBe(false);
  });

  it("never sends the long list to the browser", () => {
    // A password from deep in the list that appears nowhere else: not in any script or stylesheet of the build.
    const deep = ranked.slice(5_000, 10_000).find((p) => p.length >= 8 && /^[a-z]+\d+$/.test(p))!;
    const assets = path.join(buildDir, "client/assets");
    const bundle = fs
      .readdirSync(assets)
      .map((f) => fs.readFileSync(path.join(assets, f), "latin1"))
      .join("\n");
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle).not.toContain(`"${deep}"`);
    expect(bundle).not.toContain(` ${deep} `);
  });
});

describe("password hashing under a burst", () => {
  it("runs at most two hashes at once, and every one finishes", async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashesRunning())), 5);
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`sifre-${i}-uzunca`)));
    clearInterval(watch);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    expect(hashesRunning()).toBe(0);
    expect(await verifyPassword("sifre-3-uzunca", hashes[3])).toBe(true);
  }, 60_000);
});

describe("admin passwords", () => {
  it("need 12 characters where pupils keep docs/product.md's 6", () => {
    const form = (password: string) => ({ email: "yonetici@example.com", password, repeatPassword: password });
    expect(signupSchema.safeParse(form("kisa-on-bir")).success).toBe(true);
    expect(adminSignupSchema.safeParse(form("kisa-on-bir")).error?.issues[0].message).toBe(
      tr.signup.adminPasswordTooShort,
    );
    expect(adminSignupSchema.safeParse(form("tam-on-iki-kr")).success).toBe(true);
  });
});

describe.each(dbKinds)("admin passwords on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("are refused when shorter than 12, on the command line's path and by a reset link, which stays usable", async () => {
    const auth = createAuthService(database.db, createDbRateLimiter(database.db), { adminEmail: "mudur@example.com" });
    await expect(auth.upsertAdmin("yonetici@example.com", "onbir-karak")).rejects.toThrow(
      tr.signup.adminPasswordTooShort,
    );
    await auth.upsertAdmin("yonetici@example.com", "uzun-ve-guvenli-12");

    let token = "";
    await auth.requestPasswordReset("yonetici@example.com", "10.0.0.1", (t) => (token = t));
    expect(await auth.resetPassword(token, "kisa-sifre1")).toBe("admin-password-too-short");
    expect(await auth.resetPassword(token, "yeni-uzun-sifre-13")).toBe("changed");

    // ADMIN_EMAIL becomes admin through its reset link: that password is an admin's too.
    await auth.signup(
      { email: "mudur@example.com", password: "ogrenci-6", repeatPassword: "ogrenci-6" },
      "10.0.0.2",
      () => "",
    );
    let promote = "";
    await auth.requestPasswordReset("mudur@example.com", "10.0.0.2", (t) => (promote = t));
    expect(await auth.resetPassword(promote, "kisa-sifre2")).toBe("admin-password-too-short");
    expect(await auth.resetPassword(promote, "mudurun-uzun-sifresi")).toBe("changed");

    // A pupil's reset keeps the pupil's rule.
    await auth.signup(
      { email: "ogrenci@example.com", password: "kalem-77", repeatPassword: "kalem-77" },
      "10.0.0.3",
      () => "",
    );
    let pupil = "";
    await auth.requestPasswordReset("ogrenci@example.com", "10.0.0.3", (t) => (pupil = t));
    expect(await auth.resetPassword(pupil, "silgi-88")).toBe("changed");
  });
});

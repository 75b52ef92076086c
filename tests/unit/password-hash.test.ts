import { randomBytes, scrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ARGON2_PARAMS,
  hashesRunning,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "#server/auth/password.ts";

/** A hash as every account had before decision 0065: scrypt N=2^17, r=8, p=1. */
async function oldScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p, maxmem: 256 * 2 ** 20 }, (e, k) => (e ? reject(e) : resolve(k))),
  );
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

describe("password hashes (decision 0065)", () => {
  it("are argon2id at OWASP's m=19 MiB, t=2, p=1, salted, in the PHC format", async () => {
    const a = await hashPassword("elma-armut-42");
    const b = await hashPassword("elma-armut-42");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("elma");
    expect(ARGON2_PARAMS.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(ARGON2_PARAMS.passes).toBeGreaterThanOrEqual(2);
  });

  it("verify the right password and refuse a wrong one", async () => {
    const stored = await hashPassword("Yeşil-Elma-42");
    expect(await verifyPassword("Yeşil-Elma-42", stored)).toBe(true);
    // The same text in another Unicode form (NFD) is the same password.
    expect(await verifyPassword("Yeşil-Elma-42".normalize("NFD"), stored)).toBe(true);
    expect(await verifyPassword("Yeşil-Elma-43", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("still verify an old scrypt hash, which needs a rehash", async () => {
    const old = await oldScryptHash("gunes-dogdu-9");
    expect(await verifyPassword("gunes-dogdu-9", old)).toBe(true);
    expect(await verifyPassword("gunes-dogdu-8", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("ask for a rehash of weaker argon2id parameters and of unknown shapes", async () => {
    const current = await hashPassword("kalem-silgi-5");
    const weaker = current.replace("m=19456,t=2,p=1", "m=12288,t=2,p=1");
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(current.replace("m=19456,t=2,p=1", "m=19456,t=1,p=1"))).toBe(true);
    expect(needsRehash(current.replace("m=19456,t=2,p=1", "m=47104,t=2,p=1"))).toBe(false);
    for (const odd of [
      "",
      "bcrypt$x",
      "$argon2i$v=19$m=19456,t=2,p=1$a$b",
      "$argon2id$v=16$m=19456,t=2,p=1$a$b",
      "$argon2id$v=19$m=x,t=2,p=1$a$b",
    ]) {
      expect(needsRehash(odd), odd).toBe(true);
    }
  });

  it("refuse tampered or unknown hashes without spending memory on them", async () => {
    const stored = await hashPassword("kalem-silgi-5");
    const [, , , params, salt, key] = stored.split("$");
    const flipped = `${key[0] === "A" ? "B" : "A"}${key.slice(1)}`;
    expect(await verifyPassword("kalem-silgi-5", `$argon2id$v=19$${params}$${salt}$${flipped}`)).toBe(false);
    // Parameters past any sane figure (a tampered row asking for 64 GiB) are refused unread.
    expect(await verifyPassword("kalem-silgi-5", `$argon2id$v=19$m=67108864,t=2,p=1$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword("kalem-silgi-5", `$argon2id$v=19$${params}$${salt}$${key}$extra`)).toBe(false);
    expect(await verifyPassword("kalem-silgi-5", "x".repeat(10_000))).toBe(false);
    expect(await verifyPassword("kalem-silgi-5", `$argon2id$v=19$${params}$${salt}$${key}${"A".repeat(500)}`)).toBe(
      false,
    );
  });

  it("run at most MAX_CONCURRENT_HASHES at once under a burst, and every one finishes", async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashesRunning())), 2);
    const stored = await hashPassword("ortak-sifre-1");
    const checks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verifyPassword(i % 2 ? "ortak-sifre-1" : "yanlis", stored)),
    );
    clearInterval(watch);
    expect(checks).toEqual([false, true, false, true, false, true, false, true]);
    expect(most).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashesRunning()).toBe(0);
  });
});

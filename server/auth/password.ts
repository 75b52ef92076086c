import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * At most two hashes at once. Each holds 128 MiB and one of libuv's four threads for
 * a few hundred milliseconds; a burst of log-ins from many addresses then waits its
 * turn instead of taking the memory, and the threads reading files and compressing
 * pages stay free. A finished hash hands its slot straight to the next in line.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes run right now (never more than MAX_CONCURRENT_HASHES). */
export const hashesRunning = () => running;

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

/**
 * scrypt, a memory-hard KDF in Node itself (no native add-on to build): N=2^17,
 * r=8, p=1 (OWASP's figure) uses 128 MiB for each hash while it runs. Parameters are
 * stored with the hash, so they can be raised without breaking old accounts: a hash
 * made with weaker ones is replaced at its owner's next log-in (needsRehash).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const PARAMS = SCRYPT_PARAMS;
const KEY_LENGTH = 32;
/** 128 × N × r bytes, with room: Node refuses a hash above maxmem. */
const maxmem = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...PARAMS, maxmem });
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await scrypt(password.normalize("NFC"), Buffer.from(saltText, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** True for a hash made with weaker parameters than today's (or of an unknown shape). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

/** Spends the same time as a real check, so "no such user" cannot be told apart by timing. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("merdiven-dummy-password");
  await verifyPassword(password, await dummyHash);
}

import crypto, { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * At most two hashes at once. An argon2id hash holds 19 MiB and one of libuv's four
 * threads for 40-80 ms on this machine (an old scrypt hash still being checked: 128 MiB
 * for half a second or more); a burst of log-ins then waits its turn instead of taking
 * the memory, and the threads reading files and compressing pages stay free. Two is
 * also what two cores can run: a third or fourth hash at once adds no hashes a second
 * (docs/decisions/0065). Memory would allow many more (19 MiB each: thirteen fit in the
 * 256 MiB two scrypt hashes took); the cores and the thread pool are the bound.
 *
 * The slots are shared fairly (docs/decisions/0089): every hash waits in the lane of the
 * client it is for (its rate-limit key), and a free slot goes to the waiting lane served
 * longest ago, never simply to the oldest waiter. So one address with a hundred guesses
 * queued holds the queue for itself only: a teacher logging in from elsewhere waits for at
 * most one hash of it per slot, not for all of them.
 */
export const MAX_CONCURRENT_HASHES = 2;

/** One client's hashes: how many run, who waits, and when it was last given a slot. */
interface Lane {
  running: number;
  waiting: (() => void)[];
  served: number;
}

let running = 0;
/** Turns handed out so far: a lane's `served` is the turn it last got (0: never). */
let turns = 0;
/** Lanes with a hash running or waiting (a lane goes once it has neither). */
const lanes = new Map<string, Lane>();

/** How many hashes run right now (never more than MAX_CONCURRENT_HASHES). */
export const hashesRunning = () => running;

/** The lane that is waiting and was served longest ago: a new lane first, a busy one after every other. */
function nextLane(): Lane | undefined {
  let pick: Lane | undefined;
  for (const lane of lanes.values()) if (lane.waiting.length && (!pick || lane.served < pick.served)) pick = lane;
  return pick;
}

function grant(lane: Lane): void {
  running++;
  lane.running++;
  lane.served = ++turns;
}

/**
 * Runs `work` in one of the hash slots, in `lane` (the client's rate-limit key; "" for work
 * no client is behind). Exported for the fairness test, which passes work that is no hash.
 */
export async function inHashSlot<T>(work: () => Promise<T>, laneKey = ""): Promise<T> {
  let lane = lanes.get(laneKey);
  if (!lane) lanes.set(laneKey, (lane = { running: 0, waiting: [], served: 0 }));
  if (running < MAX_CONCURRENT_HASHES) grant(lane);
  else await new Promise<void>((resolve) => lane.waiting.push(resolve));
  try {
    return await work();
  } finally {
    running--;
    lane.running--;
    if (!lane.running && !lane.waiting.length) lanes.delete(laneKey);
    const next = nextLane();
    if (next) {
      grant(next);
      next.waiting.shift()!();
    }
  }
}

/**
 * argon2id at OWASP's first figure: m=19 MiB, t=2, p=1 (docs/decisions/0065). Node's own
 * (OpenSSL's) since Node 24.7, run on libuv's thread pool like scrypt: no add-on, and
 * the event loop stays free while it runs. Stored in the PHC string format every argon2
 * library reads: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (base64 without padding).
 * Parameters are stored with the hash, so they can be raised without breaking old
 * accounts: a hash made with weaker ones is replaced at its owner's next log-in (needsRehash).
 */
export const ARGON2_PARAMS = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 };
const ARGON2_VERSION = 19;
const KEY_LENGTH = 32;

/**
 * scrypt, what every hash was until decision 0065 (N=2^17, r=8, p=1: 128 MiB and about
 * half a second each). Such hashes still verify, and are replaced by argon2id at their
 * owner's next log-in; no new one is made.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
/** 128 × N × r bytes, with room: Node refuses a hash above maxmem. */
const maxmem = 256 * 1024 * 1024;

type Argon2 = (
  algorithm: "argon2id",
  parameters: crypto.Argon2Parameters,
  callback: (err: Error | null, key: Buffer) => void,
) => void;
/** Node ≥ 24.7 (the runtime is the npm package `node`, decision 0060); undefined on an older Node. */
const nodeArgon2 = (crypto as unknown as { argon2?: Argon2 }).argon2;

function argon2id(
  password: string,
  salt: Buffer,
  length: number,
  params: typeof ARGON2_PARAMS,
  lane: string,
): Promise<Buffer> {
  if (!nodeArgon2)
    throw new Error(
      `argon2id needs Node 24.7 or later (this is ${process.version}): run through npm, whose PATH has package.json's Node 24`,
    );
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        nodeArgon2(
          "argon2id",
          {
            message: password,
            nonce: salt,
            tagLength: length,
            memory: params.memoryKiB,
            passes: params.passes,
            parallelism: params.parallelism,
          },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
    lane,
  );
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions, lane: string) =>
  inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
    lane,
  );

/** PHC's base64: the standard alphabet without padding. */
const b64 = (bytes: Buffer) => bytes.toString("base64").replaceAll("=", "");

/** `lane`: the client the hash is for (its rate-limit key), so that the slots are shared fairly (inHashSlot). */
export async function hashPassword(password: string, lane = ""): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password.normalize("NFC"), salt, KEY_LENGTH, ARGON2_PARAMS, lane);
  const { memoryKiB: m, passes: t, parallelism: p } = ARGON2_PARAMS;
  return `$argon2id$v=${ARGON2_VERSION}$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

/** The parts of a stored argon2id hash, or null when it is not one this module reads. */
function readArgon2(stored: string): { params: typeof ARGON2_PARAMS; salt: Buffer; key: Buffer } | null {
  // Checked by length and by splitting, never by a pattern over the whole string.
  if (stored.length > 300) return null;
  const [empty, scheme, version, paramText, saltText, keyText, ...rest] = stored.split("$");
  if (
    empty !== "" ||
    scheme !== "argon2id" ||
    version !== `v=${ARGON2_VERSION}` ||
    !saltText ||
    !keyText ||
    rest.length
  )
    return null;
  const fields = new Map(paramText?.split(",").map((pair) => pair.split("=") as [string, string]));
  const [m, t, p] = ["m", "t", "p"].map((name) => Number(fields.get(name)));
  if (![m, t, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  // A hash with absurd parameters (a tampered row) must not make the server spend gigabytes.
  if (m > 1024 * 1024 || t > 64 || p > 16) return null;
  const key = Buffer.from(keyText, "base64");
  const salt = Buffer.from(saltText, "base64");
  if (key.length < 16 || salt.length < 8) return null;
  return { params: { memoryKiB: m, passes: t, parallelism: p }, salt, key };
}

/** `lane`: the client the check is for (its rate-limit key), so that the slots are shared fairly (inHashSlot). */
export async function verifyPassword(password: string, stored: string, lane = ""): Promise<boolean> {
  if (stored.startsWith("$argon2id$")) {
    const parsed = readArgon2(stored);
    if (!parsed) return false;
    const key = await argon2id(password.normalize("NFC"), parsed.salt, parsed.key.length, parsed.params, lane);
    return timingSafeEqual(key, parsed.key);
  }
  // Hashes from before decision 0065.
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await scrypt(
    password.normalize("NFC"),
    Buffer.from(saltText, "base64url"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem,
    },
    lane,
  );
  return timingSafeEqual(key, expected);
}

/** True for a hash of another scheme (every scrypt hash), with weaker parameters than today's, or of an unknown shape. */
export function needsRehash(stored: string): boolean {
  const parsed = stored.startsWith("$argon2id$") ? readArgon2(stored) : null;
  if (!parsed) return true;
  const { memoryKiB, passes, parallelism } = parsed.params;
  return (
    memoryKiB < ARGON2_PARAMS.memoryKiB || passes < ARGON2_PARAMS.passes || parallelism < ARGON2_PARAMS.parallelism
  );
}

/** Spends the same time as a real check, so "no such user" cannot be told apart by timing. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string, lane = ""): Promise<void> {
  dummyHash ??= hashPassword("merdiven-dummy-password");
  await verifyPassword(password, await dummyHash, lane);
}

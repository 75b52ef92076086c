import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Config } from "#server/config.ts";

/** Where the key made for an installation without TWO_STEP_KEY is kept (DATA_DIR, mode 0600). */
export const TWO_STEP_KEY_FILE = "two-step-key";

/** 32 random bytes as base64url: 43 characters. */
const isKeyShaped = (text: string) => /^[\w-]{43}$/.test(text);

/**
 * The key that seals admins' two-step secrets (decision 0056, amending 0023): TWO_STEP_KEY
 * when set; in production on the embedded database without it, a random key made once and
 * kept in DATA_DIR/two-step-key (0600), beside the database and out of its backups, so that
 * `npm start` with nothing configured still keeps no secret in plain text. Production on a
 * shared PostgreSQL without TWO_STEP_KEY does not get here: the settings refuse it (every
 * instance would make a key of its own). Development and tests: none (stored as they are).
 */
export async function twoStepKey(
  config: Pick<Config, "NODE_ENV" | "TWO_STEP_KEY" | "DATABASE_URL" | "dataDir">,
): Promise<string | undefined> {
  if (config.TWO_STEP_KEY) return config.TWO_STEP_KEY;
  if (config.NODE_ENV !== "production") return undefined;
  if (config.DATABASE_URL) throw new Error("TWO_STEP_KEY is required in production with DATABASE_URL");
  const file = path.join(config.dataDir, TWO_STEP_KEY_FILE);
  const kept = await readKey(file);
  if (kept !== null) return kept;
  await fsp.mkdir(config.dataDir, { recursive: true });
  // Written whole to a fresh 0600 file, then linked into place: never half-written, and never
  // over a key another start made in the meantime (link fails on an existing name).
  const temporary = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  await fsp.chmod(temporary, 0o600);
  try {
    await fsp.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await fsp.rm(temporary, { force: true });
  }
  const made = await readKey(file);
  if (made === null) throw new Error(`${file} does not hold a two-step key`);
  return made;
}

/** The kept key; null when there is no file. A file that holds something else stops the start: overwriting it would lose every sealed secret. */
async function readKey(file: string): Promise<string | null> {
  let text: string;
  try {
    text = (await fsp.readFile(file, "utf8")).slice(0, 200).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (!isKeyShaped(text))
    throw new Error(
      `${file} does not hold a two-step key (43 base64url characters); restore it, or remove it and reset two-step login with npm run admin -- --reset-2fa`,
    );
  return text;
}

import fsp from "node:fs/promises";
import path from "node:path";
import type { AuthService } from "./auth-service";
import { isTokenShaped } from "#core/token-shape.ts";

/** Where the plain setup token waits between restarts; the database keeps only its hash. */
const FILE = "setup-token";

/**
 * The first-admin link's token, the same on every restart while it is valid (24 hours,
 * unused, no admin yet): the owner can open the link printed first even after a restart.
 * The database keeps only the token's hash (a leaked table or backup opens nothing), so
 * the plain token is kept in DATA_DIR with mode 0600, beside the embedded database and
 * never in a backup. Null, and the file removed, once an admin exists.
 * See docs/decisions/0017-proof-before-trust.md.
 */
export async function setupLinkToken(
  auth: Pick<AuthService, "hasAdmin" | "isTokenValid" | "issueSetupToken">,
  dataDir: string,
): Promise<string | null> {
  const file = path.join(dataDir, FILE);
  if (await auth.hasAdmin()) {
    await fsp.rm(file, { force: true });
    return null;
  }
  const kept = (await fsp.readFile(file, "utf8").catch(() => "")).trim();
  if (isTokenShaped(kept) && (await auth.isTokenValid(kept, "setup"))) return kept;
  const token = await auth.issueSetupToken();
  await fsp.mkdir(dataDir, { recursive: true });
  // Written to a fresh file created 0600 and renamed over the old one: never readable by others, never half-written.
  const temporary = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(temporary, `${token}\n`, { mode: 0o600 });
  await fsp.chmod(temporary, 0o600);
  await fsp.rename(temporary, file);
  return token;
}

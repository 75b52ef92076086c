// npm run admin -- --email E --password P
// Creates an admin account, or promotes an existing one (sets its password, ends its sessions, says so).
// npm run admin -- --reset-2fa --email E
// Switches two-step login off for a lost phone and ends every session of the account.
// On the embedded database it refuses while the site runs (the site owns data/).
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { tr } from "../core/messages";
import { adminSignupSchema } from "../core/schemas";
import { createAuthService } from "../server/auth/auth-service";
import { loadCommonPasswords } from "../server/auth/common-password-list";
import { createDbRateLimiter } from "../server/auth/rate-limit";
import { createTwoStepService } from "../server/auth/two-step";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirBusyError } from "../server/db/lock";
import { users } from "../server/db/schema";
import { normaliseEmail } from "../core/schemas";
import { databaseOptions } from "../server/services";

async function main() {
  loadCommonPasswords();
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, "reset-2fa": { type: "boolean" } } });
  if (values["reset-2fa"]) return resetTwoStep(values.email ?? "");
  const parsed = adminSignupSchema.safeParse({ email: values.email ?? "", password: values.password ?? "", repeatPassword: values.password ?? "" });
  if (!parsed.success) {
    console.error("Usage: npm run admin -- --email E --password P");
    for (const issue of parsed.error.issues) console.error(`  - ${String(issue.path[0])}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  try {
    const auth = createAuthService(database.db, createDbRateLimiter(database.db));
    const admin = await auth.upsertAdmin(parsed.data.email, parsed.data.password);
    console.log(`Admin ready: ${admin.email} (id ${admin.id})`);
    if (admin.existed) console.log("This account already existed: its password was replaced, all its sessions were ended, and its owner gets a notice by mail.");
  } finally {
    await database.close();
  }
}

/** A lost phone: two-step off, the account's sessions ended; the owner logs in with the password and sets it up again. */
async function resetTwoStep(email: string) {
  if (!email) {
    console.error("Usage: npm run admin -- --reset-2fa --email E");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  try {
    const [user] = await database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
    if (!user) {
      console.error(`No account with the address ${email}.`);
      process.exitCode = 1;
      return;
    }
    await createTwoStepService(database.db, createDbRateLimiter(database.db), { key: config.TWO_STEP_KEY }).reset(user.id);
    console.log(`Two-step login is off for ${user.email}, and all its sessions were ended. It can be switched on again at /hesabim/iki-adim.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DataDirBusyError || error instanceof ConfigError) console.error(error.message);
  else if (error instanceof z.ZodError) console.error(tr.api.badRequest);
  else console.error(error);
  process.exit(1);
});

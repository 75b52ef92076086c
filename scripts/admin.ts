// npm run admin -- --email E            (asks for the password; hidden input)
// printf '%s\n' "$PW" | npm run admin -- --email E   (reads it from standard input)
// Creates an admin account, or promotes an existing one (sets its password, ends its sessions, says so).
// Never `--password P`: a password in the arguments is in the process list (`ps`) for anyone on
// the machine and in the shell's history file; it is refused with a note on how to pass it.
// npm run admin -- --reset-2fa --email E
// Switches two-step login off for a lost phone and ends every session of the account.
// On the embedded database it refuses while the site runs (the site owns data/).
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { tr } from "#core/messages.ts";
import { adminSignupSchema } from "#core/schemas.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { loadCommonPasswords } from "#server/auth/common-password-list.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { createTwoStepService } from "#server/auth/two-step.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirBusyError } from "#server/db/lock.ts";
import { users } from "#server/db/schema.ts";
import { normaliseEmail } from "#core/schemas.ts";
import { databaseOptions } from "#server/services.ts";

const USAGE =
  "Usage: npm run admin -- --email E (the password is asked for, or read from standard input: printf '%s\\n' \"$PW\" | npm run admin -- --email E)";

/** Bytes read from a pipe before giving up: a password is a line, not a file (MAX_PASSWORD_LENGTH is far below). */
const MAX_PIPED_BYTES = 4096;

/** The first line piped in, without its line end; "" when nothing came. At most MAX_PIPED_BYTES are read. */
async function passwordFromPipe(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_PIPED_BYTES || chunk.includes(0x0a)) break;
  }
  process.stdin.destroy();
  const text = Buffer.concat(chunks).subarray(0, MAX_PIPED_BYTES).toString("utf8");
  return text.split(/\r?\n/, 1)[0];
}

/** Asks on the terminal with the typed characters not shown (raw mode: no echo); Ctrl-C stops. */
function passwordFromTerminal(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    // Echo off before the prompt shows: whatever is typed once it is visible is never shown.
    stdin.setRawMode(true);
    stdin.resume();
    process.stderr.write(prompt);
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stderr.write("\n");
          process.exit(130);
        } else if (char === "\r" || char === "\n" || char === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          return resolve(typed);
        } else if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (typed.length < MAX_PIPED_BYTES) typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

/** The password and its repetition: asked twice on a terminal (a typo is caught), one line from a pipe. */
async function readPassword(): Promise<{ password: string; repeatPassword: string }> {
  if (!process.stdin.isTTY) {
    const password = await passwordFromPipe();
    return { password, repeatPassword: password };
  }
  const password = await passwordFromTerminal("Password: ");
  return { password, repeatPassword: await passwordFromTerminal("Repeat the password: ") };
}

async function main() {
  loadCommonPasswords();
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, "reset-2fa": { type: "boolean" } },
  });
  if (values.password !== undefined) {
    // Known only to refuse it: by now it is already in `ps` and the shell history, but nothing is written with it.
    console.error(
      "--password is not accepted: a password on the command line is visible to every user of the machine (ps) and stays in the shell history.",
    );
    console.error(
      "Leave it out and type it when asked, or pipe it in: printf '%s\\n' \"$PW\" | npm run admin -- --email E",
    );
    console.error("Consider the password you passed as seen, and choose another.");
    process.exit(2);
  }
  if (values["reset-2fa"]) return resetTwoStep(values.email ?? "");
  const { password, repeatPassword } = await readPassword();
  const parsed = adminSignupSchema.safeParse({ email: values.email ?? "", password, repeatPassword });
  if (!parsed.success) {
    console.error(USAGE);
    for (const issue of parsed.error.issues) console.error(`  - ${String(issue.path[0])}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  try {
    const auth = createAuthService(database.db, createDbRateLimiter(database.db));
    const admin = await auth.upsertAdmin(parsed.data.email, parsed.data.password);
    console.log(`Admin ready: ${admin.email} (id ${admin.id})`);
    if (admin.existed)
      console.log(
        "This account already existed: its password was replaced, all its sessions were ended, and its owner gets a notice by mail.",
      );
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
    const [user] = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .limit(1);
    if (!user) {
      console.error(`No account with the address ${email}.`);
      process.exitCode = 1;
      return;
    }
    await createTwoStepService(database.db, createDbRateLimiter(database.db), { key: config.TWO_STEP_KEY }).reset(
      user.id,
    );
    console.log(
      `Two-step login is off for ${user.email}, and all its sessions were ended. It can be switched on again at /hesabim/iki-adim.`,
    );
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

import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { baseURL } from "./base-url";

/**
 * Sessions made ahead (docs/decisions/0063): tests/e2e/server.mjs makes them in the site's
 * database before the site opens, with the server's own createSession and sessionCookie,
 * and leaves each session's Set-Cookie line here. A test that needs to be signed in, but
 * does not test signing in, takes one and hands it to its browser: no trip through the
 * log-in form. The form itself stays tested (accounts.spec.ts, two-step.spec.ts,
 * my-account.spec.ts's Google sign-in, the pupils' log-ins of marks and shared-device).
 */
const workDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results");
export const sessionsFile = path.join(workDir, "e2e-sessions.json");
export const claimsDir = path.join(workDir, "e2e-sessions-taken");
/** More than the specs take in a run (each test takes its own, so none logs another out). */
export const SESSIONS_MADE = 60;

/**
 * The admin (E2E_ADMIN), homework.spec.ts's teacher and two of its class pupils
 * (tests/e2e/homework.ts: Elif, who finishes on time, and Ömer, who finishes late), and
 * homework-exercise.spec.ts's teacher and pupil in a class of their own, deneme-teacher.spec.ts's
 * (tests/e2e/deneme-teacher.ts).
 */
export type SignedIn =
  | "admin"
  | "homeworkTeacher"
  | "homeworkOnTime"
  | "homeworkLate"
  | "exerciseTeacher"
  | "exercisePupil"
  | "denemeTeacher"
  | "denemePupil"
  | "denemeHomeworkPupil";

/** Each session goes to one test only: taken by making its claim file, which only one process can. */
function takeSession(who: SignedIn): string {
  const lines = (JSON.parse(fs.readFileSync(sessionsFile, "utf8")) as Record<SignedIn, string[]>)[who];
  fs.mkdirSync(claimsDir, { recursive: true });
  for (const [i, line] of lines.entries()) {
    try {
      fs.writeFileSync(path.join(claimsDir, `${who}-${i}`), "", { flag: "wx" });
      return line;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`all ${lines.length} ${who} sessions of tests/e2e/server.mjs are taken: make more (SESSIONS_MADE)`);
}

/** A Set-Cookie line as a browser reads it, for Playwright's addCookies. */
function cookieOf(setCookie: string): Parameters<BrowserContext["addCookies"]>[0][number] {
  const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
  const at = pair.indexOf("=");
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name.toLowerCase()));
  const maxAge = Number(attribute("Max-Age=")?.split("=")[1]);
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: new URL(baseURL).hostname,
    path: attribute("Path=")?.split("=")[1] ?? "/",
    httpOnly: attribute("HttpOnly") !== undefined,
    secure: attribute("Secure") !== undefined,
    sameSite: (attribute("SameSite=")?.split("=")[1] ?? "Lax") as "Lax" | "Strict" | "None",
    expires: Math.floor(Date.now() / 1000) + maxAge,
  };
}

/**
 * Signs the browser in as E2E_ADMIN (tests/e2e/admin-account.ts) with a session of its own,
 * as the log-in form would leave it: a session row of the admin (the one two-step adds only
 * once the code is right) and its cookie. The page stays where it is; the next page opened
 * is the admin's.
 */
export async function signInAsAdmin(target: Page | BrowserContext) {
  await signInAs(target, "admin");
}

/** Signs the browser in as `who` with a session made ahead for it (see signInAsAdmin). */
export async function signInAs(target: Page | BrowserContext, who: SignedIn) {
  const context = "context" in target ? target.context() : target;
  await context.addCookies([cookieOf(takeSession(who))]);
}

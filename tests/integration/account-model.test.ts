import { like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountService, type AccountService } from "#server/account/account-service.ts";
import type { Role } from "#server/db/schema.ts";
import { createAuthService, type AuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import type { Database } from "#server/db/client.ts";
import type { TokenPurpose } from "#server/db/schema.ts";
import { users } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { freshDatabase } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";

/**
 * A model of who may get into an account, checked against the real services on
 * PGlite over random sequences of what an owner, a stranger and the owner of ADMIN_EMAIL
 * do. Each person holds every session, mailed link and password they ever got (a stranger
 * keeps links mailed to his own address, sessions from before, a password he once knew);
 * after every step, each of those works in the real services exactly when the model says
 * it should, and:
 *  - only the proven owner of ADMIN_EMAIL holds admin (no admin account under another
 *    address, no session on an admin account held by anyone else, no Google link of
 *    anyone else's on it);
 *  - nothing made before a credential change (password, address, role) still works:
 *    the model voids it, so a session or link still alive in the services is a failure;
 *  - a stranger gets a session only where the model gives him one.
 *
 * Google sign-in calls auth.googleLogin, the very function the OIDC callback calls
 * (server/http/google.ts) once the provider answered, then createSession as the callback
 * does: a round trip through the local OIDC provider per step would cost a second each
 * (admin-address.test.ts signs in through the provider end to end).
 *
 * A fixed seed in `npm test`; MODEL_SEED=random (or a number) for another, e.g.
 * `MODEL_SEED=random MODEL_RUNS=200 npx vitest run tests/integration/account-model.test.ts`.
 */

type Person = "owner" | "stranger" | "admin";
const PEOPLE: Person[] = ["owner", "stranger", "admin"];
/** The mailboxes: the owner has two addresses, the stranger one, the admin ADMIN_EMAIL. */
type Box = "o1" | "o2" | "s" | "a";
const BOXES: Box[] = ["o1", "o2", "s", "a"];
const CONTROLLER: Record<Box, Person> = { o1: "owner", o2: "owner", s: "stranger", a: "admin" };
/** Each person's Google account is that of their first address. */
const GOOGLE_BOX: Record<Person, Box> = { owner: "o1", stranger: "s", admin: "a" };

interface ModelAccount {
  id: number;
  email: string;
  role: "user" | "admin";
  password: string | null;
  google: string | null;
  verified: boolean;
}
interface Link {
  token: string;
  purpose: TokenPurpose;
  accountId: number;
}
interface Held {
  sessions: { token: string; accountId: number }[];
  links: Link[];
  /** The last password the person knows for each account. */
  passwords: Map<number, string>;
}
interface Model {
  run: number;
  accounts: Map<number, ModelAccount>;
  /** Tokens of the sessions and links that must work now. */
  liveSessions: Map<string, number>;
  liveLinks: Map<string, Link>;
  held: Record<Person, Held>;
}
interface Real {
  db: Database["db"];
  auth: AuthService;
  account: AccountService;
  address: (box: Box) => string;
}

const DEFAULT_SEED = 3207;
const seedSetting = process.env.MODEL_SEED;
const SEED =
  seedSetting === "random" ? Math.floor(Math.random() * 2 ** 31) : seedSetting ? Number(seedSetting) : DEFAULT_SEED;
/** Each step hashes a password or two (scrypt, 128 MiB, a few hundred ms): a handful of sequences keeps the file under a minute. */
const RUNS = Number(process.env.MODEL_RUNS ?? (seedSetting ? 40 : 7));
const MAX_STEPS = 20;
/** Passwords long enough for an admin (the owner of ADMIN_EMAIL may set one by reset). */
let passwordCounter = 0;
const newPassword = (who: Person) => `${who}-sifresi-${++passwordCounter}-uzun`;
let clientCounter = 0;
const clientKey = () => `198.51.${Math.floor(++clientCounter / 250) % 250}.${clientCounter % 250}`;
const stats = { sequences: 0, steps: 0, generated: 0 };

const accountByEmail = (m: Model, email: string) => [...m.accounts.values()].find((a) => a.email === email);
const accountBySubject = (m: Model, sub: string) => [...m.accounts.values()].find((a) => a.google === sub);

/** In the model: ends an account's sessions (but `keep`); voids its links (of one purpose, or all). */
function closeSessions(m: Model, accountId: number, keep: string | null = null) {
  for (const [token, id] of m.liveSessions) if (id === accountId && token !== keep) m.liveSessions.delete(token);
}
function voidLinks(m: Model, accountId: number, purpose?: TokenPurpose) {
  for (const [token, link] of m.liveLinks)
    if (link.accountId === accountId && (!purpose || link.purpose === purpose)) m.liveLinks.delete(token);
}

/** The model's rule for proving an address: ADMIN_EMAIL's account becomes admin and keeps only what the proof made. */
function proveAddress(
  m: Model,
  r: Real,
  a: ModelAccount,
  { keepPassword, keepGoogle }: { keepPassword: boolean; keepGoogle: string | null },
) {
  a.verified = true;
  if (a.email !== r.address("a") || a.role === "admin") return;
  a.role = "admin";
  if (!keepPassword) a.password = null;
  if (a.google !== keepGoogle) a.google = null;
  closeSessions(m, a.id);
  voidLinks(m, a.id);
}

function sendLink(m: Model, to: Person, link: Link) {
  m.held[to].links.push(link);
  m.liveLinks.set(link.token, link);
}

async function startSession(m: Model, r: Real, who: Person, user: { id: number; role: Role }) {
  const { token } = await r.auth.createSession(user.id, { role: user.role });
  m.held[who].sessions.push({ token, accountId: user.id });
  m.liveSessions.set(token, user.id);
}

/** The person's sessions the model still counts as live (a person only acts through those). */
const liveOf = (m: Model, who: Person) => m.held[who].sessions.filter((s) => m.liveSessions.has(s.token));
const pick = <T>(list: T[], index: number): T => list[index % list.length];

/**
 * Who acts: the drawn person if the step applies to them, else the next one it applies to
 * (so few drawn steps go unused); null when it applies to nobody. Set by `check`, which
 * asyncModelRun calls right before `run`.
 */
function actor(preferred: Person, applies: (p: Person) => boolean): Person | null {
  const order = [preferred, ...PEOPLE.filter((p) => p !== preferred)];
  return order.find(applies) ?? null;
}
const withPassword = (m: Readonly<Model>, p: Person) =>
  liveOf(m as Model, p).some((s) => m.held[p].passwords.has(s.accountId));

type Cmd = fc.AsyncCommand<Model, Real>;

class SignUp implements Cmd {
  constructor(
    readonly who: Person,
    readonly box: Box,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const email = r.address(this.box);
    const password = newPassword(this.who);
    let token = "";
    const result = await r.auth.signup({ email, password, repeatPassword: password }, clientKey(), (t) => (token = t));
    expect(result.ok ? "ok" : result.code).toBe(accountByEmail(m, email) ? "email-already-in-use" : "ok");
    if (!result.ok) return;
    m.accounts.set(result.user.id, {
      id: result.user.id,
      email,
      role: "user",
      password,
      google: null,
      verified: false,
    });
    m.held[this.who].passwords.set(result.user.id, password);
    sendLink(m, CONTROLLER[this.box], { token, purpose: "verify", accountId: result.user.id });
    await startSession(m, r, this.who, result.user);
  }
  toString = () => `${this.who} signs up as ${this.box}`;
}

class GoogleSignIn implements Cmd {
  constructor(readonly who: Person) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const email = r.address(GOOGLE_BOX[this.who]);
    const sub = `google-${email}`;
    const bySubject = accountBySubject(m, sub);
    let a = bySubject ?? accountByEmail(m, email);
    const expected = a && !bySubject && a.password ? "account-exists-with-different-credential" : "ok";
    const result = await r.auth.googleLogin({ sub, email, emailVerified: true });
    expect(result.ok ? "ok" : result.code).toBe(expected);
    if (!result.ok) return;
    if (a && !bySubject) a.google = sub;
    if (!a) {
      a = { id: result.user.id, email, role: "user", password: null, google: sub, verified: true };
      m.accounts.set(a.id, a);
    }
    if (a.email === email) proveAddress(m, r, a, { keepPassword: false, keepGoogle: sub });
    expect(result.user).toEqual({ id: a.id, email: a.email, role: a.role });
    await startSession(m, r, this.who, result.user);
  }
  toString = () => `${this.who} signs in with Google`;
}

class RequestReset implements Cmd {
  constructor(
    readonly who: Person,
    readonly box: Box,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const email = r.address(this.box);
    let token = "";
    expect(await r.auth.requestPasswordReset(email, clientKey(), (t) => (token = t))).toBe("sent");
    const a = accountByEmail(m, email);
    expect(Boolean(token)).toBe(Boolean(a));
    // The link goes to the address, whoever asked.
    if (a) sendLink(m, CONTROLLER[this.box], { token, purpose: "reset", accountId: a.id });
  }
  toString = () => `${this.who} asks for a reset link to ${this.box}`;
}

/** The address each address-change link would move its account to. */
const linkAddress = new Map<string, string>();

/** A person uses one of the links they hold (the owner of a mailbox presses what arrives). */
class UseLink implements Cmd {
  who: Person = "owner";
  constructor(
    readonly preferred: Person,
    readonly purpose: "reset" | "verify" | "email",
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => {
    const who = actor(this.preferred, (p) => m.held[p].links.some((l) => l.purpose === this.purpose));
    if (who) this.who = who;
    return who !== null;
  };
  async run(m: Model, r: Real) {
    const link = pick(
      m.held[this.who].links.filter((l) => l.purpose === this.purpose),
      this.index,
    );
    const live = m.liveLinks.has(link.token);
    m.liveLinks.delete(link.token);
    const a = m.accounts.get(link.accountId);
    if (this.purpose === "reset") {
      const password = newPassword(this.who);
      expect(await r.auth.resetPassword(link.token, password)).toBe(live ? "changed" : "invalid-link");
      if (!live || !a) return;
      a.password = password;
      m.held[this.who].passwords.set(a.id, password);
      closeSessions(m, a.id);
      voidLinks(m, a.id);
      proveAddress(m, r, a, { keepPassword: true, keepGoogle: a.google });
    } else if (this.purpose === "verify") {
      // The presser shows a session of the account if they hold one, else the password they know for it (docs/decisions/0059).
      const session = liveOf(m, this.who).find((s) => s.accountId === link.accountId)?.token ?? null;
      const password = session ? null : (m.held[this.who].passwords.get(link.accountId) ?? null);
      const verified = await r.auth.verifyEmail(link.token, { currentSession: session, password });
      const ownerShown =
        !a ||
        a.email === r.address("a") ||
        a.password === null ||
        a.verified ||
        a.google !== null ||
        session !== null ||
        password === a.password;
      const expected =
        !live || !a ? "invalid-link" : ownerShown ? "ok" : password ? "wrong-password" : "password-needed";
      expect(verified.ok ? "ok" : verified.code).toBe(expected);
      if (expected !== "ok") {
        // Refused for want of the owner: the link still works.
        if (live) m.liveLinks.set(link.token, link);
        return;
      }
      proveAddress(m, r, a!, { keepPassword: false, keepGoogle: null });
      expect(verified).toMatchObject({ ok: true, user: { id: a!.id, role: a!.role } });
    } else {
      const newEmail = linkAddress.get(link.token)!;
      const result = await r.auth.confirmEmailChange(link.token, null);
      const expected =
        !live || !a
          ? "invalid-link"
          : newEmail === r.address("a")
            ? "admin-address"
            : accountByEmail(m, newEmail)
              ? "email-in-use"
              : "ok";
      expect(result.ok ? "ok" : result.code).toBe(expected);
      if (expected !== "ok") return;
      a!.email = newEmail;
      a!.verified = true;
      a!.google = null;
      closeSessions(m, a!.id);
      voidLinks(m, a!.id);
    }
  }
  toString = () => `${this.who} uses a ${this.purpose} link (#${this.index})`;
}

class Login implements Cmd {
  who: Person = "owner";
  constructor(
    readonly preferred: Person,
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => {
    const who = actor(this.preferred, (p) => m.held[p].passwords.size > 0);
    if (who) this.who = who;
    return who !== null;
  };
  async run(m: Model, r: Real) {
    const [accountId, password] = pick([...m.held[this.who].passwords], this.index);
    const a = m.accounts.get(accountId);
    // The person types the address the account has now (or had, if it is gone).
    const email = a?.email ?? `silindi-${m.run}-${accountId}@example.com`;
    const result = await r.auth.login({ email, password }, clientKey());
    const ok = Boolean(a && a.password === password);
    expect(result.ok).toBe(ok);
    if (result.ok) await startSession(m, r, this.who, result.user);
  }
  toString = () => `${this.who} logs in with a password they know (#${this.index})`;
}

/** Someone signed in to an account whose password they know, at a 'Hesabım' form that asks for it. */
abstract class WithKnownPassword {
  who: Person = "owner";
  constructor(
    readonly preferred: Person,
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => {
    const who = actor(this.preferred, (p) => withPassword(m, p));
    if (who) this.who = who;
    return who !== null;
  };
  /** The session they act in (one whose account's password they know) and its account. */
  protected signedIn(m: Model) {
    const session = pick(
      liveOf(m, this.who).filter((s) => m.held[this.who].passwords.has(s.accountId)),
      this.index,
    );
    const a = m.accounts.get(session.accountId)!;
    return { session, a };
  }
}

class ChangePassword extends WithKnownPassword implements Cmd {
  async run(m: Model, r: Real) {
    const { session, a } = this.signedIn(m);
    const current = m.held[this.who].passwords.get(a.id)!;
    const password = newPassword(this.who);
    const result = await r.auth.changePassword(
      { id: a.id, email: a.email, role: a.role },
      { currentPassword: current, password, repeatPassword: password },
      session.token,
    );
    const expected = a.password === null ? "no-password" : a.password !== current ? "wrong-password" : "changed";
    expect(result).toBe(expected);
    if (expected !== "changed") return;
    a.password = password;
    m.held[this.who].passwords.set(a.id, password);
    closeSessions(m, a.id, session.token);
    voidLinks(m, a.id);
  }
  override toString = () => `${this.who} changes the password on 'Hesabım' (#${this.index})`;
}

class RequestEmailChange extends WithKnownPassword implements Cmd {
  constructor(
    preferred: Person,
    index: number,
    readonly box: Box,
  ) {
    super(preferred, index);
  }
  async run(m: Model, r: Real) {
    const { a } = this.signedIn(m);
    const email = r.address(this.box);
    let token = "";
    const result = await r.auth.requestEmailChange(
      { id: a.id, email: a.email, role: a.role },
      { email, currentPassword: m.held[this.who].passwords.get(a.id)! },
      (t) => `https://merdiven.test/eposta-degistir?token=${(token = t)}`,
    );
    const expected =
      email === a.email
        ? "same-address"
        : a.password === null
          ? "no-password"
          : a.password !== m.held[this.who].passwords.get(a.id)
            ? "wrong-password"
            : this.box === "a"
              ? "admin-address"
              : accountByEmail(m, email)
                ? "email-in-use"
                : "sent";
    expect(result).toBe(expected);
    if (expected !== "sent") return;
    voidLinks(m, a.id, "email");
    linkAddress.set(token, email);
    sendLink(m, CONTROLLER[this.box], { token, purpose: "email", accountId: a.id });
  }
  override toString = () => `${this.who} asks to move an account to ${this.box} (#${this.index})`;
}

/** The owner lets the stranger see a password (a shared computer): the stranger "once knew the password". */
class LeakPassword implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>) => m.held.owner.passwords.size > 0;
  async run(m: Model) {
    const [accountId, password] = pick([...m.held.owner.passwords], this.index);
    m.held.stranger.passwords.set(accountId, password);
  }
  toString = () => `the stranger learns a password of the owner's (#${this.index})`;
}

class Logout implements Cmd {
  who: Person = "owner";
  constructor(
    readonly preferred: Person,
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => {
    const who = actor(this.preferred, (p) => liveOf(m as Model, p).length > 0);
    if (who) this.who = who;
    return who !== null;
  };
  async run(m: Model, r: Real) {
    const session = pick(liveOf(m, this.who), this.index);
    await r.auth.logout(session.token);
    m.liveSessions.delete(session.token);
  }
  toString = () => `${this.who} logs out (#${this.index})`;
}

class DeleteAccount extends WithKnownPassword implements Cmd {
  async run(m: Model, r: Real) {
    const { a } = this.signedIn(m);
    const result = await r.account.deleteWithPassword(
      { id: a.id, email: a.email, role: a.role },
      m.held[this.who].passwords.get(a.id)!,
    );
    const expected =
      a.role === "admin"
        ? "admin"
        : a.password === null
          ? "no-password"
          : a.password !== m.held[this.who].passwords.get(a.id)
            ? "wrong-password"
            : "deleted";
    expect(result).toBe(expected);
    if (expected !== "deleted") return;
    closeSessions(m, a.id);
    voidLinks(m, a.id);
    m.accounts.delete(a.id);
  }
  override toString = () => `${this.who} deletes an account with its password (#${this.index})`;
}

/** After every step: every session and link each person holds works exactly as the model says, and the invariants hold. */
async function checkInvariants(m: Model, r: Real) {
  for (const who of PEOPLE) {
    for (const { token, accountId } of m.held[who].sessions) {
      const seen = await r.auth.userForSession(token);
      const a = m.liveSessions.has(token) ? m.accounts.get(accountId) : undefined;
      expect(seen, `${who}'s session on account ${accountId}`).toEqual(
        a ? { id: a.id, email: a.email, role: a.role } : null,
      );
      // Only the proven owner of ADMIN_EMAIL holds a session on an admin account.
      if (seen?.role === "admin") expect(who).toBe("admin");
    }
    for (const link of m.held[who].links) {
      expect(
        await r.auth.isTokenValid(link.token, link.purpose),
        `${who}'s ${link.purpose} link for account ${link.accountId}`,
      ).toBe(m.liveLinks.has(link.token));
    }
  }
  const rows = await r.db
    .select()
    .from(users)
    .where(like(users.email, `%-${m.run}@%`));
  expect(rows.map((u) => u.id).sort()).toEqual([...m.accounts.keys()].sort());
  for (const row of rows) {
    const a = m.accounts.get(row.id)!;
    expect({
      email: row.email,
      role: row.role,
      hasPassword: row.passwordHash !== null,
      google: row.googleSubject,
      verified: row.emailVerifiedAt !== null,
    }).toEqual({
      email: a.email,
      role: a.role,
      hasPassword: a.password !== null,
      google: a.google,
      verified: a.verified,
    });
    if (row.role === "admin") {
      expect(row.email).toBe(r.address("a"));
      expect([null, `google-${r.address("a")}`]).toContain(row.googleSubject);
    }
  }
}

describe("the account model", () => {
  let database: Database;
  let services: Services;

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    services = await makeServices(database);
  });
  afterAll(async () => {
    await services?.close();
    process.stdout.write(
      `account model: seed ${SEED}, ${stats.sequences} sequences, ${stats.steps} steps (of ${stats.generated} drawn; the rest did not apply)\n`,
    );
  });

  // About half a second a step (scrypt): a longer random run gets the time it needs.
  it(
    "keeps admin with the proven owner of ADMIN_EMAIL, and nothing made before a credential change working",
    { timeout: Math.max(120_000, RUNS * 15_000) },
    async () => {
      const person = fc.constantFrom<Person>(...PEOPLE);
      const box = fc.constantFrom<Box>(...BOXES);
      const index = fc.nat(7);
      const commands = [
        fc.tuple(person, box).map(([w, b]) => new SignUp(w, b)),
        person.map((w) => new GoogleSignIn(w)),
        fc.tuple(person, box).map(([w, b]) => new RequestReset(w, b)),
        fc
          .tuple(person, fc.constantFrom<"reset" | "verify" | "email">("reset", "verify", "email"), index)
          .map(([w, p, i]) => new UseLink(w, p, i)),
        fc.tuple(person, index).map(([w, i]) => new Login(w, i)),
        // Credential changes, address changes and the links they must void are where the risks are: drawn twice as often.
        fc.tuple(person, index).map(([w, i]) => new ChangePassword(w, i)),
        fc.tuple(person, index).map(([w, i]) => new ChangePassword(w, i)),
        fc.tuple(person, index, box).map(([w, i, b]) => new RequestEmailChange(w, i, b)),
        fc.tuple(person, index, box).map(([w, i, b]) => new RequestEmailChange(w, i, b)),
        fc
          .tuple(person, fc.constantFrom<"reset" | "verify" | "email">("reset", "verify", "email"), index)
          .map(([w, p, i]) => new UseLink(w, p, i)),
        index.map((i) => new LeakPassword(i)),
        fc.tuple(person, index).map(([w, i]) => new Logout(w, i)),
        fc.tuple(person, index).map(([w, i]) => new DeleteAccount(w, i)),
      ];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_STEPS, size: "max" }), async (cmds) => {
          const current = ++run;
          stats.sequences++;
          stats.generated += [...cmds].length + 1;
          // Each sequence has addresses (and so accounts and an ADMIN_EMAIL) of its own in the one database.
          const address = (b: Box) => (b === "a" ? `yonetici-${current}@merdiven.test` : `${b}-${current}@example.com`);
          const auth = createAuthService(database.db, createDbRateLimiter(database.db, { multiplier: 1000 }), {
            adminEmail: address("a"),
          });
          const real: Real = {
            db: database.db,
            auth,
            account: createAccountService(
              database.db,
              auth,
              services.limiter,
              services.marks,
              services.practice,
              services.classes,
              services.review,
              services.deneme,
            ),
            address,
          };
          const model: Model = {
            run: current,
            accounts: new Map(),
            liveSessions: new Map(),
            liveLinks: new Map(),
            held: {
              owner: { sessions: [], links: [], passwords: new Map() },
              stranger: { sessions: [], links: [], passwords: new Map() },
              admin: { sessions: [], links: [], passwords: new Map() },
            },
          };
          const checked = [...cmds].map((cmd) => ({
            check: (m: Readonly<Model>) => cmd.check(m),
            run: async (m: Model, r: Real) => {
              stats.steps++;
              await cmd.run(m, r);
              await checkInvariants(m, r);
            },
            toString: () => cmd.toString(),
          }));
          // Every sequence starts with the owner's own account (signed up as o1, signed in), so its first steps have something to act on.
          stats.steps++;
          await new SignUp("owner", "o1").run(model, real);
          await checkInvariants(model, real);
          await fc.asyncModelRun(() => ({ model, real }), checked);
        }),
        // Shrinking replays slow sequences many times: only on request (MODEL_SHRINK=1).
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.MODEL_SHRINK !== "1" },
      );
    },
  );
});

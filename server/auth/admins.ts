import { addressOf } from "./account-address";
import { eq, isNotNull, sql } from "drizzle-orm";
import { adminPasswordProblem, normaliseEmail } from "#core/schemas.ts";
import { sessions, users, type Role } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { hashPassword } from "./password";
import { endAccountSessions, sessionIsAlive } from "./sessions";
import type { AuthCommon } from "./auth-common";
import { toSessionUser, type AdminResult } from "./auth-types";

/** One account on the admin's users page. */
export interface ListedUser {
  id: number;
  email: string;
  role: Role;
  disabledAt: Date | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  /** Its live sessions. */
  sessions: number;
}

/** The first admin's setup link, the operator's admins, and what an admin does to accounts. */
export interface Admins {
  hasAdmin(): Promise<boolean>;
  issueSetupToken(): Promise<string>;
  /** The one-time first-admin link: creates (or promotes) the owner's account as admin. */
  completeSetup(token: string, email: string, password: string): Promise<AdminResult | null>;
  /**
   * Creates or promotes an admin (command line and first-admin setup). Over an existing
   * account it is a password change made by someone else: every earlier way in closes
   * (sessions, pending links, the Google link: whoever held one may not be the new admin),
   * the password becomes the one given here, its owner is told by mail, and the caller
   * says that the account existed.
   */
  upsertAdmin(email: string, password: string): Promise<AdminResult>;
  /**
   * Disables (or re-enables) an account and ends its sessions. An admin's account is not
   * disabled ("admin"): one admin's session (perhaps a stolen one) must not lock the
   * others out of the site.
   */
  setDisabled(userId: number, disabled: boolean): Promise<"done" | "admin">;
  /** Ends every session of an account (an admin's action on the users page): a shared computer left signed in. */
  endSessions(userId: number): Promise<number>;
  /**
   * Every account with an address, with its live sessions counted, oldest first (the admin's
   * users page). Class pupils are their teachers' to manage (/sinifim); the page counts them.
   */
  listUsers(): Promise<ListedUser[]>;
  /** How many class pupils there are (accounts without an address). */
  countClassPupils(): Promise<number>;
}

export function createAdmins(common: AuthCommon): Admins {
  const { db, tokens } = common;
  const hasAdmin = async () => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    return Boolean(row);
  };
  return {
    hasAdmin,
    issueSetupToken: () => tokens.issueToken("setup", null),
    async completeSetup(token, email, password) {
      if (await hasAdmin()) return null;
      const row = await tokens.consumeToken(token, "setup");
      if (!row) return null;
      return upsertAdmin(common, email, password);
    },
    upsertAdmin: (email, password) => upsertAdmin(common, email, password),
    async setDisabled(userId, disabled) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, userId))
          .for("update")
          .limit(1);
        if (disabled && account?.role === "admin") return "admin";
        await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`now()` : null })
          .where(eq(users.id, userId));
        if (disabled) await endAccountSessions(tx, userId);
        return "done";
      });
    },
    endSessions: (userId) => endAccountSessions(db, userId),
    listUsers: () => listUsers(common),
    async countClassPupils() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(isNotNull(users.classId));
      return row.n;
    },
  };
}

/** Admins.upsertAdmin. */
async function upsertAdmin({ db, replacePassword }: AuthCommon, email: string, password: string): Promise<AdminResult> {
  const problem = adminPasswordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, address)).for("update").limit(1);
    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({ email: address, passwordHash, role: "admin", emailVerifiedAt: sql`now()` })
        .returning();
      return { ...toSessionUser(created), existed: false };
    }
    const [user] = await tx
      .update(users)
      .set({
        role: "admin",
        disabledAt: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        googleSubject: null,
      })
      .where(eq(users.id, existing.id))
      .returning();
    // The Google link goes above; the new password ends every session and voids every link.
    await replacePassword(tx, existing, passwordHash);
    log.info("admin made over an existing account: its sessions ended", { userId: existing.id });
    return { ...toSessionUser(user), existed: true };
  });
}

/** Admins.listUsers. */
async function listUsers({ db }: AuthCommon): Promise<ListedUser[]> {
  const live = db
    .select({ userId: sessions.userId, count: sql<number>`count(*)::int`.as("count") })
    .from(sessions)
    .where(sessionIsAlive())
    .groupBy(sessions.userId)
    .as("live");
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      sessions: sql<number>`coalesce(${live.count}, 0)`,
    })
    .from(users)
    .leftJoin(live, eq(live.userId, users.id))
    .where(isNotNull(users.email))
    .orderBy(users.createdAt)
    .then((rows) => rows.map((row) => ({ ...row, email: addressOf(row) })));
}

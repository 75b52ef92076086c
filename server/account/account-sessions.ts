import { and, desc, eq } from "drizzle-orm";
import { endAccountSessions } from "#server/auth/sessions.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { sessions, users, type Role } from "#server/db/schema.ts";
import { handleOf, liveSessionsOf, type AccountDeps } from "./account-common";
import { addressIsProven } from "./erase";

/**
 * What 'Hesabım' shows of the account itself and of where it is signed in, and the owner's
 * ways to end those sessions. A session is named by a handle, never by its id.
 */

/** A session as its owner sees it: no id, only a handle that names it in the 'Oturumu kapat' form. */
export interface SessionView {
  handle: string;
  device: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** What 'Hesabım' shows of the account itself. */
export interface AccountProfile {
  email: string | null;
  role: Role;
  hasPassword: boolean;
  google: boolean;
  addressProven: boolean;
  classPupil: boolean;
}

export interface AccountSessions {
  /** What 'Hesabım' shows of the account itself. */
  profile(userId: number): Promise<AccountProfile | null>;
  sessions(userId: number, currentToken: string | null): Promise<SessionView[]>;
  /** Ends one of the account's sessions by its handle; false when it is not one of them (or is this one). */
  endSession(userId: number, handle: string, currentToken: string | null): Promise<boolean>;
  /** 'Diğer tüm oturumları kapat': how many ended (pending two-step logins end too). */
  endOtherSessions(userId: number, currentToken: string | null): Promise<number>;
}

export function createAccountSessions({ db }: AccountDeps): AccountSessions {
  async function listSessions(userId: number, currentToken: string | null): Promise<SessionView[]> {
    const current = currentToken ? hashToken(currentToken) : null;
    const rows = await db
      .select()
      .from(sessions)
      .where(liveSessionsOf(userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return rows.map((r) => ({
      handle: handleOf(r.idHash),
      device: r.device,
      signedInAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.idHash === current,
    }));
  }

  return {
    async profile(userId) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user
        ? {
            email: user.email,
            role: user.role,
            hasPassword: user.passwordHash !== null,
            google: user.googleSubject !== null,
            addressProven: addressIsProven(user),
            classPupil: user.classId !== null,
          }
        : null;
    },

    sessions: listSessions,

    async endSession(userId, handle, currentToken) {
      const target = (await listSessions(userId, currentToken)).find((s) => s.handle === handle && !s.current);
      if (!target) return false;
      const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
      const idHash = rows.find((r) => handleOf(r.idHash) === handle)?.idHash;
      if (!idHash) return false;
      await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)));
      return true;
    },

    endOtherSessions: (userId, currentToken) => endAccountSessions(db, userId, currentToken),
  };
}

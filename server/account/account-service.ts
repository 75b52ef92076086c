import { addressOf } from "#server/auth/account-address.ts";
import type { ReviewExport, ReviewService } from "#server/review/review-service.ts";
import { and, desc, eq } from "drizzle-orm";
import { tr } from "#core/messages.ts";
import { isClassPupil, type AuthService, type SessionUser } from "#server/auth/auth-service.ts";
import { accountLimitKey, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { endAccountSessions, sessionIsAlive } from "#server/auth/sessions.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { mailedTokens } from "#server/auth/user-tokens.ts";
import type { Db } from "#server/db/client.ts";
import { messages, outbox, sessions, subscribers, twoStep, users } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { addressIsProven, eraseAccount, eraseUnprovenAccount, sameAddress } from "./erase";
import type { MarkService } from "./mark-service";
import type { PracticeService } from "#server/practice/practice-service.ts";
import type { ClassService } from "#server/classes/class-service.ts";

/** A session as its owner sees it: no id, only a handle that names it in the 'Oturumu kapat' form. */
export interface SessionView {
  handle: string;
  device: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/**
 * The handle of a session: a hash of its stored hash, so the page never shows anything
 * that is, or leads to, the cookie's token.
 */
const handleOf = (idHash: string) => hashToken(idHash).slice(0, 24);

/** The export's shape, documented as JSON Schema in docs/account-export.schema.json. */
export interface AccountExport {
  format: "merdiven-account-export";
  version: 1;
  exportedAt: string;
  account: {
    /** Null for a class pupil. */
    email: string | null;
    role: string;
    createdAt: string;
    emailVerifiedAt: string | null;
    hasPassword: boolean;
    googleAccountId: string | null;
    twoStepEnabled: boolean;
  };
  sessions: { device: string | null; signedInAt: string; lastSeenAt: string; expiresAt: string; current: boolean }[];
  messages: {
    kind: string;
    name: string;
    email: string;
    message: string;
    aboutEntry: number | null;
    createdAt: string;
  }[];
  newsletter: { signedUpAt: string; confirmedAt: string | null } | null;
  mails: { subject: string; status: string; createdAt: string; sentAt: string | null }[];
  marks: {
    entryId: number;
    title: string;
    savedAt: string | null;
    doneAt: string | null;
    openedAt: string | null;
    pdfPage: number | null;
  }[];
  quizResults: { entryId: number; best: number; last: number; total: number; updatedAt: string }[];
  flashcards: { entryId: number; word: string; box: number; updatedAt: string }[];
  /** 'Günlük tekrar': cards, days, settings, the last 30 days' grades (decision 0116). */
  dailyReview: ReviewExport;
  /** The classes the account joined, with the name it gave there. */
  classMemberships: { className: string; grade: number; schoolYear: string; displayName: string; joinedAt: string }[];
  /** Its requests for a teacher account and their answers. */
  teacherRequests: {
    name: string;
    school: string;
    city: string;
    status: string;
    createdAt: string;
    decidedAt: string | null;
  }[];
  /** A teacher's own classes, with how many pupils each has (their names are the pupils' data). */
  ownClasses: {
    name: string;
    grade: number;
    schoolYear: string;
    joinCode: string;
    joiningLocked: boolean;
    pupils: number;
    createdAt: string;
  }[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Deletion = "deleted" | "wrong-password" | "too-many-requests" | "no-password" | "admin" | "class-pupil";

/**
 * 'Hesabım' beyond the password and the address (those are auth's): the account's
 * sessions, its data as one file (KVKK m.11: the right to know and to get), and its
 * deletion (m.7), all for the signed-in owner only.
 */
export function createAccountService(
  db: Db,
  auth: AuthService,
  limiter: RateLimiter,
  marks: MarkService,
  practice: PracticeService,
  classes: ClassService,
  review: Pick<ReviewService, "exportOf">,
) {
  const tokens = mailedTokens(db);
  const live = (userId: number) => and(eq(sessions.userId, userId), sessionIsAlive());

  async function listSessions(userId: number, currentToken: string | null): Promise<SessionView[]> {
    const current = currentToken ? hashToken(currentToken) : null;
    const rows = await db
      .select()
      .from(sessions)
      .where(live(userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return rows.map((r) => ({
      handle: handleOf(r.idHash),
      device: r.device,
      signedInAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.idHash === current,
    }));
  }

  /** Deletes the account and mails its owner one confirmation, which itself goes once sent; "admin" when refused. */
  async function deleteAccount(userId: number): Promise<"deleted" | "admin" | "gone"> {
    const erased = await eraseAccount(db, limiter, userId, {
      subject: tr.myAccount.deletedMailSubject,
      text: tr.myAccount.deletedMailText,
    });
    if (erased === "admin") return "admin";
    return erased.accountId === null ? "gone" : "deleted";
  }

  return {
    /** What 'Hesabım' shows of the account itself. */
    async profile(userId: number) {
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

    /** Ends one of the account's sessions by its handle; false when it is not one of them (or is this one). */
    async endSession(userId: number, handle: string, currentToken: string | null): Promise<boolean> {
      const target = (await listSessions(userId, currentToken)).find((s) => s.handle === handle && !s.current);
      if (!target) return false;
      const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
      const idHash = rows.find((r) => handleOf(r.idHash) === handle)?.idHash;
      if (!idHash) return false;
      await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)));
      return true;
    },

    /** 'Diğer tüm oturumları kapat': how many ended (pending two-step logins end too). */
    endOtherSessions: (userId: number, currentToken: string | null): Promise<number> =>
      endAccountSessions(db, userId, currentToken),

    /** Everything kept about the account, or "too-many-requests" (each export reads all of its rows). */
    async exportData(userId: number, currentToken: string | null): Promise<AccountExport | "too-many-requests" | null> {
      if (!(await limiter.hit(accountLimitKey("account:export", userId), RATE_LIMITS.exportsPerAccount)))
        return "too-many-requests";
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return null;
      const [steps] = await db
        .select({ enabledAt: twoStep.enabledAt })
        .from(twoStep)
        .where(eq(twoStep.userId, userId))
        .limit(1);
      const current = currentToken ? hashToken(currentToken) : null;
      const sessionRows = await db.select().from(sessions).where(live(userId)).orderBy(sessions.createdAt);
      // What is kept under the address is the account's only once it proved the address (a
      // stranger's address signed up by someone else must not hand over the stranger's messages).
      const proven = addressIsProven(user);
      const sent = proven
        ? await db.select().from(messages).where(sameAddress(messages.email, user.email)).orderBy(messages.createdAt)
        : [];
      const [subscriber] = proven
        ? await db.select().from(subscribers).where(sameAddress(subscribers.email, user.email)).limit(1)
        : [];
      // Mails to the address, without their text: a pending one still holds a live link.
      const mails = proven
        ? await db.select().from(outbox).where(sameAddress(outbox.toAddress, user.email)).orderBy(outbox.createdAt)
        : [];
      const classRows = await classes.exportRows(userId);
      return {
        format: "merdiven-account-export",
        version: 1,
        exportedAt: new Date().toISOString(),
        account: {
          email: user.email,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          emailVerifiedAt: iso(user.emailVerifiedAt),
          hasPassword: user.passwordHash !== null,
          googleAccountId: user.googleSubject,
          twoStepEnabled: Boolean(steps?.enabledAt),
        },
        sessions: sessionRows.map((s) => ({
          device: s.device,
          signedInAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.idHash === current,
        })),
        messages: sent.map((m) => ({
          kind: m.kind,
          name: m.name,
          email: m.email,
          message: m.message,
          aboutEntry: m.contentId,
          createdAt: m.createdAt.toISOString(),
        })),
        newsletter: subscriber
          ? { signedUpAt: subscriber.createdAt.toISOString(), confirmedAt: iso(subscriber.confirmedAt) }
          : null,
        mails: mails.map((m) => ({
          subject: m.subject,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        })),
        marks: (await marks.exportRows(userId)).map((m) => ({
          ...m,
          savedAt: iso(m.savedAt),
          doneAt: iso(m.doneAt),
          openedAt: iso(m.openedAt),
        })),
        quizResults: (await practice.exportRows(userId)).map((r) => ({
          entryId: r.contentId,
          best: r.best,
          last: r.last,
          total: r.total,
          updatedAt: r.updatedAt.toISOString(),
        })),
        flashcards: (await practice.exportBoxes(userId)).map((r) => ({
          entryId: r.contentId,
          word: r.word,
          box: r.box,
          updatedAt: r.updatedAt.toISOString(),
        })),
        dailyReview: await review.exportOf(userId),
        classMemberships: classRows.memberships.map((m) => ({
          className: m.name,
          grade: m.grade,
          schoolYear: m.schoolYear,
          displayName: m.displayName,
          joinedAt: m.joinedAt.toISOString(),
        })),
        teacherRequests: classRows.requests.map((r) => ({
          name: r.name,
          school: r.school,
          city: r.city,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          decidedAt: iso(r.decidedAt),
        })),
        ownClasses: classRows.ownClasses.map((c) => ({
          name: c.name,
          grade: c.grade,
          schoolYear: c.schoolYear,
          joinCode: c.joinCode,
          joiningLocked: c.joiningLocked,
          pupils: c.members,
          createdAt: c.createdAt.toISOString(),
        })),
      };
    },

    /**
     * 'Hesabımı sil' with the password. An admin's account is refused: it runs the site,
     * and the last admin gone would leave nobody to run it.
     */
    async deleteWithPassword(user: SessionUser, password: string): Promise<Deletion> {
      if (user.role === "admin") return "admin";
      // A class pupil's account goes with its class, or by its teacher.
      if (isClassPupil(user)) return "class-pupil";
      const checked = await auth.checkCurrentPassword(user.id, password);
      if (!checked.ok) return checked.code;
      return (await deleteAccount(user.id)) === "admin" ? "admin" : "deleted";
    },

    /** An account without a password (Google only) proves its owner by a mailed link instead. */
    async requestDeletionLink(
      user: SessionUser,
      linkUrl: (token: string) => string,
    ): Promise<"sent" | "too-many-requests" | "admin" | "class-pupil"> {
      if (user.role === "admin") return "admin";
      // No address to mail the link to (addressOf would throw).
      if (isClassPupil(user)) return "class-pupil";
      if (!(await limiter.hit(accountLimitKey("account:mail", user.id), RATE_LIMITS.accountMailsPerAccount)))
        return "too-many-requests";
      await db.transaction(async (tx) => {
        const token = await tokens.issueToken("erase", user.id, tx);
        await enqueueMail(tx, {
          to: addressOf(user),
          subject: tr.myAccount.deleteLinkMailSubject,
          text: tr.myAccount.deleteLinkMailText(linkUrl(token)),
        });
      });
      return "sent";
    },

    isDeletionLinkValid: (token: string) => tokens.isTokenValid(token, "erase"),

    /**
     * 'Bu hesabı ben açmadım' on the verification link's page: offered, and done, only where
     * the page asks for the account's password (auth.verifyProof: an ordinary address, a
     * password, never proven). The presser reads the address's mail; the account someone
     * opened with it goes, with its sessions, and the address is free for its owner to sign up.
     */
    async disownWithVerifyLink(token: string): Promise<"deleted" | "invalid-link" | "kept"> {
      const userId = await tokens.tokenHolder(token, "verify");
      if (userId === null) return "invalid-link";
      if ((await auth.verifyProof(token, null)) !== "password") return "kept";
      return (await eraseUnprovenAccount(db, limiter, userId)) === "erased" ? "deleted" : "kept";
    },

    /** The mailed deletion link's POST: true when the account is gone. */
    async deleteWithLink(token: string): Promise<boolean> {
      const row = await tokens.consumeToken(token, "erase");
      if (!row?.userId) return false;
      return (await deleteAccount(row.userId)) === "deleted";
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * 'Öğretmen hesabı iste' and the admin's answer (docs/decisions/0064, 0068, 0087, 0088):
 * the requests, the role given, and the role taken away. Part of the class service
 * (class-service.ts), kept apart because nothing here reads a class but to forget its grants.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { TeacherRequestInput } from "#core/classes/forms.ts";
import { tr } from "#core/messages.ts";
import { addressIsProven } from "#server/account/erase.ts";
import { addressOf } from "#server/auth/account-address.ts";
import {
  accountLimitKey,
  deleteCounters,
  pictureClassCounters,
  RATE_LIMITS,
  type Counters,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import { endAccountSessions } from "#server/auth/sessions.ts";
import { voidAccountLinks } from "#server/auth/user-tokens.ts";
import type { Db } from "#server/db/client.ts";
import { classes, teacherRequests, users } from "#server/db/schema.ts";
import { revokeLinksOfClasses } from "#server/homework/parent-links.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";

export type TeacherRequestResult =
  "sent" | "pending" | "teacher" | "admin" | "unproven" | "too-many-requests" | "class-pupil";
export type TeacherRequestRow = typeof teacherRequests.$inferSelect;
export interface PendingRequest {
  id: number;
  userId: number;
  email: string | null;
  name: string;
  school: string;
  city: string;
  createdAt: Date;
}

export interface TeacherRequests {
  /**
   * 'Öğretmen hesabı iste': one pending request per user, three a day; never for an admin or
   * a teacher, and only from an account that proved its address (a mailed link or Google):
   * the admin judges the request by the address, and anyone may sign up with a teacher's.
   */
  requestTeacher(userId: number, input: TeacherRequestInput): Promise<TeacherRequestResult>;
  /** The user's latest request (pending, or the last answer), for 'Hesabım'. */
  requestOf(userId: number): Promise<TeacherRequestRow | null>;
  /** Every pending request with its account's address, oldest first (the admin's users page). */
  pendingRequests(): Promise<PendingRequest[]>;
  /**
   * The admin's answer. Approval makes the account a teacher, and as every change of role
   * it ends all of the account's sessions and pending two-step logins and voids every
   * pending mailed link (endAccountSessions, voidAccountLinks). The user is mailed either
   * way, through the outbox in the same transaction. "gone": not pending any more; an
   * account that became admin meanwhile is not made a teacher ("admin").
   */
  decide(requestId: number, approve: boolean): Promise<"approved" | "refused" | "gone" | "admin">;
  /**
   * The admin takes the role away (docs/decisions/0068): the account is an ordinary one
   * again and, as every change of role, its sessions and pending two-step logins end and
   * its pending mailed links die; its owner is mailed. Its classes stay as they are (their
   * class pupils still sign in and keep their work until the school year's end), but only a
   * teacher reaches a class, so the former teacher reaches none; approved again, the same
   * account finds them again; erasing the account deletes them. "not-teacher": nothing done.
   * What the teacher granted dies with the role (docs/decisions/0088): every parent's link of
   * her classes is revoked (approved again, she makes new ones), and a class-wide picture
   * wait only she could lift is forgotten (an admin lifts a later one).
   */
  revokeTeacher(userId: number): Promise<"revoked" | "not-teacher">;
}

async function requestTeacher(
  db: Db,
  limiter: RateLimiter,
  userId: number,
  input: TeacherRequestInput,
): Promise<TeacherRequestResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.role === "admin") return "admin";
  if (user.role === "teacher") return "teacher";
  // A class pupil has no address for the admin to judge nor to mail the answer to.
  if (user.classId !== null) return "class-pupil";
  if (!addressIsProven(user)) return "unproven";
  // Reserve first (decision 0087): the request row is the reservation, and the partial unique index
  // lets one pending row in however many presses arrive together; only that one counts against the day's.
  const [reserved] = await db
    .insert(teacherRequests)
    .values({ userId, ...input })
    .onConflictDoNothing()
    .returning({ id: teacherRequests.id });
  if (!reserved) return "pending";
  if (!(await limiter.hit(accountLimitKey("teacher:request", userId), RATE_LIMITS.teacherRequestsPerAccount))) {
    await db.delete(teacherRequests).where(eq(teacherRequests.id, reserved.id));
    return "too-many-requests";
  }
  // A mail to every admin who can act on it (through the outbox).
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt), isNotNull(users.email)));
    for (const admin of admins)
      await enqueueMail(tx, {
        to: admin.email!,
        subject: tr.teacherRequest.requestMailSubject,
        text: tr.teacherRequest.requestMailText({ ...input, email: addressOf(user) }),
      });
  });
  return "sent";
}

function decide(db: Db, requestId: number, approve: boolean): Promise<"approved" | "refused" | "gone" | "admin"> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(teacherRequests)
      .where(and(eq(teacherRequests.id, requestId), eq(teacherRequests.status, "pending")))
      .for("update")
      .limit(1);
    if (!request) return "gone";
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for("update").limit(1);
    if (!user) return "gone";
    if (approve && user.role === "admin") return "admin";
    if (approve && user.role !== "teacher") {
      await tx.update(users).set({ role: "teacher" }).where(eq(users.id, user.id));
      await endAccountSessions(tx, user.id);
      await voidAccountLinks(tx, user.id);
    }
    await tx
      .update(teacherRequests)
      .set({ status: approve ? "approved" : "refused", decidedAt: sql`now()` })
      .where(eq(teacherRequests.id, request.id));
    await enqueueMail(tx, {
      to: addressOf(user),
      ...(approve
        ? { subject: tr.teacherRequest.approvedMailSubject, text: tr.teacherRequest.approvedMailText }
        : { subject: tr.teacherRequest.refusedMailSubject, text: tr.teacherRequest.refusedMailText }),
    });
    log.info(approve ? "teacher request approved: sessions ended, links voided" : "teacher request refused", {
      userId: user.id,
    });
    return approve ? "approved" : "refused";
  });
}

async function revokeTeacher(db: Db, limiter: RateLimiter, userId: number): Promise<"revoked" | "not-teacher"> {
  let forgotten: Counters[] = [];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ role: "user" })
      .where(and(eq(users.id, userId), eq(users.role, "teacher")))
      .returning({ id: users.id, email: users.email });
    if (!row) return "not-teacher";
    await endAccountSessions(tx, row.id);
    await voidAccountLinks(tx, row.id);
    const classIds = (await tx.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, row.id))).map(
      (c) => c.id,
    );
    await revokeLinksOfClasses(tx, classIds);
    forgotten = classIds.map(pictureClassCounters);
    for (const counters of forgotten) await deleteCounters(tx, counters);
    await enqueueMail(tx, {
      to: addressOf(row),
      subject: tr.teacherRequest.revokedMailSubject,
      text: tr.teacherRequest.revokedMailText,
    });
    log.info(
      "teacher role taken away: sessions ended, links voided, parent links revoked, picture waits forgotten, classes kept",
      { userId: row.id, classes: classIds.length },
    );
    return "revoked";
  });
  for (const counters of forgotten) await limiter.forget(counters);
  return result;
}

/** Every request the user made, oldest first (the export of 'Hesabım'). */
export const requestsOf = (db: Db, userId: number) =>
  db.select().from(teacherRequests).where(eq(teacherRequests.userId, userId)).orderBy(asc(teacherRequests.createdAt));

export function createTeacherRequests(db: Db, limiter: RateLimiter): TeacherRequests {
  return {
    requestTeacher: (userId, input) => requestTeacher(db, limiter, userId, input),
    async requestOf(userId) {
      const [row] = await db
        .select()
        .from(teacherRequests)
        .where(eq(teacherRequests.userId, userId))
        .orderBy(desc(teacherRequests.createdAt), desc(teacherRequests.id))
        .limit(1);
      return row ?? null;
    },
    pendingRequests: () =>
      db
        .select({
          id: teacherRequests.id,
          userId: teacherRequests.userId,
          email: users.email,
          name: teacherRequests.name,
          school: teacherRequests.school,
          city: teacherRequests.city,
          createdAt: teacherRequests.createdAt,
        })
        .from(teacherRequests)
        .innerJoin(users, eq(users.id, teacherRequests.userId))
        .where(eq(teacherRequests.status, "pending"))
        .orderBy(asc(teacherRequests.createdAt), asc(teacherRequests.id)),
    decide: (requestId, approve) => decide(db, requestId, approve),
    revokeTeacher: (userId) => revokeTeacher(db, limiter, userId),
  };
}

import { addressOf } from "#server/auth/account-address.ts";
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, MAX_CLASSES_PER_TEACHER, type ClassCreateInput, type JoinInput, type TeacherRequestInput } from "#core/classes.ts";
import { tr } from "#core/messages.ts";
import { addressIsProven } from "#server/account/erase.ts";
import { accountLimitKey, deleteCounters, classCounters, pictureClassCounters, RATE_LIMITS, type Counters, type RateLimiter } from "#server/auth/rate-limit.ts";
import { forgetClassPupilCounters } from "#server/classes/class-pupils.ts";
import type { ClassLinks } from "#server/classes/class-link.ts";
import { createCodeBudget } from "#server/classes/code-budget.ts";
import { endAccountSessions } from "#server/auth/sessions.ts";
import { voidAccountLinks } from "#server/auth/user-tokens.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, teacherRequests, users } from "#server/db/schema.ts";
import { revokeLinksOfClasses } from "#server/homework/parent-links.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";

/** A class as its teacher sees it. */
export interface ClassView {
  id: number;
  name: string;
  grade: number;
  schoolYear: string;
  joinCode: string;
  joiningLocked: boolean;
  createdAt: Date;
  members: number;
}

/** A member as the teacher sees them: the name they gave when joining, never the e-mail. */
export interface MemberView {
  userId: number;
  displayName: string;
  joinedAt: Date;
}

export type JoinResult =
  | { ok: true; classId: number; name: string }
  | { ok: false; code: "unknown-code" | "locked" | "too-many-requests" | "own-class" | "already-member" | "class-pupil"; classId?: number };

export type TeacherRequestResult = "sent" | "pending" | "teacher" | "admin" | "unproven" | "too-many-requests" | "class-pupil";

/** A fresh join code: six characters drawn with crypto randomness (node:crypto's randomInt, unbiased). */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A unique violation (PostgreSQL and PGlite both say 23505), perhaps wrapped by drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

const classColumns = {
  id: classes.id,
  name: classes.name,
  grade: classes.grade,
  schoolYear: classes.schoolYear,
  joinCode: classes.joinCode,
  joiningLocked: classes.joiningLocked,
  createdAt: classes.createdAt,
};

/**
 * 'Sınıfım' (issue 34, docs/decisions/0064). Every method a teacher calls takes the
 * teacher's id and reads or changes a class only `where teacher_id = <that id>`: another
 * teacher's class is the same as no class (the routes answer 404). The routes check the
 * role; the ownership is checked here, in the query itself.
 */
export function createClassService(db: Db, limiter: RateLimiter, links?: ClassLinks) {
  const budget = createCodeBudget(limiter);
  const own = (teacherId: number, classId: number) => and(eq(classes.id, classId), eq(classes.teacherId, teacherId));

  /** Runs `write` with a fresh code until one is free (a clash among 1.9e8 is rare; five tries). */
  async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write(newJoinCode());
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  const service = {
    // ------------------------------------------------------------ teacher requests

    /**
     * 'Öğretmen hesabı iste': one pending request per user, three a day; never for an admin or
     * a teacher, and only from an account that proved its address (a mailed link or Google):
     * the admin judges the request by the address, and anyone may sign up with a teacher's.
     */
    async requestTeacher(userId: number, input: TeacherRequestInput): Promise<TeacherRequestResult> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || user.role === "admin") return "admin";
      if (user.role === "teacher") return "teacher";
      // A class pupil (issue 34 C) has no address for the admin to judge nor to mail the answer to.
      if (user.classId !== null) return "class-pupil";
      if (!addressIsProven(user)) return "unproven";
      // Reserve first (decision 0087): the request row is the reservation, and the partial unique index
      // lets one pending row in however many presses arrive together; only that one counts against the day's.
      const [reserved] = await db.insert(teacherRequests).values({ userId, ...input }).onConflictDoNothing().returning({ id: teacherRequests.id });
      if (!reserved) return "pending";
      if (!(await limiter.hit(accountLimitKey("teacher:request", userId), RATE_LIMITS.teacherRequestsPerAccount))) {
        await db.delete(teacherRequests).where(eq(teacherRequests.id, reserved.id));
        return "too-many-requests";
      }
      // A mail to every admin who can act on it (through the outbox).
      await db.transaction(async (tx) => {
        const admins = await tx.select({ email: users.email }).from(users).where(and(eq(users.role, "admin"), isNull(users.disabledAt), isNotNull(users.email)));
        for (const admin of admins) await enqueueMail(tx, { to: admin.email!, subject: tr.classes.requestMailSubject, text: tr.classes.requestMailText({ ...input, email: addressOf(user) }) });
      });
      return "sent";
    },

    /** The user's latest request (pending, or the last answer), for 'Hesabım'. */
    async requestOf(userId: number) {
      const [row] = await db.select().from(teacherRequests).where(eq(teacherRequests.userId, userId)).orderBy(desc(teacherRequests.createdAt), desc(teacherRequests.id)).limit(1);
      return row ?? null;
    },

    /** Every pending request with its account's address, oldest first (the admin's users page). */
    pendingRequests() {
      return db
        .select({ id: teacherRequests.id, userId: teacherRequests.userId, email: users.email, name: teacherRequests.name, school: teacherRequests.school, city: teacherRequests.city, createdAt: teacherRequests.createdAt })
        .from(teacherRequests)
        .innerJoin(users, eq(users.id, teacherRequests.userId))
        .where(eq(teacherRequests.status, "pending"))
        .orderBy(asc(teacherRequests.createdAt), asc(teacherRequests.id));
    },

    /**
     * The admin's answer. Approval makes the account a teacher, and as every change of role
     * it ends all of the account's sessions and pending two-step logins and voids every
     * pending mailed link (endAccountSessions, voidAccountLinks). The user is mailed either
     * way, through the outbox in the same transaction. "gone": not pending any more; an
     * account that became admin meanwhile is not made a teacher ("admin").
     */
    async decide(requestId: number, approve: boolean): Promise<"approved" | "refused" | "gone" | "admin"> {
      return db.transaction(async (tx) => {
        const [request] = await tx.select().from(teacherRequests).where(and(eq(teacherRequests.id, requestId), eq(teacherRequests.status, "pending"))).for("update").limit(1);
        if (!request) return "gone";
        const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for("update").limit(1);
        if (!user) return "gone";
        if (approve && user.role === "admin") return "admin";
        if (approve && user.role !== "teacher") {
          await tx.update(users).set({ role: "teacher" }).where(eq(users.id, user.id));
          await endAccountSessions(tx, user.id);
          await voidAccountLinks(tx, user.id);
        }
        await tx.update(teacherRequests).set({ status: approve ? "approved" : "refused", decidedAt: sql`now()` }).where(eq(teacherRequests.id, request.id));
        await enqueueMail(tx, { to: addressOf(user), ...(approve ? { subject: tr.classes.approvedMailSubject, text: tr.classes.approvedMailText } : { subject: tr.classes.refusedMailSubject, text: tr.classes.refusedMailText }) });
        log.info(approve ? "teacher request approved: sessions ended, links voided" : "teacher request refused", { userId: user.id });
        return approve ? "approved" : "refused";
      });
    },

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
    async revokeTeacher(userId: number): Promise<"revoked" | "not-teacher"> {
      let forgotten: Counters[] = [];
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ role: "user" }).where(and(eq(users.id, userId), eq(users.role, "teacher"))).returning({ id: users.id, email: users.email });
        if (!row) return "not-teacher";
        await endAccountSessions(tx, row.id);
        await voidAccountLinks(tx, row.id);
        const classIds = (await tx.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, row.id))).map((c) => c.id);
        await revokeLinksOfClasses(tx, classIds);
        forgotten = classIds.map(pictureClassCounters);
        for (const counters of forgotten) await deleteCounters(tx, counters);
        await enqueueMail(tx, { to: addressOf(row), subject: tr.classes.revokedMailSubject, text: tr.classes.revokedMailText });
        log.info("teacher role taken away: sessions ended, links voided, parent links revoked, picture waits forgotten, classes kept", { userId: row.id, classes: classIds.length });
        return "revoked";
      });
      for (const counters of forgotten) await limiter.forget(counters);
      return result;
    },

    // ------------------------------------------------------------ a teacher's classes

    /** The teacher's own classes with their member counts, newest first. */
    async list(teacherId: number): Promise<ClassView[]> {
      const rows = await db
        .select({ ...classColumns, members: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id})` })
        .from(classes)
        .where(eq(classes.teacherId, teacherId))
        .orderBy(desc(classes.createdAt), desc(classes.id));
      return rows.map((r) => ({ ...r, members: Number(r.members) }));
    },

    /**
     * A new class, at most MAX_CLASSES_PER_TEACHER a teacher: the teacher's row is locked while
     * the classes are counted and the new one written, so creations sent together queue and the
     * 51st sees the 50 before it (docs/decisions/0090).
     */
    async create(teacherId: number, input: ClassCreateInput): Promise<ClassView | "too-many"> {
      return withFreshCode((joinCode) =>
        db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).for("update");
          const [{ n }] = await tx.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId));
          if (Number(n) >= MAX_CLASSES_PER_TEACHER) return "too-many" as const;
          const [row] = await tx.insert(classes).values({ teacherId, name: input.name, grade: input.grade, schoolYear: input.schoolYear, joinCode }).returning(classColumns);
          return { ...row, members: 0 };
        }),
      );
    },

    /** The teacher opened the class's page or its cards from this address: the class is known here (docs/decisions/0090). */
    markKnown: (classId: number, clientKey: string) => budget.known.mark(classId, clientKey),

    /** One of the teacher's classes with its members (display names only), or null: not there, or not theirs. */
    async get(teacherId: number, classId: number): Promise<{ class: ClassView; members: MemberView[] } | null> {
      const [row] = await db.select(classColumns).from(classes).where(own(teacherId, classId)).limit(1);
      if (!row) return null;
      const members = await db
        .select({ userId: classMembers.userId, displayName: classMembers.displayName, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .where(eq(classMembers.classId, row.id))
        .orderBy(asc(classMembers.displayName), asc(classMembers.userId));
      return { class: { ...row, members: members.length }, members };
    },

    /** A new name or lock state; false when the class is not the teacher's. */
    async update(teacherId: number, classId: number, patch: { name?: string; joiningLocked?: boolean }): Promise<boolean> {
      if (patch.name === undefined && patch.joiningLocked === undefined) return (await db.select({ id: classes.id }).from(classes).where(own(teacherId, classId))).length > 0;
      const changed = await db.update(classes).set(patch).where(own(teacherId, classId)).returning({ id: classes.id });
      return changed.length > 0;
    },

    /** A new join code: the old one stops working at once. Null when the class is not the teacher's. */
    async newCode(teacherId: number, classId: number): Promise<string | null> {
      const [row] = await withFreshCode((joinCode) => db.update(classes).set({ joinCode }).where(own(teacherId, classId)).returning({ joinCode: classes.joinCode }));
      return row?.joinCode ?? null;
    },

    /**
     * Takes a pupil out of the teacher's class: "removed", "not-member", or null when the class is not the teacher's.
     * The pages and the API remove through class-pupils.ts's `remove`, which deletes a class pupil's account instead.
     */
    async removeMember(teacherId: number, classId: number, userId: number): Promise<"removed" | "not-member" | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ id: classes.id }).from(classes).where(own(teacherId, classId)).limit(1);
        if (!row) return null;
        const gone = await tx.delete(classMembers).where(and(eq(classMembers.classId, row.id), eq(classMembers.userId, userId))).returning({ userId: classMembers.userId });
        return gone.length ? "removed" : "not-member";
      });
    },

    /**
     * Deletes the teacher's class and every membership in it: pupils with an own account only
     * leave; class pupils' accounts are deleted with it (docs/decisions/0066). The number of members, or null.
     */
    async remove(teacherId: number, classId: number): Promise<number | null> {
      let forgotten: Counters[] = [];
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: classes.id }).from(classes).where(own(teacherId, classId)).for("update").limit(1);
        if (!row) return null;
        // Its class pupils' accounts go with it (users.class_id ON DELETE CASCADE); their counters too.
        const classCounter = classCounters(row.id);
        await deleteCounters(tx, classCounter);
        forgotten = [...(await forgetClassPupilCounters(tx, [row.id])), classCounter];
        const gone = await tx.delete(classMembers).where(eq(classMembers.classId, row.id)).returning({ userId: classMembers.userId });
        await tx.delete(classes).where(eq(classes.id, row.id));
        log.info("class deleted", { classId: row.id, memberships: gone.length, classPupils: forgotten.length });
        return gone.length;
      });
      for (const counters of forgotten) await limiter.forget(counters);
      return result;
    },

    // ------------------------------------------------------------ a pupil's side

    /**
     * Joins a class by its code. Wrong and locked codes spend the address's budget (an IPv6 /64
     * as one) and the account's (RATE_LIMITS.classJoinFailures), reserved before the lookup
     * (code-budget.ts): past the account's every try is refused; past the address's only the
     * classes known at this address are found. `link`: the class link's token from the class
     * page's QR code (docs/decisions/0090); a valid one for this code proves it, and nothing is spent.
     */
    async join(userId: number, input: JoinInput, clientKey: string, link?: unknown): Promise<JoinResult> {
      // A class pupil belongs to the one class its teacher made it in (issue 34 C).
      const [account] = await db.select({ classId: users.classId }).from(users).where(eq(users.id, userId)).limit(1);
      if (account?.classId != null) return { ok: false, code: "class-pupil" };
      const linked = link && links ? await links.open(link, input.code) : null;
      const find = async () =>
        (await db.select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, locked: classes.joiningLocked }).from(classes).where(eq(classes.joinCode, input.code)).limit(1))[0] ?? null;
      let found: Awaited<ReturnType<typeof find>> | null;
      if (linked) found = await find();
      else {
        const tried = await budget.tryCode(clientKey, accountLimitKey("classes:join", userId), find, (k) => !k.locked);
        if (tried.outcome === "too-many") return { ok: false, code: "too-many-requests" };
        found = tried.found;
      }
      if (!found || found.locked) return { ok: false, code: found ? "locked" : "unknown-code" };
      if (found.teacherId === userId) return { ok: false, code: "own-class" };
      const added = await db.insert(classMembers).values({ classId: found.id, userId, displayName: input.displayName }).onConflictDoNothing().returning({ classId: classMembers.classId });
      // A pupil joined from here: the class is known at this address.
      await budget.known.mark(found.id, clientKey);
      return added.length ? { ok: true, classId: found.id, name: found.name } : { ok: false, code: "already-member", classId: found.id };
    },

    /** The classes the user is in: name, grade and year only (the teacher's address is not shown). */
    memberships(userId: number) {
      return db
        .select({ classId: classes.id, name: classes.name, grade: classes.grade, schoolYear: classes.schoolYear, displayName: classMembers.displayName, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.userId, userId))
        .orderBy(desc(classMembers.joinedAt));
    },

    /** The pupil leaves a class of theirs; false when they were not in it. */
    async leave(userId: number, classId: number): Promise<boolean> {
      // A class pupil (docs/decisions/0066) belongs to the class: only its teacher removes it, and that deletes the account.
      const [pupil] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.classId, classId))).limit(1);
      if (pupil) return false;
      const gone = await db.delete(classMembers).where(and(eq(classMembers.userId, userId), eq(classMembers.classId, classId))).returning({ classId: classMembers.classId });
      return gone.length > 0;
    },

    /** What the export of 'Hesabım' holds: memberships, teacher requests, and a teacher's own classes. */
    async exportRows(userId: number) {
      const requests = await db.select().from(teacherRequests).where(eq(teacherRequests.userId, userId)).orderBy(asc(teacherRequests.createdAt));
      return { memberships: await service.memberships(userId), requests, ownClasses: await service.list(userId) };
    },
  };
  return service;
}

export type ClassService = ReturnType<typeof createClassService>;

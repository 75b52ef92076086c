/**
 * 'Sınıfım' (docs/decisions/0064). Every method a teacher calls takes the
 * teacher's id and reads or changes a class only `where teacher_id = <that id>`: another
 * teacher's class is the same as no class (the routes answer 404). The routes check the
 * role; the ownership is checked here, in the query itself.
 */
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { ClassCreateInput, JoinInput } from "#core/classes/forms.ts";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "#core/classes/join-codes.ts";
import { MAX_CLASSES_PER_TEACHER } from "#core/classes/limits.ts";
import {
  accountLimitKey,
  classCounters,
  deleteCounters,
  type Counters,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, users } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { byName } from "./class-access";
import { forgetClassPupilCounters } from "./class-pupils";
import type { ClassLinks } from "./class-link";
import { createCodeBudget, type CodeBudget } from "./code-budget";
import { createTeacherRequests, requestsOf, type TeacherRequestRow, type TeacherRequests } from "./teacher-requests";

export type { TeacherRequestResult } from "./teacher-requests";

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

/** A class the user is in: name, grade and year only (the teacher's address is not shown). */
export interface Membership {
  classId: number;
  name: string;
  grade: number;
  schoolYear: string;
  displayName: string;
  joinedAt: Date;
}

export type JoinResult =
  | { ok: true; classId: number; name: string }
  | {
      ok: false;
      code: "unknown-code" | "locked" | "too-many-requests" | "own-class" | "already-member" | "class-pupil";
      classId?: number;
    };

export interface ClassService extends TeacherRequests {
  /** The teacher's own classes with their member counts, newest first. */
  list(teacherId: number): Promise<ClassView[]>;
  /**
   * A new class, at most MAX_CLASSES_PER_TEACHER a teacher: the teacher's row is locked while
   * the classes are counted and the new one written, so creations sent together queue and the
   * 51st sees the 50 before it (docs/decisions/0090).
   */
  create(teacherId: number, input: ClassCreateInput): Promise<ClassView | "too-many">;
  /** The teacher opened the class's page or its cards from this address: the class is known here (docs/decisions/0090). */
  markKnown(classId: number, clientKey: string): Promise<void>;
  /** One of the teacher's classes with its members (display names only), or null: not there, or not theirs. */
  get(teacherId: number, classId: number): Promise<{ class: ClassView; members: MemberView[] } | null>;
  /** A new name or lock state; false when the class is not the teacher's. */
  update(teacherId: number, classId: number, patch: { name?: string; joiningLocked?: boolean }): Promise<boolean>;
  /** A new join code: the old one stops working at once. Null when the class is not the teacher's. */
  newCode(teacherId: number, classId: number): Promise<string | null>;
  /**
   * Takes a pupil out of the teacher's class: "removed", "not-member", or null when the class is not the teacher's.
   * The pages and the API remove through class-pupils.ts's `remove`, which deletes a class pupil's account instead.
   */
  removeMember(teacherId: number, classId: number, userId: number): Promise<"removed" | "not-member" | null>;
  /**
   * Deletes the teacher's class and every membership in it: pupils with an own account only
   * leave; class pupils' accounts are deleted with it (docs/decisions/0066). The number of members, or null.
   */
  remove(teacherId: number, classId: number): Promise<number | null>;
  /**
   * Joins a class by its code. Wrong and locked codes spend the address's budget (an IPv6 /64
   * as one) and the account's (RATE_LIMITS.classJoinFailures), reserved before the lookup
   * (code-budget.ts): past the account's every try is refused; past the address's only the
   * classes known at this address are found. `link`: the class link's token from the class
   * page's QR code (docs/decisions/0090); a valid one for this code proves it, and nothing is spent.
   */
  join(userId: number, input: JoinInput, clientKey: string, link?: unknown): Promise<JoinResult>;
  /** The classes the user is in, the latest joined first. */
  memberships(userId: number): Promise<Membership[]>;
  /** The pupil leaves a class of theirs; false when they were not in it (or are its class pupil). */
  leave(userId: number, classId: number): Promise<boolean>;
  /** What the export of 'Hesabım' holds: memberships, teacher requests, and a teacher's own classes. */
  exportRows(
    userId: number,
  ): Promise<{ memberships: Membership[]; requests: TeacherRequestRow[]; ownClasses: ClassView[] }>;
}

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

const classColumns = {
  id: classes.id,
  name: classes.name,
  grade: classes.grade,
  schoolYear: classes.schoolYear,
  joinCode: classes.joinCode,
  joiningLocked: classes.joiningLocked,
  createdAt: classes.createdAt,
};

const own = (teacherId: number, classId: number) => and(eq(classes.id, classId), eq(classes.teacherId, teacherId));

async function listClasses(db: Db, teacherId: number): Promise<ClassView[]> {
  const rows = await db
    .select({
      ...classColumns,
      members: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id})`,
    })
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(desc(classes.createdAt), desc(classes.id));
  return rows.map((r) => ({ ...r, members: Number(r.members) }));
}

function createClass(db: Db, teacherId: number, input: ClassCreateInput): Promise<ClassView | "too-many"> {
  return withFreshCode((joinCode) =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).for("update");
      const [{ n }] = await tx.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId));
      if (Number(n) >= MAX_CLASSES_PER_TEACHER) return "too-many" as const;
      const [row] = await tx
        .insert(classes)
        .values({ teacherId, name: input.name, grade: input.grade, schoolYear: input.schoolYear, joinCode })
        .returning(classColumns);
      return { ...row, members: 0 };
    }),
  );
}

async function getClass(
  db: Db,
  teacherId: number,
  classId: number,
): Promise<{ class: ClassView; members: MemberView[] } | null> {
  const [row] = await db.select(classColumns).from(classes).where(own(teacherId, classId)).limit(1);
  if (!row) return null;
  const members = await db
    .select({ userId: classMembers.userId, displayName: classMembers.displayName, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .where(eq(classMembers.classId, row.id))
    .orderBy(asc(classMembers.userId));
  return { class: { ...row, members: members.length }, members: byName(members) };
}

async function updateClass(
  db: Db,
  teacherId: number,
  classId: number,
  patch: { name?: string; joiningLocked?: boolean },
): Promise<boolean> {
  if (patch.name === undefined && patch.joiningLocked === undefined)
    return (await db.select({ id: classes.id }).from(classes).where(own(teacherId, classId))).length > 0;
  const changed = await db.update(classes).set(patch).where(own(teacherId, classId)).returning({ id: classes.id });
  return changed.length > 0;
}

function removeMember(
  db: Db,
  teacherId: number,
  classId: number,
  userId: number,
): Promise<"removed" | "not-member" | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: classes.id }).from(classes).where(own(teacherId, classId)).limit(1);
    if (!row) return null;
    const gone = await tx
      .delete(classMembers)
      .where(and(eq(classMembers.classId, row.id), eq(classMembers.userId, userId)))
      .returning({ userId: classMembers.userId });
    return gone.length ? "removed" : "not-member";
  });
}

async function removeClass(db: Db, limiter: RateLimiter, teacherId: number, classId: number): Promise<number | null> {
  let forgotten: Counters[] = [];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(own(teacherId, classId))
      .for("update")
      .limit(1);
    if (!row) return null;
    // Its class pupils' accounts go with it (users.class_id ON DELETE CASCADE); their counters too.
    const classCounter = classCounters(row.id);
    await deleteCounters(tx, classCounter);
    forgotten = [...(await forgetClassPupilCounters(tx, [row.id])), classCounter];
    const gone = await tx
      .delete(classMembers)
      .where(eq(classMembers.classId, row.id))
      .returning({ userId: classMembers.userId });
    await tx.delete(classes).where(eq(classes.id, row.id));
    log.info("class deleted", { classId: row.id, memberships: gone.length, classPupils: forgotten.length });
    return gone.length;
  });
  for (const counters of forgotten) await limiter.forget(counters);
  return result;
}

async function join(
  db: Db,
  budget: CodeBudget,
  links: ClassLinks | undefined,
  userId: number,
  input: JoinInput,
  clientKey: string,
  link?: unknown,
): Promise<JoinResult> {
  // A class pupil belongs to the one class its teacher made it in.
  const [account] = await db.select({ classId: users.classId }).from(users).where(eq(users.id, userId)).limit(1);
  if (account?.classId != null) return { ok: false, code: "class-pupil" };
  const linked = link && links ? await links.open(link, input.code) : null;
  const find = async () =>
    (
      await db
        .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, locked: classes.joiningLocked })
        .from(classes)
        .where(eq(classes.joinCode, input.code))
        .limit(1)
    )[0] ?? null;
  let found: Awaited<ReturnType<typeof find>> | null;
  if (linked) found = await find();
  else {
    const tried = await budget.tryCode(clientKey, accountLimitKey("classes:join", userId), find, (k) => !k.locked);
    if (tried.outcome === "too-many") return { ok: false, code: "too-many-requests" };
    found = tried.found;
  }
  if (!found || found.locked) return { ok: false, code: found ? "locked" : "unknown-code" };
  if (found.teacherId === userId) return { ok: false, code: "own-class" };
  const added = await db
    .insert(classMembers)
    .values({ classId: found.id, userId, displayName: input.displayName })
    .onConflictDoNothing()
    .returning({ classId: classMembers.classId });
  // A pupil joined from here: the class is known at this address.
  await budget.known.mark(found.id, clientKey);
  return added.length
    ? { ok: true, classId: found.id, name: found.name }
    : { ok: false, code: "already-member", classId: found.id };
}

const memberships = (db: Db, userId: number): Promise<Membership[]> =>
  db
    .select({
      classId: classes.id,
      name: classes.name,
      grade: classes.grade,
      schoolYear: classes.schoolYear,
      displayName: classMembers.displayName,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.userId, userId))
    .orderBy(desc(classMembers.joinedAt));

async function leave(db: Db, userId: number, classId: number): Promise<boolean> {
  // A class pupil (docs/decisions/0066) belongs to the class: only its teacher removes it, and that deletes the account.
  const [pupil] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.classId, classId)))
    .limit(1);
  if (pupil) return false;
  const gone = await db
    .delete(classMembers)
    .where(and(eq(classMembers.userId, userId), eq(classMembers.classId, classId)))
    .returning({ classId: classMembers.classId });
  return gone.length > 0;
}

export function createClassService(db: Db, limiter: RateLimiter, links?: ClassLinks): ClassService {
  const budget = createCodeBudget(limiter);
  return {
    ...createTeacherRequests(db, limiter),
    list: (teacherId) => listClasses(db, teacherId),
    create: (teacherId, input) => createClass(db, teacherId, input),
    markKnown: (classId, clientKey) => budget.known.mark(classId, clientKey),
    get: (teacherId, classId) => getClass(db, teacherId, classId),
    update: (teacherId, classId, patch) => updateClass(db, teacherId, classId, patch),
    async newCode(teacherId, classId) {
      const [row] = await withFreshCode((joinCode) =>
        db.update(classes).set({ joinCode }).where(own(teacherId, classId)).returning({ joinCode: classes.joinCode }),
      );
      return row?.joinCode ?? null;
    },
    removeMember: (teacherId, classId, userId) => removeMember(db, teacherId, classId, userId),
    remove: (teacherId, classId) => removeClass(db, limiter, teacherId, classId),
    join: (userId, input, clientKey, link) => join(db, budget, links, userId, input, clientKey, link),
    memberships: (userId) => memberships(db, userId),
    leave: (userId, classId) => leave(db, userId, classId),
    exportRows: async (userId) => ({
      memberships: await memberships(db, userId),
      requests: await requestsOf(db, userId),
      ownClasses: await listClasses(db, userId),
    }),
  };
}

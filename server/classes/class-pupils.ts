/**
 * Class pupils (issue 34, part C; docs/decisions/0066): accounts without an address,
 * password or Google link, made by a class's teacher from first names, signed in with
 * three pictures in order (core/picture-password.ts). Each account belongs to one class
 * (`users.class_id`, ON DELETE CASCADE): deleting the class or the pupil deletes the
 * account and, by their own cascades, its sessions, marks, quiz results and flashcards.
 *
 * Ownership is checked in the query itself, as in class-service.ts: a class is read only
 * `where id = ? and teacher_id = <the caller>` (an admin may read any class's cards and
 * reset any class pupil's pictures; nothing else). Another teacher's class answers null.
 *
 * The sign-in side (`/sinif/{kod}`) uses `classPupilsByCode` and `pupilSecretHash`, and
 * `storePictureRehash` after a check that asks for one.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { pupilDisplayNames, readPupilNames, MAX_CLASS_PUPILS, schoolYearEnd, type PupilNamesResult } from "#core/classes.ts";
import { readPictureSequence, writePictureSequence, type PictureKey } from "#core/picture-password.ts";
import type { Role } from "#server/db/schema.ts";
import { classes, classMembers, contents, pupilMarks, quizResults, users } from "#server/db/schema.ts";
import { createPictureSignIn, hashPictureSecret, newPictureSecret } from "#server/auth/picture-password.ts";
import { deleteCounters, keysOfAccount, type Counters, type RateLimiter } from "#server/auth/rate-limit.ts";
import { seal, unseal } from "#server/auth/secret-box.ts";
import { endAccountSessions } from "#server/auth/sessions.ts";
import type { Db } from "#server/db/client.ts";
import { log } from "#server/log.ts";

/** Who asks: a teacher reads her own classes; an admin (for upkeep) any class's cards and resets. */
export interface Caller {
  id: number;
  role: Role;
}

/** A class pupil's card: the class code, the name, the three pictures in order. */
export interface PupilCard {
  userId: number;
  displayName: string;
  pictures: PictureKey[];
}

/** A member of a class as the teacher's page lists it: results only with the parent's consent. */
export interface RosterMember {
  userId: number;
  displayName: string;
  joinedAt: Date;
  /** True for a class pupil (made by the teacher, signs in with pictures). */
  classPupil: boolean;
  consentAt: Date | null;
  /** Null until consent is recorded (nothing of the pupil's work is read before), and always for an own account (docs/decisions/0088). */
  progress: PupilProgress | null;
}

export interface PupilProgress {
  /** Entries the pupil marked 'Tamamladım'. */
  done: number;
  /** Quizzes with a result. */
  quizzes: number;
  /** The latest quiz results (best of each), at most five, newest first. */
  latest: { entryId: number; title: string; best: number; total: number }[];
}

export type AddPupilsResult = { ok: true; pupils: PupilCard[] } | { ok: false; message: string };

/** Names in the Turkish alphabet's order (the database's collation may not know it). */
const turkish = new Intl.Collator("tr-TR");
const byName = <T extends { displayName: string; userId: number }>(rows: T[]) => rows.sort((a, b) => turkish.compare(a.displayName, b.displayName) || a.userId - b.userId);

/** The secret as sealed: "elma-kedi-top". */
const sealedText = (secret: readonly PictureKey[]) => writePictureSequence(secret);

/** The three pictures of a sealed secret; throws on a row that is not one (sealed with another key, or tampered). */
export function openSealedSecret(sealed: string, key: string | undefined): PictureKey[] {
  const secret = readPictureSequence(unseal(sealed, key));
  if (!secret || secret.length !== 3) throw new Error("a class pupil's sealed picture secret does not hold three pictures");
  return secret;
}

// ------------------------------------------------------------------ deleting class pupils

/**
 * Before class pupils' accounts go (a pupil removed, its class deleted, its teacher erased,
 * its school year over): every counter keyed by their ids (the wrong-picture wait…) is
 * deleted in `tx`; the returned counters are for `limiter.forget` after the commit (Redis).
 * `classIds`: the classes whose pupils go; `userId`: only that pupil of them.
 */
export async function forgetClassPupilCounters(tx: Pick<Db, "select" | "delete">, classIds: number[], userId?: number): Promise<Counters[]> {
  if (classIds.length === 0) return [];
  const pupils = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.classId, classIds), ...(userId === undefined ? [] : [eq(users.id, userId)])));
  const counters = pupils.map((p) => keysOfAccount(p.id));
  for (const c of counters) await deleteCounters(tx, c);
  return counters;
}

// ------------------------------------------------------------------ for the sign-in side

// ------------------------------------------------------------------ retention

/**
 * The parent's letter promises: kept until the end of the class's school year (31 August
 * of its second year, core/classes.ts's schoolYearEnd). Then every class pupil of the class
 * is deleted (with everything tied to the account) and every membership of it removed, so
 * the teacher sees nobody's work; the class itself (name, code) stays for its teacher.
 * Called by the hourly retention job; idempotent.
 */
export async function purgeEndedSchoolYears(db: Db, now = new Date()): Promise<number> {
  // The school years that have ended by `now` are those whose second year is at most this
  // one (schoolYearEnd is monotonic in it): the database picks their classes, not a read of every class.
  const lastEnded = schoolYearEnd(`0000-${now.getUTCFullYear()}`).getTime() <= now.getTime() ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(sql`split_part(${classes.schoolYear}, '-', 2)::int <= ${lastEnded}`);
  const ended = rows.map((c) => c.id);
  let gone = 0;
  for (const id of ended) {
    await forgetClassPupilCounters(db, [id]);
    gone += (await db.delete(users).where(eq(users.classId, id)).returning({ id: users.id })).length;
    gone += (await db.delete(classMembers).where(eq(classMembers.classId, id)).returning({ id: classMembers.userId })).length;
  }
  return gone;
}

// ------------------------------------------------------------------ the teacher's side

export function createClassPupils(db: Db, limiter: RateLimiter, options: { key?: string } = {}) {
  const key = options.key;
  const pictureSignIn = createPictureSignIn(limiter);

  /** The class if the caller is its teacher (or an admin where `admin` allows); null otherwise. */
  async function classOf(runner: Pick<Db, "select">, caller: Caller, classId: number, admin = false) {
    const mine = caller.role === "teacher" ? eq(classes.teacherId, caller.id) : admin && caller.role === "admin" ? sql`true` : sql`false`;
    const [row] = await runner
      .select({ id: classes.id, name: classes.name, grade: classes.grade, schoolYear: classes.schoolYear, joinCode: classes.joinCode, teacherId: classes.teacherId })
      .from(classes)
      .where(and(eq(classes.id, classId), mine))
      .limit(1);
    return row ?? null;
  }

  async function pupilNamesOf(runner: Pick<Db, "select">, classId: number): Promise<string[]> {
    const rows = await runner
      .select({ displayName: classMembers.displayName })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, classId), eq(users.classId, classId)));
    return rows.map((r) => r.displayName);
  }

  async function progressOf(userId: number): Promise<PupilProgress> {
    const [{ done }] = await db.select({ done: count() }).from(pupilMarks).where(and(eq(pupilMarks.userId, userId), isNotNull(pupilMarks.doneAt)));
    const [{ quizzes }] = await db.select({ quizzes: count() }).from(quizResults).where(eq(quizResults.userId, userId));
    const latest = await db
      .select({ entryId: quizResults.contentId, title: contents.konuIng, best: quizResults.best, total: quizResults.total })
      .from(quizResults)
      .innerJoin(contents, eq(contents.id, quizResults.contentId))
      .where(eq(quizResults.userId, userId))
      .orderBy(desc(quizResults.updatedAt))
      .limit(5);
    return { done: Number(done), quizzes: Number(quizzes), latest };
  }

  const service = {
    /** How many more class pupils the teacher's class may take; null when it is not hers. */
    async room(caller: Caller, classId: number): Promise<number | null> {
      const found = await classOf(db, caller, classId);
      if (!found) return null;
      return Math.max(0, MAX_CLASS_PUPILS - (await pupilNamesOf(db, classId)).length);
    },

    /**
     * 'Öğrenci ekle': the pasted names (core/classes.ts's readPupilNames) become class
     * pupils, all or none: the class row is locked, so two pastes at once cannot pass 40
     * together. Null when the class is not the caller's (teachers only).
     */
    async add(caller: Caller, classId: number, raw: unknown): Promise<AddPupilsResult | null> {
      const room = await service.room(caller, classId);
      if (room === null) return null;
      const read: PupilNamesResult = readPupilNames(raw, room);
      if (!read.ok) return read;
      // The hashes are made before the transaction (tens of ms each), not while the class is locked.
      const secrets = read.names.map(() => newPictureSecret());
      const hashes = await Promise.all(secrets.map((s) => hashPictureSecret(s)));
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: classes.id }).from(classes).where(and(eq(classes.id, classId), eq(classes.teacherId, caller.id))).for("update").limit(1);
        if (!locked) return { ok: false as const, message: "" };
        const existing = await pupilNamesOf(tx, classId);
        if (existing.length + read.names.length > MAX_CLASS_PUPILS) return readPupilNames(raw, MAX_CLASS_PUPILS - existing.length) as { ok: false; message: string };
        const names = pupilDisplayNames(read.names, existing);
        const made = await tx
          .insert(users)
          .values(secrets.map((secret, i) => ({ classId, role: "user" as const, pictureHash: hashes[i], pictureSealed: seal(sealedText(secret), key) })))
          .returning({ id: users.id });
        await tx.insert(classMembers).values(made.map((u, i) => ({ classId, userId: u.id, displayName: names[i] })));
        log.info("class pupils added", { classId, pupils: made.length });
        return { ok: true as const, pupils: made.map((u, i) => ({ userId: u.id, displayName: names[i], pictures: secrets[i] })) };
      });
    },

    /**
     * The cards of a class (its teacher, or an admin): the class and each class pupil's
     * name and pictures, unsealed; `userId` for one pupil's card. Null when not allowed.
     */
    async cards(caller: Caller, classId: number, userId?: number) {
      const found = await classOf(db, caller, classId, true);
      if (!found) return null;
      const rows = await db
        .select({ userId: users.id, displayName: classMembers.displayName, sealed: users.pictureSealed })
        .from(users)
        .innerJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, classId)))
        .where(and(eq(users.classId, classId), ...(userId === undefined ? [] : [eq(users.id, userId)])))
        .orderBy(asc(classMembers.displayName), asc(users.id));
      const pupils: PupilCard[] = byName(rows).map((r) => ({ userId: r.userId, displayName: r.displayName, pictures: openSealedSecret(r.sealed!, key) }));
      return { class: { id: found.id, name: found.name, grade: found.grade, schoolYear: found.schoolYear, joinCode: found.joinCode }, pupils };
    },

    /**
     * 'Resimleri yenile' (the class's teacher, or an admin): a new secret, hashed and
     * sealed; every session of the pupil ends; the account's wrong tries are forgotten.
     * Null when the class is not the caller's or the pupil not a class pupil of it.
     */
    async resetPictures(caller: Caller, classId: number, userId: number): Promise<PupilCard | null> {
      if (!(await classOf(db, caller, classId, true))) return null;
      const secret = newPictureSecret();
      const hash = await hashPictureSecret(secret);
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ pictureHash: hash, pictureSealed: seal(sealedText(secret), key) })
          .where(and(eq(users.id, userId), eq(users.classId, classId)))
          .returning({ id: users.id });
        if (!row) return null;
        const [member] = await tx.select({ displayName: classMembers.displayName }).from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId))).limit(1);
        await endAccountSessions(tx, userId);
        return member?.displayName ?? "";
      });
      if (done === null) return null;
      await pictureSignIn.clear(userId);
      log.info("class pupil's pictures reset: sessions ended, wait cleared", { classId, userId, by: caller.role });
      return { userId, displayName: done, pictures: secret };
    },

    /**
     * Hours before the class's picture sign-in, waiting after too many wrong tries across the
     * class (PICTURE_CLASS_THROTTLE, docs/decisions/0068), opens by itself; 0 when it does not
     * wait. The class's teacher, or an admin: a former teacher's class has no teacher to lift
     * it (docs/decisions/0088). Null when not allowed.
     */
    async pictureWait(caller: Caller, classId: number): Promise<number | null> {
      if (!(await classOf(db, caller, classId, true))) return null;
      return pictureSignIn.classWaitHours(classId);
    },

    /** 'Resimle girişi aç': the teacher (or an admin) lifts the class's wait (its pupils' own waits stay). False when not allowed. */
    async liftPictureWait(caller: Caller, classId: number): Promise<boolean> {
      if (!(await classOf(db, caller, classId, true))) return false;
      await pictureSignIn.clearClass(classId);
      log.info("class picture sign-in wait lifted", { classId, by: caller.role });
      return true;
    },

    /** 'Veli onayı alındı' (given) or withdrawn, for any member of the teacher's class: "ok", "not-member", or null (not her class). */
    async setConsent(caller: Caller, classId: number, userId: number, given: boolean): Promise<"ok" | "not-member" | null> {
      if (!(await classOf(db, caller, classId))) return null;
      const changed = await db
        .update(classMembers)
        .set({ consentAt: given ? sql`coalesce(${classMembers.consentAt}, now())` : null })
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ userId: classMembers.userId });
      return changed.length ? "ok" : "not-member";
    },

    /**
     * One member of the teacher's class, for the confirmation before removing it: the name,
     * and whether it is a class pupil (whose account goes) or an own account (which only
     * leaves). Null when the class is not hers or the account is not a member of it.
     */
    async member(caller: Caller, classId: number, userId: number) {
      const found = await classOf(db, caller, classId);
      if (!found) return null;
      const [row] = await db
        .select({ userId: classMembers.userId, displayName: classMembers.displayName, pupilClass: users.classId })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .limit(1);
      return row ? { class: { id: found.id, name: found.name }, userId: row.userId, displayName: row.displayName, classPupil: row.pupilClass === classId } : null;
    },

    /**
     * Removes a member of the teacher's class: a class pupil's account is deleted (and with
     * it, by the foreign keys, its sessions, marks, results and flashcards); a pupil who
     * joined with an own account only leaves the class. Null when the class is not hers.
     */
    async remove(caller: Caller, classId: number, userId: number): Promise<"deleted" | "removed" | "not-member" | null> {
      let forgotten: Counters[] = [];
      const result = await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: classes.id }).from(classes).where(and(eq(classes.id, classId), caller.role === "teacher" ? eq(classes.teacherId, caller.id) : sql`false`)).for("update").limit(1);
        if (!found) return null;
        forgotten = await forgetClassPupilCounters(tx, [classId], userId);
        const deleted = await tx.delete(users).where(and(eq(users.id, userId), eq(users.classId, classId))).returning({ id: users.id });
        if (deleted.length) {
          log.info("class pupil deleted", { classId, userId });
          return "deleted";
        }
        const gone = await tx.delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId))).returning({ userId: classMembers.userId });
        return gone.length ? "removed" : "not-member";
      });
      for (const counters of forgotten) await limiter.forget(counters);
      return result;
    },

    /**
     * Every member of the teacher's class, class pupils first: name, consent, and the
     * work's summary only where the parent's consent is recorded and only of a class pupil,
     * whose whole account is the class's. A pupil with an own account is the class's only in
     * its homework (the grid); their marks and quiz results are the whole site's, and other
     * classes' work among them: never read here (docs/decisions/0088). Null when not hers.
     */
    async roster(caller: Caller, classId: number): Promise<RosterMember[] | null> {
      if (!(await classOf(db, caller, classId))) return null;
      const rows = await db
        .select({ userId: classMembers.userId, displayName: classMembers.displayName, joinedAt: classMembers.joinedAt, consentAt: classMembers.consentAt, pupilClass: users.classId })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(eq(classMembers.classId, classId))
        .orderBy(asc(classMembers.displayName), asc(classMembers.userId));
      const members: RosterMember[] = [];
      for (const r of byName(rows)) {
        members.push({
          userId: r.userId,
          displayName: r.displayName,
          joinedAt: r.joinedAt,
          classPupil: r.pupilClass === classId,
          consentAt: r.consentAt,
          progress: r.consentAt && r.pupilClass === classId ? await progressOf(r.userId) : null,
        });
      }
      return members;
    },

    /** What deleting the class takes: its class pupils' accounts, and how many own accounts only leave. */
    async deleteSummary(caller: Caller, classId: number): Promise<{ classPupils: number; ownAccounts: number } | null> {
      const members = await service.roster(caller, classId);
      if (!members) return null;
      const classPupils = members.filter((m) => m.classPupil).length;
      return { classPupils, ownAccounts: members.length - classPupils };
    },
  };
  return service;
}

export type ClassPupils = ReturnType<typeof createClassPupils>;

/**
 * Class pupils (part C; docs/decisions/0066): accounts without an address,
 * password or Google link, made by a class's teacher from first names, signed in with
 * three pictures in order (core/picture-password.ts). Each account belongs to one class
 * (`users.class_id`, ON DELETE CASCADE): deleting the class or the pupil deletes the
 * account and, by their own cascades, its sessions, marks, quiz results and flashcards.
 *
 * Ownership is checked in the query itself, as in class-service.ts (class-access.ts's
 * classOf): an admin may read any class's cards and reset any class pupil's pictures;
 * nothing else. Another teacher's class answers null.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { MAX_CLASS_PUPILS } from "#core/classes/limits.ts";
import { pupilDisplayNames, readPupilNames } from "#core/classes/pupil-names.ts";
import { schoolYearEnd } from "#core/classes/school-year.ts";
import { readPictureSequence, writePictureSequence, type PictureKey } from "#core/picture-password.ts";
import {
  createPictureSignIn,
  hashPictureSecret,
  newPictureSecret,
  type PictureSignIn,
} from "#server/auth/picture-password.ts";
import { deleteCounters, keysOfAccount, type Counters, type RateLimiter } from "#server/auth/rate-limit.ts";
import { seal, unseal } from "#server/auth/secret-box.ts";
import { endAccountSessions } from "#server/auth/sessions.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, users } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { byName, classOf, pupilNamesOf, type Caller } from "./class-access";
import { memberToRemove, roster, type MemberToRemove, type RosterMember } from "./class-roster";

export type { Caller } from "./class-access";
export type { MemberToRemove, PupilProgress, RosterMember } from "./class-roster";

/** A class pupil's card: the class code, the name, the three pictures in order. */
export interface PupilCard {
  userId: number;
  displayName: string;
  pictures: PictureKey[];
}

/** A class's cards: the class, and its class pupils' cards in the Turkish alphabet's order. */
export interface ClassCards {
  class: { id: number; name: string; grade: number; schoolYear: string; joinCode: string };
  pupils: PupilCard[];
}

export type AddPupilsResult = { ok: true; pupils: PupilCard[] } | { ok: false; message: string };

export interface ClassPupils {
  /** How many more class pupils the teacher's class may take; null when it is not hers. */
  room(caller: Caller, classId: number): Promise<number | null>;
  /**
   * 'Öğrenci ekle': the pasted names (core/classes/pupil-names.ts's readPupilNames) become class
   * pupils, all or none: the class row is locked, so two pastes at once cannot pass 40
   * together. Null when the class is not the caller's (teachers only).
   */
  add(caller: Caller, classId: number, raw: unknown): Promise<AddPupilsResult | null>;
  /**
   * The cards of a class (its teacher, or an admin): the class and each class pupil's
   * name and pictures, unsealed; `userId` for one pupil's card. Null when not allowed.
   */
  cards(caller: Caller, classId: number, userId?: number): Promise<ClassCards | null>;
  /**
   * 'Resimleri yenile' (the class's teacher, or an admin): a new secret, hashed and
   * sealed; every session of the pupil ends; the account's wrong tries are forgotten.
   * Null when the class is not the caller's or the pupil not a class pupil of it.
   */
  resetPictures(caller: Caller, classId: number, userId: number): Promise<PupilCard | null>;
  /**
   * Hours before the class's picture sign-in, waiting after too many wrong tries across the
   * class (PICTURE_CLASS_THROTTLE, docs/decisions/0068), opens by itself; 0 when it does not
   * wait. The class's teacher, or an admin: a former teacher's class has no teacher to lift
   * it (docs/decisions/0088). Null when not allowed.
   */
  pictureWait(caller: Caller, classId: number): Promise<number | null>;
  /** 'Resimle girişi aç': the teacher (or an admin) lifts the class's wait (its pupils' own waits stay). False when not allowed. */
  liftPictureWait(caller: Caller, classId: number): Promise<boolean>;
  /** 'Veli onayı alındı' (given) or withdrawn, for any member of the teacher's class: "ok", "not-member", or null (not her class). */
  setConsent(caller: Caller, classId: number, userId: number, given: boolean): Promise<"ok" | "not-member" | null>;
  /**
   * 'Kaydet' under the ticked letters (decision 0108): consent recorded for every listed member of the
   * teacher's class at once, in one statement; ids not in the class are ignored, a date already
   * recorded stays (idempotent). The number of members now with consent among the listed; null when not her class.
   */
  giveConsents(caller: Caller, classId: number, userIds: readonly number[]): Promise<number | null>;
  /** class-roster.ts's memberToRemove: one member, before removing it. */
  member(caller: Caller, classId: number, userId: number): Promise<MemberToRemove | null>;
  /**
   * Removes a member of the teacher's class: a class pupil's account is deleted (and with
   * it, by the foreign keys, its sessions, marks, results and flashcards); a pupil who
   * joined with an own account only leaves the class. Null when the class is not hers.
   */
  remove(caller: Caller, classId: number, userId: number): Promise<"deleted" | "removed" | "not-member" | null>;
  /** class-roster.ts's roster: every member, with the work's summary where consent allows. */
  roster(caller: Caller, classId: number): Promise<RosterMember[] | null>;
  /** What deleting the class takes: its class pupils' accounts, and how many own accounts only leave. */
  deleteSummary(caller: Caller, classId: number): Promise<{ classPupils: number; ownAccounts: number } | null>;
}

/** The secret as sealed: "elma-kedi-top". */
const sealedText = (secret: readonly PictureKey[]) => writePictureSequence(secret);

/** The three pictures of a sealed secret; throws on a row that is not one (sealed with another key, or tampered). */
export function openSealedSecret(sealed: string, key: string | undefined): PictureKey[] {
  const secret = readPictureSequence(unseal(sealed, key));
  if (!secret || secret.length !== 3)
    throw new Error("a class pupil's sealed picture secret does not hold three pictures");
  return secret;
}

// ------------------------------------------------------------------ deleting class pupils

/**
 * Before class pupils' accounts go (a pupil removed, its class deleted, its teacher erased,
 * its school year over): every counter keyed by their ids (the wrong-picture wait…) is
 * deleted in `tx`; the returned counters are for `limiter.forget` after the commit (Redis).
 * `classIds`: the classes whose pupils go; `userId`: only that pupil of them.
 */
export async function forgetClassPupilCounters(
  tx: Pick<Db, "select" | "delete">,
  classIds: number[],
  userId?: number,
): Promise<Counters[]> {
  if (classIds.length === 0) return [];
  const pupils = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.classId, classIds), ...(userId === undefined ? [] : [eq(users.id, userId)])));
  const counters = pupils.map((p) => keysOfAccount(p.id));
  for (const c of counters) await deleteCounters(tx, c);
  return counters;
}

// ------------------------------------------------------------------ retention

/**
 * The parent's letter promises: kept until the end of the class's school year (31 August
 * of its second year, core/classes/school-year.ts's schoolYearEnd). Then every class pupil of the class
 * is deleted (with everything tied to the account) and every membership of it removed, so
 * the teacher sees nobody's work; the class itself (name, code) stays for its teacher.
 * Called by the hourly retention job; idempotent.
 */
export async function purgeEndedSchoolYears(db: Db, now = new Date()): Promise<number> {
  // The school years that have ended by `now` are those whose second year is at most this
  // one (schoolYearEnd is monotonic in it): the database picks their classes, not a read of every class.
  const lastEnded =
    schoolYearEnd(`0000-${now.getUTCFullYear()}`).getTime() <= now.getTime()
      ? now.getUTCFullYear()
      : now.getUTCFullYear() - 1;
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(sql`split_part(${classes.schoolYear}, '-', 2)::int <= ${lastEnded}`);
  const ended = rows.map((c) => c.id);
  let gone = 0;
  for (const id of ended) {
    await forgetClassPupilCounters(db, [id]);
    gone += (await db.delete(users).where(eq(users.classId, id)).returning({ id: users.id })).length;
    gone += (await db.delete(classMembers).where(eq(classMembers.classId, id)).returning({ id: classMembers.userId }))
      .length;
  }
  return gone;
}

// ------------------------------------------------------------------ the teacher's side

/** What the service's functions below share: the database, the limiter, the sealing key and the picture helper. */
interface PupilsDeps {
  db: Db;
  limiter: RateLimiter;
  key: string | undefined;
  pictureSignIn: PictureSignIn;
}

async function room({ db }: PupilsDeps, caller: Caller, classId: number): Promise<number | null> {
  const found = await classOf(db, caller, classId);
  if (!found) return null;
  return Math.max(0, MAX_CLASS_PUPILS - (await pupilNamesOf(db, classId)).length);
}

async function addPupils(
  deps: PupilsDeps,
  caller: Caller,
  classId: number,
  raw: unknown,
): Promise<AddPupilsResult | null> {
  const { db, key } = deps;
  const space = await room(deps, caller, classId);
  if (space === null) return null;
  const read = readPupilNames(raw, space);
  if (!read.ok) return read;
  // The hashes are made before the transaction (tens of ms each), not while the class is locked.
  const secrets = read.names.map(() => newPictureSecret());
  const hashes = await Promise.all(secrets.map((s) => hashPictureSecret(s)));
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, caller.id)))
      .for("update")
      .limit(1);
    if (!locked) return { ok: false as const, message: "" };
    const existing = await pupilNamesOf(tx, classId);
    if (existing.length + read.names.length > MAX_CLASS_PUPILS)
      return readPupilNames(raw, MAX_CLASS_PUPILS - existing.length) as { ok: false; message: string };
    const names = pupilDisplayNames(read.names, existing);
    const made = await tx
      .insert(users)
      .values(
        secrets.map((secret, i) => ({
          classId,
          role: "user" as const,
          pictureHash: hashes[i],
          pictureSealed: seal(sealedText(secret), key),
        })),
      )
      .returning({ id: users.id });
    await tx.insert(classMembers).values(made.map((u, i) => ({ classId, userId: u.id, displayName: names[i] })));
    log.info("class pupils added", { classId, pupils: made.length });
    return {
      ok: true as const,
      pupils: made.map((u, i) => ({ userId: u.id, displayName: names[i], pictures: secrets[i] })),
    };
  });
}

async function cards(
  { db, key }: PupilsDeps,
  caller: Caller,
  classId: number,
  userId?: number,
): Promise<ClassCards | null> {
  const found = await classOf(db, caller, classId, true);
  if (!found) return null;
  const rows = await db
    .select({ userId: users.id, displayName: classMembers.displayName, sealed: users.pictureSealed })
    .from(users)
    .innerJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, classId)))
    .where(and(eq(users.classId, classId), ...(userId === undefined ? [] : [eq(users.id, userId)])))
    .orderBy(asc(users.id));
  const pupils: PupilCard[] = byName(rows).map((r) => ({
    userId: r.userId,
    displayName: r.displayName,
    pictures: openSealedSecret(r.sealed!, key),
  }));
  return {
    class: {
      id: found.id,
      name: found.name,
      grade: found.grade,
      schoolYear: found.schoolYear,
      joinCode: found.joinCode,
    },
    pupils,
  };
}

async function resetPictures(
  { db, key, pictureSignIn }: PupilsDeps,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<PupilCard | null> {
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
    const [member] = await tx
      .select({ displayName: classMembers.displayName })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
      .limit(1);
    await endAccountSessions(tx, userId);
    return member?.displayName ?? "";
  });
  if (done === null) return null;
  await pictureSignIn.clear(userId);
  log.info("class pupil's pictures reset: sessions ended, wait cleared", { classId, userId, by: caller.role });
  return { userId, displayName: done, pictures: secret };
}

async function setConsent(
  { db }: PupilsDeps,
  caller: Caller,
  classId: number,
  userId: number,
  given: boolean,
): Promise<"ok" | "not-member" | null> {
  if (!(await classOf(db, caller, classId))) return null;
  const changed = await db
    .update(classMembers)
    .set({ consentAt: given ? sql`coalesce(${classMembers.consentAt}, now())` : null })
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  return changed.length ? "ok" : "not-member";
}

async function giveConsents(
  { db }: PupilsDeps,
  caller: Caller,
  classId: number,
  userIds: readonly number[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await classOf(tx, caller, classId))) return null;
    const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return 0;
    const changed = await tx
      .update(classMembers)
      .set({ consentAt: sql`coalesce(${classMembers.consentAt}, now())` })
      .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, ids)))
      .returning({ userId: classMembers.userId });
    return changed.length;
  });
}

async function removePupil(
  { db, limiter }: PupilsDeps,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<"deleted" | "removed" | "not-member" | null> {
  let forgotten: Counters[] = [];
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), caller.role === "teacher" ? eq(classes.teacherId, caller.id) : sql`false`))
      .for("update")
      .limit(1);
    if (!found) return null;
    forgotten = await forgetClassPupilCounters(tx, [classId], userId);
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.classId, classId)))
      .returning({ id: users.id });
    if (deleted.length) {
      log.info("class pupil deleted", { classId, userId });
      return "deleted";
    }
    const gone = await tx
      .delete(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
      .returning({ userId: classMembers.userId });
    return gone.length ? "removed" : "not-member";
  });
  for (const counters of forgotten) await limiter.forget(counters);
  return result;
}

export function createClassPupils(db: Db, limiter: RateLimiter, options: { key?: string } = {}): ClassPupils {
  const deps: PupilsDeps = { db, limiter, key: options.key, pictureSignIn: createPictureSignIn(limiter) };
  return {
    room: (caller, classId) => room(deps, caller, classId),
    add: (caller, classId, raw) => addPupils(deps, caller, classId, raw),
    cards: (caller, classId, userId) => cards(deps, caller, classId, userId),
    resetPictures: (caller, classId, userId) => resetPictures(deps, caller, classId, userId),
    async pictureWait(caller, classId) {
      if (!(await classOf(db, caller, classId, true))) return null;
      return deps.pictureSignIn.classWaitHours(classId);
    },
    async liftPictureWait(caller, classId) {
      if (!(await classOf(db, caller, classId, true))) return false;
      await deps.pictureSignIn.clearClass(classId);
      log.info("class picture sign-in wait lifted", { classId, by: caller.role });
      return true;
    },
    setConsent: (caller, classId, userId, given) => setConsent(deps, caller, classId, userId, given),
    giveConsents: (caller, classId, userIds) => giveConsents(deps, caller, classId, userIds),
    member: (caller, classId, userId) => memberToRemove(db, caller, classId, userId),
    remove: (caller, classId, userId) => removePupil(deps, caller, classId, userId),
    roster: (caller, classId) => roster(db, caller, classId),
    async deleteSummary(caller, classId) {
      const members = await roster(db, caller, classId);
      if (!members) return null;
      const classPupils = members.filter((m) => m.classPupil).length;
      return { classPupils, ownAccounts: members.length - classPupils };
    },
  };
}

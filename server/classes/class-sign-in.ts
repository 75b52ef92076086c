/**
 * A class's picture sign-in, /sinif/{kod} (docs/decisions/0067): the class found
 * by its code, the names of its class pupils, and one pupil's three pictures checked under
 * the picture helper's throttle (server/auth/picture-password.ts). Only class pupils (an
 * account whose `class_id` is the class) are listed and signed in here: an account with an
 * address never is, and a pupil of another class is the same as no pupil.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { PictureKey } from "#core/picture-password.ts";
import { createDeviceCookies, type DeviceCookies } from "#server/auth/device-cookie.ts";
import { createPictureSignIn, hashPictureSecret, type PictureCheck } from "#server/auth/picture-password.ts";
import type { RateLimiter } from "#server/auth/rate-limit.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, users } from "#server/db/schema.ts";
import { createCodeBudget } from "./code-budget";
import { turkishCollator } from "#core/text.ts";

/** A class as its sign-in page shows it: the name only (never the teacher, the grade's pupils' pictures or the code's history). */
export interface SignInClass {
  id: number;
  name: string;
}

/** A pupil on the list: the id (in the next page's address) and the name the teacher gave. */
export interface SignInPupil {
  id: number;
  name: string;
}

export type ClassLookup = { ok: true; class: SignInClass } | { ok: false; code: "unknown-code" | "too-many-requests" };

/** `device`: the browser's device cookie's value after this right sign-in (docs/decisions/0092). */
export type PupilSignIn =
  | { ok: true; user: SessionUser; device: string }
  | Exclude<PictureCheck, { ok: true }>
  | { ok: false; code: "unknown-pupil" };

export interface ClassSignIn {
  /**
   * The class of a typed code (already read by readJoinCode), for the post of the 'Sınıf
   * koduyla gir' form only: no GET looks a code up (docs/decisions/0090). A miss spends the
   * address's budget (code-budget.ts); past it, only the classes known at this address answer.
   */
  findClass(code: string, clientKey: string): Promise<ClassLookup>;
  /** The class's pupils who sign in with pictures, by name in Turkish alphabetical order (ç after c, ı before i). */
  pupils(classId: number): Promise<SignInPupil[]>;
  /** One pupil of the class, for the pictures page; null when not this class's (or closed). */
  pupil(classId: number, pupilId: number): Promise<SignInPupil | null>;
  /**
   * Checks a pupil's three taps: the address's wrong tries (past its cap only a class known
   * at the address), the class's wait and budget, the account's wait, each taken before the
   * hash (the picture helper's order, docs/decisions/0089). A right secret stored with weaker
   * parameters is hashed again. `deviceCookie`: the browser's device cookie, unchecked; an
   * entry naming this pupil under her current pictures bounds the check by its own budget
   * instead (docs/decisions/0092).
   */
  signIn(
    classId: number,
    pupilId: number,
    secret: readonly PictureKey[],
    clientKey: string,
    deviceCookie?: string | null,
  ): Promise<PupilSignIn>;
  /** The Set-Cookie header of a device cookie's value (signIn's `device`). */
  deviceCookie(value: string, secure: boolean): string;
  /** The browser's device cookie, unchecked (signIn checks it). */
  readDevice(request: Request): string | null;
  /** The teacher gave a new secret: the pupil's wrong tries are forgotten. */
  clear(pupilId: number): Promise<void>;
}

/** A class pupil of this class who may sign in (not disabled), with the name the class knows. */
async function pupilOf(db: Db, classId: number, pupilId: number) {
  const [row] = await db
    .select({ id: users.id, name: classMembers.displayName, pictureHash: users.pictureHash, role: users.role })
    .from(users)
    .innerJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, classId)))
    .where(and(eq(users.id, pupilId), eq(users.classId, classId), isNull(users.disabledAt)))
    .limit(1);
  return row ?? null;
}

/** The class whose join code this is, or null. */
async function classOfCode(db: Db, code: string): Promise<SignInClass | null> {
  const [found] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.joinCode, code))
    .limit(1);
  return found ?? null;
}

/**
 * A right secret stored with weaker parameters, hashed again: the new hash, or the one kept when
 * the stored hash changed meanwhile (the teacher gave new pictures, which win).
 */
async function rehash(db: Db, userId: number, hash: string, secret: readonly PictureKey[]): Promise<string> {
  const rehashed = await hashPictureSecret(secret);
  const [done] = await db
    .update(users)
    .set({ pictureHash: rehashed })
    .where(and(eq(users.id, userId), eq(users.pictureHash, hash)))
    .returning({ id: users.id });
  return done ? rehashed : hash;
}

/** `devices`: the device cookies, keyed from the site's key (services.ts); a random key of their own when not given. */
export function createClassSignIn(
  db: Db,
  limiter: RateLimiter,
  devices: DeviceCookies = createDeviceCookies(undefined),
): ClassSignIn {
  const pictures = createPictureSignIn(limiter);
  /**
   * Wrong codes count where /katil's do (one budget per address, an IPv6 /64 as one):
   * guessing codes here is guessing them there, and both answer with a class's name.
   */
  const budget = createCodeBudget(limiter);

  return {
    async findClass(code, clientKey) {
      const tried = await budget.tryCode(
        clientKey,
        null,
        () => classOfCode(db, code),
        () => true,
      );
      if (tried.outcome === "right") return { ok: true, class: tried.found };
      return { ok: false, code: tried.outcome === "wrong" ? "unknown-code" : "too-many-requests" };
    },
    async pupils(classId) {
      const rows = await db
        .select({ id: users.id, name: classMembers.displayName })
        .from(users)
        .innerJoin(classMembers, and(eq(classMembers.userId, users.id), eq(classMembers.classId, classId)))
        .where(and(eq(users.classId, classId), isNull(users.disabledAt)));
      return rows.sort((a, b) => turkishCollator.compare(a.name, b.name) || a.id - b.id);
    },
    async pupil(classId, pupilId) {
      const row = await pupilOf(db, classId, pupilId);
      return row && { id: row.id, name: row.name };
    },
    async signIn(classId, pupilId, secret, clientKey, deviceCookie = null) {
      const row = await pupilOf(db, classId, pupilId);
      if (!row) return { ok: false, code: "unknown-pupil" };
      const device = devices.trusted(deviceCookie, row.id, row.pictureHash);
      const check = await pictures.check({
        userId: row.id,
        storedHash: row.pictureHash,
        secret,
        clientKey,
        classId,
        device,
      });
      if (!check.ok) return check;
      // A pupil signed in from here: the class is known at this address (docs/decisions/0090).
      await budget.known.mark(classId, clientKey);
      const hash = check.rehash ? await rehash(db, row.id, row.pictureHash!, secret) : row.pictureHash!;
      return {
        ok: true,
        user: { id: row.id, email: null, role: row.role, name: row.name },
        device: devices.after(deviceCookie, row.id, hash),
      };
    },
    deviceCookie: (value, secure) => devices.header(value, secure),
    readDevice: (request) => devices.read(request),
    clear: (pupilId) => pictures.clear(pupilId),
  };
}

/**
 * A parent's link (`/veli/{token}`, docs/decisions/0071) stands on grants, and works exactly
 * while every one of them holds (docs/decisions/0088): the class's teacher still holds the
 * role, the pupil is still a member of the class, the parent's consent in force is the very
 * one the link was made under (`parent_links.consent_at`: withdrawn and recorded again, it is
 * a new consent, and the old link stays dead), and the link is neither revoked nor expired.
 * A deleted class or membership takes its links with it (the composite key's cascade).
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { schoolYearEnd } from "#core/classes/school-year.ts";
import { stateOf, type HomeworkKind, type HomeworkState } from "#core/homework/homework.ts";
import { atMost, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, parentLinks, teacherRequests, users } from "#server/db/schema.ts";
import type { ReviewProgress } from "#core/homework/daily-review.ts";
import { pupilReviewItems, type PupilReviewHomework } from "./daily-review";
import { pupilItemsNow } from "./deneme-items";
import { ownClass, type Caller } from "./queries";
import { byTurkishName } from "#core/text.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";

/**
 * What a parent's link shows: the pupil's full display name (a double first name such as "Ahmet
 * Emir" is one name, decision 0109), the class's name, and that pupil's homework of the last 4
 * weeks (and what is due in the next 4); the teacher's name as her approved teacher request gave it, if any.
 */
export interface ParentView {
  /** The pupil, for what else the page may show of a class pupil (whose whole account is the class's). */
  pupil: { userId: number; classPupil: boolean };
  displayName: string;
  className: string;
  teacherName: string | null;
  items: {
    title: string;
    titleTr: string;
    kind: HomeworkKind;
    dueAt: Date;
    state: HomeworkState;
    missing: boolean;
    score: number | null;
    total: number | null;
    /** Of the counted try: questions right in full and partly (server/homework/queries.ts). */
    right: number | null;
    partly: number | null;
    /** A 'Günlük tekrar' item's days met of its goal (docs/decisions/0119); null for an entry's item. */
    days: ReviewProgress | null;
  }[];
}

/** A class's links made at once ('Veli bağlantıları (bütün sınıf)'): the tokens, and who waits for consent; names in tr-TR order. */
export interface ClassParentLinks {
  className: string;
  expiresAt: Date;
  links: { userId: number; displayName: string; token: string }[];
  waiting: { userId: number; displayName: string }[];
}

/** A class's parents' links as its teacher makes and revokes them, and what a link shows. */
export interface ParentLinkService {
  /** A new link for a pupil of the caller's class (only with the parent's consent recorded); the token once. Null: not the caller's class or not a member. */
  makeParentLink(
    caller: Caller,
    classId: number,
    userId: number,
  ): Promise<{ token: string; expiresAt: Date } | "no-consent" | null>;
  /**
   * A new link for every pupil of the caller's class with consent recorded, at once; the tokens
   * once. Null: not the caller's class.
   */
  makeClassParentLinks(caller: Caller, classId: number): Promise<ClassParentLinks | null>;
  /** Revokes the pupil's link(s) at once; false when there was none (or not the caller's class). */
  revokeParentLink(caller: Caller, classId: number, userId: number): Promise<boolean>;
  /** The members of the caller's class with a live link. */
  linkedPupils(caller: Caller, classId: number): Promise<Set<number>>;
  /** What a link shows; null for a dead token, "too-many" for a miss past the address's limit. */
  parentView(token: string, clientKey: string, now?: Date): Promise<ParentView | "too-many" | null>;
}

/**
 * The live links matching `where`, each with its membership: the one place that says what a
 * live link is, for the parent's page and for the teacher's 'Veli bağlantısını iptal et'.
 * `at`: the moment they must be alive at.
 */
export function liveParentLinks(runner: Pick<Db, "select">, where: SQL | undefined, at: Date) {
  return runner
    .select({
      userId: parentLinks.userId,
      classId: parentLinks.classId,
      displayName: classMembers.displayName,
      className: classes.name,
    })
    .from(parentLinks)
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, parentLinks.classId), eq(classMembers.userId, parentLinks.userId)),
    )
    .innerJoin(classes, eq(classes.id, parentLinks.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(
      and(
        where,
        isNull(parentLinks.revokedAt),
        sql`${parentLinks.expiresAt} > ${at.toISOString()}::timestamptz`,
        eq(classMembers.consentAt, parentLinks.consentAt),
        eq(users.role, "teacher"),
      ),
    );
}

/**
 * The consent in force of a member, read in the database as it is kept (to the microsecond),
 * for a new link to carry: a value through JavaScript's Date would lose its microseconds and
 * never equal it again.
 */
export const consentInForce = (classId: number, userId: number) =>
  sql`(select ${classMembers.consentAt} from ${classMembers} where ${classMembers.classId} = ${classId} and ${classMembers.userId} = ${userId})`;

/** The name a class's teacher gave in her approved teacher request (the newest), or null: no other name is stored. */
async function teacherNameOf(db: Db, classId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: teacherRequests.name })
    .from(teacherRequests)
    .innerJoin(classes, eq(classes.teacherId, teacherRequests.userId))
    .where(and(eq(classes.id, classId), eq(teacherRequests.status, "approved")))
    .orderBy(desc(teacherRequests.decidedAt), desc(teacherRequests.id))
    .limit(1);
  return row?.name ?? null;
}

/** Revokes every link of these classes at once (their teacher lost the role): revoked, they never come back. */
export async function revokeLinksOfClasses(tx: Pick<Db, "update">, classIds: number[]): Promise<void> {
  if (!classIds.length) return;
  await tx
    .update(parentLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(parentLinks.classId, classIds), isNull(parentLinks.revokedAt)));
}

/** What the links' steps share: the database, and the limiter of a link's misses (without one, misses are not counted). */
interface ParentLinkDeps {
  db: Db;
  limiter?: RateLimiter;
}

/**
 * A new 'veli bağlantısı' for a pupil of the caller's class; any earlier one of that pupil
 * is revoked. Only with the parent's consent recorded (the link shows results, and the
 * teacher could open it), and tied to that consent: withdrawn, the link dies for good
 * (docs/decisions/0088). The token is returned once; only its hash is kept. Null: not the
 * caller's class or not a member; "no-consent".
 */
async function makeParentLink(
  { db }: ParentLinkDeps,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<{ token: string; expiresAt: Date } | "no-consent" | null> {
  return db.transaction(async (tx) => {
    const id = await ownClass(tx, caller, classId);
    if (id === null) return null;
    const [member] = await tx
      .select({ consentAt: classMembers.consentAt, schoolYear: classes.schoolYear })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(and(eq(classMembers.classId, id), eq(classMembers.userId, userId)))
      .for("update", { of: classMembers })
      .limit(1);
    if (!member) return null;
    if (!member.consentAt) return "no-consent";
    await tx
      .update(parentLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(parentLinks.classId, id), eq(parentLinks.userId, userId), isNull(parentLinks.revokedAt)));
    const token = newToken();
    const expiresAt = schoolYearEnd(member.schoolYear);
    // The membership row is locked: the consent the link carries is the one just read.
    await tx.insert(parentLinks).values({
      classId: id,
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      consentAt: consentInForce(id, userId),
    });
    return { token, expiresAt };
  });
}

/**
 * The whole class's links in one transaction (decision 0109): each consented member gets a
 * new link tied to their consent in force and their earlier one is revoked, as the one-pupil
 * action does; a member without consent gets none and is listed as waiting. The members'
 * rows are locked, so a consent withdrawn meanwhile waits for this to end and then kills the link.
 */
async function makeClassParentLinks(
  { db }: ParentLinkDeps,
  caller: Caller,
  classId: number,
): Promise<ClassParentLinks | null> {
  return db.transaction(async (tx) => {
    const id = await ownClass(tx, caller, classId);
    if (id === null) return null;
    const [klass] = await tx
      .select({ name: classes.name, schoolYear: classes.schoolYear })
      .from(classes)
      .where(eq(classes.id, id));
    const members = await tx
      .select({
        userId: classMembers.userId,
        displayName: classMembers.displayName,
        consentAt: classMembers.consentAt,
      })
      .from(classMembers)
      .where(eq(classMembers.classId, id))
      .for("update");
    members.sort(byTurkishName);
    const consented = members.filter((m) => m.consentAt);
    const expiresAt = schoolYearEnd(klass.schoolYear);
    const links = consented.map((m) => ({ userId: m.userId, displayName: m.displayName, token: newToken() }));
    if (links.length) {
      const ids = links.map((l) => l.userId);
      await tx
        .update(parentLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(parentLinks.classId, id), inArray(parentLinks.userId, ids), isNull(parentLinks.revokedAt)));
      await tx.insert(parentLinks).values(
        links.map((l) => ({
          classId: id,
          userId: l.userId,
          tokenHash: hashToken(l.token),
          expiresAt,
          consentAt: consentInForce(id, l.userId),
        })),
      );
    }
    const waiting = members.filter((m) => !m.consentAt).map((m) => ({ userId: m.userId, displayName: m.displayName }));
    return { className: klass.name, expiresAt, links, waiting };
  });
}

/** Revokes the pupil's link(s) at once; false when there was none (or not the caller's class). */
async function revokeParentLink(
  { db }: ParentLinkDeps,
  caller: Caller,
  classId: number,
  userId: number,
): Promise<boolean> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return false;
  const gone = await db
    .update(parentLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(parentLinks.classId, id), eq(parentLinks.userId, userId), isNull(parentLinks.revokedAt)))
    .returning({ id: parentLinks.id });
  return gone.length > 0;
}

/** The members of the caller's class with a live link (for 'Bağlantıyı iptal et'). */
async function linkedPupils({ db }: ParentLinkDeps, caller: Caller, classId: number): Promise<Set<number>> {
  const id = await ownClass(db, caller, classId);
  if (id === null) return new Set();
  const rows = await liveParentLinks(db, eq(parentLinks.classId, id), new Date());
  return new Set(rows.map((r) => r.userId));
}

/**
 * What a parent's link shows: the pupil's full name, the class's name, and their homework of the link's own
 * class due in the last 4 weeks (done, late, missing, scores); nothing of anyone else, nor
 * of the pupil's other classes (docs/decisions/0088). Null for a token that is unknown,
 * revoked, expired, or whose grants no longer hold (parent-links.ts); "too-many" for such a
 * miss past the address's limit. Only misses count, each taken in one atomic step
 * (docs/decisions/0087, 0090): the link is opened by a GET, which any page can make a browser
 * send, and a school's or a home's families share one address, so a right link is never
 * refused for others' misses.
 */
async function parentView(
  { db, limiter }: ParentLinkDeps,
  token: string,
  clientKey: string,
  now = new Date(),
): Promise<ParentView | "too-many" | null> {
  const miss = async () => {
    if (!limiter) return null;
    const { windowSeconds, limit } = RATE_LIMITS.parentLinkViews;
    const taken = await limiter.take(`veli:address:${clientKey}`, windowSeconds, atMost(limit * limiter.multiplier));
    return taken.ok ? null : ("too-many" as const);
  };
  if (!/^[\w-]{43}$/.test(token)) return miss();
  const [link] = await liveParentLinks(db, eq(parentLinks.tokenHash, hashToken(token)), now).limit(1);
  if (!link) return miss();
  const since = now.getTime() - 28 * 86_400_000;
  const shown = (i: { dueAt: Date }) =>
    i.dueAt.getTime() >= since && i.dueAt.getTime() <= now.getTime() + 28 * 86_400_000;
  // A deneme whose time ran out with the page closed is finished first (decision 0128).
  const items = (await pupilItemsNow(db, link.userId, { classId: link.classId })).filter(shown);
  const reviews = (await pupilReviewItems(db, link.userId, { classId: link.classId })).filter(shown);
  const [account] = await db.select({ classId: users.classId }).from(users).where(eq(users.id, link.userId));
  return {
    pupil: { userId: link.userId, classPupil: account?.classId === link.classId },
    displayName: link.displayName,
    className: link.className,
    teacherName: await teacherNameOf(db, link.classId),
    items: [
      ...items.map((i): ParentView["items"][number] => ({
        title: i.title,
        titleTr: i.titleTr,
        kind: i.kind,
        dueAt: i.dueAt,
        state: stateOf(i),
        missing: !i.doneAt && i.dueAt.getTime() < now.getTime(),
        score: i.score,
        total: i.total,
        right: i.right,
        partly: i.partly,
        days: null,
      })),
      ...reviews.map(reviewForParent(now)),
    ].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime()),
  };
}

/** A 'Günlük tekrar' item as the parent's page lists it, beside the entries' items (docs/decisions/0119). */
const reviewForParent =
  (now: Date) =>
  (r: PupilReviewHomework): ParentView["items"][number] => {
    const title = trHomeworkReview.itemTitle(r.reviewDays);
    return {
      title,
      titleTr: title,
      kind: "review",
      dueAt: r.dueAt,
      state: r.state,
      missing: r.state !== "done" && r.dueAt.getTime() < now.getTime(),
      score: null,
      total: null,
      right: null,
      partly: null,
      days: r.progress,
    };
  };

/** The links of a class's pupils (docs/decisions/0071, 0088): the teacher's side and the parent's page. */
export function createParentLinks(db: Db, limiter?: RateLimiter): ParentLinkService {
  const deps: ParentLinkDeps = { db, limiter };
  return {
    makeParentLink: (caller, classId, userId) => makeParentLink(deps, caller, classId, userId),
    makeClassParentLinks: (caller, classId) => makeClassParentLinks(deps, caller, classId),
    revokeParentLink: (caller, classId, userId) => revokeParentLink(deps, caller, classId, userId),
    linkedPupils: (caller, classId) => linkedPupils(deps, caller, classId),
    parentView: (token, clientKey, now) => parentView(deps, token, clientKey, now),
  };
}

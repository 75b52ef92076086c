/**
 * A parent's link (`/veli/{token}`, docs/decisions/0071) stands on grants, and works exactly
 * while every one of them holds (docs/decisions/0088): the class's teacher still holds the
 * role, the pupil is still a member of the class, the parent's consent in force is the very
 * one the link was made under (`parent_links.consent_at`: withdrawn and recorded again, it is
 * a new consent, and the old link stays dead), and the link is neither revoked nor expired.
 * A deleted class or membership takes its links with it (the composite key's cascade).
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, parentLinks, users } from "#server/db/schema.ts";

/**
 * The live links matching `where`, each with its membership: the one place that says what a
 * live link is, for the parent's page and for the teacher's 'Veli bağlantısını iptal et'.
 * `at`: the moment they must be alive at.
 */
export function liveParentLinks(runner: Pick<Db, "select">, where: SQL | undefined, at: Date) {
  return runner
    .select({ userId: parentLinks.userId, classId: parentLinks.classId, displayName: classMembers.displayName })
    .from(parentLinks)
    .innerJoin(classMembers, and(eq(classMembers.classId, parentLinks.classId), eq(classMembers.userId, parentLinks.userId)))
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

/** Revokes every link of these classes at once (their teacher lost the role): revoked, they never come back. */
export async function revokeLinksOfClasses(tx: Pick<Db, "update">, classIds: number[]): Promise<void> {
  if (!classIds.length) return;
  await tx
    .update(parentLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(parentLinks.classId, classIds), isNull(parentLinks.revokedAt)));
}

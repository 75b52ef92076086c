/**
 * Who may read a class's pupils (docs/decisions/0066): a class is read only `where id = ? and
 * teacher_id = <the caller>`, or any class for an admin where upkeep allows it (the cards, a
 * picture reset, the class's picture wait). Another teacher's class answers null.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, users, type Role } from "#server/db/schema.ts";
import { byTurkishName } from "#core/text.ts";

/** Who asks: a teacher reads her own classes; an admin (for upkeep) any class's cards and resets. */
export interface Caller {
  id: number;
  role: Role;
}

/** The class if the caller is its teacher (or an admin where `admin` allows); null otherwise. */
export async function classOf(runner: Pick<Db, "select">, caller: Caller, classId: number, admin = false) {
  const mine =
    caller.role === "teacher"
      ? eq(classes.teacherId, caller.id)
      : admin && caller.role === "admin"
        ? sql`true`
        : sql`false`;
  const [row] = await runner
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      schoolYear: classes.schoolYear,
      joinCode: classes.joinCode,
      teacherId: classes.teacherId,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), mine))
    .limit(1);
  return row ?? null;
}

/** The display names of the class's class pupils (not its own accounts). */
export async function pupilNamesOf(runner: Pick<Db, "select">, classId: number): Promise<string[]> {
  const rows = await runner
    .select({ displayName: classMembers.displayName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.classId, classId)));
  return rows.map((r) => r.displayName);
}

/** Names in the Turkish alphabet's order (the database's collation may not know it). */
export const byName = <T extends { displayName: string; userId: number }>(rows: T[]) => rows.sort(byTurkishName);

import { eq } from "drizzle-orm";
import { newJoinCode } from "#server/classes/class-service.ts";
import { hashPictureSecret } from "#server/auth/picture-password.ts";
import { seal } from "#server/auth/secret-box.ts";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, users } from "#server/db/schema.ts";
import type { PictureKey } from "#core/picture-password.ts";

/**
 * Class pupils for tests: a teacher, a class and accounts made as the teacher's
 * side makes them (no address, the picture secret hashed and sealed, a class_members row
 * with the name). The teacher's pages are not needed; the rows are written directly. Used
 * by tests/integration/picture-sign-in.test.ts and, through tsx, by tests/e2e/server.mjs.
 */
export interface MadePupil {
  id: number;
  name: string;
  secret: PictureKey[];
}

export interface MadeClass {
  id: number;
  teacherId: number;
  name: string;
  code: string;
  pupils: MadePupil[];
}

let made = 0;

/** A teacher with a class, and in it one class pupil for each [name, secret]. */
export async function makeClassWithPupils(
  db: Db,
  options: {
    name?: string;
    code?: string;
    locked?: boolean;
    pupils: readonly (readonly [string, readonly PictureKey[]])[];
  },
): Promise<MadeClass> {
  const tag = `${Date.now().toString(36)}-${++made}-${Math.random().toString(36).slice(2, 6)}`;
  const [teacher] = await db
    .insert(users)
    .values({ email: `ogretmen-${tag}@merdiven.test`, role: "teacher" })
    .returning();
  const [row] = await db
    .insert(classes)
    .values({
      teacherId: teacher.id,
      name: options.name ?? "2-A İngilizce",
      grade: 2,
      schoolYear: "2026-2027",
      joinCode: options.code ?? newJoinCode(),
      joiningLocked: options.locked ?? false,
    })
    .returning();
  const pupils: MadePupil[] = [];
  for (const [name, secret] of options.pupils) pupils.push({ ...(await addClassPupil(db, row.id, name, secret)) });
  return { id: row.id, teacherId: teacher.id, name: row.name, code: row.joinCode, pupils };
}

/** One more class pupil in a class. */
export async function addClassPupil(
  db: Db,
  classId: number,
  name: string,
  secret: readonly PictureKey[],
): Promise<MadePupil> {
  const [user] = await db
    .insert(users)
    .values({ classId, pictureHash: await hashPictureSecret(secret), pictureSealed: seal(secret.join("-"), undefined) })
    .returning();
  await db.insert(classMembers).values({ classId, userId: user.id, displayName: name });
  return { id: user.id, name, secret: [...secret] };
}

/** The teacher replaces the class's code; the old one stops working. */
export async function replaceCode(db: Db, classId: number): Promise<string> {
  const [row] = await db
    .update(classes)
    .set({ joinCode: newJoinCode() })
    .where(eq(classes.id, classId))
    .returning({ joinCode: classes.joinCode });
  return row.joinCode;
}

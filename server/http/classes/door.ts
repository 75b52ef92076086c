/**
 * What the class handlers of /api/v1/classes share: the class of the address with its teacher
 * (or an admin where upkeep allows), a refusal of core/classes/answers.ts's table, and the JSON
 * shapes of a class, a member and a pupil's card.
 */
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { CLASS_REFUSED, type ClassRefusal } from "#core/classes/answers.ts";
import { readMemberId, type FormRead } from "#core/classes/forms.ts";
import { classSignInPath, joinUrlPath } from "#core/classes/paths.ts";
import { parseEntryId } from "#core/content.ts";
import { tr } from "#core/messages.ts";
import { pictureName } from "#core/picture-password.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import type { PupilCard } from "#server/classes/class-pupils.ts";
import type { ClassView, MemberView } from "#server/classes/class-service.ts";
import { invalidJson, jsonObject, notFoundJson, signedIn, teacherOf } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";

export type ClassesEnv = { Bindings: { incoming?: IncomingMessage } };
export type ClassContext = Context<ClassesEnv>;

/** At most this many bytes of JSON in a class request (a name, a grade, a year, a code). */
export const MAX_JSON_BYTES = 4 * 1024;

/** The body (a JSON object of at most MAX_JSON_BYTES) read by the page's reader of the same fields, or the answer that refuses it. */
export async function readJsonBody<T>(
  c: Context,
  read: (fields: unknown) => FormRead<T>,
): Promise<{ input: T } | Response> {
  const body = await jsonObject(c, MAX_JSON_BYTES);
  if (body instanceof Response) return body;
  const result = read(body);
  return result.ok ? { input: result.input } : invalidJson(c, result.errors);
}

/** The caller and the class id of the address. */
export interface OwnClass {
  user: SessionUser;
  id: number;
}

/** The teacher and the class id of the address, or the answer (401, 403, 404). */
export async function ownClass(services: Services, c: Context): Promise<OwnClass | Response> {
  const user = await teacherOf(services, c);
  if (user instanceof Response) return user;
  const id = parseEntryId(c.req.param("id"));
  return id === null ? notFoundJson(c) : { user, id };
}

/** The class's teacher or (for the cards, a reset, the picture wait, homework) an admin, and the class id; or the answer (401, 403, 404). */
export async function ownClassOrAdmin(services: Services, c: Context): Promise<OwnClass | Response> {
  const user = await signedIn(services, c);
  if (user instanceof Response) return user;
  if (user.role !== "teacher" && user.role !== "admin")
    return c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
  const id = parseEntryId(c.req.param("id"));
  return id === null ? notFoundJson(c) : { user, id };
}

/** The member of the address (`{userId}`); a bad id is nobody's. */
export const memberOf = (c: Context) => readMemberId(c.req.param("userId"));

/** A refusal of the class table, as the JSON door answers it. */
export function refusedJson(c: Context, code: ClassRefusal) {
  const { message, status } = CLASS_REFUSED[code];
  return c.json({ code, message }, status);
}

export function classJson(services: Services, k: ClassView) {
  return {
    id: k.id,
    name: k.name,
    grade: k.grade,
    schoolYear: k.schoolYear,
    joinCode: k.joinCode,
    joiningLocked: k.joiningLocked,
    // With the class link (docs/decisions/0090): it joins without spending a wrong-code budget.
    joinUrl: new URL(
      joinUrlPath(k.joinCode, services.classLinks.token(k.id, k.joinCode)),
      services.config.siteUrl,
    ).toString(),
    members: k.members,
    createdAt: k.createdAt.toISOString(),
  };
}

export const memberJson = (m: MemberView) => ({
  userId: m.userId,
  displayName: m.displayName,
  joinedAt: m.joinedAt.toISOString(),
});

/** A card of class `classId` with its code: the sign-in address carries the class link, as the printed card's QR code (docs/decisions/0090). */
export const cardJson = (services: Services, classId: number, code: string, p: PupilCard) => ({
  userId: p.userId,
  displayName: p.displayName,
  classCode: code,
  pictures: p.pictures.map((key) => ({ key, name: pictureName(key) })),
  signInUrl: new URL(
    classSignInPath(code, services.classLinks.token(classId, code)),
    services.config.siteUrl,
  ).toString(),
});

/** A teacher's classes over JSON (/api/v1/classes, docs/decisions/0064): the list, a new one, one class, its name and lock, its code, its deletion. */
import { readClassName, readNewClass } from "#core/classes/forms.ts";
import { tr } from "#core/messages.ts";
import { invalidJson, jsonObject, notFoundJson, teacherOf } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import {
  classJson,
  memberJson,
  MAX_JSON_BYTES,
  ownClass,
  readJsonBody,
  refusedJson,
  type ClassContext,
  type OwnClass,
} from "./door";

export async function listClasses(services: Services, c: ClassContext) {
  const user = await teacherOf(services, c);
  if (user instanceof Response) return user;
  return c.json({ items: (await services.classes.list(user.id)).map((k) => classJson(services, k)) });
}

export async function createClass(services: Services, c: ClassContext) {
  const user = await teacherOf(services, c);
  if (user instanceof Response) return user;
  const read = await readJsonBody(c, readNewClass);
  if (read instanceof Response) return read;
  const created = await services.classes.create(user.id, read.input);
  if (created === "too-many") return refusedJson(c, "too-many-classes");
  c.header("Location", `/api/v1/classes/${created.id}`);
  return c.json(classJson(services, created), 201);
}

/** The class as it is now (after a change), or 404 when it went meanwhile. */
async function classNow(services: Services, c: ClassContext, own: OwnClass) {
  const found = await services.classes.get(own.user.id, own.id);
  return found ? c.json(classJson(services, found.class)) : notFoundJson(c);
}

export async function getClass(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const found = await services.classes.get(own.user.id, own.id);
  if (!found) return notFoundJson(c);
  return c.json({ ...classJson(services, found.class), memberList: found.members.map(memberJson) });
}

/** A new name (the form's rule) and/or joining locked or open; either may be left out. */
export async function patchClass(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const input = await jsonObject(c, MAX_JSON_BYTES);
  if (input instanceof Response) return input;
  const patch: { name?: string; joiningLocked?: boolean } = {};
  if ("name" in input) {
    const read = readClassName(input.name);
    if (!read.ok) return invalidJson(c, read.errors);
    patch.name = read.input.name;
  }
  if ("joiningLocked" in input) {
    if (typeof input.joiningLocked !== "boolean") return invalidJson(c, { joiningLocked: tr.api.badRequest });
    patch.joiningLocked = input.joiningLocked;
  }
  if (!(await services.classes.update(own.user.id, own.id, patch))) return notFoundJson(c);
  return classNow(services, c, own);
}

export async function newClassCode(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  if ((await services.classes.newCode(own.user.id, own.id)) === null) return notFoundJson(c);
  return classNow(services, c, own);
}

export async function deleteClass(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const memberships = await services.classes.remove(own.user.id, own.id);
  if (memberships === null) return notFoundJson(c);
  return c.json({ id: own.id, code: "deleted", message: tr.classes.deleted, memberships });
}

import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { classCreateSchema, classRenameSchema, classSignInPath, joinSchema, joinUrlPath, MAX_CLASS_PUPILS } from "#core/classes.ts";
import { parseEntryId } from "#core/content.ts";
import { istanbulFields } from "#core/homework/homework.ts";
import { readHomework } from "#core/homework/form.ts";
import { ASSIGN_REFUSED } from "#core/homework/refusals.ts";
import { gridCsv } from "#core/homework/grid.ts";
import { tr } from "#core/messages.ts";
import { pictureName } from "#core/picture-password.ts";
import { fieldErrors } from "#core/schemas.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import type { PupilCard } from "#server/classes/class-pupils.ts";
import type { ClassView, MemberView } from "#server/classes/class-service.ts";
import type { HomeworkView } from "#server/homework/queries.ts";
import type { Services } from "#server/services.ts";
import { clientKey } from "./client-address";

type Env = { Bindings: { incoming?: IncomingMessage } };

/** At most this many bytes of JSON in a class request (a name, a grade, a year, a code). */
const MAX_JSON_BYTES = 4 * 1024;

/**
 * /api/v1/classes (issue 34; docs/decisions/0064): the class pages' rules as JSON. The
 * site's session cookie authenticates, as for every API write (the CSRF middleware has
 * already refused a cross-site mutation); 401 without a session, 403 for an account that
 * is not a teacher's, and 404 for a class that is not the teacher's own: the service reads
 * a class only where its teacher is the caller.
 */
export function classRoutes(services: Services) {
  const api = new Hono<Env>();
  // Every answer is one person's: never kept by a cache.
  api.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });

  const siteUrl = services.config.siteUrl;
  const classJson = (k: ClassView) => ({
    id: k.id,
    name: k.name,
    grade: k.grade,
    schoolYear: k.schoolYear,
    joinCode: k.joinCode,
    joiningLocked: k.joiningLocked,
    // With the class link (docs/decisions/0090): it joins without spending a wrong-code budget.
    joinUrl: new URL(joinUrlPath(k.joinCode, services.classLinks.token(k.id, k.joinCode)), siteUrl).toString(),
    members: k.members,
    createdAt: k.createdAt.toISOString(),
  });
  const memberJson = (m: MemberView) => ({ userId: m.userId, displayName: m.displayName, joinedAt: m.joinedAt.toISOString() });
  const notFound = (c: Context) => c.json({ code: "not-found", message: tr.common.notFound }, 404);

  async function signedIn(c: Context): Promise<SessionUser | Response> {
    const token = sessionToken(c.req.raw);
    const user = token ? await services.auth.userForSession(token) : null;
    return user ?? c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401);
  }

  async function teacher(c: Context): Promise<SessionUser | Response> {
    const user = await signedIn(c);
    if (user instanceof Response) return user;
    return user.role === "teacher" ? user : c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
  }

  /** The JSON body (an object, at most MAX_JSON_BYTES), or the answer that refuses it. */
  async function body(c: Context): Promise<Record<string, unknown> | Response> {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") return c.json({ code: "unsupported-media-type", message: tr.api.badRequest }, 415);
    const text = await c.req.text();
    if (text.length > MAX_JSON_BYTES) return c.json({ code: "too-large", message: tr.api.badRequest }, 413);
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
  }

  const invalid = (c: Context, errors: Record<string, string>) => c.json({ code: "invalid", message: Object.values(errors)[0] ?? tr.api.badRequest, errors }, 400);

  // ---- a pupil joins (before /:id, which it would otherwise look like)
  api.post("/join", async (c) => {
    const user = await signedIn(c);
    if (user instanceof Response) return user;
    const input = await body(c);
    if (input instanceof Response) return input;
    const parsed = joinSchema.safeParse(input);
    if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
    const address = clientKey(c.env?.incoming?.socket.remoteAddress, c.req.header("X-Forwarded-For"), services.config.TRUST_PROXY);
    const result = await services.classes.join(user.id, parsed.data, address);
    if (result.ok) return c.json({ classId: result.classId, name: result.name, code: "joined", message: tr.classes.joined(result.name) }, 201);
    const refused = {
      "unknown-code": [tr.classes.codeUnknown, 404],
      locked: [tr.classes.codeLocked, 409],
      "own-class": [tr.classes.ownClass, 409],
      "already-member": [tr.classes.alreadyMember, 409],
      "too-many-requests": [tr.classes.joinTooMany, 429],
      "class-pupil": [tr.pictureLogin.classAccountRefused, 403],
    } as const;
    const [message, status] = refused[result.code];
    return c.json({ code: result.code, message }, status);
  });

  // ---- a teacher's classes
  api.get("/", async (c) => {
    const user = await teacher(c);
    if (user instanceof Response) return user;
    return c.json({ items: (await services.classes.list(user.id)).map(classJson) });
  });

  api.post("/", async (c) => {
    const user = await teacher(c);
    if (user instanceof Response) return user;
    const input = await body(c);
    if (input instanceof Response) return input;
    const parsed = classCreateSchema.safeParse(input);
    if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
    const created = await services.classes.create(user.id, parsed.data);
    if (created === "too-many") return c.json({ code: "too-many-classes", message: tr.classes.tooManyClasses }, 409);
    c.header("Location", `/api/v1/classes/${created.id}`);
    return c.json(classJson(created), 201);
  });

  /** The teacher and the class id of the address, or the answer (401, 403, 404). */
  async function ownClass(c: Context): Promise<{ user: SessionUser; id: number } | Response> {
    const user = await teacher(c);
    if (user instanceof Response) return user;
    const id = parseEntryId(c.req.param("id"));
    return id === null ? notFound(c) : { user, id };
  }

  api.get("/:id", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const found = await services.classes.get(own.user.id, own.id);
    if (!found) return notFound(c);
    return c.json({ ...classJson(found.class), memberList: found.members.map(memberJson) });
  });

  api.patch("/:id", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const input = await body(c);
    if (input instanceof Response) return input;
    const patch: { name?: string; joiningLocked?: boolean } = {};
    if ("name" in input) {
      const parsed = classRenameSchema.safeParse({ name: input.name });
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      patch.name = parsed.data.name;
    }
    if ("joiningLocked" in input) {
      if (typeof input.joiningLocked !== "boolean") return invalid(c, { joiningLocked: tr.api.badRequest });
      patch.joiningLocked = input.joiningLocked;
    }
    if (!(await services.classes.update(own.user.id, own.id, patch))) return notFound(c);
    const found = await services.classes.get(own.user.id, own.id);
    return found ? c.json(classJson(found.class)) : notFound(c);
  });

  api.post("/:id/code", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    if ((await services.classes.newCode(own.user.id, own.id)) === null) return notFound(c);
    const found = await services.classes.get(own.user.id, own.id);
    return found ? c.json(classJson(found.class)) : notFound(c);
  });

  // ---- class pupils without an address (issue 34 C; docs/decisions/0066)
  const MAX_NAMES_JSON_BYTES = 8 * 1024;
  /** A card of class `classId` with its code: the sign-in address carries the class link, as the printed card's QR code (docs/decisions/0090). */
  const cardJson = (classId: number, code: string, p: PupilCard) => ({
    userId: p.userId,
    displayName: p.displayName,
    classCode: code,
    pictures: p.pictures.map((key) => ({ key, name: pictureName(key) })),
    signInUrl: new URL(classSignInPath(code, services.classLinks.token(classId, code)), siteUrl).toString(),
  });
  const pupilOf = (c: Context) => parseEntryId(c.req.param("userId")) ?? 0;

  /** The class's teacher or (for reset) an admin, and the class id; or the answer (401, 403, 404). */
  async function ownClassOrAdmin(c: Context): Promise<{ user: SessionUser; id: number } | Response> {
    const user = await signedIn(c);
    if (user instanceof Response) return user;
    if (user.role !== "teacher" && user.role !== "admin") return c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
    const id = parseEntryId(c.req.param("id"));
    return id === null ? notFound(c) : { user, id };
  }

  api.get("/:id/pupils", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const roster = await services.classPupils.roster(own.user, own.id);
    if (!roster) return notFound(c);
    // Results only with the parent's consent: `progress` is null until it is recorded.
    return c.json({
      items: roster.map((m) => ({ userId: m.userId, displayName: m.displayName, classPupil: m.classPupil, joinedAt: m.joinedAt.toISOString(), consentAt: m.consentAt?.toISOString() ?? null, progress: m.progress })),
    });
  });

  api.post("/:id/pupils", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") return c.json({ code: "unsupported-media-type", message: tr.api.badRequest }, 415);
    const text = await c.req.text();
    if (text.length > MAX_NAMES_JSON_BYTES) return c.json({ code: "too-large", message: tr.api.badRequest }, 413);
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    }
    const names = (input as { names?: unknown } | null)?.names;
    // The names as one text (a line each) or a list of at most 40 strings, joined the same way.
    if (Array.isArray(names) && names.length > MAX_CLASS_PUPILS) return invalid(c, { names: tr.classes.pupilNamesTooMany(MAX_CLASS_PUPILS) });
    if (Array.isArray(names) && !names.every((n) => typeof n === "string")) return invalid(c, { names: tr.classes.pupilNamesRequired });
    const raw = Array.isArray(names) ? names.join("\n") : names;
    const added = await services.classPupils.add(own.user, own.id, raw);
    if (added === null) return notFound(c);
    if (!added.ok) return invalid(c, { names: added.message });
    const cards = await services.classPupils.cards(own.user, own.id);
    return c.json({ items: added.pupils.map((p) => cardJson(cards!.class.id, cards!.class.joinCode, p)) }, 201);
  });

  api.get("/:id/pupils/cards", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const cards = await services.classPupils.cards(own.user, own.id);
    if (!cards) return notFound(c);
    return c.json({ items: cards.pupils.map((p) => cardJson(cards.class.id, cards.class.joinCode, p)) });
  });

  api.post("/:id/pupils/:userId/pictures", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const card = await services.classPupils.resetPictures(own.user, own.id, pupilOf(c));
    if (!card) return notFound(c);
    const cards = await services.classPupils.cards(own.user, own.id, card.userId);
    return c.json(cardJson(cards!.class.id, cards!.class.joinCode, card));
  });

  const consent = (given: boolean) => async (c: Context) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const result = await services.classPupils.setConsent(own.user, own.id, pupilOf(c), given);
    if (result === null) return notFound(c);
    if (result === "not-member") return c.json({ code: "not-member", message: tr.classes.memberGone }, 404);
    return c.json({ code: given ? "consent-recorded" : "consent-withdrawn", message: given ? tr.classes.consentRecorded : tr.classes.consentWithdrawn });
  };
  api.put("/:id/pupils/:userId/consent", consent(true));
  api.delete("/:id/pupils/:userId/consent", consent(false));

  // A class pupil's account is deleted (it belongs to the class); an own account only leaves.
  // Both addresses: /pupils/{userId} for the teacher's own pupils, /members/{userId} from part A.
  const removeMember = async (c: Context) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const result = await services.classPupils.remove(own.user, own.id, pupilOf(c));
    if (result === null) return notFound(c);
    if (result === "not-member") return c.json({ code: "not-member", message: tr.classes.memberGone }, 404);
    return c.json({ code: result, message: result === "deleted" ? tr.classes.pupilRemoved : tr.classes.removed });
  };
  api.delete("/:id/pupils/:userId", removeMember);
  api.delete("/:id/members/:userId", removeMember);

  // The class's picture sign-in, waiting after too many wrong tries across the class (docs/decisions/0068): read, and lifted by its
  // teacher or an admin (a former teacher's class has no teacher to lift it: docs/decisions/0088).
  api.get("/:id/picture-wait", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const hours = await services.classPupils.pictureWait(own.user, own.id);
    if (hours === null) return notFound(c);
    return c.json({ waiting: hours > 0, opensInHours: hours });
  });
  api.delete("/:id/picture-wait", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    if (!(await services.classPupils.liftPictureWait(own.user, own.id))) return notFound(c);
    return c.json({ code: "picture-wait-lifted", message: tr.classes.pictureWaitLifted });
  });

  // ---- homework (issue 35; docs/decisions/0069): the class's teacher, or an admin
  const homeworkJson = (h: HomeworkView) => ({
    id: h.id,
    classId: h.classId,
    contentId: h.contentId,
    title: h.title,
    kind: h.kind,
    dueAt: h.dueAt.toISOString(),
    due: istanbulFields(h.dueAt),
    note: h.note,
    answersShown: h.answersShown,
    tries: h.tries,
    scoreCounts: h.scoreCounts,
    passPercent: h.passPercent,
    deviceTime: h.deviceTime,
    pupils: h.pupils,
    createdAt: h.createdAt.toISOString(),
  });
  const homeworkOf = (c: Context) => parseEntryId(c.req.param("hid")) ?? 0;
  const assignRefused = (c: Context, code: keyof typeof ASSIGN_REFUSED) => {
    const { field, message } = ASSIGN_REFUSED[code];
    return field ? invalid(c, { [field]: message }) : c.json({ code, message }, 409);
  };

  api.get("/:id/homework", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const items = await services.homework.list(own.user, own.id);
    return items ? c.json({ items: items.map(homeworkJson) }) : notFound(c);
  });

  /** A new item (POST) or a changed one (PUT): the same fields as the form, checked by the same rules. */
  const writeHomework = (editing: boolean) => async (c: Context) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const input = await body(c);
    if (input instanceof Response) return input;
    const read = readHomework(input, new Date(), editing);
    if (!read.ok) return invalid(c, read.errors);
    const result = editing ? await services.homework.update(own.user, own.id, homeworkOf(c), read.input) : await services.homework.assign(own.user, own.id, read.input);
    if (result === null) return notFound(c);
    if (!result.ok) return assignRefused(c, result.code);
    if (!editing) c.header("Location", `/api/v1/classes/${own.id}/homework/${result.homework.id}`);
    return c.json(homeworkJson(result.homework), editing ? 200 : 201);
  };
  api.post("/:id/homework", writeHomework(false));
  api.put("/:id/homework/:hid", writeHomework(true));

  // The teacher's grid (before /:hid, which it would otherwise look like): JSON, and the CSV for Excel.
  api.get("/:id/homework/grid", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const grid = await services.homework.grid(own.user, own.id);
    if (!grid) return notFound(c);
    return c.json({
      items: grid.items.map((h) => ({ id: h.id, title: h.title, kind: h.kind, dueAt: h.dueAt.toISOString() })),
      rows: grid.rows,
    });
  });
  api.get("/:id/homework/grid.csv", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const grid = await services.homework.grid(own.user, own.id);
    if (!grid) return notFound(c);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="odevler-${own.id}.csv"`);
    return c.body(gridCsv(grid));
  });

  api.get("/:id/homework/:hid/questions", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const report = await services.homework.questionReport(own.user, own.id, homeworkOf(c));
    if (!report) return notFound(c);
    return c.json({ item: { ...report.item, dueAt: report.item.dueAt.toISOString() }, pupils: report.pupils, questions: report.questions });
  });

  api.get("/:id/homework/:hid", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    const item = await services.homework.get(own.user, own.id, homeworkOf(c));
    return item ? c.json(homeworkJson(item)) : notFound(c);
  });

  api.delete("/:id/homework/:hid", async (c) => {
    const own = await ownClassOrAdmin(c);
    if (own instanceof Response) return own;
    if (!(await services.homework.remove(own.user, own.id, homeworkOf(c)))) return notFound(c);
    return c.json({ id: homeworkOf(c), code: "deleted", message: tr.homework.deleted });
  });

  api.delete("/:id", async (c) => {
    const own = await ownClass(c);
    if (own instanceof Response) return own;
    const memberships = await services.classes.remove(own.user.id, own.id);
    if (memberships === null) return notFound(c);
    return c.json({ id: own.id, code: "deleted", message: tr.classes.deleted, memberships });
  });

  return api;
}

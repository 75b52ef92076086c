import { Hono, type Context } from "hono";
import { entryJson, parseEntryId } from "../../core/content";
import { MAX_UNIT } from "../../core/content-form";
import { isContentTypeCode } from "../../core/content-types";
import { parseGrade } from "../../core/grades";
import { tr } from "../../core/messages";
import { isTerm } from "../../core/terms";
import { adminAccess } from "../auth/admin-access";
import type { AdminFailure } from "../content/content-admin-service";
import { log } from "../log";
import type { Services } from "../services";
import { openApiDocument } from "./openapi";

export const API_MAX_PAGE_SIZE = 100;
export const API_DEFAULT_PAGE_SIZE = 50;


function positiveInt(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

export function apiRoutes(services: Services) {
  const api = new Hono();
  // Successful reads are kept and tagged by the response cache (server/http/response-cache.ts); the rest is never reused.
  api.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-cache");
  });

  api.onError((error, c) => {
    log.error("api error", { error, path: c.req.path });
    return c.json({ code: "unavailable", message: tr.api.unavailable }, 503);
  });

  api.get("/openapi.json", (c) => c.json(openApiDocument));

  api.get("/contents", async (c) => {
    const q = c.req.query();
    const grade = q.grade ? parseGrade(q.grade) : undefined;
    if (grade === null) return c.json({ code: "invalid-grade", message: tr.api.invalidGrade }, 400);
    const typeNumber = q.type ? Number(q.type) : undefined;
    if (typeNumber !== undefined && !isContentTypeCode(typeNumber)) {
      return c.json({ code: "invalid-type", message: tr.api.invalidType }, 400);
    }
    const term = q.term ? Number(q.term) : undefined;
    if (term !== undefined && !isTerm(term)) return c.json({ code: "invalid-term", message: tr.api.invalidTerm }, 400);
    const unit = q.unit ? positiveInt(q.unit, 1, MAX_UNIT) : undefined;
    if (unit === null) return c.json({ code: "invalid-unit", message: tr.api.invalidUnit }, 400);
    const page = positiveInt(q.page, 1, 100_000);
    const pageSize = positiveInt(q.pageSize, API_DEFAULT_PAGE_SIZE, API_MAX_PAGE_SIZE);
    if (page === null || pageSize === null) return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    const result = await services.content.list({ grade, type: typeNumber, term, unit }, { page, pageSize });
    return c.json({ ...result, items: result.items.map(entryJson) });
  });

  api.get("/contents/:id", async (c) => {
    const id = parseEntryId(c.req.param("id"));
    const entry = id === null ? null : await services.content.getById(id);
    if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    return c.json(entryJson(entry));
  });

  // ------------------------------------------------------------ admin writes
  // The same service and rules as the /notekle forms. The session is checked before
  // a byte of the body is read: nobody else gets to upload even into a temp file.

  /** null when the request is the admin's; otherwise the 401/403 answer. */
  async function refuseUnlessAdmin(c: Context) {
    const access = await adminAccess(services.auth, c.req.raw);
    if (access.ok) return null;
    return access.status === 401
      ? c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401)
      : c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
  }

  const writeFailure = (c: Context, f: AdminFailure) =>
    c.json({ code: f.code, message: f.message, ...(Object.keys(f.errors).length ? { errors: f.errors } : {}) }, f.status);

  api.post("/contents", async (c) => {
    const refused = await refuseUnlessAdmin(c);
    if (refused) return refused;
    const result = await services.contentAdmin.createFromRequest(c.req.raw);
    if (!result.ok) return writeFailure(c, result);
    c.header("Location", `/api/v1/contents/${result.entry.id}`);
    return c.json(entryJson(result.entry), 201);
  });

  api.patch("/contents/:id", async (c) => {
    const refused = await refuseUnlessAdmin(c);
    if (refused) return refused;
    const id = parseEntryId(c.req.param("id"));
    if (id === null) return c.json({ code: "not-found", message: tr.admin.notFoundEntries }, 404);
    const result = await services.contentAdmin.updateFromRequest(id, c.req.raw);
    if (!result.ok) return writeFailure(c, result);
    return c.json(entryJson(result.entry));
  });

  api.delete("/contents/:id", async (c) => {
    const refused = await refuseUnlessAdmin(c);
    if (refused) return refused;
    const id = parseEntryId(c.req.param("id"));
    const result = id === null ? null : await services.contentAdmin.remove(id);
    if (!result) return c.json({ code: "not-found", message: tr.admin.notFoundEntries }, 404);
    if (!result.ok) return c.json({ code: result.code, message: result.message }, result.status);
    return c.json({
      id: result.entry.id,
      code: "deleted",
      message: tr.admin.deleted,
      ...(result.fileMissing ? { warning: tr.admin.notFoundReference } : {}),
    });
  });

  api.all("*", (c) => c.json({ code: "not-found", message: tr.api.notFound }, 404));
  return api;
}

import { Hono } from "hono";
import { etag } from "hono/etag";
import { contentPath, fileUrl, type ContentEntry } from "../../core/content";
import { isContentTypeCode } from "../../core/content-types";
import { parseGrade } from "../../core/grades";
import { tr } from "../../core/messages";
import { log } from "../log";
import type { Services } from "../services";
import { openApiDocument } from "./openapi";

export const API_MAX_PAGE_SIZE = 100;
export const API_DEFAULT_PAGE_SIZE = 50;

/** An entry as the API shows it: SPEC.md §3's fields plus id, url and fileUrl (DESIGN.md). */
export function toApiEntry(entry: ContentEntry) {
  return { ...entry, url: contentPath(entry), fileUrl: fileUrl(entry) };
}

function positiveInt(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

export function apiRoutes(services: Services) {
  const api = new Hono();
  api.use("*", etag());
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
    const page = positiveInt(q.page, 1, 100_000);
    const pageSize = positiveInt(q.pageSize, API_DEFAULT_PAGE_SIZE, API_MAX_PAGE_SIZE);
    if (page === null || pageSize === null) return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    const result = await services.content.list({ grade, type: typeNumber }, { page, pageSize });
    return c.json({ ...result, items: result.items.map(toApiEntry) });
  });

  api.get("/contents/:id", async (c) => {
    const id = /^\d{1,9}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : null;
    const entry = id === null ? null : await services.content.getById(id);
    if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    return c.json(toApiEntry(entry));
  });

  api.all("*", (c) => c.json({ code: "not-found", message: tr.api.notFound }, 404));
  return api;
}

import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { entryJson, parseEntryId } from "#core/content.ts";
import { MAX_UNIT } from "#core/content-fields.ts";
import { isContentTypeCode } from "#core/content-types.ts";
import { parseGrade } from "#core/grades.ts";
import { tr } from "#core/messages.ts";
import { readFilters, readQuery } from "#core/search.ts";
import { isTerm } from "#core/terms.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { log } from "#server/log.ts";
import type { Services } from "#server/services.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import { clientKey } from "./client-address";
import { contentAdminRoutes } from "./contents-admin-api";
import { crossSiteSubresource } from "./fetch-metadata";
import { importRoutes } from "./imports-api";
import { classRoutes } from "./classes-api";
import { homeworkRoutes } from "./homework-api";
import { reviewRoutes } from "./review-api";
import { denemeRoutes } from "./deneme-api";
import { openApiDocument } from "./openapi";

export const API_MAX_PAGE_SIZE = 100;
export const API_DEFAULT_PAGE_SIZE = 50;

function positiveInt(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

type ApiEnv = { Bindings: { incoming?: IncomingMessage } };
/** The site's drawings as SVG files (the build's entry), attached to a Moodle XML export's pictures. */
type Drawings = () => Promise<((key: string) => string | null) | undefined>;

/**
 * /api/v1: the public reads of the catalogue here, then the admin's writes
 * (server/http/contents-admin-api.ts) and each feature's doors under its own path.
 */
export function apiRoutes(services: Services, drawings: Drawings = async () => undefined) {
  const api = new Hono<ApiEnv>();
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
  api.get("/contents", (c) => listContents(c, services));
  api.get("/search", (c) => searchContents(c, services));
  api.get("/contents/:id", (c) => oneContent(c, services));
  api.get("/contents/:id/words", (c) => entryWords(c, services));
  api.post("/contents/:id/opened", (c) => recordOpening(c, services));

  api.route("/", contentAdminRoutes(services, drawings));

  // Bulk import: the admin's, like the writes above.
  api.route("/imports", importRoutes(services));

  // A teacher's classes and a pupil joining one: the class pages' rules.
  api.route("/classes", classRoutes(services));
  api.route("/homework", homeworkRoutes(services));
  api.route("/reviews", reviewRoutes(services));
  api.route("/deneme", denemeRoutes(services));

  api.all("*", (c) => c.json({ code: "not-found", message: tr.api.notFound }, 404));
  return api;
}

/** The caller's address as the rate limits and the opening counter key it. */
const callerKey = (c: Context<ApiEnv>, services: Services) =>
  clientKey(c.env?.incoming?.socket.remoteAddress, c.req.header("X-Forwarded-For"), services.config.TRUST_PROXY);

async function listContents(c: Context<ApiEnv>, services: Services) {
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
}

async function searchContents(c: Context<ApiEnv>, services: Services) {
  const q = c.req.query();
  const query = readQuery(q.q ?? null);
  if (!query.ok) return c.json({ code: "invalid-query", message: query.message }, 400);
  const { filters, bad } = readFilters({ grade: q.grade ?? null, type: q.type ?? null, term: q.term ?? null });
  if (bad.length) {
    const message = { grade: tr.api.invalidGrade, type: tr.api.invalidType, term: tr.api.invalidTerm }[bad[0]];
    return c.json({ code: `invalid-${bad[0]}`, message }, 400);
  }
  const page = positiveInt(q.page, 1, 1_000);
  if (page === null) return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
  // Another site's page (an image, a frame, a script's fetch) gets no search and spends nothing (decision 0093).
  if (crossSiteSubresource(c.req.raw.headers))
    return c.json({ code: "cross-site", message: tr.search.fromElsewhere }, 403, {
      "Cache-Control": "private, no-store",
    });
  // A signed-in pupil spends the account's budget, as quiz answers do; a visitor the address's.
  const token = sessionToken(c.req.raw);
  const user = token ? await services.auth.userForSession(token) : null;
  const key = user ? accountLimitKey("search:user", user.id) : `search:${callerKey(c, services)}`;
  if (!(await services.limiter.hit(key, RATE_LIMITS.searchPerAddress)))
    return c.json({ code: "too-many-requests", message: tr.search.tooMany }, 429);
  const result = await services.search.search(query.words, filters, page);
  return c.json({
    ...result,
    items: result.items.map(({ snippet, ...entry }) => ({ ...entryJson(entry), snippet })),
  });
}

async function oneContent(c: Context<ApiEnv>, services: Services) {
  const id = parseEntryId(c.req.param("id"));
  const entry = id === null ? null : await services.content.getById(id);
  if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
  return c.json(entryJson(entry));
}

// An entry's word list as its public page shows it: a visitor's device schedules the words of the
// lists it met for 'Günlük tekrar' (decision 0118).
async function entryWords(c: Context<ApiEnv>, services: Services) {
  const id = parseEntryId(c.req.param("id"));
  const entry = id === null ? null : await services.content.getById(id);
  const words = entry ? await services.practice.wordsOf(entry) : null;
  if (!entry || !words) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
  return c.json({ id: entry.id, title: entry.konuIng, titleTr: entry.konuTr, words });
}

// Openings (decision 0045): an entry's page sends this once its script runs, so a
// page answered from the response cache (or a CDN) is counted all the same. A number per
// entry and day only; the address (an IPv6 /64) counts each entry once a day, held in memory
// as a keyed hash for that day and never kept (decision 0054).
function recordOpening(c: Context<ApiEnv>, services: Services) {
  const id = parseEntryId(c.req.param("id"));
  if (id === null) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
  services.openings.record(id, callerKey(c, services));
  return c.body(null, 204);
}

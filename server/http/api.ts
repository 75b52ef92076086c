import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { entryJson, parseEntryId } from "#core/content.ts";
import { MAX_UNIT } from "#core/content-fields.ts";
import { isContentTypeCode } from "#core/content-types.ts";
import { parseGrade } from "#core/grades.ts";
import { tr } from "#core/messages.ts";
import { isQuizFormat } from "#core/practice.ts";
import { carriesPart, PRACTICE_FIELDS } from "#core/practice-form.ts";
import type { QuizFormat } from "#core/quiz-formats.ts";
import { exportMoodleXml } from "#core/quiz-moodle-export.ts";
import { readFilters, readQuery } from "#core/search.ts";
import { isTerm } from "#core/terms.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { adminAccess } from "#server/auth/admin-access.ts";
import type { AdminFailure } from "#server/content/content-admin-service.ts";
import { log } from "#server/log.ts";
import type { Services } from "#server/services.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import { clientKey } from "./client-address";
import { crossSiteSubresource } from "./fetch-metadata";
import { importRoutes } from "./imports-api";
import { classRoutes } from "./classes-api";
import { homeworkRoutes } from "./homework-api";
import { reviewRoutes } from "./review-api";
import { openApiDocument } from "./openapi";
import { PRIVATE_CACHE_CONTROL } from "./response-cache";

export const API_MAX_PAGE_SIZE = 100;
export const API_DEFAULT_PAGE_SIZE = 50;

function positiveInt(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** `drawings`: the site's drawings as SVG files (the build's entry), attached to a Moodle XML export's pictures. */
export function apiRoutes(
  services: Services,
  drawings: () => Promise<((key: string) => string | null) | undefined> = async () => undefined,
) {
  const api = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();
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

  api.get("/search", async (c) => {
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
    const key = user
      ? accountLimitKey("search:user", user.id)
      : `search:${clientKey(c.env?.incoming?.socket.remoteAddress, c.req.header("X-Forwarded-For"), services.config.TRUST_PROXY)}`;
    if (!(await services.limiter.hit(key, RATE_LIMITS.searchPerAddress)))
      return c.json({ code: "too-many-requests", message: tr.search.tooMany }, 429);
    const result = await services.search.search(query.words, filters, page);
    return c.json({
      ...result,
      items: result.items.map(({ snippet, ...entry }) => ({ ...entryJson(entry), snippet })),
    });
  });

  api.get("/contents/:id", async (c) => {
    const id = parseEntryId(c.req.param("id"));
    const entry = id === null ? null : await services.content.getById(id);
    if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    return c.json(entryJson(entry));
  });

  // Openings (decision 0045): an entry's page sends this once its script runs, so a
  // page answered from the response cache (or a CDN) is counted all the same. A number per
  // entry and day only; the address (an IPv6 /64) counts each entry once a day, held in memory
  // as a keyed hash for that day and never kept (decision 0054).
  api.post("/contents/:id/opened", (c) => {
    const id = parseEntryId(c.req.param("id"));
    if (id === null) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    services.openings.record(
      id,
      clientKey(c.env?.incoming?.socket.remoteAddress, c.req.header("X-Forwarded-For"), services.config.TRUST_PROXY),
    );
    return c.body(null, 204);
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

  /** A refused write: each field's message, and each bad line of the word list or quiz by its field. */
  const writeFailure = (c: Context, f: AdminFailure) => {
    const problems = Object.values(f.practice ?? {}).flatMap((a) =>
      a.problems.map((p) => ({ field: PRACTICE_FIELDS[a.part], ...p })),
    );
    return c.json(
      {
        code: f.code,
        message: f.message,
        ...(Object.keys(f.errors).length ? { errors: f.errors } : {}),
        ...(problems.length ? { problems } : {}),
      },
      f.status,
    );
  };

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

  // ------------------------------------------------------------ word lists and quizzes
  // The admin page's rules: parsed whole, refused with every bad line, never half-stored.

  const WORDS_TYPES = ["text/csv", "text/tab-separated-values", "text/plain"];
  const MOODLE_TYPES = ["application/xml", "text/xml", "text/plain"];

  /** The request's text (UTF-8, of an accepted type), or the answer that refuses it. */
  async function practiceText(c: Context, types: string[]): Promise<string | Response> {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (!types.includes(type))
      return c.json({ code: "unsupported-media-type", message: tr.api.practiceMediaType(types.join(", ")) }, 415);
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
    } catch {
      return c.json({ code: "bad-request", message: tr.api.practiceNotText }, 400);
    }
  }

  async function putPractice(c: Context, part: "words" | "quiz") {
    const refused = await refuseUnlessAdmin(c);
    if (refused) return refused;
    const id = parseEntryId(c.req.param("id"));
    const entry = id === null ? null : await services.content.getById(id);
    if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    const format = c.req.query("format") ?? "gift";
    if (part === "quiz" && !isQuizFormat(format))
      return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    if (!carriesPart(part, entry.icerikTuru))
      return c.json({ code: "wrong-type", message: tr.practiceAdmin.notForType }, 409);
    const text = await practiceText(
      c,
      part === "words" ? WORDS_TYPES : format === "moodle" ? MOODLE_TYPES : ["text/plain"],
    );
    if (typeof text !== "string") return text;
    const saved =
      part === "words"
        ? await services.practice.setWordList(entry, text)
        : await services.practice.setQuiz(entry, format as QuizFormat, text);
    if (!saved.ok) return c.json({ code: "invalid", message: tr.api.practiceInvalid, problems: saved.problems }, 400);
    return c.json({
      id: entry.id,
      count: saved.count,
      message: part === "words" ? tr.practiceAdmin.wordsSaved(saved.count) : tr.practiceAdmin.quizSaved(saved.count),
    });
  }

  api.put("/contents/:id/words", (c) => putPractice(c, "words"));
  api.put("/contents/:id/quiz", (c) => putPractice(c, "quiz"));

  // The stored quiz as Moodle 4.4 XML (decision 0077): answers and all, so the admin's only.
  api.get("/contents/:id/quiz", async (c) => {
    const refused = await refuseUnlessAdmin(c);
    if (refused) return refused;
    if (c.req.query("format") !== "moodle") return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    const id = parseEntryId(c.req.param("id"));
    const entry = id === null ? null : await services.content.getById(id);
    const quiz = entry ? (await services.practice.worksheet(entry)).quiz : null;
    if (!entry || !quiz) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
    return c.body(exportMoodleXml(quiz, { drawing: await drawings() }), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="merdiven-${entry.id}-quiz.xml"`,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
    });
  });

  // Bulk import: the admin's, like the writes above.
  api.route("/imports", importRoutes(services));

  // A teacher's classes and a pupil joining one: the class pages' rules.
  api.route("/classes", classRoutes(services));
  api.route("/homework", homeworkRoutes(services));
  api.route("/reviews", reviewRoutes(services));

  api.all("*", (c) => c.json({ code: "not-found", message: tr.api.notFound }, 404));
  return api;
}

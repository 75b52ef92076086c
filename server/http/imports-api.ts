import type { Context } from "hono";
import { Hono } from "hono";
import { parseEntryId } from "#core/content.ts";
import { IMPORT_LIMITS } from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import { adminAccess } from "#server/auth/admin-access.ts";
import { ImportError } from "#server/content/import-service.ts";
import { createFromRequest, receiveFile } from "#server/http/import-intake.ts";
import type { Services } from "#server/services.ts";
import { StorageError } from "#server/storage/storage.ts";

/** A JSON body of the import API: its size first (413 past `max`), then its parse (400). */
async function jsonBody(c: Context, max: number): Promise<unknown> {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > max) throw new ImportError(413, "too-large", tr.common.payloadTooLarge);
  const text = await c.req.text();
  if (text.length > max) throw new ImportError(413, "too-large", tr.common.payloadTooLarge);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError(400, "bad-request", tr.imports.badRequest);
  }
}

/** The list of files a page is about to send: paths and sizes, each checked for shape and length. */
function fileList(body: unknown): { path: string; size: number }[] {
  const files = (body as { files?: unknown })?.files;
  if (!Array.isArray(files)) throw new ImportError(400, "no-files", tr.imports.noFiles);
  if (files.length > IMPORT_LIMITS.files)
    throw new ImportError(413, "too-many-files", tr.imports.tooManyFiles(IMPORT_LIMITS.files));
  return files.map((f) => {
    const { path, size } = (f ?? {}) as { path?: unknown; size?: unknown };
    if (typeof path !== "string" || typeof size !== "number" || !Number.isInteger(size) || size < 0)
      throw new ImportError(400, "bad-request", tr.imports.badRequest);
    return { path, size };
  });
}

const ids = (raw: unknown): number[] | undefined =>
  Array.isArray(raw) ? raw.filter((v): v is number => Number.isInteger(v) && v > 0) : undefined;

/** JSON bodies of this API: the list of up to a thousand files, or a thousand rows' fields. */
const JSON_LIMIT = 1024 * 1024;

type ImportEnv = { Variables: { userId: number } };

/** The import named in the address, or a 404 before anything is read. */
function importId(c: Context): number {
  const id = parseEntryId(c.req.param("id"));
  if (id === null) throw new ImportError(404, "not-found", tr.imports.notFound);
  return id;
}

function found<T>(value: T | null): T {
  if (value === null) throw new ImportError(404, "not-found", tr.imports.notFound);
  return value;
}

/**
 * POST /: a JSON list of the files a page is about to send (each then sent on its own), or
 * the files themselves in the body (multipart or a bare .zip), read by import-intake.ts.
 */
async function createImport(services: Services, c: Context<ImportEnv>): Promise<Response> {
  const userId = c.get("userId");
  const type = c.req.header("Content-Type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const body = (await jsonBody(c, JSON_LIMIT)) as { manifest?: unknown; onDuplicate?: unknown; start?: unknown };
    const manifest = typeof body.manifest === "string" ? body.manifest : null;
    if (manifest && manifest.length > IMPORT_LIMITS.manifestBytes)
      throw new ImportError(413, "too-large", tr.imports.manifestTooLarge);
    let view = await services.imports.createFromList(userId, {
      files: fileList(body),
      manifest,
      onDuplicate: body.onDuplicate,
    });
    if (body.start === true) view = await services.imports.start(view.id);
    c.header("Location", `/api/v1/imports/${view.id}`);
    return c.json(view, 201);
  }
  const created = await createFromRequest(services.imports, userId, c.req.raw);
  const view = created.start ? await services.imports.start(created.view.id) : created.view;
  c.header("Location", `/api/v1/imports/${view.id}`);
  return c.json({ ...view, manifestErrors: created.manifestErrors }, 201);
}

/**
 * `/api/v1/imports` (decision 0046): the page's and a school's script's way to a
 * bulk import. Every route is the admin's, checked before a byte of the body is read;
 * answers are never kept by a cache (response-cache.ts keeps them out).
 */
export function importRoutes(services: Services) {
  const api = new Hono<ImportEnv>();

  api.use("*", async (c, next) => {
    const access = await adminAccess(services.auth, c.req.raw);
    if (!access.ok) {
      return access.status === 401
        ? c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401)
        : c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
    }
    c.set("userId", access.user.id);
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  api.onError((error, c) => {
    if (error instanceof ImportError) return c.json({ code: error.code, message: error.message }, error.status);
    if (error instanceof StorageError) return c.json({ code: error.code, message: error.message }, 503);
    throw error;
  });

  api.get("/", async (c) => c.json({ items: await services.imports.recent(20) }));

  api.post("/", async (c) => createImport(services, c));

  api.get("/:id", async (c) => c.json(found(await services.imports.view(importId(c)))));

  api.patch("/:id", async (c) => {
    const body = (await jsonBody(c, JSON_LIMIT)) as { onDuplicate?: unknown; items?: unknown };
    const items = Array.isArray(body.items)
      ? body.items.filter((i) => Number.isInteger(i?.id)).map((i) => ({ id: i.id as number, fields: i.fields }))
      : undefined;
    return c.json(await services.imports.edit(importId(c), { onDuplicate: body.onDuplicate, items }));
  });

  api.post("/:id/start", async (c) => c.json(await services.imports.start(importId(c)), 202));

  api.post("/:id/retry", async (c) => {
    const body = (await jsonBody(c, JSON_LIMIT)) as { items?: unknown };
    return c.json(await services.imports.retry(importId(c), ids(body.items)), 202);
  });

  api.put("/:id/items/:item/file", async (c) => {
    const item = parseEntryId(c.req.param("item"));
    if (item === null) throw new ImportError(404, "not-found", tr.imports.itemNotFound);
    return c.json(await receiveFile(services.imports, importId(c), item, c.req.raw.body));
  });

  api.delete("/:id", async (c) => {
    if (!(await services.imports.discard(importId(c)))) throw new ImportError(404, "not-found", tr.imports.notFound);
    return c.json({ code: "deleted", message: tr.imports.discarded });
  });

  return api;
}

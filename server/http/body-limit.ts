import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { tr } from "#core/messages.ts";

/** A form or JSON body: the largest contact message is 5,000 characters, so 64 KB is room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The routes that take a file keep their own limit, counted while the upload
 * streams to a temp file (server/content/upload.ts), after the admin check.
 * `.data` is React Router's address for the same action submitted by script.
 */
const PAGE_UPLOAD = /^\/notekle(?:\/\d{1,9}\/duzenle)?(?:\.data)?$/;
const API_EDIT = /^\/api\/v1\/contents\/\d{1,9}$/;

/**
 * A word list or quiz through the API: up to 200,000 characters of text. On the
 * add/edit form they come with the entry's upload, counted in its own limit.
 */
export const PRACTICE_BODY_LIMIT = 1024 * 1024;
const PRACTICE = /^\/api\/v1\/contents\/\d{1,9}\/(?:words|quiz)$/;

/**
 * A bulk import: the files come in their own limit, counted as they stream
 * (server/content/import-service.ts, after the admin check); the table's edits (a thousand
 * rows' fields) get the practice limit.
 */
const IMPORT_FILES = /^\/(?:api\/v1\/imports(?:\/\d{1,9}\/items\/\d{1,9}\/file)?|admin\/ice-aktar(?:\.data)?)$/;
const IMPORT_EDITS = /^\/(?:api\/v1\/imports\/\d{1,9}(?:\/retry)?|admin\/ice-aktar\/\d{1,9}(?:\.data)?)$/;

export const takesPractice = (method: string, path: string) =>
  ((method === "POST" || method === "PUT") && PRACTICE.test(path)) ||
  ((method === "PATCH" || method === "POST") && IMPORT_EDITS.test(path));

export function takesUpload(method: string, path: string): boolean {
  if ((method === "POST" || method === "PUT") && IMPORT_FILES.test(path)) return true;
  if (method === "POST") return PAGE_UPLOAD.test(path) || path === "/api/v1/contents";
  return method === "PATCH" && API_EDIT.test(path);
}

/**
 * Every request body has a limit fitted to its route, refused with 413 before it
 * is read: a declared Content-Length over the limit is answered at once, and a
 * chunked body is counted as it arrives and dropped at the first byte past it.
 */
export function bodyLimits(): MiddlewareHandler {
  const forms = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) =>
      c.req.path.startsWith("/api/")
        ? c.json({ code: "payload-too-large", message: tr.common.payloadTooLarge }, 413, { Connection: "close" })
        : c.text(tr.common.payloadTooLarge, 413, { Connection: "close" }),
  });
  const practice = bodyLimit({
    maxSize: PRACTICE_BODY_LIMIT,
    onError: (c) => c.text(tr.common.payloadTooLarge, 413, { Connection: "close" }),
  });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || takesUpload(c.req.method, c.req.path)) return next();
    return takesPractice(c.req.method, c.req.path) ? practice(c, next) : forms(c, next);
  };
}

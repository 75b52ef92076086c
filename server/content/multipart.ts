/**
 * A small streaming reader for multipart/form-data (RFC 7578). Parts are handed
 * out one at a time and their bytes flow through as they arrive, so a 50 MB
 * upload never sits in memory: at any moment the reader holds one network chunk
 * plus a boundary's length.
 */

export class MultipartError extends Error {
  constructor(
    message: string,
    /** 400 for a malformed body, 413 when it is larger than allowed. */
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = "MultipartError";
  }
}

export interface MultipartPart {
  /** The form field's name. */
  name: string;
  /** The file name the browser sent ("" when no file was chosen); null for a plain field. */
  filename: string | null;
  contentType: string;
  /**
   * The part's bytes. Read it to the end (or not at all) before asking for the
   * next part; whatever is left unread is skipped.
   */
  body: AsyncIterable<Buffer>;
}

export interface MultipartLimits {
  /** The whole body may not be larger (413). */
  maxBytes: number;
  maxParts?: number;
  maxHeaderBytes?: number;
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

function parseHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError("malformed part header");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** `form-data; name="a"; filename="b.pdf"` → its parameters (quoted or not). */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    params.set(m[1].toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : m[3].trim());
  }
  return params;
}

export async function* readMultipart(
  stream: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
): AsyncGenerator<MultipartPart> {
  const { maxBytes, maxParts = 50, maxHeaderBytes = 8 * 1024 } = limits;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const reader = stream.getReader();
  const body: Body = { reader, maxBytes, buf: Buffer.alloc(0), total: 0, ended: false };

  try {
    await skipPreamble(body, Buffer.from(`--${boundary}`));
    for (let parts = 0; ; parts++) {
      if (await lastBoundary(body)) return;
      if (parts >= maxParts) throw new MultipartError("too many parts", 413);
      const head = await partHead(body, maxHeaderBytes);
      const nextChunk = partChunks(body, delimiter);
      yield { ...head, body: { [Symbol.asyncIterator]: () => ({ next: async () => asResult(await nextChunk()) }) } };
      while (await nextChunk()) {
        // skip what the consumer did not read
      }
    }
  } finally {
    if (!body.ended) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** The body as it arrives: `buf` holds what was read and not yet taken; `total` counts every byte against `maxBytes`. */
interface Body {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  maxBytes: number;
  buf: Buffer;
  total: number;
  ended: boolean;
}

/** Appends the next network chunk to `buf`; false at the end of the body. */
async function more(body: Body): Promise<boolean> {
  if (body.ended) return false;
  const { value, done } = await body.reader.read();
  if (done) {
    body.ended = true;
    return false;
  }
  body.total += value.byteLength;
  if (body.total > body.maxBytes) throw new MultipartError("body too large", 413);
  const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  body.buf = body.buf.length === 0 ? chunk : Buffer.concat([body.buf, chunk]);
  return true;
}

async function need(body: Body, bytes: number): Promise<void> {
  while (body.buf.length < bytes) if (!(await more(body))) throw new MultipartError("body ends too early");
}

/** The preamble before the first boundary is ignored. */
async function skipPreamble(body: Body, dashBoundary: Buffer): Promise<void> {
  for (;;) {
    const at = body.buf.indexOf(dashBoundary);
    if (at >= 0) {
      body.buf = body.buf.subarray(at + dashBoundary.length);
      return;
    }
    if (body.buf.length > dashBoundary.length) body.buf = body.buf.subarray(body.buf.length - dashBoundary.length);
    if (!(await more(body))) throw new MultipartError("no multipart boundary");
  }
}

/**
 * After a boundary: "--" ends the body (true, the epilogue read); otherwise (optional padding
 * and) CRLF, taken, and a part's headers follow (false).
 */
async function lastBoundary(body: Body): Promise<boolean> {
  await need(body, 2);
  if (body.buf[0] === 0x2d && body.buf[1] === 0x2d) {
    // The epilogue is ignored, but read (bounded by maxBytes) so the client gets our answer.
    body.buf = Buffer.alloc(0);
    while (await more(body)) body.buf = Buffer.alloc(0);
    return true;
  }
  let eol = body.buf.indexOf(CRLF);
  while (eol < 0) {
    if (body.buf.length > 256) throw new MultipartError("malformed boundary line");
    if (!(await more(body))) throw new MultipartError("body ends too early");
    eol = body.buf.indexOf(CRLF);
  }
  if (!/^[ \t]*$/.test(body.buf.subarray(0, eol).toString("latin1")))
    throw new MultipartError("malformed boundary line");
  body.buf = body.buf.subarray(eol + 2);
  return false;
}

/** A part's headers, taken from the body: its field's name, file name and type. */
async function partHead(body: Body, maxHeaderBytes: number): Promise<Omit<MultipartPart, "body">> {
  let headerEnd = body.buf.indexOf(HEADER_END);
  while (headerEnd < 0) {
    if (body.buf.length > maxHeaderBytes) throw new MultipartError("part headers too large", 413);
    if (!(await more(body))) throw new MultipartError("body ends too early");
    headerEnd = body.buf.indexOf(HEADER_END);
  }
  const headers = parseHeaders(body.buf.subarray(0, headerEnd).toString("utf8"));
  body.buf = body.buf.subarray(headerEnd + HEADER_END.length);
  const disposition = headers.get("content-disposition") ?? "";
  if (!/^form-data\s*(?:;|$)/i.test(disposition)) throw new MultipartError("part is not form-data");
  const params = dispositionParams(disposition);
  const name = params.get("name");
  if (name === undefined) throw new MultipartError("part without a name");
  return {
    name,
    filename: params.has("filename") ? (params.get("filename") ?? "") : null,
    contentType: headers.get("content-type") ?? "text/plain",
  };
}

/** The part's bytes a chunk at a time, up to the next delimiter (taken with them); null once it is reached. */
function partChunks(body: Body, delimiter: Buffer): () => Promise<Buffer | null> {
  let finished = false;
  return async () => {
    while (!finished) {
      const at = body.buf.indexOf(delimiter);
      if (at >= 0) {
        const last = body.buf.subarray(0, at);
        body.buf = body.buf.subarray(at + delimiter.length);
        finished = true;
        return last.length > 0 ? last : null;
      }
      // Everything but a tail that could be the start of the delimiter is the part's.
      const keep = delimiter.length - 1;
      if (body.buf.length > keep) {
        const out = body.buf.subarray(0, body.buf.length - keep);
        body.buf = body.buf.subarray(body.buf.length - keep);
        return out;
      }
      if (!(await more(body))) throw new MultipartError("body ends too early");
    }
    return null;
  };
}

const asResult = (value: Buffer | null): IteratorResult<Buffer, undefined> =>
  value ? { value, done: false as const } : { value: undefined, done: true as const };

/** Reads a part's bytes as UTF-8 text, refusing more than `maxBytes`. */
export async function partText(part: MultipartPart, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  for await (const chunk of part.body) {
    size += chunk.length;
    if (size > maxBytes) tooLong = true;
    else chunks.push(chunk);
  }
  return tooLong ? null : Buffer.concat(chunks).toString("utf8");
}

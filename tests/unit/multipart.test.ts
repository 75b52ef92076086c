import { describe, expect, it } from "vitest";
import { multipartBoundary, MultipartError, partText, readMultipart } from "#server/content/multipart.ts";

const boundary = "----merdivenBoundary7MA4YWxk";

function body(
  parts: { name: string; filename?: string; type?: string; data: string | Buffer }[],
  { preamble = "", epilogue = "" } = {},
) {
  const chunks: Buffer[] = [Buffer.from(preamble)];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n${epilogue}`));
  return Buffer.concat(chunks);
}

/** A stream that hands out `data` in pieces of `size` bytes: every split point gets tried. */
function streamOf(data: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(new Uint8Array(data.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, maxBytes = 1 << 20) {
  const out: { name: string; filename: string | null; type: string; data: Buffer }[] = [];
  for await (const part of readMultipart(stream, boundary, { maxBytes })) {
    const chunks: Buffer[] = [];
    for await (const c of part.body) chunks.push(c);
    out.push({ name: part.name, filename: part.filename, type: part.contentType, data: Buffer.concat(chunks) });
  }
  return out;
}

describe("streaming multipart reader", () => {
  // Bytes that look like a boundary but are not one, CRLFs and dashes right where a split would hurt.
  const tricky = Buffer.concat([
    Buffer.from("%PDF-1.4\r\n--"),
    Buffer.from(`\r\n--${boundary.slice(0, -1)}X`),
    Buffer.alloc(300, 0x2d),
    Buffer.from("\r\n"),
  ]);
  const data = body(
    [
      { name: "sinif", data: "7" },
      { name: "konuTr", data: "Günlük işler — ğüşıöç" },
      { name: "file", filename: "çalışma kağıdı.pdf", type: "application/pdf", data: tricky },
      { name: "empty", data: "" },
    ],
    { preamble: "ignored preamble\r\n", epilogue: "ignored epilogue" },
  );

  it.each([1, 2, 3, 7, 13, 64, 1000, data.length])("reads the same parts in chunks of %i bytes", async (size) => {
    const parts = await collect(streamOf(data, size));
    expect(parts.map((p) => [p.name, p.filename, p.data.toString("latin1")])).toEqual([
      ["sinif", null, "7"],
      ["konuTr", null, Buffer.from("Günlük işler — ğüşıöç").toString("latin1")],
      ["file", "çalışma kağıdı.pdf", tricky.toString("latin1")],
      ["empty", null, ""],
    ]);
    expect(parts[2].type).toBe("application/pdf");
  });

  it("skips what a consumer leaves unread", async () => {
    const names: string[] = [];
    for await (const part of readMultipart(streamOf(data, 5), boundary, { maxBytes: 1 << 20 })) {
      names.push(part.name);
      if (part.name === "konuTr") expect(await partText(part, 100)).toBe("Günlük işler — ğüşıöç");
    }
    expect(names).toEqual(["sinif", "konuTr", "file", "empty"]);
  });

  it("refuses a body larger than allowed with 413", async () => {
    const big = body([{ name: "file", filename: "a.pdf", data: Buffer.alloc(5000) }]);
    await expect(collect(streamOf(big, 100), 4000)).rejects.toMatchObject({ status: 413 });
  });

  it.each([
    ["a truncated body", data.subarray(0, data.length - 60)],
    ["no boundary at all", Buffer.from("just some text")],
    [
      "a part without a name",
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--`),
    ],
  ])("refuses %s with 400", async (_name, bad) => {
    const error = await collect(streamOf(bad, 16)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MultipartError);
    expect((error as MultipartError).status).toBe(400);
  });

  it("reads the boundary from the Content-Type", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${boundary}`)).toBe(boundary);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});

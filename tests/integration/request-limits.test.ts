import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import { FORM_BODY_LIMIT, takesUpload } from "#server/http/body-limit.ts";
import { ifNoneMatchTags } from "#server/http/etag.ts";
import { files, sessionHeaders } from "#tests/support/admin.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * What one anonymous request can cost the site: a body is refused early and never
 * read past its route's limit, and no field of a public form makes a pattern
 * backtrack. Over a real socket, as an attacker would send it.
 */
describe("request limits", () => {
  let server: ServerType;
  let port: number;

  const site = useTestSite({ settings: { RATE_LIMIT_MULTIPLIER: "1000" } });
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: site.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * Sends up to `total` bytes in 64 KB chunks, as fast as the socket takes them, and
   * stops at the answer: how many bytes had left when the server answered.
   */
  function flood(path: string, total: number, { chunked }: { chunked: boolean }) {
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const headers: Record<string, string | number> = {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `http://127.0.0.1:${port}`,
      };
      if (!chunked) headers["Content-Length"] = total;
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      });
      req.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it("refuses a 150 MB form post with 413 and a Turkish message, without reading it", async () => {
    const res = await flood("/login", 150 * 1024 * 1024, { chunked: false });
    expect(res.status).toBe(413);
    expect(res.body).toBe(tr.common.payloadTooLarge);
    // Answered from the declared length: the socket took a few buffers at most, not the 150 MB.
    expect(res.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("stops a chunked body (no declared length) at the first bytes past the limit", async () => {
    for (const path of ["/iletisim", "/signup", "/api/v1/contents/1", "/notekle/1/sil"]) {
      const res = await flood(path, 150 * 1024 * 1024, { chunked: true });
      expect(res.status, path).toBe(413);
      expect(res.sent, path).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it("lets a form under the limit through", async () => {
    const body = new URLSearchParams({ name: "Ayşe", email: "ayse@example.com", message: "ç".repeat(2000) }).toString();
    expect(Buffer.byteLength(body)).toBeLessThan(FORM_BODY_LIMIT);
    const res = await fetch(`http://127.0.0.1:${port}/iletisim`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://127.0.0.1:${port}` },
    });
    expect(res.status).toBe(302);
  });

  it("keeps the upload routes' own, larger limit for the admin's files", async () => {
    expect(
      ["/notekle", "/notekle.data", "/notekle/12/duzenle", "/api/v1/contents"].every((p) => takesUpload("POST", p)),
    ).toBe(true);
    expect(takesUpload("PATCH", "/api/v1/contents/12")).toBe(true);
    expect(
      ["/notekle/12/sil", "/api/v1/contents/12", "/login", "/notekle/x/duzenle"].some((p) => takesUpload("POST", p)),
    ).toBe(false);
    const admin = await sessionHeaders(site.services, "admin", `http://127.0.0.1:${port}`);
    const pdf = Buffer.concat([files.pdf(), Buffer.alloc(3 * FORM_BODY_LIMIT, 0x20)]);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      sinif: "7",
      unite: "2",
      konuIng: "Big Sheet",
      konuTr: "Büyük Sayfa",
      icerikTuru: "3",
      fileType: "pdf",
      donem: "1",
    }))
      form.append(k, v);
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "buyuk.pdf");
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/contents`, { method: "POST", body: form, headers: admin });
    expect(res.status).toBe(201);
  });

  it("answers a 60 KB hostile e-mail on every public form at once, with the form's Turkish message", async () => {
    // 'a@' and dots: the old e-mail pattern backtracked over every split of them (seconds of a frozen server).
    const hostile = `a@${".".repeat(60_000)} `;
    const forms: [string, Record<string, string>, string][] = [
      ["/login", { email: hostile, password: "x" }, tr.login.invalidEmail],
      [
        "/signup",
        { email: hostile, password: "yesil-elma-42", repeatPassword: "yesil-elma-42" },
        tr.signup.invalidEmail,
      ],
      ["/iletisim", { name: "A", email: hostile, message: "M" }, tr.contact.invalidEmail],
      ["/sifremi-unuttum", { email: hostile }, tr.login.invalidEmail],
      ["/?index", { intent: "newsletter", email: hostile }, tr.newsletter.invalidEmail],
    ];
    for (const [path, fields, message] of forms) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://127.0.0.1:${port}` },
      });
      const html = await res.text();
      expect(res.status, path).toBe(400);
      expect(html, path).toContain(message.replace(/'/g, "&#x27;"));
      // A security bound, not a benchmark: the old pattern took over ten seconds on this field.
      expect(performance.now() - started, path).toBeLessThan(2000);
    }
  });

  it("reads the longest If-None-Match a client can send in one pass", async () => {
    // Node refuses headers over 16 KB (431); up to there the tags are split without a pattern.
    const res = await fetch(`http://127.0.0.1:${port}/files/images/5/none.png`, {
      headers: { "If-None-Match": `"a"${" ".repeat(15_000)}x` },
    });
    expect(res.status).toBe(404);
    expect(ifNoneMatchTags(`"a",${" ".repeat(200_000)}"b"`)).toEqual([]);
    expect(ifNoneMatchTags(`"a" , W/"b",  "c"`)).toEqual(['"a"', 'W/"b"', '"c"']);
  });
});

import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import PostalMime from "postal-mime";
import * as tar from "tar";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { RELEASE_AFTER_PAINT } from "#app/lib/paint-first.ts";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { createBackup } from "#server/backup/backup.ts";
import {
  googleFlows,
  outbox,
  pendingLogins,
  rateLimits,
  sessions,
  subscribers,
  twoStep,
  userTokens,
  users,
} from "#server/db/schema.ts";
import { createApp } from "#server/http/app.ts";
import { createResponseCache } from "#server/http/response-cache.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { log, reveal, setLogLevel } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { purgeExpired } from "#server/retention.ts";
import type { Services } from "#server/services.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { everyEngine, freshDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";
import { jsonPost } from "#tests/support/requests.ts";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
/** The 'sha256-…' sources of a policy's script-src. */
const scriptHashes = (policy: string | null) =>
  (/script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "").split(" ").filter((s) => s.startsWith("'sha256-"));
/** What a request looks like to the app when it came over a socket from this address (Node's IncomingMessage). */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("item 10: a kept page's policy allows only the scripts the app wrote", () => {
  let first: ContentEntry;
  const injected = [
    "</script><script>alert(1)</script>",
    "<script>alert(2)</script>",
    '<script nonce="x">alert(3)</script>',
  ];
  const site = useTestSite();
  beforeAll(async () => {
    first = await makeContent(site.services.database, {
      sinif: 7,
      type: "/alistirmalar",
      konuIng: injected[0],
      konuTr: injected[1],
    });
    await makeContent(site.services.database, {
      sinif: 7,
      type: "/alistirmalar",
      unite: 2,
      konuIng: injected[2],
      konuTr: "Başlık",
    });
  });

  it("hashes no script a title brought in (React escaped it too), and still allows paint-first's", async () => {
    for (const page of ["/alistirmalar?sinif=7", "/classes/7", contentPath(first)]) {
      await site.app.request(page);
      const kept = await site.app.request(page);
      const html = await kept.text();
      const hashes = scriptHashes(kept.headers.get("Content-Security-Policy"));
      // Paint-first's release script (app/lib/paint-first.ts) is still allowed.
      expect(hashes).toContain(sha256(RELEASE_AFTER_PAINT));
      for (const n of [1, 2, 3]) {
        expect(hashes).not.toContain(sha256(`alert(${n})`));
        expect(html).not.toContain(`<script>alert(${n})</script>`);
      }
      // Every inline script left in the page is one the policy names: the page still works.
      for (const [, body] of html.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
      ))
        expect(hashes).toContain(sha256(body));
      expect(html).not.toMatch(/ nonce="/);
    }
  });

  it("hashes only scripts that carried the render's nonce, whatever else the markup holds", async () => {
    // A page whose markup carries a script the app did not write (as a title would, were it ever rendered raw).
    const cache = createResponseCache();
    const probe = new Hono<{ Variables: { cspNonce: string; compressedByCache: boolean } }>();
    probe.use("*", cache.middleware());
    probe.use("*", securityHeaders());
    probe.get("/sayfa", (c) => {
      const nonce = c.get("cspNonce");
      return c.html(
        `<!DOCTYPE html><html><head><script nonce="${nonce}">ours()</script></head><body><h1><script>alert(4)</script></h1><p>nonce="${nonce}"</p><script data-x="<script nonce=&quot;${nonce}&quot;>">alert(5)</script><script type="module" nonce="${nonce}">ours2()</script></body></html>`,
      );
    });
    await probe.request("/sayfa");
    const kept = await probe.request("/sayfa");
    const hashes = scriptHashes(kept.headers.get("Content-Security-Policy"));
    expect(hashes.sort()).toEqual([sha256("ours()"), sha256("ours2()")].sort());
  });
});

describe.each(everyEngine)("item 11: no usable token stays once a mail is sent (%s)", (kind) => {
  const site = useTestSite({ kind, pages: false });

  const mailDir = () => path.join(site.services.dataDir, "mail");
  const sentRows = async () =>
    site.services.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.status} = 'sent'`);

  it("scrubs the reset link from the outbox row and the backup; the .eml (the delivery itself) keeps it, readable by the owner only", async () => {
    await site.services.database.db.insert(users).values({ email: "ayse@example.com", role: "user" });
    expect(
      await site.services.auth.requestPasswordReset(
        "ayse@example.com",
        "10.9.0.1",
        (t) => `http://merdiven.test/sifre-sifirla?token=${t}`,
      ),
    ).toBe("sent");
    await expect.poll(async () => (await sentRows()).length, { timeout: 10_000 }).toBe(1);

    const [eml] = fs.readdirSync(mailDir());
    const file = path.join(mailDir(), eml);
    const { text } = await PostalMime.parse(fs.readFileSync(file));
    const token = /token=([\w-]+)/.exec(text ?? "")?.[1] ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await site.services.auth.isTokenValid(token, "reset")).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(mailDir()).mode & 0o777).toBe(0o700);

    const [row] = await sentRows();
    expect(row.textBody).not.toContain(token);
    expect(row.textBody).toContain("/sifre-sifirla?token=[redacted]");
    // Nothing else that looks like a token is left in the row either.
    for (const [, left] of row.textBody.matchAll(/token=([^\s&]+)/g))
      expect(await site.services.auth.isTokenValid(left, "reset")).toBe(false);

    const archive = path.join(site.services.dataDir, "backup.tar.gz");
    await createBackup(site.services.database.db, site.services.storage, archive);
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-leak-"));
    await tar.extract({ file: archive, cwd: unpacked });
    const dump = fs
      .readdirSync(path.join(unpacked, "db"))
      .map((f) => fs.readFileSync(path.join(unpacked, "db", f), "utf8"))
      .join("\n");
    fs.rmSync(unpacked, { recursive: true, force: true });
    expect(dump).not.toContain(token);
  });

  it("keeps no token of a mail still waiting in a backup either", async () => {
    const database = await freshDatabase(kind);
    try {
      await enqueueMail(database.db, {
        to: "b@example.com",
        subject: "Doğrulama",
        text: "Açın: http://merdiven.test/dogrula?token=GizliDeger_123-abc\n",
      });
      const archive = path.join(site.services.dataDir, "pending.tar.gz");
      await createBackup(database.db, site.services.storage, archive);
      const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-leak-"));
      await tar.extract({ file: archive, cwd: unpacked });
      const rows = fs.readFileSync(path.join(unpacked, "db", "outbox.json"), "utf8");
      fs.rmSync(unpacked, { recursive: true, force: true });
      expect(rows).not.toContain("GizliDeger_123-abc");
      // The database itself still holds it: the mail has yet to leave.
      expect((await database.db.select().from(outbox))[0].textBody).toContain("GizliDeger_123-abc");
    } finally {
      await database.close();
    }
  });
});

describe("item 12: logs, /metrics and /readyz", () => {
  const lines: string[] = [];
  const write = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  function capture() {
    lines.length = 0;
    setLogLevel("debug");
    const keep = (chunk: unknown) => (lines.push(String(chunk)), true);
    process.stdout.write = keep as typeof process.stdout.write;
    process.stderr.write = keep as typeof process.stderr.write;
  }
  afterEach(() => {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
    setLogLevel("silent");
  });

  it("masks e-mail addresses and drops tokens from query strings, in fields, messages and errors", () => {
    capture();
    log.info("mail written to file", { to: "ayse.yilmaz@example.com", subject: "Merhaba" });
    log.error("request failed", {
      error: new Error(
        "cannot render http://merdiven.test/sifre-sifirla?a=1&token=Gizli-Token_42&b=2 for veli@okul.k12.tr",
      ),
      url: "/dogrula?token=Baska_Gizli",
    });
    log.warn("No admin account yet", { setupUrl: reveal("http://merdiven.test/kurulum?token=Kurulum_Linki") });
    const text = lines.join("");
    expect(text).not.toContain("ayse.yilmaz@example.com");
    expect(text).toContain("a***@example.com");
    expect(text).not.toContain("veli@okul.k12.tr");
    expect(text).toContain("v***@okul.k12.tr");
    expect(text).not.toContain("Gizli-Token_42");
    expect(text).not.toContain("Baska_Gizli");
    expect(text).toContain("token=[redacted]&b=2");
    // The first-admin link is the log's whole point: printed as it is, on purpose.
    expect(text).toContain("kurulum?token=Kurulum_Linki");
  });

  it("masks in linear time: a 200 KB field of address-like text costs milliseconds", () => {
    capture();
    const started = performance.now();
    log.info("x", {
      a: "a".repeat(200_000),
      b: "@".repeat(200_000),
      c: `${"a.".repeat(100_000)}@`,
      d: "token=".repeat(30_000),
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("answers /metrics to loopback without a proxy, else only with the METRICS_TOKEN bearer", async () => {
    const plain = await makeServices(await freshDatabase("pglite"));
    const proxied = await makeServices(await freshDatabase("pglite"), {
      TRUST_PROXY: "1",
      METRICS_TOKEN: "olcum-anahtari-0123456789",
    });
    try {
      const direct = createApp({ services: plain, build, mode: "production" });
      expect((await direct.request("/metrics", {}, from("127.0.0.1"))).status).toBe(200);
      expect((await direct.request("/metrics", {}, from("::ffff:127.0.0.1"))).status).toBe(200);
      expect((await direct.request("/metrics", {}, from("::1"))).status).toBe(200);
      expect((await direct.request("/metrics", {}, from("203.0.113.7"))).status).toBe(403);
      // No token configured: no header opens it from outside.
      expect(
        (await direct.request("/metrics", { headers: { Authorization: "Bearer " } }, from("203.0.113.7"))).status,
      ).toBe(403);
      expect(
        (await direct.request("/metrics", { headers: { "X-Forwarded-For": "127.0.0.1" } }, from("203.0.113.7"))).status,
      ).toBe(403);

      // Behind a proxy on the same host every request comes from loopback: only the token counts.
      const behind = createApp({ services: proxied, build, mode: "production" });
      expect((await behind.request("/metrics", {}, from("127.0.0.1"))).status).toBe(403);
      expect(
        (await behind.request("/metrics", { headers: { "X-Forwarded-For": "127.0.0.1" } }, from("127.0.0.1"))).status,
      ).toBe(403);
      expect(
        (
          await behind.request(
            "/metrics",
            { headers: { Authorization: "Bearer olcum-anahtari-0123456789x" } },
            from("127.0.0.1"),
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await behind.request(
            "/metrics",
            { headers: { Authorization: "Bearer olcum-anahtari-012345678" } },
            from("127.0.0.1"),
          )
        ).status,
      ).toBe(403);
      const open = await behind.request(
        "/metrics",
        { headers: { Authorization: "Bearer olcum-anahtari-0123456789" } },
        from("198.51.100.2"),
      );
      expect(open.status).toBe(200);
      expect(await open.text()).toContain("merdiven_http_requests_total");
      expect(open.headers.get("X-Content-Type-Options")).toBe("nosniff");
    } finally {
      await plain.close();
      await proxied.close();
    }
  });

  it("/readyz names the part that is down, not its error text", async () => {
    const site = await startTestSite();
    try {
      site.services.storage.list = () => {
        throw new Error("EACCES: permission denied, scandir '/srv/gizli/yol/images/2'");
      };
      capture();
      const res = await site.app.request("/readyz");
      expect(res.status).toBe(503);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({ ready: false, checks: { database: "ok", storage: "down", changes: "ok" } });
      expect(body).not.toContain("gizli");
      // The operator still finds the reason in the log.
      expect(lines.join("")).toContain("/srv/gizli/yol");
    } finally {
      await site.close();
    }
  });
});

describe("item 13: HSTS over HTTPS, nosniff everywhere, retention", () => {
  let proxied: Services;
  let behind: ReturnType<typeof createApp>;
  const HSTS = "max-age=31536000; includeSubDomains";
  const site = useTestSite();
  beforeAll(async () => {
    proxied = await makeServices(await freshDatabase("pglite"), { TRUST_PROXY: "1" });
    behind = createApp({ services: proxied, build, mode: "production" });
    await makeContent(site.services.database, { sinif: 6, type: "/kelimeler", konuIng: "Animals" });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("sends HSTS on HTTPS answers only, kept pages included, in either order", async () => {
    const hsts = async (url: string, init?: RequestInit, a = site.app) =>
      (await a.request(url, init)).headers.get("Strict-Transport-Security");
    // Kept first over HTTPS, then asked for over HTTP (a cache hit), and the reverse.
    expect(await hsts("https://merdiven.test/kelimeler?sinif=6")).toBe(HSTS);
    expect(await hsts("http://merdiven.test/kelimeler?sinif=6")).toBeNull();
    expect(await hsts("https://merdiven.test/kelimeler?sinif=6")).toBe(HSTS);
    expect(await hsts("http://merdiven.test/alistirmalar?sinif=6")).toBeNull();
    expect(await hsts("https://merdiven.test/alistirmalar?sinif=6")).toBe(HSTS);
    expect(await hsts("https://merdiven.test/api/v1/contents?grade=6&type=2")).toBe(HSTS);
    expect(await hsts("https://merdiven.test/yok-boyle-sayfa")).toBe(HSTS);
    // X-Forwarded-Proto counts only behind a trusted proxy.
    expect(
      await hsts("http://merdiven.test/kelimeler?sinif=6", { headers: { "X-Forwarded-Proto": "https" } }),
    ).toBeNull();
    expect(
      await hsts("http://merdiven.test/kelimeler?sinif=6", { headers: { "X-Forwarded-Proto": "https" } }, behind),
    ).toBe(HSTS);
    expect(
      await hsts("http://merdiven.test/kelimeler?sinif=6", { headers: { "X-Forwarded-Proto": "http" } }, behind),
    ).toBeNull();
    expect(await hsts("http://merdiven.test/kelimeler?sinif=6", {}, behind)).toBeNull();
    // A client's own header before the proxy's: the proxy's (nearest) value decides.
    expect(
      await hsts("http://merdiven.test/kelimeler?sinif=6", { headers: { "X-Forwarded-Proto": "https, http" } }, behind),
    ).toBeNull();
  });

  it("sends nosniff on every API answer: kept, not found, refused, not modified, and its errors", async () => {
    const user = await sessionHeaders(site.services, "user");
    const answers = [
      await site.app.request("/api/v1/contents?grade=6&type=2"),
      await site.app.request("/api/v1/contents?grade=6&type=2"),
      await site.app.request("/api/v1/contents/999999"),
      await site.app.request("/api/v1/contents?grade=99&type=2"),
      await site.app.request("/api/v1/openapi.json"),
      await site.app.request("/api/v1/yok"),
      await jsonPost(site.app, "/api/v1/contents"),
      await site.app.request("/api/v1/contents", { method: "POST", headers: user }),
      await site.app.request("/api/v1/contents/1", {
        method: "DELETE",
        headers: { Origin: "https://baska-site.example" },
      }),
      await site.app.request("/healthz"),
      await site.app.request("/readyz"),
    ];
    const etag = answers[0].headers.get("ETag")!;
    answers.push(await site.app.request("/api/v1/contents?grade=6&type=2", { headers: { "If-None-Match": etag } }));
    expect(answers.at(-1)!.status).toBe(304);
    for (const res of answers)
      expect([res.url, res.status, res.headers.get("X-Content-Type-Options")]).toEqual([
        res.url,
        res.status,
        "nosniff",
      ]);
  });

  it.each(everyEngine)(
    "purges expired sessions, spent tokens, old rate-limit rows and old sent mail, and nothing live (%s)",
    async (kind) => {
      const database = await freshDatabase(kind);
      try {
        const { db } = database;
        const [u] = await db.insert(users).values({ email: "sakla@example.com", role: "user" }).returning();
        const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
        const ahead = (days: number) => new Date(Date.now() + days * 86_400_000);
        await db.insert(sessions).values([
          { idHash: "expired", userId: u.id, expiresAt: ago(1) },
          { idHash: "idle", userId: u.id, expiresAt: ahead(20), lastSeenAt: ago(8) },
          { idHash: "live", userId: u.id, expiresAt: ahead(20) },
        ]);
        await db.insert(userTokens).values([
          { tokenHash: "used", purpose: "reset", userId: u.id, expiresAt: ahead(1), usedAt: ago(0) },
          { tokenHash: "expired", purpose: "verify", userId: u.id, expiresAt: ago(1) },
          { tokenHash: "live", purpose: "verify", userId: u.id, expiresAt: ahead(1) },
        ]);
        await db.insert(rateLimits).values([
          { key: "old", count: 3, resetAt: ago(1) },
          { key: "live", count: 3, resetAt: ahead(1) },
        ]);
        await db.insert(googleFlows).values([
          { idHash: "old", verifier: "v", state: "s", nonce: "n", popup: false, expiresAt: ago(1) },
          { idHash: "live", verifier: "v", state: "s", nonce: "n", popup: false, expiresAt: ahead(1) },
        ]);
        await db.insert(pendingLogins).values([
          { idHash: "old", userId: u.id, expiresAt: ago(1) },
          { idHash: "live", userId: u.id, expiresAt: ahead(1) },
        ]);
        await db.insert(outbox).values([
          { toAddress: "a@example.com", subject: "eski", textBody: "x", status: "sent", sentAt: ago(31) },
          { toAddress: "a@example.com", subject: "yeni", textBody: "x", status: "sent", sentAt: ago(1) },
          { toAddress: "a@example.com", subject: "bekleyen", textBody: "x", status: "pending", createdAt: ago(40) },
          { toAddress: "a@example.com", subject: "vazgecildi", textBody: "x", status: "failed", createdAt: ago(40) },
        ]);

        await db.insert(subscribers).values([
          { email: "onaysiz-eski@example.com", createdAt: ago(30), confirmSentAt: ago(8) },
          { email: "onaysiz-yeni@example.com", confirmSentAt: ago(1) },
          { email: "onayli@example.com", createdAt: ago(400), confirmedAt: ago(399) },
        ]);

        // Two-step set-ups: one abandoned two hours ago (its secret must go), one just drawn, one confirmed long ago.
        const [abandoned, drawing, confirmed] = await db
          .insert(users)
          .values([
            { email: "birakti@example.com", role: "admin" },
            { email: "kuruyor@example.com", role: "admin" },
            { email: "acik@example.com", role: "admin" },
          ])
          .returning();
        await db.insert(twoStep).values([
          { userId: abandoned.id, secret: "plain:ABANDONED", createdAt: new Date(Date.now() - 2 * 3_600_000) },
          { userId: drawing.id, secret: "plain:DRAWING" },
          { userId: confirmed.id, secret: "plain:CONFIRMED", createdAt: ago(30), enabledAt: ago(30) },
        ]);

        const removed = await purgeExpired(db);
        expect(removed).toMatchObject({
          sessions: 2,
          userTokens: 2,
          rateLimits: 1,
          googleFlows: 1,
          pendingLogins: 1,
          outbox: 2,
          unconfirmedSubscribers: 1,
          unconfirmedTwoStep: 1,
        });
        expect((await db.select().from(twoStep)).map((r) => r.secret).sort()).toEqual([
          "plain:CONFIRMED",
          "plain:DRAWING",
        ]);
        expect((await db.select().from(pendingLogins)).map((r) => r.idHash)).toEqual(["live"]);
        expect((await db.select().from(subscribers)).map((r) => r.email).sort()).toEqual([
          "onayli@example.com",
          "onaysiz-yeni@example.com",
        ]);
        expect((await db.select().from(sessions)).map((r) => r.idHash)).toEqual(["live"]);
        expect((await db.select().from(userTokens)).map((r) => r.tokenHash)).toEqual(["live"]);
        expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["live"]);
        expect((await db.select().from(googleFlows)).map((r) => r.idHash)).toEqual(["live"]);
        expect((await db.select().from(outbox)).map((r) => r.subject).sort()).toEqual(["bekleyen", "yeni"]);
        // Run twice (two instances on one schedule): the second finds nothing, fails nothing.
        expect(await purgeExpired(db)).toMatchObject({
          sessions: 0,
          userTokens: 0,
          rateLimits: 0,
          googleFlows: 0,
          outbox: 0,
          unconfirmedSubscribers: 0,
        });
        expect(await db.select().from(sessions).where(lt(sessions.expiresAt, new Date()))).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );

  it("prunes .eml files older than a week from the no-SMTP mail folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-mail-"));
    try {
      fs.writeFileSync(path.join(dir, "old.eml"), "x");
      fs.writeFileSync(path.join(dir, "new.eml"), "x");
      fs.writeFileSync(path.join(dir, "note.txt"), "x");
      const old = ago(8);
      fs.utimesSync(path.join(dir, "old.eml"), old, old);
      fs.utimesSync(path.join(dir, "note.txt"), old, old);
      const removed = await purgeExpired(site.services.database.db, { mailDir: dir });
      expect(removed.mailFiles).toBe(1);
      expect(fs.readdirSync(dir).sort()).toEqual(["new.eml", "note.txt"]);
      // A missing folder (SMTP in use, nothing written yet) is not an error.
      expect((await purgeExpired(site.services.database.db, { mailDir: path.join(dir, "yok") })).mailFiles).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    function ago(days: number) {
      return new Date(Date.now() - days * 86_400_000);
    }
  });
});

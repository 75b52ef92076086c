import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { messages, outbox } from "#server/db/schema.ts";
import { backoffSeconds, startOutboxWorker } from "#server/mail/outbox.ts";
import { createFileTransport, createSmtpTransport } from "#server/mail/transport.ts";
import { toCsv } from "#core/csv.ts";
import { createMessageService } from "#server/messages/message-service.ts";
import { createPostgresDatabase, dbKinds, everyEngine, freshDatabase } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { startSmtpServer } from "#scripts/peers/smtp.ts";

const OWNER = "sahip@merdiven.test";
const input = {
  name: "Zeynep Çelik",
  email: "zeynep@example.com",
  message: "Merhaba, 6. sınıf kelime listesinde bir yazım hatası var.",
};

describe("outbox backoff", () => {
  it("grows and never waits more than a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe("CSV export", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(toCsv([["a,b", 'say "hi"', "=cmd()"]])).toBe('"a,b","say ""hi""",\'=cmd()\r\n');
  });
});

describe.each(dbKinds)("messages on %s", (kind) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  const service = () =>
    createMessageService(database.db, createDbRateLimiter(database.db), {
      ownerEmail: OWNER,
      siteUrl: "http://merdiven.test",
    });

  it("stores a contact message and mails it to the owner with the right fields", async () => {
    const worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "Merdiven <noreply@merdiven.test>"), {
      intervalMs: 100,
    });
    try {
      const result = await service().submit(input, "10.1.0.1");
      expect(result.ok).toBe(true);
      const mail = await smtp.readMail(OWNER, /iletişim/);
      expect(mail.text).toContain("Zeynep Çelik <zeynep@example.com>");
      expect(mail.text).toContain("6. sınıf kelime listesinde bir yazım hatası var.");
      const status = async () =>
        (
          await database.db
            .select()
            .from(outbox)
            .where(eq(outbox.messageId, result.ok ? result.id : 0))
        )[0].status;
      await expect.poll(status).toBe("sent");
    } finally {
      await worker.stop();
    }
  });

  it("records which entry a feedback message is about", async () => {
    const worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "Merdiven <noreply@merdiven.test>"), {
      intervalMs: 100,
    });
    try {
      const entry = await makeContent(database, { sinif: 6, konuIng: "Yummy Breakfast", konuTr: "Lezzetli Kahvaltı" });
      const result = await service().submit({ ...input, message: "Çok faydalı, teşekkürler!" }, "10.1.0.2", {
        contentId: entry.id,
      });
      const [stored] = await database.db
        .select()
        .from(messages)
        .where(eq(messages.id, result.ok ? result.id : 0));
      expect(stored).toMatchObject({ kind: "feedback", contentId: entry.id });
      const mail = await smtp.readMail(OWNER, /geri bildirim/);
      expect(mail.text).toContain(`http://merdiven.test/classes/6/${entry.id}-yummy-breakfast`);
      const inbox = await service().inbox(1);
      expect(inbox.items[0]).toMatchObject({
        kind: "feedback",
        content: { id: entry.id, title: "Lezzetli Kahvaltı" },
        read: false,
      });
    } finally {
      await worker.stop();
    }
  });

  it("keeps a message pending while the mail server refuses for now, and delivers it later", async () => {
    let refuse = true;
    const flaky = await startSmtpServer({ refuseWith: () => (refuse ? 451 : null) });
    const worker = startOutboxWorker(database.db, createSmtpTransport(flaky.url, "noreply@merdiven.test"), {
      intervalMs: 100,
    });
    try {
      const result = await service().submit({ ...input, message: "Bekleyen mesaj" }, "10.1.0.3");
      const id = result.ok ? result.id : 0;
      await worker.runOnce();
      const [pending] = await database.db.select().from(outbox).where(eq(outbox.messageId, id));
      expect(pending.status).toBe("pending");
      expect(pending.attempts).toBe(1);
      expect(pending.lastError).toMatch(/451/);
      refuse = false;
      await database.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, pending.id));
      const mail = await flaky.readMail(OWNER, /iletişim/);
      expect(mail.text).toContain("Bekleyen mesaj");
    } finally {
      await worker.stop();
      await flaky.close();
    }
  });

  it("gives up on a permanent refusal and keeps the reason", async () => {
    const refusing = await startSmtpServer({ refuseWith: () => 550 });
    const worker = startOutboxWorker(database.db, createSmtpTransport(refusing.url, "noreply@merdiven.test"), {
      intervalMs: 60_000,
    });
    try {
      const result = await service().submit({ ...input, message: "Reddedilecek" }, "10.1.0.4");
      await worker.runOnce();
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.messageId, result.ok ? result.id : 0));
      expect(row.status).toBe("failed");
      expect(row.lastError).toMatch(/550/);
      const [stored] = await database.db
        .select()
        .from(messages)
        .where(eq(messages.id, result.ok ? result.id : 0));
      expect(stored.message).toBe("Reddedilecek");
    } finally {
      await worker.stop();
      await refusing.close();
    }
  });

  it("limits how often one address can send", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await service().submit(input, "10.9.9.9");
      codes.push(r.ok ? "ok" : r.code);
    }
    expect(codes).toEqual(["ok", "ok", "ok", "ok", "ok", "too-many-requests", "too-many-requests"]);
  });
});

describe("a restart loses nothing", () => {
  it.each(everyEngine)("on %s: a message stored while SMTP is down is mailed after restart", async (kind) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-restart-"));
    const pg = kind === "postgres" ? await createPostgresDatabase() : null;
    const open = () =>
      pg ? openDatabase({ kind: "postgres", url: pg.url, poolSize: 2 }) : openDatabase({ kind: "pglite", dataDir });
    const smtp = await startSmtpServer();
    const deadPort = `smtp://127.0.0.1:${smtp.port + 1}`;
    try {
      // First life: the mail server is unreachable.
      let database = await open();
      let worker = startOutboxWorker(database.db, createSmtpTransport(deadPort, "noreply@merdiven.test"), {
        intervalMs: 60_000,
      });
      const result = await createMessageService(database.db, createDbRateLimiter(database.db), {
        ownerEmail: OWNER,
      }).submit({ ...input, message: "Yeniden başlatmadan önce" }, "10.2.0.1");
      await worker.runOnce();
      await worker.stop();
      await database.close();

      // Second life: same data, working mail server.
      database = await open();
      await database.db.update(outbox).set({ nextAttemptAt: new Date() });
      worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "noreply@merdiven.test"), {
        intervalMs: 100,
      });
      const mail = await smtp.readMail(OWNER, /iletişim/);
      expect(mail.text).toContain("Yeniden başlatmadan önce");
      const row = async () =>
        (
          await database.db
            .select()
            .from(outbox)
            .where(eq(outbox.messageId, result.ok ? result.id : 0))
        )[0];
      await expect.poll(async () => (await row()).status).toBe("sent");
      expect((await row()).attempts).toBe(2);
      await worker.stop();
      await database.close();
    } finally {
      await smtp.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two workers on one PostgreSQL", () => {
  it("mail each message exactly once", async () => {
    const pg = await createPostgresDatabase();
    const smtp = await startSmtpServer();
    const a = await openDatabase({ kind: "postgres", url: pg.url, poolSize: 3 });
    const b = await openDatabase({ kind: "postgres", url: pg.url, poolSize: 3 });
    try {
      const svc = createMessageService(a.db, createDbRateLimiter(a.db, { multiplier: 100 }), { ownerEmail: OWNER });
      for (let i = 0; i < 30; i++) await svc.submit({ ...input, message: `Mesaj ${i}` }, "10.3.0.1");
      const w1 = startOutboxWorker(a.db, createSmtpTransport(smtp.url, "noreply@merdiven.test"), {
        intervalMs: 50,
        batch: 3,
      });
      const w2 = startOutboxWorker(b.db, createSmtpTransport(smtp.url, "noreply@merdiven.test"), {
        intervalMs: 50,
        batch: 3,
      });
      const deadline = Date.now() + 15_000;
      while (smtp.inbox.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 500));
      await w1.stop();
      await w2.stop();
      const bodies = smtp.inbox.map((m) => /Mesaj \d+/.exec(m.text)?.[0]);
      expect(bodies).toHaveLength(30);
      expect(new Set(bodies).size).toBe(30);
    } finally {
      await a.close();
      await b.close();
      await smtp.close();
      await pg.drop();
    }
  });
});

describe("without SMTP", () => {
  it("writes each mail to an .eml file under the data folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-eml-"));
    try {
      await createFileTransport(dir, "noreply@merdiven.test").send({
        to: OWNER,
        subject: "Deneme",
        text: "Merhaba dünya",
      });
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = fs.readFileSync(path.join(dir, files[0]), "utf8");
      expect(raw).toContain(`To: ${OWNER}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

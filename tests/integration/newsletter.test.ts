import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_PAGE_SIZE, NEWSLETTER_PATHS } from "#core/newsletter.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { hashToken } from "#server/auth/tokens.ts";
import type { Database } from "#server/db/client.ts";
import { outbox, subscriberTokens, subscribers } from "#server/db/schema.ts";
import { csrfProtection } from "#server/http/csrf.ts";
import { startOutboxWorker, type OutboxWorker } from "#server/mail/outbox.ts";
import { createSmtpTransport } from "#server/mail/transport.ts";
import { enqueueNewsletterMail } from "#server/newsletter/newsletter-mail.ts";
import { createNewsletterService } from "#server/newsletter/newsletter-service.ts";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { startSmtpServer, type ReceivedMail, type SmtpPeer } from "#scripts/peers/smtp.ts";

const SITE = "https://merdiven.test";
const links = {
  confirm: (token: string) => `${SITE}${NEWSLETTER_PATHS.confirm}?token=${token}`,
  unsubscribe: (token: string) => `${SITE}${NEWSLETTER_PATHS.unsubscribe}?token=${token}`,
};
const tokenAfter = (path: string, text: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";

describe.each(dbKinds)("newsletter on %s", (kind) => {
  let database: Database;
  let smtp: SmtpPeer;
  let worker: OutboxWorker;
  let client = 0;
  /** A new client address per test, so the per-address limit of one test does not reach the next. */
  let ip = "";

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpServer();
    worker = startOutboxWorker(database.db, createSmtpTransport(smtp.url, "Merdiven <noreply@merdiven.test>"), {
      intervalMs: 50,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
    await database?.close();
  });
  beforeEach(() => {
    ip = `10.7.0.${++client}`;
  });

  const service = () => createNewsletterService(database.db, createDbRateLimiter(database.db));
  const mailsTo = (to: string) => smtp.inbox.filter((m) => m.to.includes(to));
  /** Every queued mail has left (so a mail that should not exist would have arrived by now). */
  const drained = () =>
    expect
      .poll(async () => (await database.db.select().from(outbox).where(eq(outbox.status, "pending"))).length)
      .toBe(0);
  const row = async (email: string) =>
    (await database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

  async function confirmedSubscriber(email: string): Promise<ReceivedMail> {
    expect(await service().subscribe(email, ip, links)).toBe("ok");
    const mail = await smtp.readMail(email);
    expect(await service().confirm(tokenAfter(NEWSLETTER_PATHS.confirm, mail.text))).toBe(true);
    return mail;
  }

  it("keeps a sign-up pending until the mailed link is confirmed, and records when (consent proven)", async () => {
    expect(await service().subscribe("Veli@Example.com ", ip, links)).toBe("ok");
    const pending = await row("veli@example.com");
    expect(pending.confirmedAt).toBeNull();
    expect((await service().confirmedPage(1)).items.map((s) => s.email)).not.toContain("veli@example.com");

    const mail = await smtp.readMail("veli@example.com", /bülten/i);
    const token = tokenAfter(NEWSLETTER_PATHS.confirm, mail.text);
    expect(token).toHaveLength(43);
    // Only the hash is stored: a leaked table confirms nothing.
    expect(pending.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await database.db.select().from(subscribers))).not.toContain(token);

    expect(await service().isConfirmTokenValid(token)).toBe(true);
    expect(await service().confirm(token)).toBe(true);
    const confirmed = await row("veli@example.com");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed.confirmTokenHash).toBeNull();
    // Single use.
    expect(await service().confirm(token)).toBe(false);
    expect(await service().isConfirmTokenValid(token)).toBe(false);
    expect((await service().confirmedPage(1)).items.map((s) => s.email)).toContain("veli@example.com");
  });

  it("refuses a confirmation link that is unknown, malformed, huge or too old", async () => {
    expect(await service().confirm("a".repeat(43))).toBe(false);
    expect(await service().confirm("")).toBe(false);
    expect(await service().confirm("x".repeat(100_000))).toBe(false);
    await service().subscribe("gec@example.com", ip, links);
    const token = tokenAfter(NEWSLETTER_PATHS.confirm, (await smtp.readMail("gec@example.com")).text);
    await database.db
      .update(subscribers)
      .set({ confirmSentAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(subscribers.email, "gec@example.com"));
    expect(await service().confirm(token)).toBe(false);
    expect((await row("gec@example.com")).confirmedAt).toBeNull();
  });

  it("every newsletter mail carries a one-click unsubscribe (RFC 8058) and the link in its text", async () => {
    const confirmation = await confirmedSubscriber("ayse@example.com");
    const unsubscribeUrl = `${SITE}${NEWSLETTER_PATHS.unsubscribe}?token=${tokenAfter(NEWSLETTER_PATHS.unsubscribe, confirmation.text)}`;
    expect(confirmation.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>`);
    expect(confirmation.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(confirmation.text).toContain(unsubscribeUrl);
    // The confirmation link comes first: it is the one a reader (and tests/e2e/mail.ts) opens.
    expect(confirmation.text.indexOf(NEWSLETTER_PATHS.confirm)).toBeLessThan(
      confirmation.text.indexOf(NEWSLETTER_PATHS.unsubscribe),
    );

    // A later newsletter mail goes through the same helper.
    const subscriber = await row("ayse@example.com");
    await database.db.transaction((tx) =>
      enqueueNewsletterMail(
        tx,
        { id: subscriber.id, email: subscriber.email },
        { subject: "Merdiven bülteni: yeni dersler", text: "Yeni dersler eklendi." },
        links.unsubscribe,
      ),
    );
    const later = await smtp.readMail("ayse@example.com", /yeni dersler/);
    const laterToken = tokenAfter(NEWSLETTER_PATHS.unsubscribe, later.text);
    expect(later.headers["list-unsubscribe"]).toBe(`<${links.unsubscribe(laterToken)}>`);
    expect(later.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The sent mail's stored headers keep no usable token.
    await drained();
    const stored = await database.db.select().from(outbox).where(eq(outbox.toAddress, "ayse@example.com"));
    expect(JSON.stringify(stored.map((m) => m.headers))).not.toContain(laterToken);
  });

  it("unsubscribes at once with the link's token, which is stored only as a hash and is the only authority", async () => {
    const mail = await confirmedSubscriber("ciko@example.com");
    const token = tokenAfter(NEWSLETTER_PATHS.unsubscribe, mail.text);
    const tokens = await database.db.select().from(subscriberTokens);
    expect(tokens.some((t) => t.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(tokens)).not.toContain(token);

    expect(await service().unsubscribe("b".repeat(43))).toBe(false);
    expect(await service().unsubscribe(hashToken(token))).toBe(false);
    expect(await row("ciko@example.com")).toBeDefined();
    expect(await service().unsubscribe(token)).toBe(true);
    expect(await row("ciko@example.com")).toBeUndefined();
    expect(await service().unsubscribe(token)).toBe(false);
  });

  it("answers alike for new, pending and subscribed addresses and mails an address at most once a day", async () => {
    for (let i = 0; i < 3; i++) expect(await service().subscribe("tekrar@example.com", ip, links)).toBe("ok");
    await confirmedSubscriber("uye@example.com");
    expect(await service().subscribe("uye@example.com", ip, links)).toBe("ok");
    await drained();
    expect(mailsTo("tekrar@example.com")).toHaveLength(1);
    expect(mailsTo("uye@example.com")).toHaveLength(1);
    expect((await row("uye@example.com")).confirmedAt).toBeInstanceOf(Date);

    // A day later the pending address may get one new link; the old one stops working.
    const first = tokenAfter(NEWSLETTER_PATHS.confirm, mailsTo("tekrar@example.com")[0].text);
    await database.db
      .update(subscribers)
      .set({ confirmSentAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(subscribers.email, "tekrar@example.com"));
    expect(await service().subscribe("tekrar@example.com", `${ip}0`, links)).toBe("ok");
    await drained();
    expect(mailsTo("tekrar@example.com")).toHaveLength(2);
    expect(await service().confirm(first)).toBe(false);
    expect(await service().confirm(tokenAfter(NEWSLETTER_PATHS.confirm, mailsTo("tekrar@example.com")[1].text))).toBe(
      true,
    );
  });

  it("limits sign-ups per client address", async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 7; i++) outcomes.push(await service().subscribe(`sinir-${i}@example.com`, ip, links));
    expect(outcomes).toEqual(["ok", "ok", "ok", "ok", "ok", "too-many-requests", "too-many-requests"]);
    expect(await row("sinir-5@example.com")).toBeUndefined();
    expect(await service().subscribe("sinir-5@example.com", "10.7.99.1", links)).toBe("ok");
  });

  it("keeps earlier (never confirmed) addresses out of the list, the export and the mail", async () => {
    await database.db.insert(subscribers).values({ email: "eski@example.com" });
    const page = await service().confirmedPage(1);
    expect(page.items.map((s) => s.email)).not.toContain("eski@example.com");
    expect((await service().allConfirmed()).map((s) => s.email)).not.toContain("eski@example.com");
    expect(page.pending).toBeGreaterThanOrEqual(1);
    // Signing up again is how such an address gives its consent.
    await service().subscribe("eski@example.com", ip, links);
    expect(await smtp.readMail("eski@example.com")).toBeDefined();
  });

  it("pages the admin's list of confirmed subscribers and counts pending ones apart", async () => {
    const before = await service().confirmedPage(1);
    const limiter = createDbRateLimiter(database.db, { multiplier: 100 });
    const loose = createNewsletterService(database.db, limiter);
    for (let i = 0; i < NEWSLETTER_PAGE_SIZE + 5; i++) {
      const email = `sayfa-${String(i).padStart(2, "0")}@example.com`;
      await loose.subscribe(email, ip, links);
      const [r] = await database.db.select().from(subscribers).where(eq(subscribers.email, email));
      await database.db
        .update(subscribers)
        .set({ confirmedAt: new Date(), confirmTokenHash: null })
        .where(eq(subscribers.id, r.id));
    }
    await loose.subscribe("bekleyen@example.com", ip, links);
    const first = await service().confirmedPage(1);
    const second = await service().confirmedPage(2);
    expect(first.items).toHaveLength(NEWSLETTER_PAGE_SIZE);
    expect(first.total).toBe(before.total + NEWSLETTER_PAGE_SIZE + 5);
    expect(first.pending).toBe(before.pending + 1);
    expect(second.items.length).toBe(first.total - NEWSLETTER_PAGE_SIZE);
    const emails = [...first.items, ...second.items].map((s) => s.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).not.toContain("bekleyen@example.com");
    expect((await service().allConfirmed()).map((s) => s.email)).not.toContain("bekleyen@example.com");
    expect(await service().allConfirmed()).toHaveLength(first.total);
  });
});

describe("CSRF and the one-click unsubscribe", () => {
  const app = new Hono();
  app.use("*", csrfProtection());
  app.all("*", (c) => c.text("passed"));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://merdiven.test${path}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  it("lets a mail provider's POST reach exactly the unsubscribe address, whatever its origin", async () => {
    expect((await post(`${NEWSLETTER_PATHS.unsubscribe}?token=abc`, { Origin: "https://mail.example" })).status).toBe(
      200,
    );
    expect(
      (await post(`${NEWSLETTER_PATHS.unsubscribe}?token=abc`, { "Sec-Fetch-Site": "cross-site", Cookie: "sid=x" }))
        .status,
    ).toBe(200);
  });

  it("still refuses cross-site posts everywhere else", async () => {
    for (const path of [
      `${NEWSLETTER_PATHS.unsubscribe}.data?token=abc`,
      `${NEWSLETTER_PATHS.unsubscribe}/x`,
      NEWSLETTER_PATHS.confirm,
      "/",
      "/login",
      "/bulten",
    ]) {
      expect((await post(path, { Origin: "https://evil.example" })).status, path).toBe(403);
    }
  });
});

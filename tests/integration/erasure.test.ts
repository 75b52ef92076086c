import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createErasureService } from "../../server/account/erase";
import { createAuthService } from "../../server/auth/auth-service";
import { createDbRateLimiter } from "../../server/auth/rate-limit";
import { totpCode } from "../../server/auth/totp";
import { createTwoStepService } from "../../server/auth/two-step";
import type { Database } from "../../server/db/client";
import { messages, subscribers, users } from "../../server/db/schema";
import { enqueueMail } from "../../server/mail/outbox";
import { dbKinds, freshDatabase } from "../support/database";
import { traces } from "../support/traces";

describe.each(dbKinds)("erasing an address on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  it("leaves no row in any table that names the address or the account", async () => {
    const limiter = createDbRateLimiter(database.db);
    const auth = createAuthService(database.db, limiter);
    const email = "veli.cocuk@example.com";
    const signed = await auth.signup({ email, password: "yesil-elma-42", repeatPassword: "yesil-elma-42" }, "192.0.2.5", (t) => `http://x/dogrula?token=${t}`);
    if (!signed.ok) throw new Error(signed.code);
    const id = signed.user.id;
    await auth.requestPasswordReset(email, "192.0.2.5", (t) => `http://x/sifre-sifirla?token=${t}`);
    await auth.login({ email, password: "yanlis-sifre-1" }, "192.0.2.5");
    // Two-step rows too (an admin's), and a message typed with capitals, and the newsletter.
    const steps = createTwoStepService(database.db, limiter);
    const setup = (await steps.setup({ id, email, role: "admin" }))!;
    await steps.confirmSetup(id, totpCode(setup.secret, Date.now()));
    await steps.startLogin(id);
    await auth.createSession(id);
    const [message] = await database.db.insert(messages).values({ kind: "contact", name: "Ayşe Yılmaz", email: "Veli.Cocuk@Example.com", message: "Merhaba, bir sorum var." }).returning();
    await enqueueMail(database.db, { to: "sahip@example.com", replyTo: "Veli.Cocuk@Example.com", subject: "İletişim", text: "Ayşe Yılmaz <Veli.Cocuk@Example.com>: Merhaba", messageId: message.id });
    await database.db.insert(subscribers).values({ email, confirmedAt: new Date() });
    // Someone else's data stays.
    await database.db.insert(users).values({ email: "baska@example.com" });
    expect((await traces(database, email, id)).length).toBeGreaterThan(5);

    const erasure = createErasureService(database.db);
    expect(await erasure.preview("VELI.COCUK@example.com")).toMatchObject({ email, account: { id }, messages: 1, subscribed: true });
    expect(await erasure.erase("VELI.COCUK@example.com")).toEqual({ accountId: id });

    expect(await traces(database, email, id)).toEqual([]);
    const [kept] = await database.db.select().from(messages);
    expect(kept).toMatchObject({ name: "", email: "", message: "Merhaba, bir sorum var." });
    expect(await database.db.select({ email: users.email }).from(users)).toEqual([{ email: "baska@example.com" }]);
  });
});

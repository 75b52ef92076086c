import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPath } from "#core/content.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trSignup } from "#core/messages/signup.ts";
import { messages, outbox, sessions, subscribers, userTokens, users } from "#server/db/schema.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { traces } from "#tests/support/traces.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { requestsTo, visitorHeaders, withSession } from "#tests/support/requests.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";
const PASSWORD = "mavi-kalem-2026";
/** Two questions in GIFT (a passing score marks the entry done). */
const QUIZ = `What is "satranç" in English?{~kite =chess ~puzzle}

Chess is a game.{T}`;

const schema = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/account-export.schema.json"), "utf8"),
);
const ajv = new Ajv2020({ allErrors: true });
addFormats.default(ajv);
const validExport = ajv.compile(schema);

/**
 * 'Hesabım' through HTTP, as a browser without JavaScript uses it (plain form posts),
 * on PGlite and PostgreSQL, with a real SMTP server receiving the mails.
 */
describe.each(dbKinds)("'Hesabım' on %s", (kind) => {
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({
    kind,
    settings: { SMTP_URL: smtp.url, PUBLIC_URL: "https://merdiven.test", RATE_LIMIT_MULTIPLIER: "100" },
  }));

  let counter = 0;
  /**
   * A pupil with a password and two sessions: a phone (this browser) and a laptop. The
   * pupil opened the sign-up mail's link unless `verified: false` (someone who signed up
   * with an address that may not be theirs).
   */
  async function pupil({ email = `ogrenci-${++counter}-${kind}@example.com`, verified = true } = {}) {
    let verifyToken = "";
    const signed = await site.services.auth.signup(
      { email, password: PASSWORD, repeatPassword: PASSWORD },
      `192.0.2.${++counter}`,
      (t) => `https://merdiven.test/dogrula?token=${(verifyToken = t)}`,
    );
    if (!signed.ok) throw new Error(signed.code);
    if (verified && !(await site.services.auth.verifyEmail(verifyToken, { password: PASSWORD })).ok)
      throw new Error("the verification link did not work");
    const phone = (await site.services.auth.createSession(signed.user.id, { userAgent: PHONE })).token;
    const laptop = (await site.services.auth.createSession(signed.user.id, { userAgent: LAPTOP })).token;
    return { id: signed.user.id, email, phone, laptop, headers: withSession(phone) };
  }

  const { post } = requestsTo(() => site.app);
  const signedIn = async (token: string) => (await site.services.auth.userForSession(token)) !== null;
  const linkIn = (text: string, pathname: string) =>
    text.match(new RegExp(`https://merdiven\\.test${pathname}\\?token=([\\w-]+)`))![1];

  it("is for signed-in users only, and refuses another site's forms", async () => {
    const anonymous = await site.app.request("/hesabim", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login");
    const p = await pupil();
    const page = await (await site.app.request("/hesabim", { headers: p.headers })).text();
    expect(page).toContain(`<h1 class="text-3xl font-extrabold text-brand-900">${trMyAccount.title}</h1>`);
    expect(page).toContain(p.email);
    expect(
      (await post({ ...p.headers, Origin: "https://kotu.example" }, "/hesabim", { intent: "end-others" })).status,
    ).toBe(403);
    expect(await signedIn(p.laptop)).toBe(true);
    expect((await post(visitorHeaders(), "/hesabim", { intent: "end-others" })).headers.get("Location")).toBe("/login");
  });

  it("changes the password only with the current one, ends the other sessions and tells the owner", async () => {
    const p = await pupil();
    const wrong = await post(p.headers, "/hesabim", {
      intent: "password",
      currentPassword: "yanlis-sifre",
      password: "yeni-sifre-77",
      repeatPassword: "yeni-sifre-77",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(trMyAccount.wrongPassword);
    const mismatch = await post(p.headers, "/hesabim", {
      intent: "password",
      currentPassword: PASSWORD,
      password: "yeni-sifre-77",
      repeatPassword: "baska-sifre-77",
    });
    expect(await mismatch.text()).toContain(trSignup.passwordsDoNotMatch);
    expect(await signedIn(p.laptop)).toBe(true);

    const done = await post(p.headers, "/hesabim", {
      intent: "password",
      currentPassword: PASSWORD,
      password: "yeni-sifre-77",
      repeatPassword: "yeni-sifre-77",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/hesabim");
    expect(await signedIn(p.phone)).toBe(true);
    expect(await signedIn(p.laptop)).toBe(false);
    expect((await site.services.auth.login({ email: p.email, password: PASSWORD }, "198.51.100.1")).ok).toBe(false);
    expect((await site.services.auth.login({ email: p.email, password: "yeni-sifre-77" }, "198.51.100.1")).ok).toBe(
      true,
    );
    expect((await smtp.readMail(p.email, /şifreniz değiştirildi/)).text).toContain("Hesabım");
  });

  it("moves the account to a new address only when its owner opens the mailed link, and tells the old one", async () => {
    const p = await pupil();
    const other = await pupil();
    const taken = await post(p.headers, "/hesabim", { intent: "email", email: other.email, currentPassword: PASSWORD });
    expect(await taken.text()).toContain(trMyAccount.emailInUse);
    const newEmail = `yeni-${kind}@example.com`;
    const asked = await post(p.headers, "/hesabim", {
      intent: "email",
      email: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(302);
    // Nothing changes until the new address's owner presses the button.
    expect(
      (await site.services.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0].email,
    ).toBe(p.email);
    const token = linkIn((await smtp.readMail(newEmail, /yeni e-posta/)).text, "/eposta-degistir");
    const page = await (await site.app.request(`/eposta-degistir?token=${token}`)).text();
    expect(page).toContain(trMyAccount.emailConfirmButton);
    expect(
      (await site.services.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0].email,
    ).toBe(p.email);

    const confirmed = await post(p.headers, "/eposta-degistir", { token });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/hesabim");
    expect(
      (await site.services.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0].email,
    ).toBe(newEmail);
    expect(await signedIn(p.phone)).toBe(true);
    expect(await signedIn(p.laptop)).toBe(false);
    expect((await smtp.readMail(p.email, /adresi değişti/)).text).toContain(newEmail);
    // The link is spent.
    expect((await post(p.headers, "/eposta-degistir", { token })).status).toBe(400);
  });

  it("keeps no used or replaced link: an address change's new address leaves the database with its link", async () => {
    const p = await pupil();
    const first = `ilk-${kind}@example.com`;
    const second = `ikinci-${kind}@example.com`;
    for (const email of [first, second])
      expect((await post(p.headers, "/hesabim", { intent: "email", email, currentPassword: PASSWORD })).status).toBe(
        302,
      );
    const token = linkIn((await smtp.readMail(second, /yeni e-posta/)).text, "/eposta-degistir");
    expect((await post(p.headers, "/eposta-degistir", { token })).headers.get("Location")).toBe("/hesabim");
    // Neither the replaced link's address nor the used one's, nor sign-up's used verification link.
    expect(await site.services.database.db.select().from(userTokens).where(eq(userTokens.userId, p.id))).toEqual([]);
    expect((await traces(site.services.database, first, p.id)).filter((row) => row.startsWith("user_tokens"))).toEqual(
      [],
    );
  });

  it("does not move a disabled account to a new address, even with a link asked for before it was disabled", async () => {
    const p = await pupil();
    const newEmail = `kapali-${kind}@example.com`;
    await post(p.headers, "/hesabim", { intent: "email", email: newEmail, currentPassword: PASSWORD });
    const token = linkIn((await smtp.readMail(newEmail, /yeni e-posta/)).text, "/eposta-degistir");
    await site.services.auth.setDisabled(p.id, true);
    const refused = await post(visitorHeaders(), "/eposta-degistir", { token });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(trMyAccount.emailAccountDisabled);
    expect(
      (await site.services.database.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0].email,
    ).toBe(p.email);
  });

  it("lists the sessions with their devices, ends one of them or all the others, never another account's", async () => {
    const p = await pupil();
    const stranger = await pupil();
    const page = await (await site.app.request("/hesabim", { headers: p.headers })).text();
    expect(page).toContain("Chrome, Android");
    expect(page).toContain("Firefox, Windows");
    expect(page).toContain(trMyAccount.thisSession);
    expect(page).not.toContain(p.phone);
    const handles = [...page.matchAll(/name="session" value="([0-9a-f]+)"/g)].map((m) => m[1]);
    expect(handles).toHaveLength(1);
    // The stranger cannot end the pupil's laptop session with its handle.
    await post(stranger.headers, "/hesabim", { intent: "end-session", session: handles[0] });
    expect(await signedIn(p.laptop)).toBe(true);
    await post(p.headers, "/hesabim", { intent: "end-session", session: handles[0] });
    expect(await signedIn(p.laptop)).toBe(false);
    expect(await signedIn(p.phone)).toBe(true);

    const third = (await site.services.auth.createSession(p.id, { userAgent: LAPTOP })).token;
    expect((await post(p.headers, "/hesabim", { intent: "end-others" })).status).toBe(302);
    expect(await signedIn(third)).toBe(false);
    expect(await signedIn(p.phone)).toBe(true);
  });

  it("lists only sessions that still sign in: one unused for more than 7 days is neither on the page nor in the export", async () => {
    const p = await pupil();
    await site.services.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.idHash, hashToken(p.laptop)));
    expect(await signedIn(p.laptop)).toBe(false);
    const page = await (await site.app.request("/hesabim", { headers: p.headers })).text();
    expect(page).toContain("Chrome, Android");
    expect(page).not.toContain("Firefox, Windows");
    expect(page).not.toContain(trMyAccount.endOtherSessions);
    const exported = await (await site.app.request("/hesabim/verilerim.json", { headers: p.headers })).json();
    expect(exported.sessions.map((s: { device: string }) => s.device)).toEqual(["Chrome, Android"]);
  });

  it("exports everything kept about the account as JSON of the documented shape, without session ids", async () => {
    const p = await pupil();
    await site.services.database.db
      .insert(messages)
      .values({ kind: "contact", name: "Deniz", email: p.email.toUpperCase(), message: "Sınav konuları nelerdir?" });
    await site.services.database.db.insert(subscribers).values({ email: p.email, confirmedAt: new Date() });
    const response = await site.app.request("/hesabim/verilerim.json", { headers: p.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="merdiven-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    expect(exported.account.email).toBe(p.email);
    expect(exported.sessions).toHaveLength(2);
    expect(exported.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(exported.messages[0].message).toBe("Sınav konuları nelerdir?");
    expect(exported.newsletter.confirmedAt).not.toBeNull();
    expect(exported.mails.map((m: { subject: string }) => m.subject)).toContain("Merdiven e-posta doğrulama");
    const ids = (
      await site.services.database.db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, p.id))
    ).map((s) => s.idHash);
    for (const secret of [p.phone, p.laptop, ...ids]) expect(text).not.toContain(secret);
    expect(text).not.toContain("scrypt");
    expect((await site.app.request("/hesabim/verilerim.json", { redirect: "manual" })).headers.get("Location")).toBe(
      "/login",
    );
  });

  it("gives a sign-up whose address is not proven none of what is kept under the address, and its deletion erases none of it", async () => {
    // The owner of the address wrote to the site, subscribed, and was mailed before anyone signed up with it.
    const email = `kurban-${kind}@example.com`;
    await site.services.database.db
      .insert(messages)
      .values({ kind: "contact", name: "Zeynep Kaya", email, message: "Kızımın sınav notları hakkında" });
    await site.services.database.db.insert(subscribers).values({ email, confirmedAt: new Date() });
    await enqueueMail(site.services.database.db, {
      to: email,
      subject: "Bülten: yeni içerikler",
      text: "Merhaba Zeynep Hanım",
    });
    // Someone else signs up with that address and never opens the verification link.
    const p = await pupil({ email, verified: false });
    expect(await (await site.app.request("/hesabim", { headers: p.headers })).text()).toContain(
      trMyAccount.unprovenExport,
    );

    const text = await (await site.app.request("/hesabim/verilerim.json", { headers: p.headers })).text();
    const exported = JSON.parse(text);
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    expect(exported).toMatchObject({
      account: { email, emailVerifiedAt: null },
      messages: [],
      newsletter: null,
      mails: [],
    });
    expect(text).not.toContain("Zeynep");

    expect((await post(p.headers, "/hesabim", { intent: "delete", currentPassword: PASSWORD })).status).toBe(302);
    expect(await site.services.database.db.select().from(users).where(eq(users.id, p.id))).toEqual([]);
    // The address owner's rows are as they were; nothing of the account itself is left.
    expect(
      await site.services.database.db
        .select({ name: messages.name, email: messages.email })
        .from(messages)
        .where(eq(messages.email, email)),
    ).toEqual([{ name: "Zeynep Kaya", email }]);
    expect(
      await site.services.database.db
        .select({ email: subscribers.email })
        .from(subscribers)
        .where(eq(subscribers.email, email)),
    ).toEqual([{ email }]);
    expect(
      (
        await site.services.database.db
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(eq(outbox.toAddress, email))
      ).map((m) => m.subject),
    ).toContain("Bülten: yeni içerikler");
    await site.services.outbox.runOnce();
    expect(
      (await traces(site.services.database, email, p.id)).filter(
        (row) => !/^(?:messages|subscribers|outbox): /.test(row),
      ),
    ).toEqual([]);
  });

  it("exports a pupil's marks, quiz results and flashcard boxes in the documented shape, and 'Hesabımı sil' leaves no trace of them", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const words = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/kelimeler",
      konuIng: "Games and Hobbies",
      konuTr: "Oyunlar ve Hobiler",
    });
    const test = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/tests",
      konuIng: "Unit 3 Test",
      konuTr: "3. Ünite Testi",
    });
    const put = (path: string, body: string, type: string) =>
      site.app.request(path, { method: "PUT", headers: { ...admin, "Content-Type": type }, body });
    expect(
      (await put(`/api/v1/contents/${words.id}/words`, "chess,satranç\nkite,uçurtma\npuzzle,yapboz", "text/csv"))
        .status,
    ).toBe(200);
    expect((await put(`/api/v1/contents/${test.id}/quiz`, QUIZ, "text/plain")).status).toBe(200);

    // What a pupil does on the site: saves the word list, reads its PDF, passes the quiz, sorts two cards.
    const p = await pupil();
    expect(
      (await post(p.headers, "/isaretler", { id: String(words.id), intent: "save", back: "/classes/5" })).status,
    ).toBe(302);
    expect((await post(p.headers, "/isaretler", { id: String(words.id), intent: "opened", page: "3" })).status).toBe(
      200,
    );
    const version = /name="version" value="(\d+)"/.exec(
      await (await site.app.request(contentPath(test), { headers: p.headers })).text(),
    )![1];
    expect((await post(p.headers, contentPath(test), { intent: "quiz", version, q1: "1", q2: "true" })).status).toBe(
      200,
    );
    for (const [word, knew] of [
      ["chess", "1"],
      ["kite", "0"],
    ]) {
      expect(
        (await post(p.headers, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word, knew })).status,
      ).toBe(200);
    }

    const exported = await (await site.app.request("/hesabim/verilerim.json", { headers: p.headers })).json();
    expect(validExport(exported), JSON.stringify(validExport.errors)).toBe(true);
    expect(exported.marks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entryId: words.id,
          title: "Games and Hobbies",
          savedAt: expect.any(String),
          openedAt: expect.any(String),
          pdfPage: 3,
        }),
        expect.objectContaining({ entryId: test.id, doneAt: expect.any(String) }),
      ]),
    );
    expect(exported.quizResults).toEqual([
      { entryId: test.id, best: 2, last: 2, total: 2, updatedAt: expect.any(String) },
    ]);
    expect(exported.flashcards.map(({ word, box }: { word: string; box: number }) => [word, box]).sort()).toEqual([
      ["chess", 2],
      ["kite", 1],
    ]);

    expect(
      (await post(p.headers, "/hesabim", { intent: "delete", currentPassword: PASSWORD })).headers.get("Location"),
    ).toBe("/");
    await smtp.readMail(p.email, /hesabınız silindi/);
    await site.services.outbox.runOnce();
    expect(await traces(site.services.database, p.email, p.id)).toEqual([]);
    // The entries themselves stay for everyone else.
    expect((await site.app.request(contentPath(test))).status).toBe(200);
  });

  it("deletes the account with its password, leaving no row that names it once the goodbye mail has left", async () => {
    const p = await pupil();
    await site.services.database.db
      .insert(messages)
      .values({ kind: "contact", name: "Deniz", email: p.email, message: "Merhaba" });
    const wrong = await post(p.headers, "/hesabim", { intent: "delete", currentPassword: "yanlis-sifre" });
    expect(wrong.status).toBe(400);
    expect(await signedIn(p.phone)).toBe(true);

    const gone = await post(p.headers, "/hesabim", { intent: "delete", currentPassword: PASSWORD });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe("/");
    expect(gone.headers.getSetCookie().some((c) => c.startsWith("sid=;"))).toBe(true);
    expect(await signedIn(p.phone)).toBe(false);
    expect((await smtp.readMail(p.email, /hesabınız silindi/)).text).toContain("silindi");
    await site.services.outbox.runOnce();
    expect(await traces(site.services.database, p.email, p.id)).toEqual([]);
    expect(await site.services.database.db.select().from(outbox).where(eq(outbox.toAddress, p.email))).toEqual([]);
    const [kept] = await site.services.database.db.select().from(messages).where(eq(messages.message, "Merhaba"));
    expect(kept).toMatchObject({ name: "", email: "" });
  });

  it("deletes an account without a password through a mailed link, and never an admin's from here", async () => {
    const email = `google-${kind}@example.com`;
    const signed = await site.services.auth.googleLogin({ sub: `sub-${kind}`, email, emailVerified: true });
    if (!signed.ok) throw new Error(signed.code);
    const { token: sid } = await site.services.auth.createSession(signed.user.id);
    const headers = withSession(sid);
    expect(await (await site.app.request("/hesabim", { headers })).text()).toContain(trMyAccount.deleteMailButton);
    expect((await post(headers, "/hesabim", { intent: "delete-link" })).status).toBe(302);
    const token = linkIn((await smtp.readMail(email, /silmeyi onaylayın/)).text, "/hesap-sil");
    expect(await (await site.app.request(`/hesap-sil?token=${token}`)).text()).toContain(
      trMyAccount.deleteConfirmIntro,
    );
    expect(await signedIn(sid)).toBe(true);
    const gone = await post(visitorHeaders(), "/hesap-sil", { token });
    expect(gone.status).toBe(302);
    expect(await signedIn(sid)).toBe(false);
    await smtp.readMail(email, /hesabınız silindi/);
    await site.services.outbox.runOnce();
    expect(await traces(site.services.database, email, signed.user.id)).toEqual([]);

    const [admin] = await site.services.database.db
      .insert(users)
      .values({ email: `yonetici-${kind}@example.com`, role: "admin" })
      .returning();
    const adminSid = (await site.services.auth.createSession(admin.id)).token;
    const refused = await post(withSession(adminSid), "/hesabim", {
      intent: "delete",
      currentPassword: "her-neyse-olsun",
    });
    expect(refused.status).toBe(403);
    expect(await signedIn(adminSid)).toBe(true);
  });
});

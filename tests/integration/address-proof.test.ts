import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trAccount } from "#core/messages/account.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { messages, subscribers, users } from "#server/db/schema.ts";
import { readToast } from "#server/http/toast-cookie.ts";
import { dbKinds } from "#tests/support/database.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { cookiesOf, formPost } from "#tests/support/requests.ts";

/**
 * Decision 0059: the verification mail proves only that the presser reads
 * the address; it proves the address for the account only when the presser is the
 * account's owner too (a session of that account, or its password). Otherwise a stranger
 * who signed up with someone's address would get, in his export, what is kept under it.
 * Through HTTP, as a browser without JavaScript uses the page (plain form posts), on
 * PGlite and PostgreSQL, with a real SMTP server receiving the mails.
 */
describe.each(dbKinds)("an address proven by its account's owner on %s", (kind) => {
  let smtp: SmtpPeer;
  let counter = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No RATE_LIMIT_MULTIPLIER: the password checks' own limit is under test.
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({
    kind,
    settings: { SMTP_URL: smtp.url, PUBLIC_URL: "https://merdiven.test", ADMIN_EMAIL: "ogretmen@merdiven.test" },
  }));

  const press = (body: Record<string, string>, cookie?: string) => formPost(site.app, "/dogrula", body, { cookie });
  const toastOf = async (response: Response) =>
    (await readToast(new Request("http://localhost/", { headers: { Cookie: cookiesOf(response) } }), false)).toast
      ?.message;
  const account = async (email: string) =>
    (await site.services.database.db.select().from(users).where(eq(users.email, email)))[0];
  const signedIn = async (cookie: string) =>
    (await site.app.request("/hesabim", { redirect: "manual", headers: { Cookie: cookie } })).status === 200;
  const verifyPage = async (token: string, cookie?: string) =>
    (await site.app.request(`/dogrula?token=${token}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

  /** Signs up through the page (which signs the browser in) and reads the verification link from the mail. */
  async function signUp(email: string, password: string) {
    const answer = await formPost(site.app, "/signup", { email, password, repeatPassword: password });
    expect(answer.status).toBe(302);
    const mail = await smtp.readMail(email, /doğrulama/i);
    return {
      cookie: cookiesOf(answer),
      token: mail.text.match(/https:\/\/merdiven\.test\/dogrula\?token=([\w-]+)/)![1],
    };
  }

  it("a stranger who signed up with someone's address: the owner's press without the password proves nothing, the export stays empty, and 'Bu hesabı ben açmadım' ends his sessions", async () => {
    // The address's owner wrote to the site and subscribed before anyone signed up with it.
    const email = `kurban-${kind}@example.com`;
    await site.services.database.db
      .insert(messages)
      .values({ kind: "contact", name: "Zeynep Kaya", email, message: "Kızımın sınav notları hakkında" });
    await site.services.database.db.insert(subscribers).values({ email, confirmedAt: new Date() });
    const stranger = await signUp(email, "yabanci-sifre-1");

    // The owner opens the mail on her own device: the page asks for the account's password and offers 'Bu hesabı ben açmadım'.
    const page = await verifyPage(stranger.token);
    expect(page).toContain(trAccount.verifyPasswordLabel);
    expect(page).toContain(trAccount.notMineButton);
    expect(page).toMatch(
      /<label for="([^"]+)"[^>]*>Bu hesabı siz açtıysanız şifrenizi yazın<\/label>.*<input id="\1"[^>]*name="password"/s,
    );

    // She presses the button without a password: nothing is proven.
    const pressed = await press({ token: stranger.token, intent: "verify" });
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain(trAccount.verifyPasswordRequired);
    expect((await account(email)).emailVerifiedAt).toBeNull();
    const exported = await (
      await site.app.request("/hesabim/verilerim.json", { headers: { Cookie: stranger.cookie } })
    ).text();
    expect(JSON.parse(exported)).toMatchObject({
      account: { email, emailVerifiedAt: null },
      messages: [],
      newsletter: null,
    });
    expect(exported).not.toContain("Zeynep");

    // 'Bu hesabı ben açmadım': the stranger's account and sessions are gone, her own message stays.
    expect(await signedIn(stranger.cookie)).toBe(true);
    const disowned = await press({ token: stranger.token, intent: "not-mine" });
    expect(disowned.status).toBe(302);
    expect(await toastOf(disowned)).toBe(trAccount.notMineDone);
    expect(await signedIn(stranger.cookie)).toBe(false);
    expect(await account(email)).toBeUndefined();
    expect((await site.services.auth.login({ email, password: "yabanci-sifre-1" }, "198.51.100.9")).ok).toBe(false);
    expect(
      await site.services.database.db.select({ name: messages.name }).from(messages).where(eq(messages.email, email)),
    ).toEqual([{ name: "Zeynep Kaya" }]);
    // The address is free: its owner may open her own account with it.
    expect(
      (await formPost(site.app, "/signup", { email, password: "kendi-sifrem-2", repeatPassword: "kendi-sifrem-2" }))
        .status,
    ).toBe(302);
  });

  it("a pupil who signed up on this device verifies with one press and stays signed in", async () => {
    const email = `telefon-${kind}-${++counter}@example.com`;
    const pupil = await signUp(email, "ogrenci-sifre-3");
    const page = await verifyPage(pupil.token, pupil.cookie);
    expect(page).toContain(trAccount.verifyButton);
    expect(page).not.toContain(trAccount.verifyPasswordLabel);
    expect(page).not.toContain(trAccount.notMineButton);
    expect((await account(email)).emailVerifiedAt).toBeNull();

    const pressed = await press({ token: pupil.token, intent: "verify" }, pupil.cookie);
    expect(pressed.status).toBe(302);
    expect(await toastOf(pressed)).toBe(trAccount.verified);
    expect((await account(email)).emailVerifiedAt).not.toBeNull();
    expect(await signedIn(pupil.cookie)).toBe(true);
  });

  it("a pupil who opens the mail on another device verifies with the account's password", async () => {
    const email = `bilgisayar-${kind}-${++counter}@example.com`;
    const pupil = await signUp(email, "ogrenci-sifre-4");
    const pressed = await press({ token: pupil.token, intent: "verify", password: "ogrenci-sifre-4" });
    expect(pressed.status).toBe(302);
    expect(await toastOf(pressed)).toBe(trAccount.verified);
    expect((await account(email)).emailVerifiedAt).not.toBeNull();
    // The phone where the pupil signed up stays signed in; the link is used up.
    expect(await signedIn(pupil.cookie)).toBe(true);
    expect(await verifyPage(pupil.token)).toContain(trAccount.invalidVerifyLink);
  });

  it("a wrong password proves nothing, keeps the link, and is throttled with the account's other password checks", async () => {
    const email = `tahmin-${kind}-${++counter}@example.com`;
    const pupil = await signUp(email, "ogrenci-sifre-5");
    for (let i = 0; i < 10; i++) {
      const wrong = await press({ token: pupil.token, intent: "verify", password: `tahmin-${i}` });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain(trAccount.verifyWrongPassword);
    }
    // The eleventh try within the quarter hour is refused even with the right password.
    const refused = await press({ token: pupil.token, intent: "verify", password: "ogrenci-sifre-5" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(trMyAccount.tooManyRequests);
    expect((await account(email)).emailVerifiedAt).toBeNull();
    expect(await site.services.auth.isTokenValid(pupil.token, "verify")).toBe(true);
    // The account's own 'Hesabım' checks share the count: a stranger cannot guess on both.
    const deletion = await formPost(
      site.app,
      "/hesabim",
      { intent: "delete", currentPassword: "ogrenci-sifre-5" },
      { cookie: pupil.cookie },
    );
    expect(deletion.status).toBe(429);
    expect(await account(email)).toBeDefined();
  });

  it("'Bu hesabı ben açmadım' never deletes an account whose address is proven", async () => {
    const email = `kanitli-${kind}-${++counter}@example.com`;
    const pupil = await signUp(email, "ogrenci-sifre-6");
    // Proven meanwhile (say, by a reset link on another tab) while this verification link is still alive.
    await site.services.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const refused = await press({ token: pupil.token, intent: "not-mine" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(trAccount.notMineRefused);
    expect(await account(email)).toBeDefined();
    expect(await signedIn(pupil.cookie)).toBe(true);
  });

  it("the owner of ADMIN_EMAIL still proves it with the button alone, ending the sessions of whoever signed up with it", async () => {
    const stranger = await signUp("ogretmen@merdiven.test", "yabanci-sifre-7");
    const page = await verifyPage(stranger.token);
    expect(page).not.toContain(trAccount.verifyPasswordLabel);
    const pressed = await press({ token: stranger.token, intent: "verify" });
    expect(await toastOf(pressed)).toBe(trAccount.verifiedAdmin);
    expect(await account("ogretmen@merdiven.test")).toMatchObject({ role: "admin", passwordHash: null });
    expect(await signedIn(stranger.cookie)).toBe(false);
  });
});

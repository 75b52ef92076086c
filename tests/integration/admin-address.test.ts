import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trSignup } from "#core/messages/signup.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { hashPassword } from "#server/auth/password.ts";
import { mailedTokens } from "#server/auth/user-tokens.ts";
import { outbox, userTokens, users } from "#server/db/schema.ts";
import { dbKinds } from "#tests/support/database.ts";
import { setCookies, startOidcPeer, type OidcPeer } from "#tests/support/oidc.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost } from "#tests/support/requests.ts";

/**
 * Through HTTP as a browser uses it, with a real SMTP server and
 * a real OpenID provider standing in for Google: the admin address is never moved to,
 * proving it leaves no earlier way in (Google link included), and a password change or
 * reset voids the address-change links asked for before it.
 */
const SITE = "https://merdiven.test";
const ADMIN = "mudur@merdiven.test";

describe.each(dbKinds)("the admin address and earlier links on %s", (kind) => {
  let smtp: SmtpPeer;
  let google: OidcPeer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    google = await startOidcPeer(SITE);
  });
  afterAll(async () => {
    await smtp?.close();
    google?.close();
  });
  const site = useTestSite(() => ({
    kind,
    settings: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: SITE,
      ADMIN_EMAIL: ADMIN.toUpperCase(),
      RATE_LIMIT_MULTIPLIER: "100",
      ...google.settings,
    },
  }));

  const linkIn = (text: string, pathname: string) =>
    text.match(new RegExp(`https://merdiven\\.test${pathname}\\?token=([\\w-]+)`))![1];
  const account = async (id: number) =>
    (await site.services.database.db.select().from(users).where(eq(users.id, id)))[0];
  /** The n-th mail (from 0) to `to` whose subject matches. */
  const nthMail = async (to: string, subject: RegExp, n: number) => {
    for (let waited = 0; ; waited += 100) {
      const found = smtp.inbox.filter((m) => m.to.includes(to) && subject.test(m.subject))[n];
      if (found) return found;
      if (waited > 10_000) throw new Error(`no mail ${n} to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Signs in with "Google" as `email` through /auth/google; the session cookie, or "" when none was given. */
  async function googleSignIn(email: string): Promise<string> {
    const start = await site.app.request(`${SITE}/auth/google/start`);
    const callback = await google.signInAtProvider(start.headers.get("Location")!, email);
    const done = await site.app.request(`${SITE}${callback.pathname}${callback.search}`, {
      headers: { Cookie: `g_flow=${setCookies(start).g_flow}` },
    });
    return setCookies(done).sid ?? "";
  }

  /** 'Şifremi Unuttum' for `email` and the n-th reset mail's link used with `password`. */
  async function resetThroughMail(email: string, password: string, n: number) {
    expect((await formPost(site.app, "/sifremi-unuttum", { email })).status).toBe(200);
    const token = linkIn((await nthMail(email, /şifre sıfırlama/i, n)).text, "/sifre-sifirla");
    expect((await formPost(site.app, "/sifre-sifirla", { token, password, repeatPassword: password })).status).toBe(
      302,
    );
  }

  it("item 1: a pupil who signed in with Google and set a password cannot move the account to ADMIN_EMAIL: refused in Turkish, no mail, still a pupil", async () => {
    const pupil = `google-ogrenci-${kind}@example.com`;
    const first = await googleSignIn(pupil);
    const signedIn = await site.services.auth.userForSession(first);
    expect(signedIn).toMatchObject({ email: pupil, role: "user" });
    await resetThroughMail(pupil, "ogrencinin-sifresi-1", 0);
    const session = await googleSignIn(pupil);
    expect(await site.services.auth.userForSession(session)).toMatchObject({ id: signedIn!.id, role: "user" });

    const mailsBefore = smtp.inbox.length;
    const asked = await formPost(
      site.app,
      "/hesabim",
      { intent: "email", email: `  ${ADMIN.toUpperCase()} `, currentPassword: "ogrencinin-sifresi-1" },
      { cookie: `sid=${session}` },
    );
    expect(asked.status).toBe(400);
    expect(await asked.text()).toContain(trMyAccount.emailAdminAddress);
    // Nothing changed and nothing was sent: no link exists for the owner to press.
    expect(
      await site.services.database.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, signedIn!.id), eq(userTokens.purpose, "email"))),
    ).toEqual([]);
    expect((await account(signedIn!.id)).email).toBe(pupil);
    expect(await site.services.database.db.select().from(outbox).where(eq(outbox.toAddress, ADMIN))).toEqual([]);
    expect(smtp.inbox.slice(mailsBefore).filter((m) => m.to.includes(ADMIN))).toEqual([]);
    expect(await site.services.auth.userForSession(await googleSignIn(pupil))).toMatchObject({
      id: signedIn!.id,
      role: "user",
    });
  });

  it("ADMIN_EMAIL with the root's dot (mudur@merdiven.test.) is refused on 'Hesabım' in Turkish, nothing mailed; a link to it asked for before moves nothing", async () => {
    const pupil = `nokta-${kind}@example.com`;
    await googleSignIn(pupil);
    await resetThroughMail(pupil, "ogrencinin-sifresi-3", 0);
    // The reset ended the first session: signed in again.
    const session = await googleSignIn(pupil);
    const user = (await site.services.auth.userForSession(session))!;
    const mailsBefore = smtp.inbox.length;
    for (const email of [`${ADMIN}.`, ` ${ADMIN.toUpperCase()}. `, `${ADMIN}..`]) {
      const asked = await formPost(
        site.app,
        "/hesabim",
        { intent: "email", email, currentPassword: "ogrencinin-sifresi-3" },
        { cookie: `sid=${session}` },
      );
      expect(asked.status, email).toBe(400);
      expect(await asked.text(), email).toContain(trSignup.emailEndsWithDot);
    }
    expect(
      await site.services.database.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "email"))),
    ).toEqual([]);
    expect(smtp.inbox.slice(mailsBefore).filter((m) => m.to.some((to) => to.startsWith(ADMIN)))).toEqual([]);
    // The service refuses it too, without the form's check; and a link to it made before such addresses were refused moves nothing.
    expect(
      await site.services.auth.requestEmailChange(
        user,
        { email: `${ADMIN}.`, currentPassword: "ogrencinin-sifresi-3" },
        (t) => `${SITE}/eposta-degistir?token=${t}`,
      ),
    ).toBe("admin-address");
    const token = await mailedTokens(site.services.database.db).issueToken("email", user.id, undefined, `${ADMIN}.`);
    expect(await site.services.auth.confirmEmailChange(token, null)).toEqual({ ok: false, code: "admin-address" });
    expect(await account(user.id)).toMatchObject({ email: pupil, role: "user" });
  });

  it("item 1: a link to ADMIN_EMAIL asked for before ADMIN_EMAIL was set moves nothing and makes nobody admin", async () => {
    const pupil = `once-istedi-${kind}@example.com`;
    const session = await googleSignIn(pupil);
    const user = (await site.services.auth.userForSession(session))!;
    await resetThroughMail(pupil, "ogrencinin-sifresi-2", 0);
    // The same database, served before ADMIN_EMAIL was configured.
    const before = createAuthService(site.services.database.db, site.services.limiter);
    const address = `once-${kind}-${ADMIN}`;
    const later = createAuthService(site.services.database.db, site.services.limiter, { adminEmail: address });
    expect(
      await before.requestEmailChange(
        user,
        { email: address, currentPassword: "ogrencinin-sifresi-2" },
        (t) => `${SITE}/eposta-degistir?token=${t}`,
      ),
    ).toBe("sent");
    const token = linkIn((await nthMail(address, /yeni e-posta/, 0)).text, "/eposta-degistir");
    expect(await later.confirmEmailChange(token, null)).toEqual({ ok: false, code: "admin-address" });
    expect(await account(user.id)).toMatchObject({ email: pupil, role: "user", googleSubject: pupil });
  });

  it("item 1: the owner proving ADMIN_EMAIL drops the Google link the account had from before, and its password, sessions and links", async () => {
    const stranger = `yabanci-${kind}@example.com`;
    const address = `sahip-${kind}-${ADMIN}`;
    const owner = createAuthService(site.services.database.db, site.services.limiter, { adminEmail: address });
    // An account that came to the address before moves dropped the Google link: the stranger's Google still opens it.
    const [legacy] = await site.services.database.db
      .insert(users)
      .values({
        email: address,
        googleSubject: stranger,
        passwordHash: await hashPassword("yabancinin-sifresi"),
        emailVerifiedAt: new Date(),
      })
      .returning();
    const strangerSession = await googleSignIn(stranger);
    expect(await site.services.auth.userForSession(strangerSession)).toMatchObject({ id: legacy.id, role: "user" });
    const deletion = await site.services.account.requestDeletionLink(
      { id: legacy.id, email: address, role: "user" },
      (t) => `${SITE}/hesap-sil?token=${t}`,
    );
    expect(deletion).toBe("sent");

    // The owner of the address asks for a reset link and uses it: proof, promotion.
    let resetToken = "";
    await owner.requestPasswordReset(address, "203.0.113.9", (t) => (resetToken = t));
    expect(await owner.resetPassword(resetToken, "sahibinin-uzun-sifresi-2026")).toBe("changed");
    expect(await account(legacy.id)).toMatchObject({ role: "admin", googleSubject: null });
    expect(await site.services.auth.userForSession(strangerSession)).toBeNull();
    expect(await site.services.database.db.select().from(userTokens).where(eq(userTokens.userId, legacy.id))).toEqual(
      [],
    );
    expect((await owner.login({ email: address, password: "yabancinin-sifresi" }, "203.0.113.9")).ok).toBe(false);
    // The stranger's Google sign-in now opens (and makes) only the stranger's own pupil account.
    const again = await site.services.auth.userForSession(await googleSignIn(stranger));
    expect(again).toMatchObject({ email: stranger, role: "user" });
    expect(again!.id).not.toBe(legacy.id);
  });

  it("item 1: an admin made over an existing account (npm run admin, /kurulum) keeps none of its Google link, sessions or links", async () => {
    const email = `kurulum-${kind}@example.com`;
    const session = await googleSignIn(email);
    const before = (await site.services.auth.userForSession(session))!;
    expect(await site.services.account.requestDeletionLink(before, (t) => `${SITE}/hesap-sil?token=${t}`)).toBe("sent");
    expect(await site.services.auth.upsertAdmin(email, "yoneticinin-uzun-sifresi")).toMatchObject({
      id: before.id,
      role: "admin",
      existed: true,
    });
    expect(await account(before.id)).toMatchObject({ role: "admin", googleSubject: null });
    expect(await site.services.auth.userForSession(session)).toBeNull();
    expect(await site.services.database.db.select().from(userTokens).where(eq(userTokens.userId, before.id))).toEqual(
      [],
    );
    // Whoever held the Google account gets no session: the admin signs in with the password the operator set.
    expect(await googleSignIn(email)).toBe("");
  });

  /** A pupil who proved the address; someone who knew the password asked to move the account to `strangerAddress`. */
  async function pupilWithStrangersLink(name: string) {
    const email = `${name}-${kind}@example.com`;
    const strangerAddress = `${name}-yabanci-${kind}@example.com`;
    let verify = "";
    const signed = await site.services.auth.signup(
      { email, password: "eski-sifre-2026", repeatPassword: "eski-sifre-2026" },
      "203.0.113.20",
      (t) => (verify = t),
    );
    if (!signed.ok) throw new Error(signed.code);
    expect(await site.services.auth.verifyEmail(verify, { password: "eski-sifre-2026" })).toMatchObject({ ok: true });
    const session = (await site.services.auth.createSession(signed.user.id)).token;
    const strangerSession = (await site.services.auth.createSession(signed.user.id)).token;
    expect(
      (
        await formPost(
          site.app,
          "/hesabim",
          { intent: "email", email: strangerAddress, currentPassword: "eski-sifre-2026" },
          { cookie: `sid=${strangerSession}` },
        )
      ).status,
    ).toBe(302);
    const token = linkIn((await nthMail(strangerAddress, /yeni e-posta/, 0)).text, "/eposta-degistir");
    return { id: signed.user.id, email, session, token };
  }

  /** The stranger's old link: its page says it is no longer good, its button moves nothing. */
  async function expectLinkDead(p: { id: number; email: string; token: string }) {
    expect(await (await site.app.request(`/eposta-degistir?token=${p.token}`)).text()).toContain(
      trMyAccount.emailLinkInvalid,
    );
    const pressed = await formPost(site.app, "/eposta-degistir", { token: p.token });
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain(trMyAccount.emailLinkInvalid);
    expect((await account(p.id)).email).toBe(p.email);
  }

  it("item 3: a password changed on 'Hesabım' voids an address-change link asked for before", async () => {
    const p = await pupilWithStrangersLink("sifre-degisti");
    const changed = await formPost(
      site.app,
      "/hesabim",
      {
        intent: "password",
        currentPassword: "eski-sifre-2026",
        password: "yeni-sifre-2026",
        repeatPassword: "yeni-sifre-2026",
      },
      { cookie: `sid=${p.session}` },
    );
    expect(changed.status).toBe(302);
    await expectLinkDead(p);
  });

  it("item 3: a password reset through 'Şifremi Unuttum' voids an address-change link asked for before", async () => {
    const p = await pupilWithStrangersLink("sifre-sifirlandi");
    await resetThroughMail(p.email, "sifirlanan-sifre-2026", 0);
    await expectLinkDead(p);
  });
});

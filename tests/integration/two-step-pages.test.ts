import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trTwoStep } from "#core/messages/two-step.ts";
import { SITE_COOKIES, TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { totpCode } from "#server/auth/totp.ts";
import { FRESH_SIGN_IN_MINUTES } from "#server/auth/auth-service.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { sessions, users } from "#server/db/schema.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost, setCookiesOf } from "#tests/support/requests.ts";

const OWNER = { email: "yonetici@example.com", password: "uzun-ve-gizli-sifre-77" };
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));

/** Two-step login over HTTP: the set-up page (admin only), then password + code. */
describe("two-step login pages", () => {
  const site = useTestSite();
  beforeAll(async () => {
    await site.services.auth.upsertAdmin(OWNER.email, OWNER.password);
  });

  it("the set-up page is the admin's only, and its POST needs the site's own origin", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    expect((await site.app.request("/hesabim/iki-adim")).status).toBe(404);
    expect((await site.app.request("/hesabim/iki-adim", { headers: pupil })).status).toBe(404);
    expect((await formPost(site.app, "/hesabim/iki-adim", { code: "123456" }, { cookie: pupil.Cookie })).status).toBe(
      403,
    );
    const admin = await sessionHeaders(site.services, "admin");
    expect(
      (
        await formPost(
          site.app,
          "/hesabim/iki-adim",
          { code: "123456" },
          { headers: { ...admin, Origin: "https://evil.example" } },
        )
      ).status,
    ).toBe(403);
  });

  it("an admin sets it up, then needs password and code; the pending login is used once", async () => {
    const login = await formPost(site.app, "/login", OWNER);
    const sid = valueOf(setCookiesOf(login).sid);

    // Until it is on, every page asks the admin to switch it on (a pupil never sees that).
    expect(
      await (await site.app.request("/admin/kullanicilar", { headers: { Cookie: `sid=${sid}` } })).text(),
    ).toContain(trTwoStep.prompt);
    expect(
      await (await site.app.request("/", { headers: await sessionHeaders(site.services, "user") })).text(),
    ).not.toContain(trTwoStep.prompt);

    // Set-up: our own SVG and the secret in text; a wrong code does not switch it on.
    const page = await (await site.app.request("/hesabim/iki-adim", { headers: { Cookie: `sid=${sid}` } })).text();
    expect(page).toContain('<svg aria-hidden="true"');
    expect(page).not.toMatch(/<img[^>]+src="https?:/);
    const secret = page.match(/data-testid="two-step-secret">([A-Z2-7 ]+)</)![1].replace(/ /g, "");
    expect(
      (
        await formPost(
          site.app,
          "/hesabim/iki-adim",
          { currentPassword: OWNER.password, code: "000000" },
          { cookie: `sid=${sid}` },
        )
      ).status,
    ).toBe(400);
    const confirmed = await (
      await formPost(
        site.app,
        "/hesabim/iki-adim",
        { currentPassword: OWNER.password, code: totpCode(secret, Date.now()) },
        { cookie: `sid=${sid}` },
      )
    ).text();
    const recovery = [...confirmed.matchAll(/<li>([a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4})<\/li>/g)].map(
      (m) => m[1],
    );
    expect(recovery).toHaveLength(10);
    // This browser stays signed in (its other sessions ended); the notice is gone.
    const usersPage = await site.app.request("/admin/kullanicilar", { headers: { Cookie: `sid=${sid}` } });
    expect(usersPage.status).toBe(200);
    expect(await usersPage.text()).not.toContain(trTwoStep.prompt);
    // Shown once: the page afterwards only counts them.
    const after = await (await site.app.request("/hesabim/iki-adim", { headers: { Cookie: `sid=${sid}` } })).text();
    expect(after).toContain(trTwoStep.isOn);
    expect(after).not.toContain(recovery[0]);

    // Password right: no session, the code page, and a cookie only the login pages get.
    const next = await formPost(site.app, "/login", OWNER);
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe("/login/iki-adim");
    const set = setCookiesOf(next);
    expect(set.sid).toBeUndefined();
    expect(set[TWO_STEP_COOKIE_NAME]).toMatch(/; Path=\/login; HttpOnly; SameSite=Lax; Max-Age=300/);
    expect(SITE_COOKIES.map((c) => c.name)).toContain(TWO_STEP_COOKIE_NAME);
    const pending = `${TWO_STEP_COOKIE_NAME}=${valueOf(set[TWO_STEP_COOKIE_NAME])}`;

    expect((await site.app.request("/login/iki-adim", { redirect: "manual" })).headers.get("Location")).toBe("/login");
    expect((await site.app.request("/login/iki-adim", { headers: { Cookie: pending } })).status).toBe(200);
    expect((await formPost(site.app, "/login/iki-adim", { code: "000000" }, { cookie: pending })).status).toBe(400);
    // A page of another site cannot post a code into this browser's pending login.
    expect(
      (
        await formPost(
          site.app,
          "/login/iki-adim",
          { code: recovery[0] },
          { cookie: pending, origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    // A recovery code finishes it (a TOTP code of this step was spent by the set-up).
    const done = await formPost(site.app, "/login/iki-adim", { code: recovery[0] }, { cookie: pending });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    const session = valueOf(setCookiesOf(done).sid);
    expect((await site.services.auth.userForSession(session))?.email).toBe(OWNER.email);
    expect(setCookiesOf(done)[TWO_STEP_COOKIE_NAME]).toContain("Max-Age=0");

    // The same pending login again: gone, back to the password.
    const again = await formPost(site.app, "/login/iki-adim", { code: recovery[1] }, { cookie: pending });
    expect(again.headers.get("Location")).toBe("/login");
    const [owner] = await site.services.database.db.select().from(users).where(eq(users.email, OWNER.email));
    expect(await site.services.twoStep.recoveryCodesLeft(owner.id)).toBe(9);
  });

  /** The set-up page of a signed-in admin: its secret, and a poster of the set-up form. */
  async function setupPage(sid: string) {
    const page = await (await site.app.request("/hesabim/iki-adim", { headers: { Cookie: `sid=${sid}` } })).text();
    const secret = page.match(/data-testid="two-step-secret">([A-Z2-7 ]+)</)![1].replace(/ /g, "");
    const submit = async (body: Record<string, string>) => {
      const answer = await formPost(
        site.app,
        "/hesabim/iki-adim",
        { code: totpCode(secret, Date.now()), ...body },
        { cookie: `sid=${sid}` },
      );
      return { status: answer.status, text: await answer.text() };
    };
    return { page, submit };
  }
  const isOn = async (email: string) => {
    const [user] = await site.services.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return site.services.twoStep.isEnabled(user.id);
  };

  it("switches on only with the current password: a stolen session cannot enrol the thief's phone", async () => {
    const owner = { email: "ikinci-yonetici@example.com", password: "baska-uzun-gizli-sifre-9" };
    await site.services.auth.upsertAdmin(owner.email, owner.password);
    const sid = valueOf(setCookiesOf(await formPost(site.app, "/login", owner)).sid);
    const { page, submit } = await setupPage(sid);
    expect(page).toContain(trMyAccount.currentPassword);

    // The thief has the session, not the password: a right code alone, or with a guess, changes nothing.
    const without = await submit({});
    expect(without.status).toBe(400);
    expect(without.text).toContain(trMyAccount.wrongPassword);
    const guessed = await submit({ currentPassword: "tahmin-edilen-sifre" });
    expect(guessed.status).toBe(400);
    expect(guessed.text).toContain(trMyAccount.wrongPassword);
    expect(await isOn(owner.email)).toBe(false);

    const done = await submit({ currentPassword: owner.password });
    expect(done.status).toBe(200);
    expect(done.text).toContain(trTwoStep.switchedOn);
    expect(await isOn(owner.email)).toBe(true);
  });

  it("an admin without a password (Google only) switches it on only within ten minutes of signing in", async () => {
    const admin = async (email: string, signedInMinutesAgo: number) => {
      const [user] = await site.services.database.db
        .insert(users)
        .values({ email, role: "admin", googleSubject: `google-${email}`, emailVerifiedAt: new Date() })
        .returning();
      const { token } = await site.services.auth.createSession(user.id);
      await site.services.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - signedInMinutesAgo * 60_000) })
        .where(eq(sessions.idHash, hashToken(token)));
      return token;
    };
    const stale = await setupPage(await admin("eski-oturum@example.com", 11));
    expect(stale.page).toContain(trTwoStep.freshSignInNote(FRESH_SIGN_IN_MINUTES));
    const refused = await stale.submit({});
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(trTwoStep.signInAgain(FRESH_SIGN_IN_MINUTES));
    expect(await isOn("eski-oturum@example.com")).toBe(false);

    const fresh = await setupPage(await admin("yeni-oturum@example.com", 1));
    expect((await fresh.submit({})).text).toContain(trTwoStep.switchedOn);
    expect(await isOn("yeni-oturum@example.com")).toBe(true);
  });
});

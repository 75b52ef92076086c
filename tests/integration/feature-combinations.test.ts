import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { totpCode } from "#server/auth/totp.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost } from "#tests/support/requests.ts";

const QUIZ = `What is "satranç" in English?{~kite =chess ~puzzle}

Chess is a game.{T}`;

/** Every spelling of `path` with one letter of its last segment percent-encoded: what a link can make an admin's browser ask for. */
function encodedSpellings(path: string): string[] {
  const cut = path.lastIndexOf("/") + 1;
  const spellings: string[] = [];
  for (let i = cut; i < path.length; i++) {
    const hex = path.charCodeAt(i).toString(16);
    for (const h of [hex.toLowerCase(), hex.toUpperCase()])
      spellings.push(`${path.slice(0, i)}%${h}${path.slice(i + 1)}`);
  }
  return [...new Set(spellings)];
}

/**
 * Abuses that need two features at once, each of which was safe alone. The
 * single-feature tests live with their feature; these are the seams between them
 * (the account's own seams are in account-model.test.ts).
 */
describe.each(dbKinds)("features in combination on %s", (kind) => {
  let smtp: SmtpPeer;
  let test: ContentEntry;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100", SMTP_URL: smtp.url } }));
  beforeAll(async () => {
    test = await makeContent(site.services.database, {
      sinif: 6,
      unite: 2,
      type: "/tests",
      konuIng: "Unit 2 Test",
      konuTr: "2. Ünite Testi",
    });
    const admin = await sessionHeaders(site.services, "admin");
    const stored = await site.app.request(`/api/v1/contents/${test.id}/quiz`, {
      method: "PUT",
      headers: { ...admin, "Content-Type": "text/plain" },
      body: QUIZ,
    });
    expect(stored.status).toBe(200);
  });

  const page = (path: string, headers: Record<string, string> = {}) => site.app.request(path, { headers });

  it("worksheet × shared cache: the answer key an admin opened, under any spelling of its address, never reaches the next visitor", async () => {
    const admin = await sessionHeaders(site.services, "admin");
    const sheet = `${contentPath(test)}/yazdir`;
    for (const spelling of [sheet, ...encodedSpellings(sheet)]) {
      const address = `${spelling}?anahtar=1`;
      const asAdmin = await page(address, admin);
      // The admin gets the key (or, for a spelling the router does not take, no page at all)…
      if (asAdmin.status === 200) expect(await asAdmin.text()).toContain("Cevap anahtarı</h2>");
      // …and whoever asks next for the very same address gets no answer from it.
      const visitor = await page(address);
      expect(await visitor.text(), address).not.toContain("Cevap anahtar");
    }
  });

  it("quiz × shared cache: a pupil's scored answers never become the page a visitor is given", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    const version = /name="version" value="(\d+)"/.exec(await (await page(contentPath(test))).text())![1];
    const post = (headers: Record<string, string>, path: string) =>
      formPost(site.app, path, { intent: "quiz", version, q1: "1", q2: "true" }, { origin: null, headers });
    for (const path of [contentPath(test), ...encodedSpellings(contentPath(test)).slice(0, 4)]) {
      const answered = await post(pupil, path);
      if (answered.status === 200) expect(await answered.text()).toContain("Sonucun: 2 sorunun hepsi doğru");
      for (const asked of [path, contentPath(test)]) {
        const html = await (await page(asked)).text();
        expect(html, asked).not.toContain("Sonucun:");
        expect(html, asked).not.toContain("En iyi sonucun");
      }
    }
  });

  it("two-step × password reset: a reset by the mailed link gives no way around the admin's code", async () => {
    const email = "iki-adimli@merdiven.test";
    await site.services.auth.upsertAdmin(email, "ilk-uzun-sifre-2026");
    const signedIn = await site.services.auth.login({ email, password: "ilk-uzun-sifre-2026" }, "10.7.0.1");
    if (!signedIn.ok) throw new Error("the admin could not sign in");
    const admin = signedIn.user;
    const setup = (await site.services.twoStep.setup(admin))!;
    expect((await site.services.twoStep.confirmSetup(admin.id, totpCode(setup.secret, Date.now()))).ok).toBe(true);

    await site.services.auth.requestPasswordReset(
      email,
      "10.7.0.2",
      (token) => `http://merdiven.test/sifre-sifirla?token=${token}`,
    );
    const token = /token=([\w-]+)/.exec((await smtp.readMail(email, /şifre sıfırlama/i)).text)![1];
    const reset = await formPost(site.app, "/sifre-sifirla", {
      token,
      password: "yeni-uzun-sifre-2026",
      repeatPassword: "yeni-uzun-sifre-2026",
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
    // The new password alone still leads to the code page, not to a session.
    const login = await formPost(site.app, "/login", { email, password: "yeni-uzun-sifre-2026" });
    expect(login.headers.get("Location")).toBe("/login/iki-adim");
    const cookies = login.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("sid="))).toBe(false);
    expect(cookies.some((c) => c.startsWith(`${TWO_STEP_COOKIE_NAME}=`))).toBe(true);
    expect(await site.services.twoStep.isEnabled(admin.id)).toBe(true);
  });
});

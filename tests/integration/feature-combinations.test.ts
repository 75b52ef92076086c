import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPath, type ContentEntry } from "#core/content.ts";
import { TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { totpCode } from "#server/auth/totp.ts";
import { createApp } from "#server/http/app.ts";
import type { Services } from "#server/services.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";

const QUIZ = `What is "satranç" in English?{~kite =chess ~puzzle}

Chess is a game.{T}`;

/** Every spelling of `path` with one letter of its last segment percent-encoded: what a link can make an admin's browser ask for. */
function encodedSpellings(path: string): string[] {
  const cut = path.lastIndexOf("/") + 1;
  const spellings: string[] = [];
  for (let i = cut; i < path.length; i++) {
    const hex = path.charCodeAt(i).toString(16);
    for (const h of [hex.toLowerCase(), hex.toUpperCase()]) spellings.push(`${path.slice(0, i)}%${h}${path.slice(i + 1)}`);
  }
  return [...new Set(spellings)];
}

/**
 * Issue 32: abuses that need two features at once, each of which was safe alone. The
 * single-feature tests live with their feature; these are the seams between them
 * (the account's own seams are in account-model.test.ts).
 */
describe.each(dbKinds)("features in combination on %s", (kind) => {
  let build: ServerBuild;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let smtp: SmtpPeer;
  let test: ContentEntry;

  beforeAll(async () => {
    build = await loadServerBuild();
    smtp = await startSmtpServer();
    services = await makeServices(await freshDatabase(kind), { RATE_LIMIT_MULTIPLIER: "100", SMTP_URL: smtp.url });
    app = createApp({ services, build, mode: "production" });
    test = await makeContent(services.database, { sinif: 6, unite: 2, type: "/tests", konuIng: "Unit 2 Test", konuTr: "2. Ünite Testi" });
    const admin = await sessionHeaders(services, "admin");
    const stored = await app.request(`/api/v1/contents/${test.id}/quiz`, { method: "PUT", headers: { ...admin, "Content-Type": "text/plain" }, body: QUIZ });
    expect(stored.status).toBe(200);
  });
  afterAll(async () => {
    await services?.close();
    await smtp?.close();
  });

  const page = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it("worksheet × shared cache: the answer key an admin opened, under any spelling of its address, never reaches the next visitor", async () => {
    const admin = await sessionHeaders(services, "admin");
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
    const pupil = await sessionHeaders(services, "user");
    const version = /name="version" value="(\d+)"/.exec(await (await page(contentPath(test))).text())![1];
    const post = (headers: Record<string, string>, path: string) =>
      app.request(path, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "quiz", version, q1: "1", q2: "true" }).toString(),
      });
    for (const path of [contentPath(test), ...encodedSpellings(contentPath(test)).slice(0, 4)]) {
      const answered = await post(pupil, path);
      if (answered.status === 200) expect(await answered.text()).toContain("Sonucun: 2 sorudan 2 doğru");
      for (const asked of [path, contentPath(test)]) {
        const html = await (await page(asked)).text();
        expect(html, asked).not.toContain("Sonucun:");
        expect(html, asked).not.toContain("En iyi sonucun");
      }
    }
  });

  it("two-step × password reset: a reset by the mailed link gives no way around the admin's code", async () => {
    const email = "iki-adimli@merdiven.test";
    await services.auth.upsertAdmin(email, "ilk-uzun-sifre-2026");
    const signedIn = await services.auth.login({ email, password: "ilk-uzun-sifre-2026" }, "10.7.0.1");
    if (!signedIn.ok) throw new Error("the admin could not sign in");
    const admin = signedIn.user;
    const setup = (await services.twoStep.setup(admin))!;
    expect((await services.twoStep.confirmSetup(admin.id, totpCode(setup.secret, Date.now()))).ok).toBe(true);

    await services.auth.requestPasswordReset(email, "10.7.0.2", (token) => `http://merdiven.test/sifre-sifirla?token=${token}`);
    const token = /token=([\w-]+)/.exec((await smtp.readMail(email, /şifre sıfırlama/i)).text)![1];
    const reset = await app.request("/sifre-sifirla", {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, password: "yeni-uzun-sifre-2026", repeatPassword: "yeni-uzun-sifre-2026" }).toString(),
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
    // The new password alone still leads to the code page, not to a session.
    const login = await app.request("/login", {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: "yeni-uzun-sifre-2026" }).toString(),
    });
    expect(login.headers.get("Location")).toBe("/login/iki-adim");
    const cookies = login.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("sid="))).toBe(false);
    expect(cookies.some((c) => c.startsWith(`${TWO_STEP_COOKIE_NAME}=`))).toBe(true);
    expect(await services.twoStep.isEnabled(admin.id)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost } from "#tests/support/requests.ts";

/**
 * A teacher-to-be's way from sign-up to the request (decision 0104): 'Öğretmenim' at sign-up, the
 * verification link that remembers it, and the request form as the page after each step, through
 * HTTP as a browser without JavaScript sends the forms, with a real SMTP server.
 */
describe("'Öğretmenim' at sign-up", () => {
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({
    settings: { SMTP_URL: smtp.url, PUBLIC_URL: "https://merdiven.test", RATE_LIMIT_MULTIPLIER: "100" },
  }));

  const post = (to: string, body: Record<string, string>, cookie = "") =>
    formPost(site.app, to, body, { cookie: cookie || undefined });
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  it("leads to the teacher request after sign-up and again after the address is proven; without it, home", async () => {
    const password = "tahta-kalem-48";
    const signedUp = await post("/signup", {
      email: "yeni-ogretmen@example.com",
      password,
      repeatPassword: password,
      ogretmen: "1",
    });
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get("Location")).toBe("/hesabim#teacher-title");
    const cookie = cookiesOf(signedUp);

    const mail = await smtp.readMail("yeni-ogretmen@example.com", /doğrulama/i);
    const link = /https:\/\/merdiven\.test(\/dogrula\?token=[\w-]+&sonra=ogretmen)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const page = await (await site.app.request(link![1], { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<input type="hidden" name="sonra" value="ogretmen"\/>/);
    const token = /name="token" value="([\w-]+)"/.exec(page)![1];

    const proven = await post("/dogrula", { token, intent: "verify", sonra: "ogretmen" }, cookie);
    expect(proven.status).toBe(302);
    expect(proven.headers.get("Location")).toBe("/hesabim#teacher-title");
    const account = await (await site.app.request("/hesabim", { headers: { Cookie: cookie } })).text();
    expect(account).toContain(trTeacherRequest.teacherIntro);
    expect(account).toContain('id="teacher-title"');

    // Anything else in `sonra` is not a destination.
    const other = await post("/signup", {
      email: "veli@example.com",
      password,
      repeatPassword: password,
      ogretmen: "https://evil.example",
    });
    expect(other.headers.get("Location")).toBe("/");
    expect((await smtp.readMail("veli@example.com", /doğrulama/i)).text).not.toContain("sonra=");
  });
});

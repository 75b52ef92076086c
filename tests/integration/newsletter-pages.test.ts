import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_PATHS } from "#core/newsletter.ts";
import { subscribers } from "#server/db/schema.ts";
import { startSmtpServer, type SmtpPeer } from "#scripts/peers/smtp.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { formPost } from "#tests/support/requests.ts";

/**
 * The newsletter through the real pages (the production build): the mailed links
 * change nothing on GET, their buttons POST, and a mail provider's RFC 8058
 * one-click POST works from its own origin without a cookie.
 */
describe("newsletter pages", () => {
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = useTestSite(() => ({ settings: { SMTP_URL: smtp.url, PUBLIC_URL: "https://merdiven.test" } }));

  const row = async (email: string) =>
    (await site.services.database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const linkTo = (path: string, text: string) =>
    new RegExp(`https://merdiven\\.test${path.replace(/\//g, "\\/")}\\?token=[\\w-]+`).exec(text)?.[0] ?? "";
  /** The path and query of a mailed link, asked of this app. */
  const local = (link: string) => {
    const url = new URL(link);
    return `http://localhost${url.pathname}${url.search}`;
  };

  it("mails links on the public address whatever Host the sign-up came with; they act only through their buttons", async () => {
    const signup = await formPost(
      site.app,
      "http://evil.example/?index",
      { intent: "newsletter", email: "sayfa@example.com" },
      { origin: "http://evil.example" },
    );
    expect(signup.status).toBe(200);
    const mail = await smtp.readMail("sayfa@example.com");
    expect(mail.text).not.toContain("evil.example");
    const confirm = linkTo(NEWSLETTER_PATHS.confirm, mail.text);
    const unsubscribe = linkTo(NEWSLETTER_PATHS.unsubscribe, mail.text);
    expect(confirm).not.toBe("");
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);

    // Opening the confirmation link (as a mail scanner would) confirms nothing.
    const page = await site.app.request(local(confirm));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    expect(await page.text()).toContain("Aboneliğimi onayla");
    expect((await row("sayfa@example.com")).confirmedAt).toBeNull();

    // Another site cannot press the button.
    const token = new URL(confirm).searchParams.get("token")!;
    const forged = await formPost(
      site.app,
      `http://localhost${NEWSLETTER_PATHS.confirm}`,
      { token },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect((await row("sayfa@example.com")).confirmedAt).toBeNull();

    const pressed = await formPost(site.app, `http://localhost${NEWSLETTER_PATHS.confirm}`, { token });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("Abone Olundu");
    expect((await row("sayfa@example.com")).confirmedAt).toBeInstanceOf(Date);

    // The unsubscribe link's GET removes nothing either.
    const leave = await site.app.request(local(unsubscribe));
    expect(await leave.text()).toContain("Abonelikten çık");
    expect(await row("sayfa@example.com")).toBeDefined();

    // RFC 8058: the mail provider POSTs from its own origin, without our cookie or any form token.
    const oneClick = await site.app.request(local(unsubscribe), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { Origin: "https://mail.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await row("sayfa@example.com")).toBeUndefined();
  });
});

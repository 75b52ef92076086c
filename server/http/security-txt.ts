import { Hono } from "hono";
import type { Config } from "#server/config.ts";

/** RFC 9116 asks for an expiry under a year; the file is made anew at every start. */
const VALID_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Its Contact
 * is SECURITY_CONTACT, else the owner's address; with neither there is nobody to
 * name, and the file is not served (404) rather than invented.
 */
export function securityTxtRoutes(
  config: Pick<Config, "SECURITY_CONTACT" | "OWNER_EMAIL" | "siteUrl">,
  now = new Date(),
) {
  const app = new Hono();
  const contact = config.SECURITY_CONTACT ?? (config.OWNER_EMAIL ? `mailto:${config.OWNER_EMAIL}` : null);
  const expires = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  const body = contact
    ? [
        `Contact: ${contact}`,
        `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
        "Preferred-Languages: tr, en",
        `Canonical: ${new URL("/.well-known/security.txt", config.siteUrl).href}`,
        "",
      ].join("\n")
    : null;
  app.get("/.well-known/security.txt", (c) =>
    body
      ? c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" })
      : c.notFound(),
  );
  return app;
}

import { Hono } from "hono";
import { tr } from "#core/messages.ts";
import { NEWSLETTER_PATHS } from "#core/newsletter.ts";
import type { NewsletterService } from "#server/newsletter/newsletter-service.ts";
import { hostOf } from "./csrf";

/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click`
 * to the link of the mail's List-Unsubscribe header, from its own servers (no cookie,
 * any or no Origin). React Router refuses a cross-origin action, and there is no page
 * to show anyway: that POST is answered here, the token in the URL being the only
 * authority. The page's own button (a same-origin form) goes on to the page's action.
 */
export function oneClickUnsubscribeRoutes(newsletter: NewsletterService) {
  const app = new Hono();
  app.post(NEWSLETTER_PATHS.unsubscribe, async (c, next) => {
    const origin = c.req.header("Origin");
    const sameOrigin =
      c.req.header("Sec-Fetch-Site") === "same-origin" ||
      (origin !== undefined && hostOf(origin) === c.req.header("Host"));
    if (sameOrigin) return next();
    await newsletter.unsubscribe(c.req.query("token") ?? "");
    // Always the same answer: an unknown token means nothing is subscribed through this link.
    return c.text(tr.newsletter.unsubscribed, 200, { "Cache-Control": "no-store" });
  });
  return app;
}

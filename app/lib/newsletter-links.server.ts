import type { AppLoadContext } from "react-router";
import { confirmPath, unsubscribePath } from "#core/newsletter.ts";
import type { NewsletterLinks } from "#server/newsletter/newsletter-service.ts";
import { absoluteUrl } from "./session.server";

/** The newsletter mails' links, on the site's public address like every mailed link. */
export function newsletterLinks(context: AppLoadContext): NewsletterLinks {
  return {
    confirm: (token) => absoluteUrl(context, confirmPath(token)),
    unsubscribe: (token) => absoluteUrl(context, unsubscribePath(token)),
  };
}

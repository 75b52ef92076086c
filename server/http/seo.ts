import { Hono } from "hono";
import { blogPosts } from "#core/blog/posts.ts";
import { contentPath } from "#core/content.ts";
import { CONTENT_TYPES } from "#core/content-types.ts";
import { GRADES } from "#core/grades.ts";
import { NOT_FOR_SEARCH_ENGINES } from "#core/site-path.ts";
import type { ContentService } from "#server/content/content-service.ts";
import { xmlText } from "./xml";

/** sitemaps.org: at most 50,000 addresses in one file; past that, an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** Every public page that is not an entry: home, grades, the nine lists for each grade, blog, contact. */
export function publicPagePaths(): string[] {
  return [
    "/",
    "/classes",
    ...GRADES.map((g) => `/classes/${g}`),
    ...CONTENT_TYPES.flatMap((t) => GRADES.map((g) => `${t.path}?sinif=${g}`)),
    ...blogPosts.map((p) => `/blog/${p.slug}`),
    "/iletisim",
    "/gizlilik",
    "/cerezler",
  ];
}

function urlset(urls: { loc: string; lastmod?: Date }[]): string {
  const body = urls.map(
    (u) => `<url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join("\n")}\n</urlset>\n`;
}

/**
 * /robots.txt and /sitemap.xml. Addresses are absolute on the site's public origin
 * (never the request's Host header). One sitemap file while everything fits in
 * 50,000 addresses; past that /sitemap.xml becomes an index of /sitemap/N.xml, the
 * first with the pages and the others with the entries in id order.
 */
export function seoRoutes(content: ContentService, siteUrl: string, { maxUrls = SITEMAP_MAX_URLS } = {}) {
  const app = new Hono();
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const pages = publicPagePaths();

  app.get("/robots.txt", (c) => {
    const lines = [
      "User-agent: *",
      ...[...NOT_FOR_SEARCH_ENGINES, "/api/"].map((p) => `Disallow: ${p}`),
      "",
      `Sitemap: ${absolute("/sitemap.xml")}`,
      "",
    ];
    return c.body(lines.join("\n"), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  });

  const entryUrls = async (afterId: number, limit: number) =>
    (await content.sitemapSlice(afterId, limit)).map((e) => ({ loc: absolute(contentPath(e)), lastmod: e.updatedAt }));

  app.get("/sitemap.xml", async (c) => {
    const room = maxUrls - pages.length;
    const entries = await entryUrls(0, room + 1);
    if (entries.length <= room)
      return c.body(urlset([...pages.map((p) => ({ loc: absolute(p) })), ...entries]), 200, XML);
    const starts = await content.sitemapSliceStarts(maxUrls);
    const files = ["/sitemap/0.xml", ...starts.map((_, i) => `/sitemap/${i + 1}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xmlText(absolute(f))}</loc></sitemap>`).join("\n");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
      200,
      XML,
    );
  });

  app.get("/sitemap/:file{[0-9]{1,5}\\.xml}", async (c) => {
    const n = Number(c.req.param("file").slice(0, -4));
    if (n === 0) return c.body(urlset(pages.map((p) => ({ loc: absolute(p) }))), 200, XML);
    const starts = await content.sitemapSliceStarts(maxUrls);
    if (n > starts.length) return c.notFound();
    return c.body(urlset(await entryUrls(starts[n - 1], maxUrls)), 200, XML);
  });

  return app;
}

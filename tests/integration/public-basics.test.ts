import sharp from "sharp";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { CONTENT_TYPES } from "#core/content-types.ts";
import { SITE_COOKIES } from "#core/site-cookies.ts";
import { createApp } from "#server/http/app.ts";
import { securityTxtRoutes } from "#server/http/security-txt.ts";
import { seoRoutes } from "#server/http/seo.ts";
import { dbKinds, freshDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";
import { visitorHeaders } from "#tests/support/requests.ts";

const SITE = "https://merdiven.example";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** What a search engine or a link preview reads from a page's head. */
function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: attr(/<script type="application\/ld\+json">([^<]*)<\/script>/),
  };
}

describe("a public site's basics", () => {
  let pdf: ContentEntry;
  let picture: ContentEntry;

  const site = useTestSite({ settings: { PUBLIC_URL: SITE } });
  beforeAll(async () => {
    pdf = await makeContent(site.services.database, {
      sinif: 7,
      type: "/kelimeler",
      konuIng: "Appearance & Personality",
      konuTr: "Dış görünüş ve kişilik",
    });
    picture = await makeContent(site.services.database, {
      sinif: 3,
      type: "/konular",
      fileType: "image",
      file: "resim-00000000.png",
      konuIng: "Colours",
      konuTr: "Renkler",
    });
  });

  it("answers every route's address with a trailing slash by a 301 to the address without it, query kept", async () => {
    const addresses = [
      "/classes/5/",
      "/classes/",
      "/blog/sinavlara-hazirlik/",
      "/iletisim/",
      "/login/",
      ...CONTENT_TYPES.map((t) => `${t.path}/`),
    ];
    for (const address of addresses) {
      const res = await site.app.request(`${address}?sinif=7`, { redirect: "manual" });
      expect(res.status, address).toBe(301);
      expect(res.headers.get("Location"), address).toBe(`${address.slice(0, -1)}?sinif=7`);
    }
    expect((await site.app.request("/kelimeler?sinif=7")).status).toBe(200);
    const content = await site.app.request(`/classes/7/${pdf.id}/?x=1`, { redirect: "manual" });
    expect(content.headers.get("Location")).toBe(`/classes/7/${pdf.id}?x=1`);
    // …which then goes to the entry's one address, still with its query.
    const canonical = await site.app.request(`/classes/7/${pdf.id}?x=1`, { redirect: "manual" });
    expect(canonical.status).toBe(301);
    expect(canonical.headers.get("Location")).toBe(`/classes/7/${pdf.id}-appearance-personality?x=1`);
  });

  it("never turns a trailing slash into a redirect to another site", async () => {
    for (const address of ["//evil.example/", "///evil.example//", "/\\evil.example/"]) {
      const res = await site.app.request(`http://localhost${address.replace(/^\/\//, "/%2F")}`, { redirect: "manual" });
      const location = res.headers.get("Location");
      if (location !== null) expect(location, address).toMatch(/^\/(?![/\\])/);
    }
    const raw = await site.app.fetch(new Request("http://localhost//evil.example/"));
    expect(raw.headers.get("Location")).toBe("/evil.example");
  });

  it("tells robots what to leave alone and where the sitemap is, on the public address", async () => {
    const res = await site.app.request("/robots.txt", { headers: { Host: "attacker.example" } });
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    for (const path of [
      "/admin",
      "/notekle",
      "/api/",
      "/login",
      "/signup",
      "/sifre-sifirla",
      "/kurulum",
      "/kaydettiklerim",
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).not.toContain("attacker");
  });

  it("lists every public page and entry in the sitemap, each entry with its last change", async () => {
    const xml = await (await site.app.request("/sitemap.xml")).text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/kelimeler?sinif=12</loc>`);
    expect(xml).toContain(`<loc>${SITE}/blog/sinavlara-hazirlik</loc>`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${SITE}/classes/7/${pdf.id}-appearance-personality</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`,
      ),
    );
    expect(xml).toContain(`/classes/3/${picture.id}-colours</loc>`);
    expect(xml).not.toContain("/admin");
  });

  it("splits the sitemap into an index of files when it holds more addresses than one file may", async () => {
    const small = seoRoutes(site.services.content, SITE, { maxUrls: 130 });
    for (let i = 0; i < 130; i++) await makeContent(site.services.database, { sinif: 9, konuIng: `Word ${i}` });
    const index = await (await small.request("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(files).toEqual(["/sitemap/0.xml", "/sitemap/1.xml", "/sitemap/2.xml"]);
    const locs = new Set<string>();
    for (const file of files) {
      const xml = await (await small.request(file)).text();
      const inFile = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(inFile.length).toBeLessThanOrEqual(130);
      inFile.forEach((l) => locs.add(l));
    }
    // 132 entries and every page, each once.
    expect([...locs].filter((l) => /\/classes\/\d+\/\d+-/.test(l))).toHaveLength(132);
    expect((await small.request("/sitemap/3.xml")).status).toBe(404);
  });

  it("gives every page one canonical address and a preview card for shared links", async () => {
    const list = head(await (await site.app.request("/kelimeler?sinif=7&utm_source=whatsapp")).text());
    expect(list.canonical).toBe(`${SITE}/kelimeler?sinif=7`);
    expect(list.ogUrl).toBe(list.canonical);
    expect(list.ogTitle).toBe("7.Sınıf Yeni Kelimeler · Merdiven");
    expect(list.ogImage).toBe(`${SITE}/og-card.png`);
    expect(list.twitterCard).toBe("summary_large_image");
    const home = head(await (await site.app.request("/", { headers: { Host: "attacker.example" } })).text());
    expect(home.canonical).toBe(`${SITE}/`);
  });

  it("describes an entry for search engines as a LearningResource and shares its own picture or a drawn card", async () => {
    const page = head(await (await site.app.request(`/classes/7/${pdf.id}-appearance-personality`)).text());
    expect(page.canonical).toBe(`${SITE}/classes/7/${pdf.id}-appearance-personality`);
    expect(page.ogImage).toBe(`${SITE}/og/${pdf.id}.png`);
    const data = JSON.parse(page.jsonLd!);
    expect(data).toMatchObject({
      "@type": "LearningResource",
      name: "Dış görünüş ve kişilik",
      alternateName: "Appearance & Personality",
      educationalLevel: "7. Sınıf",
      learningResourceType: "Yeni Kelimeler",
      url: page.canonical,
    });
    const card = await site.app.request(`/og/${pdf.id}.png`);
    expect(card.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: "png",
    });
    for (const missing of ["/og/999999.png", "/og/1234567890.png", "/og/x1.png", "/og/-1.png"])
      expect((await site.app.request(missing)).status, missing).toBe(404);

    const pic = head(await (await site.app.request(`/classes/3/${picture.id}-colours`)).text());
    expect(pic.ogImage).toBe(`${SITE}/files/images/3/resim-00000000.png/1200.jpg`);
  });

  it("keeps a title that tries to close the structured data's script inside it", async () => {
    const hostile = await makeContent(site.services.database, {
      sinif: 8,
      konuIng: "</script><script>alert(1)</script>",
      konuTr: "Saldırı",
    });
    const html = await (await site.app.request(`/classes/8/${hostile.id}-script-script-alert-1-script`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(JSON.parse(head(html).jsonLd!).alternateName).toBe("</script><script>alert(1)</script>");
  });
});

describe("the privacy notice and the cookie policy", () => {
  const site = useTestSite({
    settings: { PUBLIC_URL: SITE, GOOGLE_CLIENT_ID: "", OWNER_EMAIL: "sahip@merdiven.example" },
  });

  it("lists every cookie the site sets, with its purpose and lifetime", async () => {
    const origin = { ...visitorHeaders(), "Content-Type": "application/x-www-form-urlencoded" };
    const answers = [
      await site.app.request("/signup", {
        method: "POST",
        headers: origin,
        body: "email=cerez%40example.com&password=yesil-elma-42&repeatPassword=yesil-elma-42",
      }),
      await site.app.request("/veri-tasarrufu", { method: "POST", headers: origin, body: "durum=acik&redirectTo=%2F" }),
      await site.app.request("/auth/google/start"),
      await site.app.request("/"),
    ];
    const set = new Set(answers.flatMap((r) => r.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")))));
    expect(set.size).toBeGreaterThanOrEqual(3);
    const html = await (await site.app.request("/cerezler")).text();
    for (const name of set) {
      expect(
        SITE_COOKIES.map((c) => c.name),
        name,
      ).toContain(name);
      expect(html).toContain(`>${name}</th>`);
    }
    for (const cookie of SITE_COOKIES) expect(html).toContain(cookie.lifetime);
  });

  it("are linked from the footer and the sign-up form, and name the owner's address", async () => {
    const home = await (await site.app.request("/")).text();
    const signup = await (await site.app.request("/signup")).text();
    for (const page of [home, signup]) {
      expect(page).toContain('href="/gizlilik"');
      expect(page).toContain('href="/cerezler"');
    }
    const privacy = await (await site.app.request("/gizlilik")).text();
    expect(privacy).toContain("Kısaca (öğrenciler için)");
    expect(privacy).toContain('href="mailto:sahip@merdiven.example"');
    expect(privacy).toContain("KVKK");
  });
});

describe("security.txt (RFC 9116)", () => {
  it("names the configured contact, expires within a year, and is not served without a contact", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const site = { siteUrl: SITE, OWNER_EMAIL: "sahip@merdiven.example", SECURITY_CONTACT: undefined };
    const text = await (await securityTxtRoutes(site, now).request("/.well-known/security.txt")).text();
    expect(text).toBe(
      [
        "Contact: mailto:sahip@merdiven.example",
        "Expires: 2027-05-23T00:00:00Z",
        "Preferred-Languages: tr, en",
        `Canonical: ${SITE}/.well-known/security.txt`,
        "",
      ].join("\n"),
    );
    const own = await (
      await securityTxtRoutes({ ...site, SECURITY_CONTACT: "https://merdiven.example/guvenlik" }, now).request(
        "/.well-known/security.txt",
      )
    ).text();
    expect(own).toContain("Contact: https://merdiven.example/guvenlik\n");
    expect(
      (
        await securityTxtRoutes({ siteUrl: SITE, OWNER_EMAIL: undefined, SECURITY_CONTACT: undefined }).request(
          "/.well-known/security.txt",
        )
      ).status,
    ).toBe(404);
  });

  it("is answered by the whole site (what a researcher's tool fetches), and not invented without a contact", async () => {
    const site = await startTestSite({
      settings: { PUBLIC_URL: SITE, SECURITY_CONTACT: "mailto:guvenlik@merdiven.example" },
    });
    const bare = await makeServices(await freshDatabase("pglite"), { PUBLIC_URL: SITE });
    try {
      const res = await site.app.request("/.well-known/security.txt");
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const text = await res.text();
      expect(text).toMatch(/^Contact: mailto:guvenlik@merdiven\.example\nExpires: \d{4}-\d{2}-\d{2}T00:00:00Z\n/);
      expect(text).toContain(`Canonical: ${SITE}/.well-known/security.txt\n`);
      const expires = new Date(/Expires: (\S+)/.exec(text)![1]).getTime();
      expect(expires).toBeGreaterThan(Date.now());
      expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
      expect(
        (await createApp({ services: bare, build, mode: "production" }).request("/.well-known/security.txt")).status,
      ).toBe(404);
    } finally {
      await site.close();
      await bare.close();
    }
  });
});

describe.each(dbKinds)("sitemap slices on %s", (kind) => {
  const site = useTestSite({ kind, pages: false });

  it("starts each slice after the last id of the one before", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await makeContent(site.services.database, { konuIng: `Entry ${i}` })).id);
    expect(await site.services.content.sitemapSliceStarts(3)).toEqual([0, ids[2], ids[5]]);
    expect((await site.services.content.sitemapSlice(ids[2], 3)).map((e) => e.id)).toEqual(ids.slice(3, 6));
  });
});

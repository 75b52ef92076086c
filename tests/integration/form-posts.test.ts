import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { visitorHeaders } from "#tests/support/requests.ts";

/**
 * A page's action reads a form. A post that carries none (no body, JSON, some other type),
 * as a script or a scanner sends, gets a Turkish word and a 415, and changes nothing; it used
 * to throw inside the action and answer 500.
 */
describe("posts to pages that are not forms", () => {
  let entry: ContentEntry;

  const site = useTestSite();
  beforeAll(async () => {
    entry = await makeContent(site.services.database);
  });

  const paths = () => [
    "/login",
    "/signup",
    "/iletisim",
    "/sifremi-unuttum",
    "/isaretler",
    "/hesabim",
    `/notekle/${entry.id}/sil`,
    "/notekle",
    `/notekle/${entry.id}/duzenle`,
    "/login.data",
  ];

  it.each([
    ["no body", {}],
    ["JSON", { "Content-Type": "application/json" }],
    ["plain text", { "Content-Type": "text/plain" }],
  ])("refuses %s with 415 and a Turkish word, for a visitor and for the admin", async (_kind, type) => {
    const admin = await sessionHeaders(site.services, "admin");
    for (const path of paths()) {
      for (const who of [visitorHeaders(), admin]) {
        const res = await site.app.request(path, {
          method: "POST",
          headers: { ...who, ...type },
          ...("Content-Type" in type ? { body: "{}" } : {}),
        });
        expect(res.status, `${path}`).toBe(415);
        expect(await res.text()).toBe("Gönderilen istek bir form değil. Sayfayı yenileyip formu yeniden gönderin.");
      }
    }
    // The admin's bodyless delete deleted nothing.
    expect(await site.services.content.getById(entry.id)).not.toBeNull();
  });

  it("still takes a real form", async () => {
    // The body as URLSearchParams: the Content-Type a browser's fetch gives it, with its charset.
    const res = await site.app.request("/login", {
      method: "POST",
      headers: visitorHeaders(),
      body: new URLSearchParams({ email: "yok@merdiven.test", password: "yanlis-sifre" }),
    });
    expect(res.status).toBe(400);
  });
});

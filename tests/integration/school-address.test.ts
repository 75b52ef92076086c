import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trSearch } from "#core/messages/search.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { users } from "#server/db/schema.ts";
import { everyEngine } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { countOf, together } from "#tests/support/race.ts";
import { startTestSite, useTestSite, type TestSite } from "#tests/support/test-site.ts";

/**
 * A school's one address (decision 0093): its pupils share it, so no limit keyed by it alone may
 * let one pupil, or a page on another site, lock the others out. docs/security.md, "A school's
 * one address". The log-in cap's own tests are in login-throttle.test.ts.
 */
const PASSWORD = "okul-adresi-uzun-sifre";
/** What a browser sends for `<img src="https://merdiven…/ara?q=…">` on another site's page. */
const IMAGE_ELSEWHERE = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" };
const FRAME_ELSEWHERE = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe" };
const LINK_FROM_ELSEWHERE = {
  "Sec-Fetch-Site": "cross-site",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-User": "?1",
};

describe.each(everyEngine)("a school's one address on %s", (kind) => {
  describe("sign-ups and reset links in a lesson", () => {
    const site = useTestSite({ kind, settings: { PUBLIC_URL: "https://merdiven.test" } });
    const url = (token: string) => `https://merdiven.test/link?token=${token}`;

    it("lets a class of 35 make its accounts together from one address, and ask 35 reset links", async () => {
      const school = `2001:db8:${randomUUID().slice(0, 4)}::/64`;
      const prefix = `sinif-${kind}-${randomUUID().slice(0, 8)}`;
      const signedUp = await together(35, (i) =>
        site.services.auth.signup(
          { email: `${prefix}-${i}@example.com`, password: PASSWORD, repeatPassword: PASSWORD },
          school,
          url,
        ),
      );
      expect(countOf(signedUp, (r) => r.ok)).toBe(35);
      expect(RATE_LIMITS.signupPerAddress.limit).toBeGreaterThanOrEqual(35);
      const asked = await together(35, (i) =>
        site.services.auth.requestPasswordReset(`${prefix}-${i}@example.com`, school, url),
      );
      expect(countOf(asked, (r) => r === "sent")).toBe(35);
    });
  });

  describe("search and suggestions", () => {
    let site: TestSite;
    // 0.05: 3 searches and 9 suggestions a minute, so the budgets run out in a few requests.
    beforeAll(async () => {
      site = await startTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "0.05" } });
      await makeContent(site.services.database, { konuIng: "School Words", konuTr: "Okul kelimeleri" });
    });
    afterAll(() => site?.close());
    const get = (to: string, headers: Record<string, string> = {}) => site.app.request(to, { headers });

    async function pupil() {
      const [user] = await site.services.database.db
        .insert(users)
        .values({ email: `ogrenci-${randomUUID().slice(0, 8)}@example.com`, emailVerifiedAt: new Date() })
        .returning();
      return { Cookie: `sid=${(await site.services.auth.createSession(user.id)).token}` };
    }

    it("answers another site's images and frames without searching and without spending the address's budget", async () => {
      const searched = vi.spyOn(site.services.search, "search");
      try {
        // 61 images on a page elsewhere, each another query, to each door; and frames.
        for (let i = 0; i < 61; i++) {
          for (const door of [`/ara?q=okul${i}`, `/ara/oneriler?q=okul${i}`, `/api/v1/search?q=okul${i}`]) {
            const answer = await get(door, i % 2 ? IMAGE_ELSEWHERE : FRAME_ELSEWHERE);
            expect(answer.status, door).toBe(403);
            // Never kept: the response cache keeps only 200s, and the JSON doors say no-store.
            expect(answer.headers.get("Cache-Control") ?? "", door).not.toContain("public");
            if (!door.startsWith("/ara?")) expect(answer.headers.get("Cache-Control"), door).toContain("no-store");
          }
        }
        expect(await (await get("/api/v1/search?q=okul1", IMAGE_ELSEWHERE)).json()).toMatchObject({
          message: trSearch.fromElsewhere,
        });
        expect(searched).not.toHaveBeenCalled();
      } finally {
        searched.mockRestore();
      }
      // The school's own searches still have their whole budget: a link followed from elsewhere, then curl, then the page.
      expect((await get("/api/v1/search?q=school", LINK_FROM_ELSEWHERE)).status).toBe(200);
      expect((await get("/api/v1/search?q=words")).status).toBe(200);
      expect(
        (
          await get("/ara?q=okul", {
            "Sec-Fetch-Site": "same-origin",
            "Sec-Fetch-Mode": "navigate",
            "Sec-Fetch-Dest": "document",
          })
        ).status,
      ).toBe(200);
      // Then the address's three are spent, as before.
      expect((await get("/api/v1/search?q=kelime")).status).toBe(429);
      for (let i = 0; i < 9; i++) expect((await get(`/ara/oneriler?q=harf${i}`)).status).toBe(200);
      expect((await get("/ara/oneriler?q=harf9")).status).toBe(429);
    });

    it("counts a signed-in pupil's searches and suggestions per account, not against the school's address", async () => {
      const ece = await pupil();
      const can = await pupil();
      // Ece spends her own three searches (page and API) and nine suggestions…
      for (const door of ["/ara?q=okul", "/api/v1/search?q=okul", "/ara?q=kelime"])
        expect((await get(door, ece)).status, door).toBe(200);
      expect((await get("/ara?q=okulda", ece)).status).toBe(429);
      expect((await get("/api/v1/search?q=okulda", ece)).status).toBe(429);
      for (let i = 0; i < 9; i++) expect((await get(`/ara/oneriler?q=ders${i}`, ece)).status).toBe(200);
      expect((await get("/ara/oneriler?q=ders9", ece)).status).toBe(429);
      // …and Can, behind the same address, still has all of his.
      for (const door of ["/ara?q=okul", "/api/v1/search?q=okul", "/ara?q=kelime"])
        expect((await get(door, can)).status, door).toBe(200);
      expect((await get("/ara/oneriler?q=ders0", can)).status).toBe(200);
    });
  });
});

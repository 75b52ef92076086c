import { beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "#core/content.ts";
import { mergedBox, nextBox } from "#core/flashcards.ts";
import { sessionHeaders } from "#tests/support/admin.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";
import { requestsTo } from "#tests/support/requests.ts";

describe("Leitner boxes", () => {
  it("move a known word one box up to the last, a missed one back to the first; two copies keep the lower", () => {
    expect([nextBox(undefined, true), nextBox(4, true), nextBox(5, true), nextBox(4, false)]).toEqual([2, 5, 5, 1]);
    expect([mergedBox(1, 4), mergedBox(5, 3)]).toEqual([1, 3]);
  });
});

/**
 * A signed-in pupil's flashcard boxes through HTTP on PGlite and PostgreSQL:
 * sorted one card at a time, merged from the device at sign-in (the lower box wins), in
 * the export, and refused to visitors, other sites and oversized or foreign words.
 */
describe.each(dbKinds)("flashcards on %s", (kind) => {
  let words: ContentEntry;

  const site = useTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "100" } });
  beforeAll(async () => {
    words = await makeContent(site.services.database, {
      sinif: 5,
      unite: 3,
      type: "/kelimeler",
      konuIng: "Games and Hobbies",
      konuTr: "Oyunlar ve Hobiler",
    });
    const admin = await sessionHeaders(site.services, "admin");
    const stored = await site.app.request(`/api/v1/contents/${words.id}/words`, {
      method: "PUT",
      headers: { ...admin, "Content-Type": "text/csv" },
      body: "chess,satranç\nkite,uçurtma\npuzzle,yapboz\nhobby,hobi",
    });
    expect(stored.status).toBe(200);
  });

  const { post } = requestsTo(() => site.app);
  const boxes = async (headers: Record<string, string>) =>
    (await site.app.request(`/alistirma/kartlar?id=${words.id}`, { headers })).json();

  it("keeps each sorted card of a signed-in pupil, and only words of the entry's list", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    expect(
      (await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "chess", knew: "1" }))
        .status,
    ).toBe(200);
    expect(
      (await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "chess", knew: "1" }))
        .status,
    ).toBe(200);
    expect(
      (await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "kite", knew: "0" }))
        .status,
    ).toBe(200);
    expect(await boxes(pupil)).toEqual({ ok: true, boxes: { chess: 3, kite: 1 } });
    // Not a word of the list, too long, no entry: nothing kept.
    expect(
      (await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "<script>", knew: "1" }))
        .status,
    ).toBe(404);
    expect(
      (
        await post(pupil, "/alistirma/kartlar", {
          intent: "sort",
          id: String(words.id),
          word: "x".repeat(201),
          knew: "1",
        })
      ).status,
    ).toBe(400);
    expect(
      (await post(pupil, "/alistirma/kartlar", { intent: "sort", id: "abc", word: "chess", knew: "1" })).status,
    ).toBe(400);
    expect(await boxes(pupil)).toEqual({ ok: true, boxes: { chess: 3, kite: 1 } });
  });

  it("merges the device's boxes at sign-in, the lower box of each word winning, and puts them in the export", async () => {
    const pupil = await sessionHeaders(site.services, "user");
    await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "chess", knew: "1" }); // chess: 2
    await post(pupil, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "kite", knew: "1" }); // kite: 2
    const device = { [words.id]: { chess: 4, kite: 1, puzzle: 5, "not in the list": 1 }, "999999": { chess: 1 } };
    const merged = await post(pupil, "/alistirma/kartlar", { intent: "merge", device: JSON.stringify(device) });
    expect(await merged.json()).toEqual({ ok: true, kept: 3 });
    expect(await boxes(pupil)).toEqual({ ok: true, boxes: { chess: 2, kite: 1, puzzle: 5 } });
    const exported = await (await site.app.request("/hesabim/verilerim.json", { headers: pupil })).json();
    expect(exported.flashcards).toEqual(
      expect.arrayContaining([
        { entryId: words.id, word: "chess", box: 2, updatedAt: expect.any(String) },
        { entryId: words.id, word: "puzzle", box: 5, updatedAt: expect.any(String) },
      ]),
    );
    // A box outside 1-5, a body past its limit, not JSON: refused whole, nothing changed.
    expect(
      (
        await post(pupil, "/alistirma/kartlar", {
          intent: "merge",
          device: JSON.stringify({ [words.id]: { chess: 9 } }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(pupil, "/alistirma/kartlar", {
          intent: "merge",
          device: JSON.stringify({ [words.id]: { chess: 1 }, pad: "x".repeat(60_000) }),
        })
      ).status,
    ).toBe(413);
    expect((await post(pupil, "/alistirma/kartlar", { intent: "merge", device: "{" })).status).toBe(400);
    expect(await boxes(pupil)).toEqual({ ok: true, boxes: { chess: 2, kite: 1, puzzle: 5 } });
  });

  it("refuses a visitor, another site's form, and a flood", async () => {
    const visitor = await sessionHeaders(site.services, "anonymous");
    expect(
      (await post(visitor, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "chess", knew: "1" }))
        .status,
    ).toBe(401);
    expect((await site.app.request(`/alistirma/kartlar?id=${words.id}`)).status).toBe(401);
    const elsewhere = await sessionHeaders(site.services, "user", "https://evil.example");
    expect(
      (await post(elsewhere, "/alistirma/kartlar", { intent: "sort", id: String(words.id), word: "chess", knew: "1" }))
        .status,
    ).toBe(403);

    const strict = await startTestSite({ kind, settings: { RATE_LIMIT_MULTIPLIER: "0.01" } });
    try {
      const pupil = await sessionHeaders(strict.services, "user");
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await strict.app.request(`/alistirma/kartlar?id=1`, { headers: pupil })).status);
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses[6]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

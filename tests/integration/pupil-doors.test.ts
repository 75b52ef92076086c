import { describe, expect, it } from "vitest";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { homework, homeworkProgress } from "#server/db/schema.ts";
import { makeClassWithPupils } from "#tests/support/class-pupils.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * A class pupil's doors (decision 0111): the home page and /katil both offer 'Sınıf koduyla gir',
 * the home page claims no number nothing measures, and 'Ödevlerim' is the pupil's day: a card per
 * thing to do, the Turkish title first and a 'Başla' each, what is done after.
 */
describe("a class pupil's doors", () => {
  const site = useTestSite();
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await site.app.request(path, { headers });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("the home page has the class code form near the top, and no '10.000+' nor '%95'", async () => {
    const html = await page("/");
    expect(html).toContain('data-testid="class-code-form"');
    expect(html).toMatch(
      /<form[^>]*action="\/sinif"[^>]*data-testid="class-code-form"|data-testid="class-code-form"[^>]*action="\/sinif"/,
    );
    expect(html).toContain(trPictureLogin.codeFormTitle);
    // Above the shortcuts and the blog: what a pupil with a card sees without scrolling far.
    expect(html.indexOf('data-testid="class-code-form"')).toBeLessThan(html.indexOf('aria-label="Kısayollar"'));
    for (const claim of ["10.000+", "%95", "Aktif Öğrenci", "Başarı Oranı"]) expect(html).not.toContain(claim);
  });

  it("/katil offers 'Sınıf koduyla gir' to a pupil without an e-mail address, beside the e-mail account's way", async () => {
    const html = await page("/katil?kod=abc234");
    expect(html).toContain('data-testid="class-code-form"');
    expect(html).toContain('value="ABC234"');
    expect(html).toContain('href="/login"');
  });

  it("'Ödevlerim' puts each open item first as a card, Turkish title before English, with a 'Başla' link; done items after", async () => {
    const { db } = site.services.database;
    const made = await makeClassWithPupils(db, { pupils: [["Ela", ["kedi", "elma", "top"]]] });
    const open = await makeContent(site.services.database, {
      type: 2,
      sinif: 2,
      konuIng: "Colours",
      konuTr: "Renkler",
    });
    const later = await makeContent(site.services.database, {
      type: 4,
      sinif: 2,
      konuIng: "Animals",
      konuTr: "Hayvanlar",
    });
    const finished = await makeContent(site.services.database, {
      type: 2,
      sinif: 2,
      konuIng: "Fruit",
      konuTr: "Meyveler",
    });
    const day = 86_400_000;
    const items = await db
      .insert(homework)
      .values([
        { classId: made.id, contentId: open.id, kind: "read", dueAt: new Date(Date.now() + 2 * day) },
        { classId: made.id, contentId: later.id, kind: "read", dueAt: new Date(Date.now() + 5 * day) },
        { classId: made.id, contentId: finished.id, kind: "read", dueAt: new Date(Date.now() + 3 * day) },
      ])
      .returning({ id: homework.id });
    const ela = made.pupils[0].id;
    await db
      .insert(homeworkProgress)
      .values({ homeworkId: items[2].id, classId: made.id, userId: ela, doneAt: new Date() });
    const { token } = await site.services.auth.createSession(ela);
    const html = await page("/odevlerim", { Cookie: `sid=${token}` });

    const at = (s: string) => {
      const i = html.indexOf(s);
      expect(i, s).toBeGreaterThan(-1);
      return i;
    };
    // Each open item: its Turkish title, then its English one, then its 'Başla' to the item.
    for (const [i, tr, en] of [
      [0, "Renkler", "Colours"],
      [1, "Hayvanlar", "Animals"],
    ] as const) {
      expect(at(`>${tr}</h3>`)).toBeLessThan(at(`>${en}</p>`));
      const start = new RegExp(`<a[^>]*href="/odevlerim/${items[i].id}"[^>]*>${trHomeworkPupil.start}</a>`);
      expect(html).toMatch(start);
      expect(at(`>${en}</p>`)).toBeLessThan(html.search(start));
    }
    expect(html.match(new RegExp(`>${trHomeworkPupil.start}</a>`, "g"))).toHaveLength(2);
    // The type's icon stands in for a picture the entries do not have.
    expect(html).toContain(trHomeworkPupil.typeIcon[2]);
    expect(html).toContain(trHomeworkPupil.typeIcon[4]);
    // The done item after every open one, under 'Bitenler', with no 'Başla'.
    expect(at(`>${trHomeworkPupil.done} (1)</h2>`)).toBeGreaterThan(at(">Hayvanlar</h3>"));
    expect(at(">Meyveler</a>")).toBeGreaterThan(at(`>${trHomeworkPupil.done} (1)</h2>`));
    expect(html).not.toMatch(new RegExp(`href="/odevlerim/${items[2].id}"[^>]*>${trHomeworkPupil.start}<`));
  });
});

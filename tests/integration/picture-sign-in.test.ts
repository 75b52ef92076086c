import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { DEVICE_COOKIE_NAME } from "#core/site-cookies.ts";
import { PICTURES, type PictureKey } from "#core/picture-password.ts";
import { trClasses } from "#core/messages/classes.ts";
import { addressKey } from "#server/auth/address-key.ts";
import { pictureMissKey } from "#server/auth/picture-password.ts";
import { JOIN_CODE_ALPHABET } from "#core/classes/join-codes.ts";
import { PICTURE_CLASS_THROTTLE, pictureClassKeys, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { classes, sessions, users, userTokens } from "#server/db/schema.ts";
import { makeClassWithPupils, replaceCode } from "#tests/support/class-pupils.ts";
import { dbKinds } from "#tests/support/database.ts";
import { countOf, together } from "#tests/support/race.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { cookieOf, cookiesOf, requestsTo, visitorHeaders } from "#tests/support/requests.ts";

/** The HTML of a page as text a person reads (entities decoded). */
const textOf = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const AYSE: PictureKey[] = ["kedi", "gunes", "kedi"];
const CAGLA: PictureKey[] = ["elma", "top", "ev"];
const IPEK: PictureKey[] = ["yildiz", "kus", "kalp"];
const WRONG: PictureKey[] = ["araba", "araba", "araba"];
/** Each test checks real argon2id hashes: seconds on a busy machine. */
const SLOW = 120_000;
const ALPHABET = JOIN_CODE_ALPHABET;

/**
 * A class's picture sign-in, /sinif/{kod} (docs/decisions/0067), through the real
 * HTTP app as a browser without JavaScript would use it (every tap a form post), on PGlite and
 * PostgreSQL: who is listed, what a right and a wrong secret do, the wait, codes that are not
 * (or no longer) a class's, and what a class pupil's session may not do.
 */
describe.each(dbKinds)("picture sign-in on %s", (kind) => {
  // TRUST_PROXY=1: each request names its client address in X-Forwarded-For.
  const site = useTestSite({ kind, settings: { TRUST_PROXY: "1", RATE_LIMIT_MULTIPLIER: "1" } });
  let counter = 0;
  const nextAddress = () => `203.0.113.${++counter}`;
  const browser = (address = nextAddress(), cookie = ""): Record<string, string> => ({
    ...visitorHeaders(),
    "X-Forwarded-For": address,
    ...(cookie ? { Cookie: cookie } : {}),
  });

  const as = requestsTo(() => site.app);
  const get = (to: string, headers = browser()) => as.get(headers, to);
  const post = (to: string, body: Record<string, string>, headers = browser()) => as.post(headers, to, body);
  const sidOf = (res: Response) => {
    const pair = cookieOf(res, "sid");
    return pair && pair !== "sid=" ? pair : undefined;
  };
  /** A class's link as its cards' QR code carries it (docs/decisions/0090). */
  const linkOf = (made: { id: number; code: string }) =>
    `/sinif/${made.code}?k=${site.services.classLinks.token(made.id, made.code)}`;
  /** One pupil's pictures page through the class's link. */
  const pupilLink = (made: { id: number; code: string }, pupilId: number) =>
    `/sinif/${made.code}/${pupilId}?k=${site.services.classLinks.token(made.id, made.code)}`;
  /** The 'Sınıf koduyla gir' form's post. */
  const postCode = (code: string, headers = browser()) => post("/sinif", { kod: code }, headers);

  /** The taps' hidden field as the page sends it back. */
  const carried = (html: string) => /name="secilen" value="([^"]*)"/.exec(html)?.[1];

  /** Three posts after the name, as a browser without JavaScript makes them; the third answer. */
  async function tapThree(path: string, secret: readonly PictureKey[], headers = browser()) {
    let taps = "";
    for (let i = 0; i < 2; i++) {
      const res = await post(path, { secilen: taps, resim: secret[i] }, headers);
      expect(res.status).toBe(200);
      const html = await res.text();
      taps = carried(html)!;
      expect(taps).toBe(secret.slice(0, i + 1).join("-"));
      // The page shows dots and a count, never which pictures were tapped.
      expect(textOf(html)).toContain(trPictureLogin.progress(i + 1, 3));
    }
    return post(path, { secilen: taps, resim: secret[2] }, headers);
  }

  /** The session's signed-in page: the home page with the toast and the name in the bar. */
  async function landing(res: Response) {
    return textOf(await (await get(res.headers.get("Location")!, browser(undefined, cookiesOf(res)))).text());
  }

  it(
    "lists only the class's own class pupils, in Turkish alphabetical order, and shows nobody's pictures",
    async () => {
      const db = site.services.database.db;
      const a = await makeClassWithPupils(db, {
        name: "2-A Sabah",
        pupils: [
          ["İpek", IPEK],
          ["Çağla", CAGLA],
          ["Ayşe", AYSE],
          ["Irmak", WRONG],
          ["Ceren", CAGLA],
        ],
      });
      const b = await makeClassWithPupils(db, { name: "2-B Öğle", pupils: [["Zeynep", AYSE]] });
      // A pupil with an address who joined class A by its code is a member, not a class pupil: not listed.
      const [member] = await db
        .insert(users)
        .values({ email: `uye-${kind}@merdiven.test` })
        .returning();
      expect(
        (await site.services.classes.join(member.id, { code: a.code, displayName: "Eposta Emre" }, nextAddress())).ok,
      ).toBe(true);

      const res = await get(linkOf(a));
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      const html = textOf(await res.text());
      expect(html).toContain("2-A Sabah");
      expect(html).toContain(trPictureLogin.chooseName);
      const names = [...html.matchAll(/href="\/sinif\/[A-Z0-9]{6}\/(\d+)\?k=[\w.-]+"[^>]*>([^<]+)</g)].map((m) => m[2]);
      expect(names).toEqual(["Ayşe", "Ceren", "Çağla", "Irmak", "İpek"]);
      for (const other of ["Zeynep", "Eposta Emre", "2-B Öğle"]) expect(html).not.toContain(other);
      // No picture form on the list, and on a pupil's page all twelve pictures, none marked.
      expect(html).not.toContain('name="resim"');
      const ayse = a.pupils.find((p) => p.name === "Ayşe")!;
      const page = textOf(await (await get(pupilLink(a, ayse.id))).text());
      expect(page).toContain(`${trPictureLogin.hello("Ayşe")} ${trPictureLogin.tapYourPictures}`);
      for (const p of PICTURES) expect(page).toContain(`value="${p.key}"`);
      expect(carried(page)).toBe("");
      expect(page).not.toMatch(/data-(?:secret|chosen)|aria-pressed="true"/);
      const [row] = await db.select().from(users).where(eq(users.id, ayse.id));
      expect(page).not.toContain(row.pictureHash!);
      expect(page).not.toContain(row.pictureSealed!);
      // Class B's list is class B's.
      expect(textOf(await (await get(linkOf(b))).text())).toContain("Zeynep");
    },
    SLOW,
  );

  it(
    "right pictures: three posts after the name, a fresh HttpOnly session, 'Ödevlerim' (not the public home page) with 'Hoş geldin' and the name in the bar",
    async () => {
      const a = await makeClassWithPupils(site.services.database.db, { pupils: [["Ayşe", AYSE]] });
      const [ayse] = a.pupils;
      const list = textOf(await (await get(linkOf(a))).text());
      const link = new RegExp(`href="(/sinif/${a.code}/\\d+\\?k=[\\w.-]+)"[^>]*>Ayşe<`).exec(list)![1];
      expect(link).toBe(pupilLink(a, ayse.id));
      expect((await get(link)).status).toBe(200);

      // Another pupil's session in this browser (a shared class tablet) is replaced, not kept.
      const before = (await site.services.auth.createSession(ayse.id)).token;
      const headers = browser(undefined, `sid=${before}`);
      const res = await tapThree(link, AYSE, headers);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/odevlerim");
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="))!;
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const sid = sidOf(res)!.slice(4);
      expect(sid).not.toBe(before);
      expect(await site.services.auth.userForSession(before)).toBeNull();
      expect(await site.services.auth.userForSession(sid)).toEqual({
        id: ayse.id,
        email: null,
        role: "user",
        name: "Ayşe",
      });

      const page = await landing(res);
      expect(page).toContain(trPictureLogin.welcome("Ayşe"));
      expect(page).toMatch(/data-testid="nav-name"[^>]*>Ayşe</);
    },
    SLOW,
  );

  it(
    "wrong pictures: the Turkish message, back to the pictures, no cookie; the fifth wrong starts the wait, which the right pictures do not pass",
    async () => {
      const a = await makeClassWithPupils(site.services.database.db, { pupils: [["Ayşe", AYSE]] });
      const path = pupilLink(a, a.pupils[0].id);
      for (let i = 1; i <= 4; i++) {
        const res = await tapThree(path, WRONG);
        expect(res.status).toBe(400);
        expect(sidOf(res)).toBeUndefined();
        const html = textOf(await res.text());
        expect(html).toContain(trPictureLogin.wrongPictures);
        // Back to the first picture: no taps carried.
        expect(carried(html)).toBe("");
      }
      const fifth = await tapThree(path, WRONG);
      expect(fifth.status).toBe(429);
      expect(textOf(await fifth.text())).toContain(trPictureLogin.tooManyWrong(5));
      // Even the right pictures (from another address: the wait is the account's) wait now.
      const right = await tapThree(path, AYSE);
      expect(right.status).toBe(429);
      expect(sidOf(right)).toBeUndefined();
      const html = textOf(await right.text());
      expect(html).toMatch(/Çok fazla yanlış deneme yaptın\. Lütfen \d+ dakika sonra tekrar dene\./);
      // The teacher lifts the wait: the right pictures sign in.
      await site.services.classSignIn.clear(a.pupils[0].id);
      expect((await tapThree(path, AYSE)).status).toBe(302);
    },
    SLOW,
  );

  it(
    "without a class link /sinif/{kod} looks nothing up: the 'Devam' form with the code; its post finds the class; unknown and replaced codes answer 404 in Turkish, Turkish-cased ones 400; a lower-case code goes to its one form",
    async () => {
      const db = site.services.database.db;
      const a = await makeClassWithPupils(db, { name: "2-E Sabah", pupils: [["Ayşe", AYSE]] });
      const lower = await get(`/sinif/${a.code.toLowerCase()}`);
      expect(lower.status).toBe(301);
      expect(lower.headers.get("Location")).toBe(`/sinif/${a.code}`);
      const token = site.services.classLinks.token(a.id, a.code);
      const lowerPupil = await get(`/sinif/${a.code.toLowerCase()}/${a.pupils[0].id}?k=${token}`);
      expect(lowerPupil.headers.get("Location")).toBe(pupilLink(a, a.pupils[0].id));

      // An old card's QR code (the bare code): the form with the code in it, the class's name nowhere.
      const bare = await get(`/sinif/${a.code}`);
      expect(bare.status).toBe(200);
      expect(bare.headers.get("Cache-Control")).toContain("no-store");
      const form = textOf(await bare.text());
      expect(form).toContain(trPictureLogin.codeFormReady);
      const tag = /<form[^>]*data-testid="class-code-form"[^>]*>/.exec(form)![0];
      expect(tag).toContain('method="post"');
      expect(tag).toContain('action="/sinif"');
      expect(form).toContain(`value="${a.code}"`);
      expect(form).not.toContain("2-E Sabah");
      // One tap: the post goes to the class's link, and the link to the names.
      const posted = await postCode(a.code);
      expect(posted.status).toBe(303);
      expect(posted.headers.get("Location")).toBe(linkOf(a));
      expect(textOf(await (await get(posted.headers.get("Location")!)).text())).toContain("2-E Sabah");
      // Typed by hand, in lower case with a space: the same.
      expect((await postCode(`${a.code.slice(0, 3)} ${a.code.slice(3)}`.toLowerCase())).headers.get("Location")).toBe(
        linkOf(a),
      );

      // A wrong token is no link: the form again.
      for (const k of ["", "1.AAAAAAAAAAAAAAAAAAAAAA", `${a.id}.${"A".repeat(22)}`, "x".repeat(5000)]) {
        const res = await get(`/sinif/${a.code}?k=${encodeURIComponent(k)}`);
        expect(res.status, k).toBe(200);
        expect(textOf(await res.text()), k).not.toContain("2-E Sabah");
      }
      // Another class's link under this code opens nothing either.
      const b = await makeClassWithPupils(db, { name: "2-F Öğle", pupils: [] });
      expect(
        textOf(await (await get(`/sinif/${a.code}?k=${site.services.classLinks.token(b.id, b.code)}`)).text()),
      ).not.toMatch(/2-[EF] (?:Sabah|Öğle)/);

      const old = a.code;
      const oldLink = linkOf(a);
      const oldPupil = pupilLink(a, a.pupils[0].id);
      const renewed = await replaceCode(db, a.id);
      for (const code of [old, "AAAAAA"]) {
        const res = await postCode(code);
        expect(res.status, code).toBe(404);
        expect(textOf(await res.text()), code).toContain(trPictureLogin.classNotFound);
      }
      for (const code of [`${old.slice(0, 5)}ı`, `${old.slice(0, 5)}i`, "x".repeat(5000), "<script>"]) {
        const res = await postCode(code);
        expect(res.status, code).toBe(400);
        expect(textOf(await res.text()), code).toContain(trPictureLogin.codeInvalid);
      }
      // Odd addresses are the empty form, never an error page.
      for (const code of ["x".repeat(5000), "%00", "<script>"])
        expect((await get(`/sinif/${encodeURIComponent(code)}`)).status, code).toBe(200);
      // A link made before the code was replaced opens nothing: the names, the pupil's page, its posts.
      expect(textOf(await (await get(oldLink)).text())).not.toContain("2-E Sabah");
      const oldPage = await get(oldPupil);
      expect(oldPage.status).toBe(303);
      expect(oldPage.headers.get("Location")).toBe(`/sinif/${old}`);
      const direct = await post(oldPupil, { secilen: "kedi-gunes", resim: "kedi" });
      expect(direct.status).toBe(303);
      expect(sidOf(direct)).toBeUndefined();
      // The new code's link works.
      expect((await tapThree(pupilLink({ id: a.id, code: renewed }, a.pupils[0].id), AYSE)).status).toBe(302);
    },
    SLOW,
  );

  it(
    "GETs spend nothing: 21 wrong codes opened, and 21 images on another site's page, lock no class out; a right code's post then works",
    async () => {
      const a = await makeClassWithPupils(site.services.database.db, { name: "3-A Sabah", pupils: [["Ayşe", AYSE]] });
      const school = nextAddress();
      const over = RATE_LIMITS.classJoinFailures.limit + 1;
      for (let i = 0; i < over; i++)
        expect((await get(`/sinif/AAAAA${ALPHABET[i]}`, browser(school))).status).toBe(200);
      // What <img src="https://…/sinif/XXXXXX"> on another site's page sends: no Origin, a cross-site image request.
      const image = {
        "X-Forwarded-For": school,
        "Sec-Fetch-Site": "cross-site",
        "Sec-Fetch-Mode": "no-cors",
        "Sec-Fetch-Dest": "image",
        Referer: "https://kotu.example/",
      };
      for (let i = 0; i < over; i++) expect((await get(`/sinif/CCCCC${ALPHABET[i]}`, image)).status).toBe(200);
      expect(
        await site.services.limiter.failures(
          `classes:join:address:${school}`,
          RATE_LIMITS.classJoinFailures.windowSeconds,
        ),
      ).toBeNull();
      const res = await postCode(a.code, browser(school));
      expect(res.status).toBe(303);
      expect(textOf(await (await get(res.headers.get("Location")!, browser(school))).text())).toContain("3-A Sabah");
      // The form's post from another site never reaches the lookup (CSRF): nothing spent (the right code gave its try back).
      for (let i = 0; i < 3; i++)
        expect((await postCode("AAAAAA", { ...browser(school), Origin: "https://kotu.example" })).status).toBe(403);
      expect(
        (
          await site.services.limiter.failures(
            `classes:join:address:${school}`,
            RATE_LIMITS.classJoinFailures.windowSeconds,
          )
        )?.count ?? 0,
      ).toBe(0);
    },
    SLOW,
  );

  it(
    "25 wrong codes posted from a school's address: the 21st on is refused; a class known there still opens, one not known there is refused in Turkish; another address is not affected",
    async () => {
      const db = site.services.database.db;
      const known = await makeClassWithPupils(db, { name: "4-A Sabah", pupils: [["Ayşe", AYSE]] });
      const stranger = await makeClassWithPupils(db, { name: "4-B Öğle", pupils: [["Zeynep", CAGLA]] });
      const school = nextAddress();
      // Ayşe signed in from the school this morning: her class is known there.
      expect((await tapThree(pupilLink(known, known.pupils[0].id), AYSE, browser(school))).status).toBe(302);
      const answers: number[] = [];
      for (let i = 0; i < 25; i++)
        answers.push(
          (await postCode(`AAAA${ALPHABET[i % 24]}${ALPHABET[Math.floor(i / 24)]}`, browser(school))).status,
        );
      expect(answers).toEqual([...Array<number>(20).fill(404), ...Array<number>(5).fill(429)]);
      const mine = await postCode(known.code, browser(school));
      expect(mine.status).toBe(303);
      expect(mine.headers.get("Location")).toBe(linkOf(known));
      const theirs = await postCode(stranger.code, browser(school));
      expect(theirs.status).toBe(429);
      expect(textOf(await theirs.text())).toContain(trPictureLogin.tooManyFromAddress);
      // A class link needs no lookup at all: it opens past the budget too.
      expect(textOf(await (await get(linkOf(stranger), browser(school))).text())).toContain("4-B Öğle");
      // Another address finds the stranger's class.
      expect((await postCode(stranger.code)).status).toBe(303);
    },
    SLOW,
  );

  it("wrong codes sent together spend exactly the budget: of 40 at once from one address, 20 are looked up and 20 refused", async () => {
    const school = nextAddress();
    const { limit, windowSeconds } = RATE_LIMITS.classJoinFailures;
    const codes = Array.from(
      { length: limit + 20 },
      (_, i) => `AAAA${ALPHABET[i % 24]}${ALPHABET[Math.floor(i / 24)]}`,
    );
    const answers = await together(codes.length, (i) =>
      (async () => (await postCode(codes[i], browser(school))).status)(),
    );
    expect(countOf(answers, (s) => s === 404)).toBe(limit);
    expect(countOf(answers, (s) => s === 429)).toBe(20);
    expect((await site.services.limiter.failures(`classes:join:address:${school}`, windowSeconds))?.count).toBe(limit);
  });

  it(
    "a locked class still signs its own pupils in; a pupil of class A cannot sign in through class B's code",
    async () => {
      const db = site.services.database.db;
      const a = await makeClassWithPupils(db, { locked: true, pupils: [["Ayşe", AYSE]] });
      const b = await makeClassWithPupils(db, { pupils: [["Zeynep", CAGLA]] });
      expect((await db.select().from(classes).where(eq(classes.id, a.id)))[0].joiningLocked).toBe(true);
      expect((await tapThree(pupilLink(a, a.pupils[0].id), AYSE)).status).toBe(302);

      const across = pupilLink(b, a.pupils[0].id);
      expect((await get(across)).status).toBe(404);
      const res = await post(across, { secilen: "kedi-gunes", resim: "kedi" });
      expect(res.status).toBe(404);
      expect(sidOf(res)).toBeUndefined();
      expect(textOf(await res.text())).toContain(trPictureLogin.pupilNotFound);
      // A teacher's own account (an address) is nobody on the list either.
      expect((await post(pupilLink(a, a.teacherId), { secilen: "kedi-gunes", resim: "kedi" })).status).toBe(404);
    },
    SLOW,
  );

  it(
    "a disabled class pupil is not listed and cannot sign in; its sessions end",
    async () => {
      const db = site.services.database.db;
      const a = await makeClassWithPupils(db, {
        pupils: [
          ["Ayşe", AYSE],
          ["Burak", CAGLA],
        ],
      });
      const burak = a.pupils[1];
      const session = (await site.services.auth.createSession(burak.id)).token;
      expect(await site.services.auth.setDisabled(burak.id, true)).toBe("done");
      expect(await site.services.auth.userForSession(session)).toBeNull();
      expect(textOf(await (await get(linkOf(a))).text())).not.toContain("Burak");
      const res = await post(pupilLink(a, burak.id), { secilen: "elma-top", resim: "ev" });
      expect(res.status).toBe(404);
      expect(sidOf(res)).toBeUndefined();
    },
    SLOW,
  );

  it("a post from another site is refused before anything is checked (CSRF)", async () => {
    const a = await makeClassWithPupils(site.services.database.db, { pupils: [["Ayşe", AYSE]] });
    const res = await post(
      pupilLink(a, a.pupils[0].id),
      { secilen: "kedi-gunes", resim: "kedi" },
      { ...browser(), Origin: "https://kotu.example" },
    );
    expect(res.status).toBe(403);
    expect(sidOf(res)).toBeUndefined();
    const sameSiteCheck = await post(
      pupilLink(a, a.pupils[0].id),
      { secilen: "kedi-gunes", resim: "kedi" },
      { "X-Forwarded-For": nextAddress(), "Sec-Fetch-Site": "cross-site" },
    );
    expect(sameSiteCheck.status).toBe(403);
    expect(sidOf(sameSiteCheck)).toBeUndefined();
  });

  it(
    "a class pupil's 'Hesabım': sessions, the export and the teacher's line; every e-mail-based route refuses in Turkish, never a 500",
    async () => {
      const db = site.services.database.db;
      const a = await makeClassWithPupils(db, { pupils: [["Ayşe", AYSE]] });
      const other = await makeClassWithPupils(db, { pupils: [] });
      const [ayse] = a.pupils;
      const { token } = await site.services.auth.createSession(ayse.id);
      const laptop = (await site.services.auth.createSession(ayse.id)).token;
      const headers = browser(undefined, `sid=${token}`);

      const page = await get("/hesabim", headers);
      expect(page.status).toBe(200);
      const html = textOf(await page.text());
      expect(html).toContain(trPictureLogin.classAccount);
      expect(html).toContain(trMyAccount.pupilSessionsTitle);
      expect(html).toContain(trMyAccount.pupilExportButton);
      // The page speaks 'sen' to a child and never of passwords or file formats (decision 0111): its visible words.
      const words = /<main[\s\S]*<\/main>/.exec(html)![0].replace(/<[^<>]*>/g, " ");
      for (const adultWord of ["şifre", "Şifre", "JSON", "Hesabınız", "sakladığımız bilgiler"])
        expect(words).not.toContain(adultWord);
      expect(html).toContain("/hesabim/verilerim.json");
      for (const gone of [
        'name="currentPassword"',
        'name="email"',
        'value="teacher-request"',
        'value="delete-link"',
        'value="delete"',
        'value="leave-class"',
        "account-email",
      ])
        expect(html, gone).not.toContain(gone);

      const exported = await get("/hesabim/verilerim.json", headers);
      expect(exported.status).toBe(200);
      const data = (await exported.json()) as {
        account: { email: string | null };
        classMemberships: { displayName: string }[];
      };
      expect(data.account.email).toBeNull();
      expect(data.classMemberships.map((m) => m.displayName)).toEqual(["Ayşe"]);

      const refusals: [string, Record<string, string>][] = [
        [
          "/hesabim",
          { intent: "password", currentPassword: "x", password: "yeni-sifre-2026", repeatPassword: "yeni-sifre-2026" },
        ],
        ["/hesabim", { intent: "email", email: "yeni@merdiven.test", currentPassword: "x" }],
        ["/hesabim", { intent: "delete", currentPassword: "x" }],
        ["/hesabim", { intent: "delete-link" }],
        ["/hesabim", { intent: "teacher-request", name: "Ayşe", school: "Okul", city: "Van" }],
        ["/hesabim", { intent: "leave-class", class: String(a.id) }],
        ["/katil", { code: other.code, displayName: "Ayşe" }],
      ];
      for (const [to, body] of refusals) {
        const res = await post(to, body, headers);
        expect(res.status, body.intent ?? to).toBe(403);
        expect(textOf(await res.text()), body.intent ?? to).toContain(trPictureLogin.classAccountRefused);
      }
      const api = await as.api(headers, "POST", "/classes/join", { code: other.code, displayName: "Ayşe" });
      expect(api.status).toBe(403);
      expect(((await api.json()) as { message: string }).message).toBe(trPictureLogin.classAccountRefused);
      // The services refuse too, whoever calls them.
      const user = (await site.services.auth.userForSession(token))!;
      expect(await site.services.account.requestDeletionLink(user, () => "")).toBe("class-pupil");
      expect(await site.services.account.deleteWithPassword(user, "x")).toBe("class-pupil");
      expect(
        await site.services.auth.changePassword(
          user,
          { currentPassword: "x", password: "yeni-sifre-2026", repeatPassword: "yeni-sifre-2026" },
          token,
        ),
      ).toBe("class-pupil");
      expect(await site.services.classes.requestTeacher(ayse.id, { name: "Ayşe", school: "Okul", city: "Van" })).toBe(
        "class-pupil",
      );
      expect(
        (await site.services.classes.join(ayse.id, { code: other.code, displayName: "Ayşe" }, nextAddress())).ok,
      ).toBe(false);
      // Nothing changed: still one class, still signed in, no mail queued to nobody.
      expect((await site.services.classes.memberships(ayse.id)).map((m) => m.classId)).toEqual([a.id]);
      expect(await site.services.auth.userForSession(token)).not.toBeNull();

      // Sessions are the pupil's to end.
      const ended = await post("/hesabim", { intent: "end-others" }, headers);
      expect(ended.status).toBe(302);
      expect(await site.services.auth.userForSession(laptop)).toBeNull();
      expect(await site.services.auth.userForSession(token)).not.toBeNull();
    },
    SLOW,
  );

  it(
    "/login and the reset form never reach a class pupil, whatever address is typed",
    async () => {
      const a = await makeClassWithPupils(site.services.database.db, { pupils: [["Ayşe", AYSE]] });
      const [ayse] = a.pupils;
      for (const email of ["", "null", `${ayse.id}`, "Ayşe", "ayse@merdiven.test", " "]) {
        const res = await post("/login", { email, password: "picture:kedi-gunes-kedi" });
        expect(res.status, email).toBeGreaterThanOrEqual(400);
        expect(res.status, email).toBeLessThan(500);
        expect(sidOf(res), email).toBeUndefined();
        const reset = await post("/sifremi-unuttum", { email });
        expect(reset.status, email).toBeLessThan(500);
      }
      // No mail was ever queued for the pupil, and no session exists for it.
      expect(await site.services.database.db.select().from(sessions).where(eq(sessions.userId, ayse.id))).toEqual([]);
      expect(await site.services.database.db.select().from(userTokens).where(eq(userTokens.userId, ayse.id))).toEqual(
        [],
      );
    },
    SLOW,
  );

  it(
    "the address's cap counts wrong pictures only: past it a class known at the school's /64 still signs in, a class never used there is refused",
    async () => {
      const db = site.services.database.db;
      const known = await makeClassWithPupils(db, {
        pupils: [
          ["Ayşe", AYSE],
          ["Deniz", CAGLA],
        ],
      });
      const stranger = await makeClassWithPupils(db, { pupils: [["Ece", IPEK]] });
      // A school on IPv6: every device picks its own address in the school's /64.
      const net = ++counter;
      const school = (n: number) => `2001:db8:5c:${net.toString(16)}::${n.toString(16)}`;
      const ayse = pupilLink(known, known.pupils[0].id);
      // Ayşe signs in from one device: her class is known at the school from now on.
      expect((await tapThree(ayse, AYSE, browser(school(1)))).status).toBe(302);
      // Wrong pictures fill the school's cap (the earlier ones here directly: a real hash each would be too slow), the last through the site.
      const { limit, windowSeconds } = RATE_LIMITS.pictureMissesPerAddress;
      for (let i = 0; i < limit - 1; i++)
        await site.services.limiter.fail(pictureMissKey(addressKey(school(2))), windowSeconds);
      expect((await tapThree(pupilLink(stranger, stranger.pupils[0].id), WRONG, browser(school(2)))).status).toBe(400);
      // Deniz, of the known class, from another device: in.
      const deniz = await tapThree(pupilLink(known, known.pupils[1].id), CAGLA, browser(school(3)));
      expect(deniz.status).toBe(302);
      expect(sidOf(deniz)).toBeDefined();
      // Ece's class was never used there: her right pictures are refused unchecked, in Turkish.
      const ece = pupilLink(stranger, stranger.pupils[0].id);
      const refused = await tapThree(ece, IPEK, browser(school(4)));
      expect(refused.status).toBe(429);
      expect(sidOf(refused)).toBeUndefined();
      expect(textOf(await refused.text())).toContain(trPictureLogin.tooManyFromAddress);
      // From home she signs in.
      expect((await tapThree(ece, IPEK, browser(nextAddress()))).status).toBe(302);
    },
    SLOW,
  );

  it(
    "thirty third taps for one pupil posted at once from thirty addresses of one /64: four wrong, then the wait, and the right pictures among them do not get in",
    async () => {
      const a = await makeClassWithPupils(site.services.database.db, { pupils: [["Ayşe", AYSE]] });
      const path = pupilLink(a, a.pupils[0].id);
      const net = ++counter;
      const third = (secret: readonly PictureKey[]) => ({ secilen: secret.slice(0, 2).join("-"), resim: secret[2] });
      const answers = await together(30, async (i) =>
        post(path, third(i === 29 ? AYSE : WRONG), browser(`2001:db8:77:${net.toString(16)}:${i + 1}::1`)),
      );
      expect(countOf(answers, (r) => r.status === 400)).toBe(4);
      expect(countOf(answers, (r) => r.status === 429)).toBe(26);
      expect(answers.filter((r) => sidOf(r))).toEqual([]);
      expect(textOf(await answers[29].text())).toContain(trPictureLogin.tooManyWrong(5));
    },
    SLOW,
  );

  it(
    "a class-wide limit: wrong tries sprayed across the class's pupils stop at it, a right try then waits too, the teacher sees it and lifts it; another class signs in meanwhile",
    async () => {
      const db = site.services.database.db;
      const { limit, windowSeconds, waitSeconds } = PICTURE_CLASS_THROTTLE;
      // A lesson of 40 clumsy pupils with two wrong tries each stays under the limit.
      expect(limit).toBeGreaterThan(40 * 2);
      const k = await makeClassWithPupils(db, {
        name: "3-C Öğle",
        pupils: [
          ["Ada", AYSE],
          ["Bora", CAGLA],
          ["Cem", IPEK],
        ],
      });
      const other = await makeClassWithPupils(db, { name: "3-D Öğle", pupils: [["Deniz", AYSE]] });
      const pupil = (name: string) => k.pupils.find((p) => p.name === name)!;
      // The sprayer's earlier wrong tries across the class (each a real hash check otherwise: too slow to make here): all but three of the limit.
      const keys = pictureClassKeys(k.id);
      for (let i = 0; i < limit - 3; i++) await site.services.limiter.fail(keys.count, windowSeconds);
      // Three more, one at each pupil from addresses of their own: each is only a pupil's first wrong try, so none of them waits on its own.
      for (const name of ["Ada", "Bora", "Cem"]) {
        const res = await tapThree(pupilLink(k, pupil(name).id), WRONG);
        expect(res.status, name).toBe(400);
        expect(textOf(await res.text()), name).toContain(trPictureLogin.wrongPictures);
      }
      // The class waits: a right secret too, from anywhere, with the Turkish message; no session.
      const refused = await tapThree(pupilLink(k, pupil("Ada").id), AYSE);
      expect(refused.status).toBe(429);
      expect(sidOf(refused)).toBeUndefined();
      expect(textOf(await refused.text())).toContain(trPictureLogin.classWaits);
      // Tries while it waits count nothing: the wait was started once, the class's count starts again.
      expect((await site.services.limiter.failures(keys.wait, waitSeconds))?.count).toBe(1);
      expect(await site.services.limiter.failures(keys.count, windowSeconds)).toBeNull();
      // Another class is not affected.
      const deniz = await tapThree(pupilLink(other, other.pupils[0].id), AYSE);
      expect(deniz.status).toBe(302);
      expect(sidOf(deniz)).toBeDefined();

      // The teacher's class page says so; another teacher cannot lift it; the class's teacher can.
      const session = async (userId: number) =>
        browser(undefined, `sid=${(await site.services.auth.createSession(userId)).token}`);
      const teacher = await session(k.teacherId);
      const page = textOf(await (await get(`/sinifim/${k.id}`, teacher)).text());
      expect(page).toContain(trClasses.pictureWaiting(24));
      expect(page).toContain(trClasses.liftPictureWait);
      expect(textOf(await (await get(`/sinifim/${other.id}`, await session(other.teacherId))).text())).not.toContain(
        trClasses.liftPictureWait,
      );
      expect(
        (await post(`/sinifim/${k.id}`, { intent: "lift-picture-wait" }, await session(other.teacherId))).status,
      ).toBe(404);
      // The same through the API: the state, and another teacher's DELETE answers 404 and lifts nothing.
      expect(
        await (await site.app.request(`/api/v1/classes/${k.id}/picture-wait`, { headers: teacher })).json(),
      ).toEqual({ waiting: true, opensInHours: 24 });
      expect(
        (
          await site.app.request(`/api/v1/classes/${k.id}/picture-wait`, {
            method: "DELETE",
            headers: await session(other.teacherId),
          })
        ).status,
      ).toBe(404);
      expect((await tapThree(pupilLink(k, pupil("Bora").id), CAGLA)).status).toBe(429);
      const lifted = await post(`/sinifim/${k.id}`, { intent: "lift-picture-wait" }, teacher);
      expect(lifted.status).toBe(302);
      expect(
        await (await site.app.request(`/api/v1/classes/${k.id}/picture-wait`, { headers: teacher })).json(),
      ).toEqual({ waiting: false, opensInHours: 0 });
      expect(textOf(await (await get(`/sinifim/${k.id}`, teacher)).text())).not.toContain(trClasses.liftPictureWait);
      const bora = await tapThree(pupilLink(k, pupil("Bora").id), CAGLA);
      expect(bora.status).toBe(302);
      expect(await landing(bora)).toContain(trPictureLogin.welcome("Bora"));
    },
    SLOW,
  );
  it(
    "a class whose teacher lost the role is never left waiting with nobody to lift it: the role taken away forgets the wait, a later one the admin reads and lifts",
    async () => {
      const db = site.services.database.db;
      const { limit, windowSeconds, waitSeconds } = PICTURE_CLASS_THROTTLE;
      const k = await makeClassWithPupils(db, { name: "3-E Eski", pupils: [["Ada", AYSE]] });
      const keys = pictureClassKeys(k.id);
      /** The class's count brought to the limit as a sprayer would (each a hash check otherwise: too slow to make here). */
      const spray = async () => {
        for (let i = 0; i < limit - 1; i++) await site.services.limiter.fail(keys.count, windowSeconds);
        expect((await tapThree(pupilLink(k, k.pupils[0].id), WRONG)).status).toBe(400);
        expect((await tapThree(pupilLink(k, k.pupils[0].id), AYSE)).status).toBe(429);
      };
      const session = async (userId: number) =>
        browser(undefined, `sid=${(await site.services.auth.createSession(userId)).token}`);
      const waitApi = (headers: Record<string, string>, method = "GET") =>
        site.app.request(`/api/v1/classes/${k.id}/picture-wait`, { method, headers });
      await spray();
      // The admin takes the role away: the wait only that teacher could lift is forgotten; the class's pupil signs in.
      expect(await site.services.classes.revokeTeacher(k.teacherId)).toBe("revoked");
      expect(await site.services.limiter.failures(keys.wait, waitSeconds)).toBeNull();
      expect((await tapThree(pupilLink(k, k.pupils[0].id), AYSE)).status).toBe(302);
      // A prank afterwards: the former teacher reaches nothing; the admin reads the wait and lifts it.
      await spray();
      const former = await session(k.teacherId);
      expect((await waitApi(former)).status).toBe(403);
      expect((await waitApi(former, "DELETE")).status).toBe(403);
      const [admin] = await db
        .insert(users)
        .values({ email: `yonetici-bekleme-${kind}@merdiven.test`, role: "admin" })
        .returning();
      const byAdmin = await session(admin.id);
      expect(await (await waitApi(byAdmin)).json()).toEqual({ waiting: true, opensInHours: 24 });
      expect((await waitApi(byAdmin, "DELETE")).status).toBe(200);
      expect(await (await waitApi(byAdmin)).json()).toEqual({ waiting: false, opensInHours: 0 });
      expect((await tapThree(pupilLink(k, k.pupils[0].id), AYSE)).status).toBe(302);
    },
    SLOW,
  );

  it(
    "device cookie: right pictures set it on the 302 (HttpOnly, SameSite=Lax, /sinif, Secure as the session's); with it the pupil signs in while her class waits after a spray, a classmate without one waits",
    async () => {
      const db = site.services.database.db;
      const k = await makeClassWithPupils(db, {
        name: "4-A Sabah",
        pupils: [
          ["Ada", AYSE],
          ["Bora", CAGLA],
        ],
      });
      const [ada, bora] = k.pupils;
      const tablet = nextAddress();
      const first = await tapThree(pupilLink(k, ada.id), AYSE, browser(tablet));
      expect(first.status).toBe(302);
      const set = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE_NAME}=`))!;
      expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=${ada.id}\\.[\\w-]{22}\\.[\\w-]{22};`));
      expect(set).toContain("Path=/sinif");
      expect(set).toContain("HttpOnly");
      expect(set).toContain("SameSite=Lax");
      expect(set).toContain(`Max-Age=${400 * 24 * 60 * 60}`);
      const sidSet = first.headers.getSetCookie().find((c) => c.startsWith("sid="))!;
      expect(set.includes("Secure")).toBe(sidSet.includes("Secure"));
      const device = cookieOf(first, DEVICE_COOKIE_NAME)!;

      // A classmate with the class's card sprays it past its limit (the earlier tries written directly: each a real hash otherwise).
      const { limit, windowSeconds } = PICTURE_CLASS_THROTTLE;
      for (let i = 0; i < limit - 1; i++) await site.services.limiter.fail(pictureClassKeys(k.id).count, windowSeconds);
      expect((await tapThree(pupilLink(k, ada.id), WRONG)).status).toBe(400);
      const boraRefused = await tapThree(pupilLink(k, bora.id), CAGLA);
      expect(boraRefused.status).toBe(429);
      expect(textOf(await boraRefused.text())).toContain(trPictureLogin.classWaits);
      const adaElsewhere = await tapThree(pupilLink(k, ada.id), AYSE);
      expect(adaElsewhere.status).toBe(429);

      // Ada on her tablet, the cookie sent back: in, and the cookie stays hers.
      const again = await tapThree(pupilLink(k, ada.id), AYSE, browser(tablet, device));
      expect(again.status).toBe(302);
      expect(sidOf(again)).toBeDefined();
      expect(cookieOf(again, DEVICE_COOKIE_NAME)).toBe(device);
      expect(await landing(again)).toContain(trPictureLogin.welcome("Ada"));
      // Bora on the same tablet has no entry in it: the class waits for him.
      expect((await tapThree(pupilLink(k, bora.id), CAGLA, browser(tablet, device))).status).toBe(429);
    },
    SLOW,
  );
});

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PicturePasswordForm } from "#app/components/picture-password-form.tsx";
import { Picture } from "#app/components/pictures/picture.tsx";
import { tr } from "#core/messages.ts";
import {
  isPictureKey,
  MAX_SEQUENCE_TEXT,
  PICTURE_SECRET_SPACE,
  PICTURES,
  pictureSecretText,
  readPictureSequence,
  readPictureTap,
  type PictureKey,
} from "#core/picture-password.ts";
import { needsRehash } from "#server/auth/password.ts";
import {
  hashPictureSecret,
  newPictureSecret,
  pictureCheckMessage,
  verifyPictureSecret,
} from "#server/auth/picture-password.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The attributes of each `<tag …>` in the markup, whatever order React wrote them in. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, inside]) =>
    Object.fromEntries([...inside.matchAll(/(?<![\w-])([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
  );
}

/** Each picture button's value and what is inside it. */
const pictureButtons = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)]
    .map(([, inside, content]) => ({
      attrs: Object.fromEntries([...inside.matchAll(/(?<![\w-])([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
      content,
    }))
    .filter((b) => b.attrs.name === "resim");

describe("the twelve pictures", () => {
  it("are twelve distinct ASCII keys with Turkish words, so 1,728 secrets of three", () => {
    expect(PICTURES).toHaveLength(12);
    expect(new Set(PICTURES.map((p) => p.key)).size).toBe(12);
    for (const { key } of PICTURES) expect(key, key).toMatch(/^[a-z]{2,6}$/);
    expect(PICTURES.map((p) => p.name)).toEqual([
      "elma",
      "kedi",
      "top",
      "ev",
      "güneş",
      "balık",
      "araba",
      "çiçek",
      "ağaç",
      "yıldız",
      "kuş",
      "kalp",
    ]);
    expect(PICTURE_SECRET_SPACE).toBe(1728);
  });

  it("accepts only known keys, the size checked first", () => {
    expect(isPictureKey("kedi")).toBe(true);
    for (const odd of [
      "",
      "Kedi",
      "kedi ",
      "güneş",
      "köpek",
      "kedikedi",
      "x".repeat(100_000),
      null,
      undefined,
      3,
      ["kedi"],
    ]) {
      expect(isPictureKey(odd), String(odd).slice(0, 20)).toBe(false);
    }
  });

  it("reads the hidden field of taps: at most three known keys, else nothing", () => {
    expect(readPictureSequence("")).toEqual([]);
    expect(readPictureSequence("elma")).toEqual(["elma"]);
    expect(readPictureSequence("elma-kedi-elma")).toEqual(["elma", "kedi", "elma"]);
    expect(readPictureSequence("yildiz-yildiz-yildiz")).toHaveLength(3);
    expect("yildiz-yildiz-yildiz".length).toBe(MAX_SEQUENCE_TEXT);
    for (const odd of [
      "elma-",
      "-elma",
      "elma--kedi",
      "elma-kedi-top-ev",
      "elma,kedi",
      "ELMA",
      "elma-köpek",
      `elma-${"a".repeat(10_000)}`,
      null,
      5,
    ]) {
      expect(readPictureSequence(odd), String(odd).slice(0, 20)).toBeNull();
    }
  });

  it("turns each post of the form into more taps, a complete secret, or starting over", () => {
    expect(readPictureTap(form({ resim: "elma" }))).toEqual({ kind: "more", taps: ["elma"] });
    expect(readPictureTap(form({ secilen: "elma", resim: "kedi" }))).toEqual({ kind: "more", taps: ["elma", "kedi"] });
    expect(readPictureTap(form({ secilen: "elma-kedi", resim: "elma" }))).toEqual({
      kind: "complete",
      secret: ["elma", "kedi", "elma"],
    });
    expect(readPictureTap(form({ secilen: "elma-kedi", bastan: "1" }))).toEqual({ kind: "reset" });
    expect(readPictureTap(form({ secilen: "elma-kedi" }))).toEqual({ kind: "more", taps: ["elma", "kedi"] });
    // Tampered posts start over; three taps in the field were not made by the form.
    expect(readPictureTap(form({ secilen: "elma-kedi-top", resim: "ev" }))).toEqual({ kind: "reset" });
    expect(readPictureTap(form({ secilen: "elma-kedi-top" }))).toEqual({ kind: "reset" });
    expect(readPictureTap(form({ secilen: "elma", resim: "köpek" }))).toEqual({ kind: "reset" });
    expect(readPictureTap(form({ secilen: "zz", resim: "kedi" }))).toEqual({ kind: "reset" });
  });

  it("hash as the text 'picture:…', which no typed password of the form could collide with by accident", () => {
    expect(pictureSecretText(["elma", "kedi", "top"])).toBe("picture:elma-kedi-top");
    expect(() => pictureSecretText(["elma", "kedi"])).toThrow();
    expect(() => pictureSecretText(["elma", "kedi", "köpek" as PictureKey])).toThrow();
  });
});

describe("picture secrets on the server", () => {
  it("are drawn with crypto randomness: three known keys, every picture in every place", () => {
    const seen = [new Set<string>(), new Set<string>(), new Set<string>()];
    for (let i = 0; i < 2_000; i++) {
      const secret = newPictureSecret();
      expect(secret).toHaveLength(3);
      secret.forEach((key, place) => {
        expect(isPictureKey(key)).toBe(true);
        seen[place].add(key);
      });
    }
    // 2,000 draws miss a given picture in a given place with probability (11/12)^2000 ≈ 1e-76.
    for (const place of seen) expect(place.size).toBe(12);
  });

  it("are hashed with the password hash and verified; a wrong order or picture fails", async () => {
    const stored = await hashPictureSecret(["kus", "kalp", "kus"]);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("kus");
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPictureSecret(["kus", "kalp", "kus"], stored)).toBe(true);
    expect(await verifyPictureSecret(["kalp", "kus", "kus"], stored)).toBe(false);
    expect(await verifyPictureSecret(["kus", "kalp", "kalp"], stored)).toBe(false);
  });

  it("have a Turkish sentence for each refusal", () => {
    expect(pictureCheckMessage({ ok: false, code: "must-wait", minutes: 5 })).toBe(
      "Çok fazla yanlış deneme yaptın. Lütfen 5 dakika sonra tekrar dene.",
    );
    expect(pictureCheckMessage({ ok: false, code: "wrong-pictures" })).toBe(tr.pictureLogin.wrongPictures);
    expect(pictureCheckMessage({ ok: false, code: "too-many-requests" })).toBe(tr.pictureLogin.tooManyFromAddress);
  });
});

describe("the picture form, as the server sends it (no JavaScript)", () => {
  const html = (props: Parameters<typeof PicturePasswordForm>[0] = {}) =>
    renderToString(createElement(PicturePasswordForm, props));

  it("is a plain POST form whose twelve pictures are submit buttons named by their word", () => {
    const page = html();
    expect(tags(page, "form")).toEqual([
      expect.objectContaining({ method: "post", action: "#resimli-sifre", id: "resimli-sifre" }),
    ]);
    const buttons = pictureButtons(page);
    expect(buttons.map((b) => b.attrs.value)).toEqual(PICTURES.map((p) => p.key));
    for (const { attrs, content: inner } of buttons) {
      expect(attrs.type).toBe("submit");
      const name = PICTURES.find((p) => p.key === attrs.value)!.name;
      // The drawing is hidden from screen readers; the word it shows names the button.
      expect(inner).toContain('aria-hidden="true"');
      expect(inner).toContain(`<span>${name}</span>`);
      expect(inner).not.toContain("<img");
    }
    expect(tags(page, "button").find((b) => b.name === "bastan")).toMatchObject({ type: "submit" });
    expect(page).toContain(">Baştan başla<");
    expect(tags(page, "input")).toEqual([{ type: "hidden", name: "secilen", value: "" }]);
    expect(page).toMatch(/role="status"[^>]*>0 \/ 3 resim seçildi</);
  });

  it("carries the taps so far in the hidden field, and shows only dots and a count, never which pictures", () => {
    const page = html({ taps: ["kedi", "gunes"] });
    expect(tags(page, "input")).toEqual([{ type: "hidden", name: "secilen", value: "kedi-gunes" }]);
    expect(page).toContain("2 / 3 resim seçildi");
    expect(page.match(/data-filled=""/g)).toHaveLength(2);
    // Apart from the field and the twelve buttons, the chosen pictures appear nowhere.
    const withoutField = page.replace(/<input type="hidden" name="secilen"[^>]*>/, "");
    for (const key of ["kedi", "gunes"]) expect(withoutField.split(`"${key}"`).length - 1, key).toBe(2); // the button's value and its drawing's data-picture
    expect(withoutField.match(/güneş/g)).toHaveLength(1); // its button's word
  });

  it("shows a refusal as an alert, disables the pictures while the pupil waits, and keeps the page's hidden fields", () => {
    const message = tr.pictureLogin.tooManyWrong(5);
    const page = html({ message, disabled: true, hidden: { ogrenci: "17" }, action: "/sinif/ABC123" });
    expect(page).toContain(`role="alert"`);
    expect(page).toContain(message);
    expect(pictureButtons(page).filter((b) => b.attrs.disabled === "")).toHaveLength(12);
    expect(tags(page, "input")).toContainEqual({ type: "hidden", name: "ogrenci", value: "17" });
    expect(tags(page, "form")[0].action).toBe("/sinif/ABC123");
  });

  it("draws every picture as an inline SVG image named by its Turkish word", () => {
    for (const { key, name } of PICTURES) {
      const svg = renderToString(createElement(Picture, { picture: key }));
      expect(tags(svg, "svg")[0], key).toMatchObject({ viewBox: "0 0 64 64", role: "img", "aria-label": name });
      expect(svg, key).not.toMatch(/href|<image|style=/);
    }
  });
});
